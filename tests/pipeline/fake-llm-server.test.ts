import { streamText } from "ai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LlmConfig } from "../../src/config/llm.ts";
import { createLlmClientFromSettings } from "../../src/pipeline/llm/providers.ts";
import { UsageMeter } from "../../src/pipeline/llm/usage.ts";
import { modelProfileSchema, PROFILE_SYSTEM, profilePrompt } from "../../src/pipeline/analysts/model-analyst/profile.ts";
import { startFakeLlmServer, type FakeLlmServer } from "../fakes/fake-llm-server.ts";

let fake: FakeLlmServer;
beforeAll(async () => { fake = await startFakeLlmServer({ firstTokenMs: 150, tokensPerSecond: 2000 }); });
afterAll(async () => fake.close());

function settings(over: Partial<LlmConfig> = {}): LlmConfig {
  return {
    provider: "openai-compatible", model: "fake-smart", fastModel: "fake-fast", baseUrl: fake.url, apiKey: "sk-fake",
    timeoutSeconds: 10, maxRetries: 2, tokenBudget: 100_000, thinkingTokens: 1024, ollamaContextTokens: 16_384, extractionOnly: false,
    prices: { smart: { inputPerMTok: 1, outputPerMTok: 1 }, fast: null }, ...over,
  };
}

function profileRequest(meter: UsageMeter, maxOutputTokens = 1200) {
  return {
    role: "fast" as const, stage: "planning-profile", task: "the idea profile", schema: modelProfileSchema, system: PROFILE_SYSTEM,
    prompt: profilePrompt({ description: "Freelance designers waste hours chasing late invoices.", country: "GB" }),
    maxOutputTokens, signal: new AbortController().signal, meter,
  };
}

describe("the AI SDK against the fake OpenAI-compatible server", () => {
  it("gets a schema-checked answer at the configured speed, asking for a JSON schema and counting the server's usage", async () => {
    const llm = createLlmClientFromSettings(settings());
    const meter = new UsageMeter({ budget: 100_000, prices: llm.prices });
    const started = performance.now();
    const profile = await llm.generateObject(profileRequest(meter));
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
    expect(profile.likelyCompetitors).toContain("FreshBooks");
    const body = fake.bodies.at(-1)!;
    expect(body.model).toBe("fake-fast");
    expect(body.response_format?.type).toBe("json_schema");
    const record = fake.requests.at(-1)!;
    expect(record.task).toBe("planning-profile");
    expect(meter.stageUsage("planning-profile")).toMatchObject({ calls: 1, inputTokens: record.promptTokens, outputTokens: record.completionTokens, models: ["fake-fast"], estimatedCostUsd: null });
    expect(llm.analyst).toBe("openai-compatible:fake-smart+fake-fast");
  });

  it("retries after a 429 as long as Retry-After says", async () => {
    const llm = createLlmClientFromSettings(settings());
    fake.failNext({ status: 429, retryAfter: "1" });
    const before = fake.requests.length;
    const started = performance.now();
    await llm.generateObject(profileRequest(new UsageMeter({ budget: 100_000, prices: llm.prices })));
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
    expect(fake.requests.slice(before).map((r) => r.status)).toEqual([429, 200]);
  });

  it("repairs an invalid answer, and fails clearly on one cut off every time", async () => {
    const llm = createLlmClientFromSettings(settings());
    fake.failNext({ text: "{\"title\": 42}" });
    await expect(llm.generateObject(profileRequest(new UsageMeter({ budget: 100_000, prices: llm.prices })))).resolves.toMatchObject({ categoryId: "finance" });
    await expect(llm.generateObject(profileRequest(new UsageMeter({ budget: 100_000, prices: llm.prices }), 40))).rejects.toThrow(/was cut off at its length limit after 3 attempts/);
  });

  it("streams at the configured pace when asked to", async () => {
    const provider = createOpenAICompatible({ name: "compatible", baseURL: fake.url, includeUsage: true });
    const result = streamText({ model: provider("fake-fast"), system: PROFILE_SYSTEM, prompt: "x" });
    const parts: string[] = [];
    for await (const part of result.textStream) parts.push(part);
    expect(parts.length).toBeGreaterThan(5);
    expect(JSON.parse(parts.join(""))).toMatchObject({ categoryId: "finance" });
    expect((await result.usage).outputTokens).toBeGreaterThan(0);
  });
});
