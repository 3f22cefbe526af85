import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../src/db/client.ts";
import { ideas, users } from "../../../src/db/schema.ts";
import { createLlmClientFromSettings } from "../../../src/pipeline/llm/providers.ts";
import { runValidation } from "../../../src/pipeline/runner.ts";
import { reportBodySchema } from "../../../src/shared/contracts/report.ts";
import { startFakeProvider, type FakeProvider } from "../../fakes/fake-provider-servers.ts";
import type { ProviderWire } from "../../fakes/fake-provider-wire.ts";
import type { Task } from "../../fakes/fake-llm-answers.ts";
import { silentLogger } from "../../helpers/silent-logger.ts";
import { createTestDatabase, queryRows } from "../../helpers/test-database.ts";
import { INVOICE_IDEA } from "../helpers/run-stages.ts";
import { sampleConnectors } from "../helpers/sample-sources.ts";
import { providerSettings } from "./provider-settings.ts";

// A whole validation through each provider's wire format, with the real client, runner and database.

let database: Database;
let userId: string;
const fakes = {} as Record<ProviderWire, FakeProvider>;

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db.insert(users).values({ subject: "test:provider-validations", name: "Providers" }).returning();
  userId = user!.id;
  for (const wire of ["openai", "anthropic", "google", "ollama"] as const) fakes[wire] = await startFakeProvider({ wire, refuseSchemasOver: wire === "anthropic" ? 3000 : undefined });
}, 120_000);
afterAll(async () => {
  await Promise.all(Object.values(fakes).map((f) => f.close()));
  await database?.close();
});

async function validate({ wire, extractionOnly = false }: { wire: ProviderWire; extractionOnly?: boolean }) {
  const [row] = await database.db.insert(ideas).values({
    userId, title: "Paydar", description: INVOICE_IDEA.description, country: "GB", validationMode: "deep", status: "pending",
  }).returning({ id: ideas.id });
  const llm = createLlmClientFromSettings(providerSettings({ wire, url: fakes[wire].url, over: { extractionOnly } }));
  const outcome = await runValidation({
    deps: { db: database.db, llm, sources: sampleConnectors(), analyst: llm.analyst, log: silentLogger, stageDelayMs: 0 },
    ideaId: row!.id, signal: new AbortController().signal,
  });
  const [report] = await queryRows<{ body: unknown }>(database.db, `select body from reports where idea_id = '${row!.id}'`);
  return { outcome, body: report ? reportBodySchema.parse(report.body) : null };
}

const tasksOf = (fake: FakeProvider, from: number) => fake.requests.slice(from).map((r) => r.task);

describe.each(["openai", "anthropic", "google", "ollama"] as const)("a full validation on the %s fake", (wire) => {
  it("completes with a valid report written by the model", async () => {
    const before = fakes[wire].requests.length;
    const { outcome, body } = await validate({ wire });
    expect(outcome).toBe("completed");
    expect(body!.sources.length).toBeGreaterThan(0);
    expect(new Set(tasksOf(fakes[wire], before))).toEqual(new Set(["planning-profile", "planning-queries", "analysis", "synthesis-scores", "synthesis-business", "synthesis-case-against", "experiment-wording"]));
    expect(body!.methodology.researchProcess).toMatch(/the smart model \(.+\) weighed only those verified quotes/);
  }, 60_000);
});

describe("answers out of the schema's bounds", () => {
  const stretch = (task: Task | null, answer: string): string => {
    const json = JSON.parse(answer) as {
      title?: string; keywords?: string[]; queries?: unknown[]; sources?: { relevance: number }[];
      opportunity?: { value: number }; timing?: { value: number }; revenuePotential?: { score: number }; assumptions?: string[];
    };
    if (task === "planning-profile") {
      json.keywords = ["invoice reminders", "late payments", "freelance invoicing", "payment chasing", "cash flow", "accounts receivable", "dunning", "client payments", "invoice follow up", "overdue invoices"];
      json.title = `${json.title} ${"and much more ".repeat(12)}`;
    }
    if (task === "planning-queries") json.queries = json.queries!.slice(0, 4);
    if (task === "analysis") for (const source of json.sources!) source.relevance = 14;
    if (task === "synthesis-scores") {
      json.opportunity!.value = 12;
      json.timing!.value = -3;
    }
    if (task === "synthesis-business") {
      json.revenuePotential!.score = 15;
      json.assumptions = Array.from({ length: 20 }, (_, i) => `Assumption ${i + 1}: a basis for the estimates.`);
    }
    return JSON.stringify(json);
  };

  it("normalises lists that are too long or too short and numbers out of range instead of failing, and the report is valid", async () => {
    const fake = fakes.google;
    fake.rewrite(stretch);
    const before = fake.requests.length;
    try {
      const { outcome, body } = await validate({ wire: "google" });
      expect(outcome).toBe("completed");
      // One call per task: nothing needed a repair round.
      const tasks = tasksOf(fake, before);
      expect(tasks.filter((t) => t === "planning-profile")).toHaveLength(1);
      expect(tasks.filter((t) => t === "planning-queries")).toHaveLength(1);
      expect(tasks.filter((t) => t === "synthesis-scores")).toHaveLength(1);
      expect(body!.opportunityScore.value).toBeLessThanOrEqual(10);
      expect(body!.timingScore.value).toBeGreaterThanOrEqual(0);
      expect(body!.revenuePotential.score).toBeLessThanOrEqual(10);
      // The model's twenty are cut to twelve; code's own (the caveat, the revenue arithmetic) come beside them.
      expect(body!.methodology.assumptions.filter((a) => a.startsWith("Assumption ")).length).toBeLessThanOrEqual(12);
    } finally {
      fake.rewrite(null);
    }
  }, 60_000);
});

describe("extraction only, for small local models", () => {
  it("asks the model for the profile, queries and evidence only; scores and business fit come from code and the methodology says so", async () => {
    const fake = fakes.ollama;
    const before = fake.requests.length;
    const { outcome, body } = await validate({ wire: "ollama", extractionOnly: true });
    expect(outcome).toBe("completed");
    expect(new Set(tasksOf(fake, before))).toEqual(new Set(["planning-profile", "planning-queries", "analysis"]));
    expect(body!.methodology.researchProcess).toMatch(/scores were counted in code from those verified quotes/);
    expect(body!.problemScore.reasoning).toMatch(/^(Counted from \d+ quotes?|None of the)/);
    expect(body!.methodology.limitations.join(" ")).toMatch(/LLM_EXTRACTION_ONLY/);
    expect(body!.revenuePotential.revenueProjections.assumptions.length).toBeGreaterThan(0);
  }, 60_000);
});
