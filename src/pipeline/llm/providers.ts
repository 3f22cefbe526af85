import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { createProviderRegistry } from "ai";
import { createLlmClient, type LlmClient } from "./client.ts";
import type { LlmConfig } from "../../config/llm.ts";
import { resolvePrice } from "./pricing.ts";

type RegisteredProvider = Parameters<typeof createProviderRegistry>[0][string];

function createProvider(settings: LlmConfig): RegisteredProvider {
  const { apiKey, baseUrl } = settings;
  const base = baseUrl ? { baseURL: baseUrl } : {};
  switch (settings.provider) {
    case "openai":
      return createOpenAI({ apiKey, ...base });
    case "anthropic":
      return createAnthropic({ apiKey, ...base });
    case "google":
      return createGoogleGenerativeAI({ apiKey, ...base });
    case "openai-compatible":
      if (!baseUrl) throw new Error("LLM_BASE_URL is required for the openai-compatible provider");
      // Ollama, vLLM, LM Studio and OpenRouter all accept a JSON schema as response_format.
      return createOpenAICompatible({ name: "compatible", baseURL: baseUrl, apiKey, supportsStructuredOutputs: true, includeUsage: true });
  }
}

/**
 * The model client for the configured provider, through the AI SDK's provider registry: the `smart`
 * role (synthesis) uses LLM_MODEL and the `fast` role (extraction) LLM_FAST_MODEL.
 */
export function createLlmClientFromSettings(settings: LlmConfig): LlmClient {
  const registry = createProviderRegistry({ [settings.provider]: createProvider(settings) });
  const model = (id: string) => ({ id, model: registry.languageModel(`${settings.provider}:${id}` as `${string}:${string}`) });
  return createLlmClient({
    provider: settings.provider,
    models: { smart: model(settings.model), fast: model(settings.fastModel) },
    prices: {
      smart: resolvePrice({ model: settings.model, configured: settings.prices.smart }),
      fast: resolvePrice({ model: settings.fastModel, configured: settings.prices.fast }),
    },
    tokenBudget: settings.tokenBudget,
    timeoutMs: settings.timeoutSeconds * 1000,
    maxRetries: settings.maxRetries,
    // Schemas are checked by zod on our side (with a repair round), so a provider's strict mode,
    // which refuses some JSON Schema keywords outright, would only add failures.
    providerOptions: { openai: { strictJsonSchema: false }, compatible: { strictJsonSchema: false } },
  });
}
