import type { LlmConfig } from "../../../src/config/llm.ts";
import type { ProviderWire } from "../../fakes/fake-provider-wire.ts";

/** The models each provider fake is called with: the defaults this release ships. */
export const MODELS: Readonly<Record<ProviderWire, { smart: string; fast: string }>> = {
  openai: { smart: "gpt-4.1", fast: "gpt-4.1-mini" },
  anthropic: { smart: "claude-sonnet-4-6", fast: "claude-haiku-4-5" },
  google: { smart: "gemini-3.8-flash", fast: "gemini-3.5-flash-lite" },
  ollama: { smart: "qwen3:14b", fast: "qwen3:14b" },
};

/** Model settings pointing at a provider fake. */
export function providerSettings({ wire, url, over = {} }: { wire: ProviderWire; url: string; over?: Partial<LlmConfig> }): LlmConfig {
  return {
    provider: wire, model: MODELS[wire].smart, fastModel: MODELS[wire].fast, baseUrl: url, apiKey: wire === "ollama" ? undefined : "test-key",
    timeoutSeconds: 20, maxRetries: 2, tokenBudget: 200_000, thinkingTokens: 1024, ollamaContextTokens: 16_384, extractionOnly: false,
    prices: { smart: null, fast: null }, ...over,
  };
}
