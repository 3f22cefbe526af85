import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./index.ts";

const load = (env: Record<string, string>) => loadConfig({ env: { NODE_ENV: "test", ...env }, argv: [] });

describe("model configuration", () => {
  it("uses the text analyst when no provider or key is set, with a 4-minute time budget", () => {
    const config = load({});
    expect(config.llm).toBeNull();
    expect(config.validationTimeBudgetSeconds).toBe(240);
    expect(load({ LLM_PROVIDER: "none", OPENAI_API_KEY: "sk-x" }).llm).toBeNull();
  });

  it("picks the provider from its key, with a smart and a fast default model", () => {
    expect(load({ OPENAI_API_KEY: "sk-x" }).llm).toMatchObject({ provider: "openai", model: "gpt-4.1", fastModel: "gpt-4.1-mini", apiKey: "sk-x", tokenBudget: 150_000, timeoutSeconds: 60, maxRetries: 3 });
    expect(load({ ANTHROPIC_API_KEY: "a" }).llm).toMatchObject({ provider: "anthropic", model: "claude-sonnet-4-6", fastModel: "claude-haiku-4-5" });
    expect(load({ GOOGLE_GENERATIVE_AI_API_KEY: "g" }).llm).toMatchObject({ provider: "google", model: "gemini-3.8-flash", fastModel: "gemini-3.5-flash-lite" });
    expect(load({ LLM_PROVIDER: "anthropic", LLM_API_KEY: "k", LLM_MODEL: "claude-opus-4-1" }).llm).toMatchObject({ model: "claude-opus-4-1", fastModel: "claude-opus-4-1", apiKey: "k" });
  });

  it("takes any OpenAI-compatible endpoint through LLM_BASE_URL", () => {
    const config = load({ LLM_BASE_URL: "http://localhost:11434/v1", LLM_MODEL: "llama3.1:8b", LLM_PRICE_INPUT_PER_MTOK: "0", LLM_PRICE_OUTPUT_PER_MTOK: "0" });
    expect(config.llm).toMatchObject({ provider: "openai-compatible", model: "llama3.1:8b", fastModel: "llama3.1:8b", apiKey: undefined, prices: { smart: { inputPerMTok: 0, outputPerMTok: 0 }, fast: { inputPerMTok: 0, outputPerMTok: 0 } } });
  });

  it("names the variable when the model settings are incomplete or wrong", () => {
    expect(() => load({ LLM_PROVIDER: "openai-compatible" })).toThrow(/LLM_BASE_URL is required[\s\S]*LLM_MODEL is required/);
    expect(() => load({ LLM_PROVIDER: "openai" })).toThrow(/LLM_PROVIDER=openai needs OPENAI_API_KEY or LLM_API_KEY/);
    expect(() => load({ LLM_API_KEY: "k" })).toThrow(/LLM_API_KEY is set but LLM_PROVIDER is not/);
    expect(() => load({ LLM_PROVIDER: "mistral" })).toThrow(ConfigError);
    expect(() => load({ VALIDATION_TIME_BUDGET_SECONDS: "5" })).toThrow(/VALIDATION_TIME_BUDGET_SECONDS/);
    expect(() => load({ OPENAI_API_KEY: "k", LLM_PRICE_INPUT_PER_MTOK: "cheap" })).toThrow(/LLM_PRICE_INPUT_PER_MTOK/);
  });
});
