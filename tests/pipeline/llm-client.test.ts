import { APICallError } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BudgetExhaustedError, LlmCallError } from "../../src/pipeline/llm/errors.ts";
import { resolvePrice } from "../../src/pipeline/llm/pricing.ts";
import { backoffMs } from "../../src/pipeline/http/retry-after.ts";
import { MODEL_BACKOFF, providerRetryAfterMs } from "../../src/pipeline/llm/retry.ts";
import { UsageMeter } from "../../src/pipeline/llm/usage.ts";
import { scriptedClient } from "./helpers/scripted-model.ts";

const schema = z.object({ verdict: z.enum(["yes", "no"]), reasons: z.array(z.string()).min(1) });
const GOOD = JSON.stringify({ verdict: "yes", reasons: ["clear pain"] });

function meter(budget = 100_000) {
  return new UsageMeter({ budget, prices: { fast: { inputPerMTok: 1, outputPerMTok: 2 }, smart: null } });
}

function request(over: Partial<Parameters<ReturnType<typeof scriptedClient>["llm"]["generateObject"]>[0]> = {}) {
  return {
    role: "fast" as const, stage: "analysis", task: "the test question", schema, system: "Task: test.", prompt: "Is it good?",
    maxOutputTokens: 500, signal: new AbortController().signal, meter: meter(), ...over,
  };
}

const apiError = (status: number, headers: Record<string, string> = {}) => new APICallError({
  message: `status ${status}`, url: "https://api.example.test/v1/chat/completions", requestBodyValues: {}, statusCode: status,
  responseHeaders: headers, isRetryable: status === 429 || status >= 500,
});

describe("the model client", () => {
  it("returns the validated object and records tokens and cost under the stage", async () => {
    const { llm } = scriptedClient({ respond: () => GOOD });
    const usage = meter();
    await expect(llm.generateObject(request({ meter: usage }))).resolves.toEqual({ verdict: "yes", reasons: ["clear pain"] });
    const analysis = usage.stageUsage("analysis");
    expect(analysis.calls).toBe(1);
    expect(analysis.inputTokens).toBeGreaterThan(0);
    expect(analysis.models).toEqual(["mock-fast"]);
    expect(analysis.estimatedCostUsd).toBeCloseTo((analysis.inputTokens * 1 + analysis.outputTokens * 2) / 1e6, 12);
    expect(llm.analyst).toBe("mock:mock-smart+mock-fast");
  });

  it("retries an answer that breaks the schema with the validation error, then succeeds", async () => {
    const { llm, calls } = scriptedClient({ respond: (_call, i) => (i === 0 ? JSON.stringify({ verdict: "maybe", reasons: [] }) : GOOD) });
    await expect(llm.generateObject(request())).resolves.toMatchObject({ verdict: "yes" });
    expect(calls).toHaveLength(2);
    const repair = calls[1]!.messages;
    expect(repair.map((m) => m.role)).toEqual(["user"]);
    expect(repair[0]!.text).toMatch(/^Is it good\?/);
    expect(repair[0]!.text).toMatch(/Your previous answer:\n<<<DATA \w+\n.*maybe/);
    expect(repair[0]!.text).toMatch(/did not match the required JSON schema\. verdict: Invalid option/);
    expect(repair[0]!.text).toMatch(/reasons: Too small/);
  });

  it("fails the call with a clear message when the answer stays invalid", async () => {
    const { llm, calls } = scriptedClient({ respond: () => "this is not JSON" });
    const error = await llm.generateObject(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmCallError);
    expect((error as Error).message).toMatch(/The model's answer for the test question was not valid JSON for the expected schema after 3 attempts, so the stage stopped: The answer was not valid JSON\./);
    expect(calls).toHaveLength(3);
  });

  it("asks for a shorter answer when one was cut off at the length limit", async () => {
    const { llm, calls } = scriptedClient({ respond: (_c, i) => (i === 0 ? { text: "{\"verdict\":\"yes\",\"reasons\":[\"clear", finishReason: "length" } : GOOD) });
    await expect(llm.generateObject(request())).resolves.toMatchObject({ verdict: "yes" });
    expect(calls[1]!.messages[0]!.text).toMatch(/cut off before the JSON was complete\. Be more concise/);
  });

  it("waits as long as Retry-After asks on a 429, then retries", async () => {
    const waits: number[] = [];
    const { llm, calls } = scriptedClient({
      respond: (_c, i) => (i === 0 ? apiError(429, { "retry-after": "2" }) : GOOD),
      options: { sleep: async (ms) => { waits.push(ms); } },
    });
    await expect(llm.generateObject(request())).resolves.toMatchObject({ verdict: "yes" });
    expect(waits).toEqual([2000]);
    expect(calls).toHaveLength(2);
  });

  it("backs off exponentially on 5xx and gives up after its retries with the provider's status", async () => {
    const waits: number[] = [];
    const { llm, calls } = scriptedClient({ respond: () => apiError(503), options: { maxRetries: 2, sleep: async (ms) => { waits.push(ms); } } });
    const error = await llm.generateObject(request()).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/The model call for the test question failed after 3 attempts: HTTP 503 from https:\/\/api\.example\.test/);
    expect(calls).toHaveLength(3);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(750);
    expect(waits[0]).toBeLessThanOrEqual(1250);
    expect(waits[1]).toBeGreaterThanOrEqual(1500);
    expect(waits[1]).toBeLessThanOrEqual(2500);
  });

  it("does not retry a request the provider refused (400)", async () => {
    const { llm, calls } = scriptedClient({ respond: () => apiError(400) });
    await expect(llm.generateObject(request())).rejects.toThrow(/failed: HTTP 400/);
    expect(calls).toHaveLength(1);
  });

  it("refuses to wait longer than a minute for Retry-After", async () => {
    const { llm } = scriptedClient({ respond: () => apiError(429, { "retry-after": "3600" }) });
    await expect(llm.generateObject(request())).rejects.toThrow(/asked us to wait 3600 s/);
  });

  it("times out a call that never answers, retries it, then fails", async () => {
    const never = () => new Promise<string>(() => {});
    const { llm, calls } = scriptedClient({ respond: never, options: { timeoutMs: 50, maxRetries: 1 } });
    await expect(llm.generateObject(request())).rejects.toThrow(/failed after 2 attempts: no answer within 0 s/);
    expect(calls).toHaveLength(2);
  });

  it("treats a call cut short by the validation's deadline as a spent time budget", async () => {
    const never = () => new Promise<string>(() => {});
    const { llm } = scriptedClient({ respond: never, options: { timeoutMs: 60_000 } });
    const error = await llm.generateObject(request({ deadline: Date.now() + 1200 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BudgetExhaustedError);
    expect((error as BudgetExhaustedError).kind).toBe("time");
    await expect(llm.generateObject(request({ deadline: Date.now() + 500 }))).rejects.toThrow(/time budget ran out before the test question/);
  });

  it("does not call the model once the token budget is spent", async () => {
    const { llm, calls } = scriptedClient({ respond: () => GOOD });
    const small = meter(5_000);
    small.settle({ admission: small.admit({ task: "x", estimatedInputTokens: 10, maxOutputTokens: 10 }), usage: { stage: "planning-profile", role: "fast", model: "m", inputTokens: 4_900, outputTokens: 50 } });
    const error = await llm.generateObject(request({ meter: small })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BudgetExhaustedError);
    expect((error as Error).message).toMatch(/token budget of 5000 tokens for this validation is spent \(4950 used\)/);
    expect(calls).toHaveLength(0);
  });

  it("caps an answer's length to the tokens left in the budget", async () => {
    const { llm, calls } = scriptedClient({ respond: () => GOOD });
    await llm.generateObject(request({ meter: meter(5_000), maxOutputTokens: 10_000 }));
    expect(calls[0]!.maxOutputTokens).toBeLessThan(5_000);
  });
});

describe("usage, prices and retry timing", () => {
  it("sums per stage in pipeline order, keeps earlier attempts and reports unknown prices as null", () => {
    const usage = new UsageMeter({
      budget: 50_000,
      prices: { fast: { inputPerMTok: 1, outputPerMTok: 1 }, smart: null },
      prior: [{ stage: "planning-profile", models: ["f"], calls: 1, inputTokens: 100, outputTokens: 50, estimatedCostUsd: 0.00015 }],
    });
    usage.settle({ admission: usage.admit({ task: "s", estimatedInputTokens: 10, maxOutputTokens: 300 }), usage: { stage: "synthesis", role: "smart", model: "s", inputTokens: 1000, outputTokens: 500 } });
    const summary = usage.summary(["planning-profile", "planning-queries", "synthesis"]);
    expect(summary.stages.map((s) => s.stage)).toEqual(["planning-profile", "synthesis"]);
    expect(summary.inputTokens).toBe(1100);
    expect(summary.outputTokens).toBe(550);
    expect(summary.estimatedCostUsd).toBeNull();
    expect(summary.stages[0]!.estimatedCostUsd).toBeCloseTo(0.00015);
  });

  it("reserves room for calls running in parallel", () => {
    const usage = new UsageMeter({ budget: 10_000, prices: { fast: null, smart: null } });
    usage.admit({ task: "a", estimatedInputTokens: 4_000, maxOutputTokens: 2_000 });
    usage.admit({ task: "b", estimatedInputTokens: 1_000, maxOutputTokens: 2_000 });
    expect(() => usage.admit({ task: "c", estimatedInputTokens: 1_000, maxOutputTokens: 2_000 })).toThrow(BudgetExhaustedError);
  });

  it("knows list prices of the default models, dated ids included, and lets configuration override them", () => {
    expect(resolvePrice({ model: "claude-sonnet-4-5-20250929", configured: null })).toEqual({ inputPerMTok: 3, outputPerMTok: 15 });
    expect(resolvePrice({ model: "gpt-4.1-mini", configured: { outputPerMTok: 2 } })).toEqual({ inputPerMTok: 0.4, outputPerMTok: 2 });
    expect(resolvePrice({ model: "llama3.1:8b", configured: null })).toBeNull();
    expect(resolvePrice({ model: "llama3.1:8b", configured: { inputPerMTok: 0, outputPerMTok: 0 } })).toEqual({ inputPerMTok: 0, outputPerMTok: 0 });
  });

  it("reads Retry-After in milliseconds, seconds or as a date", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(providerRetryAfterMs({ headers: { "retry-after-ms": "250" }, now })).toBe(250);
    expect(providerRetryAfterMs({ headers: { "Retry-After": "3" }, now })).toBe(3000);
    expect(providerRetryAfterMs({ headers: { "retry-after": "Thu, 01 Jan 2026 00:00:05 GMT" }, now })).toBe(5000);
    expect(providerRetryAfterMs({ headers: { "retry-after": "soon" }, now })).toBeUndefined();
    expect(backoffMs({ attempt: 3, ...MODEL_BACKOFF, random: () => 0.5 })).toBe(8000);
    expect(backoffMs({ attempt: 10, ...MODEL_BACKOFF, random: () => 1 })).toBe(25_000);
  });
});
