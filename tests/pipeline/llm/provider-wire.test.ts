import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LlmCallError } from "../../../src/pipeline/llm/errors.ts";
import { createLlmClientFromSettings } from "../../../src/pipeline/llm/providers.ts";
import { UsageMeter } from "../../../src/pipeline/llm/usage.ts";
import { modelProfileSchema, PROFILE_SYSTEM, profilePrompt } from "../../../src/pipeline/analysts/model-analyst/profile.ts";
import { businessSystem, modelBusinessSchema } from "../../../src/pipeline/analysts/model-analyst/synthesis-prompts.ts";
import { startFakeProvider, type FakeProvider } from "../../fakes/fake-provider-servers.ts";
import type { ProviderWire } from "../../fakes/fake-provider-wire.ts";
import { MODELS, providerSettings } from "./provider-settings.ts";

function profileRequest(maxOutputTokens = 1200) {
  return {
    role: "fast" as const, stage: "planning-profile", task: "the idea profile", schema: modelProfileSchema, system: PROFILE_SYSTEM,
    prompt: profilePrompt({ description: "Freelance designers waste hours chasing late invoices.", country: "GB" }),
    maxOutputTokens, signal: new AbortController().signal, meter: new UsageMeter({ budget: 200_000, prices: { fast: null, smart: null } }),
  };
}

const fakes = {} as Record<ProviderWire, FakeProvider>;
// The fake Anthropic refuses schemas between the profile's (about 3 KB) and business fit's (about 5 KB),
// so the profile goes through native structured output and business fit falls back to tool mode.
const ANTHROPIC_SCHEMA_LIMIT = 4000;
beforeAll(async () => {
  for (const wire of ["openai", "anthropic", "google", "ollama"] as const) {
    fakes[wire] = await startFakeProvider({ wire, refuseSchemasOver: wire === "anthropic" ? ANTHROPIC_SCHEMA_LIMIT : undefined });
  }
});
afterAll(async () => { await Promise.all(Object.values(fakes).map((f) => f.close())); });

describe.each(["openai", "anthropic", "google", "ollama"] as const)("the %s wire format", (wire) => {
  it("answers a structured call and counts the provider's usage", async () => {
    const fake = fakes[wire];
    const llm = createLlmClientFromSettings(providerSettings({ wire, url: fake.url }));
    const request = profileRequest();
    const profile = await llm.generateObject(request);
    expect(profile.likelyCompetitors).toContain("FreshBooks");
    expect(fake.requests.at(-1)!.structured).toBe("schema");
    expect(fake.requests.at(-1)!.model).toBe(MODELS[wire].fast);
    expect(request.meter.stageUsage("planning-profile").outputTokens).toBeGreaterThan(0);
  });

  it("waits as long as retry-after asks on a 429, then succeeds", async () => {
    const fake = fakes[wire];
    const llm = createLlmClientFromSettings(providerSettings({ wire, url: fake.url }));
    fake.failNext({ status: 429, retryAfter: "1" });
    const before = fake.requests.length;
    const started = performance.now();
    await expect(llm.generateObject(profileRequest())).resolves.toMatchObject({ title: expect.any(String) });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.requests.slice(before).map((r) => r.status)).toEqual([429, 200]);
  });

  it("stops at once, saying so, when the model refuses", async () => {
    const fake = fakes[wire];
    if (wire === "ollama") return; // Ollama's API has no refusal signal: a refusal arrives as text that is not JSON.
    const llm = createLlmClientFromSettings(providerSettings({ wire, url: fake.url }));
    fake.failNext({ refusal: true });
    const before = fake.requests.length;
    const error = await llm.generateObject(profileRequest()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmCallError);
    expect((error as Error).message).toBe("The model refused to answer the idea profile, so the stage stopped.");
    expect(fake.requests.length - before).toBe(1);
  });
});

function businessRequest() {
  return {
    ...profileRequest(3500), role: "smart" as const, stage: "synthesis", task: "the business-fit estimates", schema: modelBusinessSchema, system: businessSystem("USD"),
    prompt: "Idea: Paydar, invoice chasing for freelance designers.",
  };
}

describe("each provider's limits", () => {
  it("Gemini: thinking is bounded per role and the output limit raised by it; Gemini 2.5 takes a token budget", async () => {
    const fake = fakes.google;
    const current = createLlmClientFromSettings(providerSettings({ wire: "google", url: fake.url }));
    await current.generateObject(profileRequest(1200));
    // Gemini 3 keeps its default temperature, as Google asks; Gemini 2.5 gets ours.
    expect(fake.requests.at(-1)!).toMatchObject({ model: "gemini-3.5-flash-lite", thinking: { level: "minimal" }, maxOutputTokens: 1200 + 512, temperature: null });
    const older = createLlmClientFromSettings(providerSettings({ wire: "google", url: fake.url, over: { model: "gemini-2.5-pro", fastModel: "gemini-2.5-flash" } }));
    await older.generateObject(profileRequest(1200));
    expect(fake.requests.at(-1)!).toMatchObject({ model: "gemini-2.5-flash", thinking: { budget: 0 }, maxOutputTokens: 1200, temperature: 0.2 });
    await older.generateObject(businessRequest());
    const gemma = createLlmClientFromSettings(providerSettings({ wire: "google", url: fake.url, over: { model: "gemma-3-27b-it", fastModel: "gemma-3-27b-it" } }));
    await gemma.generateObject(profileRequest(1200));
    expect(fake.requests.at(-1)!).toMatchObject({ model: "gemma-3-27b-it", thinking: null, maxOutputTokens: 1200 });
    await older.generateObject(businessRequest());
    expect(fake.requests.at(-1)!).toMatchObject({ model: "gemini-2.5-pro", thinking: { budget: 1024 }, maxOutputTokens: 3500 + 1024 });
  });

  it("Gemini: an empty answer cut at MAX_TOKENS by thinking is retried once with twice the room", async () => {
    const fake = fakes.google;
    const llm = createLlmClientFromSettings(providerSettings({ wire: "google", url: fake.url }));
    fake.failNext({ emptyAtLimit: true });
    const before = fake.requests.length;
    await expect(llm.generateObject(profileRequest(1200))).resolves.toMatchObject({ title: expect.any(String) });
    const calls = fake.requests.slice(before);
    expect(calls.map((c) => c.outcome?.stop)).toEqual(["length", "stop"]);
    expect(calls.map((c) => c.maxOutputTokens)).toEqual([1200 + 512, 2400 + 512]);
    expect(calls[1]!.prompt).toBe(calls[0]!.prompt);
  });

  it("a model that keeps writing past its limit fails clearly after the repair rounds", async () => {
    const fake = fakes.openai;
    const llm = createLlmClientFromSettings(providerSettings({ wire: "openai", url: fake.url }));
    const before = fake.requests.length;
    const error = await llm.generateObject(profileRequest(40)).catch((e: unknown) => e);
    expect(fake.requests.slice(before).map((r) => r.outcome?.stop)).toEqual(["length", "length", "length"]);
    expect(error).toBeInstanceOf(LlmCallError);
    expect((error as Error).message).toMatch(/was cut off at its length limit after 3 attempts/);
  });

  it("OpenAI: the Responses API with strict structured outputs", async () => {
    const llm = createLlmClientFromSettings(providerSettings({ wire: "openai", url: fakes.openai.url }));
    await llm.generateObject(profileRequest());
    expect(fakes.openai.requests.at(-1)!).toMatchObject({ structured: "schema", strict: true });
  });

  it("Anthropic: waits out a 529 overloaded, and falls back to tool mode when the schema is refused", async () => {
    const fake = fakes.anthropic;
    const llm = createLlmClientFromSettings(providerSettings({ wire: "anthropic", url: fake.url }));
    fake.failNext({ status: 529, retryAfter: "1", message: "Overloaded" });
    const before = fake.requests.length;
    await expect(llm.generateObject(businessRequest())).resolves.toMatchObject({ revenuePotential: { score: expect.any(Number) } });
    const calls = fake.requests.slice(before);
    expect(calls.map((c) => [c.status, c.structured])).toEqual([[529, "schema"], [400, "schema"], [200, "tool"]]);
    // Other schemas, of the same role too, still go the native way; the refused one goes straight to tool mode from then on.
    await llm.generateObject(profileRequest());
    expect(fake.requests.at(-1)!.structured).toBe("schema");
    await llm.generateObject({ ...profileRequest(), role: "smart" });
    expect(fake.requests.at(-1)!).toMatchObject({ model: "claude-sonnet-4-6", structured: "schema" });
    await llm.generateObject(businessRequest());
    expect(fake.requests.at(-1)!).toMatchObject({ structured: "tool", status: 200 });
  });

  it("Ollama: the native API with the context window set and thinking off", async () => {
    const llm = createLlmClientFromSettings(providerSettings({ wire: "ollama", url: fakes.ollama.url }));
    await llm.generateObject(businessRequest());
    const request = fakes.ollama.requests.at(-1)!;
    expect(request).toMatchObject({ contextTokens: 16_384, structured: "schema", status: 200 });
    expect(request.raw.think).toBe(false);
  });
});
