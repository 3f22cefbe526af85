import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { createProviderRegistry } from "ai";
import { createOllama } from "ollama-ai-provider-v2";
import { createLlmClient, type LlmClient, type LlmClientOptions, type RoleSettings } from "./client.ts";
import type { LlmConfig } from "../../config/llm.ts";
import { resolvePrice } from "./pricing.ts";
import type { LlmRole } from "./usage.ts";

type RegisteredProvider = Parameters<typeof createProviderRegistry>[0][string];

function createProvider(settings: LlmConfig): RegisteredProvider {
  const { apiKey, baseUrl } = settings;
  const base = baseUrl ? { baseURL: baseUrl } : {};
  switch (settings.provider) {
    case "openai":
      // The Responses API (the provider's default for openai(id)), with strict structured outputs below.
      return createOpenAI({ apiKey, ...base });
    case "anthropic":
      return createAnthropic({ apiKey, ...base });
    case "google":
      return createGoogleGenerativeAI({ apiKey, ...base });
    case "ollama":
      // Ollama's native /api/chat: it takes the JSON schema as `format` and the context size per call.
      return createOllama({ ...base });
    case "openai-compatible":
      if (!baseUrl) throw new Error("LLM_BASE_URL is required for the openai-compatible provider");
      // vLLM, LM Studio and OpenRouter accept a JSON schema as response_format.
      return createOpenAICompatible({ name: "compatible", baseURL: baseUrl, apiKey, supportsStructuredOutputs: true, includeUsage: true });
  }
}

/** Output room reserved for a Gemini 3 thinking level, which takes no token number: what LOW/MINIMAL spend on these tasks with margin. */
const LEVEL_ROOM = { minimal: 512, low: 2048 } as const;

/**
 * Gemini thinks by default and its thinking counts against the output limit, so an unbounded
 * think can leave an empty answer at MAX_TOKENS. Gemini 3 models take a thinking level (the fast role
 * the least its model allows, the smart role low); Gemini 2.5 takes a token budget (the fast role
 * none, the smart role LLM_THINKING_TOKENS; 2.5 Pro cannot turn thinking off, so at least 128).
 * Either way the call's output limit is raised by that room.
 */
export function googleThinking({ model, role, thinkingTokens }: { model: string; role: LlmRole; thinkingTokens: number }): RoleSettings {
  // Gemma and other models served by the Gemini API take no thinking configuration.
  if (!model.startsWith("gemini-")) return {};
  if (/^gemini-(1|2)\./.test(model)) {
    const minimum = model.startsWith("gemini-2.5-pro") ? 128 : 0;
    const budget = Math.max(minimum, role === "fast" ? 0 : thinkingTokens);
    return { providerOptions: { google: { thinkingConfig: { thinkingBudget: budget } } }, thinkingTokens: budget };
  }
  // Flash-Lite and Flash (not Pro) accept MINIMAL; Pro models start at LOW.
  const level = role === "fast" && /flash/.test(model) && !/^gemini-3\.8-/.test(model) ? "minimal" : "low";
  // Google asks that Gemini 3 keep its default temperature: lower values can loop or degrade reasoning.
  return { providerOptions: { google: { thinkingConfig: { thinkingLevel: level } } }, thinkingTokens: LEVEL_ROOM[level], defaultTemperature: true };
}

/** What each role sends besides the prompt, per provider. */
export function roleSettings(settings: LlmConfig): Record<LlmRole, RoleSettings> {
  const modelOf = (role: LlmRole) => (role === "smart" ? settings.model : settings.fastModel);
  const forRole = (role: LlmRole): RoleSettings => {
    switch (settings.provider) {
      // Our schemas keep to the strict subset (every field required, no open objects), so OpenAI can enforce them.
      case "openai":
        return { providerOptions: { openai: { strictJsonSchema: true } } };
      case "google":
        return googleThinking({ model: modelOf(role), role, thinkingTokens: settings.thinkingTokens });
      case "ollama":
        return { providerOptions: { ollama: { think: false, options: { num_ctx: settings.ollamaContextTokens } } } };
      case "anthropic":
        return { providerOptions: { anthropic: { structuredOutputMode: "auto" } } };
      case "openai-compatible":
        // Servers differ in which JSON Schema keywords strict mode refuses; the answer is held to the schema in code.
        return { providerOptions: { compatible: { strictJsonSchema: false } } };
    }
  };
  return { smart: forRole("smart"), fast: forRole("fast") };
}

/** Anthropic refuses some schemas as too large a grammar for its native structured output; its tool mode takes them. */
const SCHEMA_REFUSED_FALLBACK: Partial<Record<LlmConfig["provider"], LlmClientOptions["schemaRefusedFallback"]>> = {
  anthropic: { anthropic: { structuredOutputMode: "jsonTool" } },
};

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
    roles: roleSettings(settings),
    schemaRefusedFallback: SCHEMA_REFUSED_FALLBACK[settings.provider],
    extractionOnly: settings.extractionOnly,
  });
}
