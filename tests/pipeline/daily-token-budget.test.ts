import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { dailyTokenLedger } from "../../src/db/queries/daily-tokens.ts";
import { BudgetExhaustedError } from "../../src/pipeline/llm/errors.ts";
import { createLlmClientFromSettings } from "../../src/pipeline/llm/providers.ts";
import { UsageMeter } from "../../src/pipeline/llm/usage.ts";
import { modelProfileSchema, PROFILE_SYSTEM, profilePrompt } from "../../src/pipeline/analysts/model-analyst/profile.ts";
import { startFakeLlmServer, type FakeLlmServer } from "../fakes/fake-llm-server.ts";
import { createTestDatabase, queryRows } from "../helpers/test-database.ts";

// The founder's daily token budget is held while validations run: three validations of one founder
// calling the (fake) model side by side stop together at the day's budget, not each at its own.

const DAILY = 6_000;
const MAX_OUTPUT = 600;

let fake: FakeLlmServer;
let database: Database;
beforeAll(async () => {
  fake = await startFakeLlmServer({ firstTokenMs: 20, tokensPerSecond: 20_000 });
  database = await createTestDatabase();
});
afterAll(async () => {
  await fake.close();
  await database.close();
});

async function ideaOf(userId: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(database.db, `insert into ideas (user_id, title, description, country, validation_mode, status)
    values ('${userId}', 'Invoices', 'Freelance designers waste hours chasing late invoices.', 'GB', 'deep', 'validating') returning id`);
  if (!row) throw new Error("no idea inserted");
  return row.id;
}

/** One validation: model calls one after another until its meter (or the founder's day) says stop. */
async function runUntilRefused({ ideaId, llm }: { ideaId: string; llm: ReturnType<typeof createLlmClientFromSettings> }) {
  const meter = new UsageMeter({ budget: 100_000, prices: llm.prices, daily: dailyTokenLedger({ db: database.db, ideaId, dailyLimit: DAILY }) });
  for (;;) {
    try {
      await llm.generateObject({
        role: "fast", stage: "planning-profile", task: "the idea profile", schema: modelProfileSchema, system: PROFILE_SYSTEM,
        prompt: profilePrompt({ description: "Freelance designers waste hours chasing late invoices.", country: "GB" }),
        maxOutputTokens: MAX_OUTPUT, signal: new AbortController().signal, meter,
      });
    } catch (error) {
      if (error instanceof BudgetExhaustedError) return { meter, refusal: error.message };
      throw error;
    }
  }
}

describe("the daily token budget during runs", () => {
  it("stops concurrent validations of one founder at the day's budget, within one call's worth", async () => {
    const llm = createLlmClientFromSettings({
      provider: "openai-compatible", model: "fake-smart", fastModel: "fake-fast", baseUrl: fake.url, apiKey: "sk-fake",
      timeoutSeconds: 10, maxRetries: 0, tokenBudget: 100_000, thinkingTokens: 0, ollamaContextTokens: 16_384, extractionOnly: false,
      prices: { smart: null, fast: null },
    });
    const [user] = await queryRows<{ id: string }>(database.db, "insert into users (subject, email) values ('local:busy@example.com', 'busy@example.com') returning id");
    const ideas = await Promise.all([1, 2, 3].map(() => ideaOf(user!.id)));
    const before = fake.requests.length;

    const runs = await Promise.all(ideas.map((ideaId) => runUntilRefused({ ideaId, llm })));

    for (const run of runs) expect(run.refusal).toMatch(/^Today's model budget of 6000 tokens for this founder's validations is spent/);
    const calls = fake.requests.slice(before);
    const largestCall = Math.max(...calls.map((call) => call.promptTokens + call.completionTokens));
    const spent = runs.reduce((sum, run) => sum + run.meter.used, 0);
    expect(calls.length).toBeGreaterThan(2);
    // Each call reserves its estimate before it is sent; only a call using more than its estimate can pass the line.
    expect(spent).toBeLessThanOrEqual(DAILY + largestCall);
    const [usage] = await queryRows<{ tokens: string }>(database.db, "select tokens from daily_usage");
    expect(Number(usage?.tokens)).toBe(spent);
    const [held] = await queryRows<{ count: number }>(database.db, "select count(*)::int as count from token_reservations");
    expect(held?.count).toBe(0);
  });
});
