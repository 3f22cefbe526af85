import { z } from "zod";
import { booleanText, httpUrl, intSetting, optionalText } from "./env-values.ts";

// The model section: which provider and models write reports, with their timeouts, retries,
// token budget and prices. Merged by index.ts with the other sections, so every bad value is
// named at start-up.

export const LLM_PROVIDER_NAMES = ["openai", "anthropic", "google", "ollama", "openai-compatible"] as const;
export type LlmProviderName = (typeof LLM_PROVIDER_NAMES)[number];

const price = optionalText.pipe(z.coerce.number<string | undefined>().min(0).max(100_000).optional());

export const llmEnvShape = {
  LLM_PROVIDER: optionalText.pipe(z.enum([...LLM_PROVIDER_NAMES, "none"], { error: `must be one of ${LLM_PROVIDER_NAMES.join(", ")} or none` }).optional()),
  LLM_MODEL: optionalText,
  LLM_FAST_MODEL: optionalText,
  LLM_BASE_URL: optionalText.pipe(httpUrl.optional()),
  LLM_API_KEY: optionalText,
  OPENAI_API_KEY: optionalText,
  ANTHROPIC_API_KEY: optionalText,
  GOOGLE_GENERATIVE_AI_API_KEY: optionalText,
  LLM_TIMEOUT_SECONDS: intSetting({ min: 5, max: 600, fallback: 60 }),
  LLM_MAX_RETRIES: intSetting({ min: 0, max: 8, fallback: 3 }),
  LLM_TOKEN_BUDGET: intSetting({ min: 5_000, max: 10_000_000, fallback: 150_000 }),
  // Thinking tokens the smart role may spend per call where the provider takes a number (Gemini 2.5);
  // 0 turns thinking off where the model allows it. Gemini 3 models take a level instead (see providers.ts).
  LLM_THINKING_TOKENS: intSetting({ min: 0, max: 32_768, fallback: 1024 }),
  // Ollama's default context (4k tokens) cuts the evidence and synthesis prompts; this is sent with every call.
  OLLAMA_CONTEXT_TOKENS: intSetting({ min: 2048, max: 262_144, fallback: 16_384 }),
  LLM_EXTRACTION_ONLY: booleanText,
  LLM_PRICE_INPUT_PER_MTOK: price,
  LLM_PRICE_OUTPUT_PER_MTOK: price,
  LLM_PRICE_FAST_INPUT_PER_MTOK: price,
  LLM_PRICE_FAST_OUTPUT_PER_MTOK: price,
};

type LlmEnv = z.output<z.ZodObject<typeof llmEnvShape>>;

export interface LlmConfig {
  provider: LlmProviderName;
  /** The `smart` role (synthesis). */
  model: string;
  /** The `fast` role (profile, queries, evidence extraction). */
  fastModel: string;
  baseUrl: string | undefined;
  apiKey: string | undefined;
  timeoutSeconds: number;
  maxRetries: number;
  tokenBudget: number;
  thinkingTokens: number;
  ollamaContextTokens: number;
  /** The model extracts only; scores and business fit are computed in code (small local models). */
  extractionOnly: boolean;
  prices: { smart: { inputPerMTok?: number; outputPerMTok?: number } | null; fast: { inputPerMTok?: number; outputPerMTok?: number } | null };
}

/** Defaults when only a provider (or its key) is given: a capable model for synthesis, a cheap fast one for extraction. */
// Chosen from the providers' model and deprecation pages: docs/decisions/012-model-providers.md.
export const DEFAULT_MODELS: Readonly<Record<Exclude<LlmProviderName, "openai-compatible">, { smart: string; fast: string }>> = {
  openai: { smart: "gpt-4.1", fast: "gpt-4.1-mini" },
  anthropic: { smart: "claude-sonnet-4-6", fast: "claude-haiku-4-5" },
  google: { smart: "gemini-3.8-flash", fast: "gemini-3.5-flash-lite" },
  ollama: { smart: "qwen3:14b", fast: "qwen3:14b" },
};

/** Where Ollama listens by default: its native API, which takes a context size per call. */
export const OLLAMA_DEFAULT_URL = "http://127.0.0.1:11434/api";

export const KEY_VARIABLE: Readonly<Record<Exclude<LlmProviderName, "openai-compatible" | "ollama">, "OPENAI_API_KEY" | "ANTHROPIC_API_KEY" | "GOOGLE_GENERATIVE_AI_API_KEY">> = {
  openai: "OPENAI_API_KEY",
  anthropic: "ANTHROPIC_API_KEY",
  google: "GOOGLE_GENERATIVE_AI_API_KEY",
};

/**
 * The provider: LLM_PROVIDER when set ("none" forces the text analyst), else the first
 * provider whose key is set, else an OpenAI-compatible endpoint when only LLM_BASE_URL is set,
 * else none: the text analyst.
 */
function chooseProvider(e: LlmEnv): LlmProviderName | null {
  if (e.LLM_PROVIDER === "none") return null;
  if (e.LLM_PROVIDER) return e.LLM_PROVIDER;
  if (e.OPENAI_API_KEY) return "openai";
  if (e.ANTHROPIC_API_KEY) return "anthropic";
  if (e.GOOGLE_GENERATIVE_AI_API_KEY) return "google";
  if (e.LLM_BASE_URL) return "openai-compatible";
  return null;
}

/** The model section of Config: null when none is configured and the text analyst works alone. */
export interface LlmSection {
  llm: LlmConfig | null;
}

/** Builds the model section; returns the problems instead of throwing so index.ts reports them with the rest. */
export function buildLlmConfig(e: LlmEnv): LlmSection | { problems: string[] } {
  const problems: string[] = [];
  const provider = chooseProvider(e);
  if (!provider) {
    if (e.LLM_API_KEY && e.LLM_PROVIDER !== "none") problems.push("LLM_API_KEY is set but LLM_PROVIDER is not: say which provider the key is for");
    return problems.length ? { problems } : { llm: null };
  }
  let model = e.LLM_MODEL;
  let fastModel = e.LLM_FAST_MODEL;
  let apiKey = e.LLM_API_KEY;
  if (provider === "openai-compatible") {
    if (!e.LLM_BASE_URL) problems.push("LLM_BASE_URL is required with LLM_PROVIDER=openai-compatible (e.g. https://openrouter.ai/api/v1)");
    if (!model) problems.push("LLM_MODEL is required with LLM_PROVIDER=openai-compatible");
  } else if (provider === "ollama") {
    // A local model needs no key; one chosen without a fast one serves both roles.
    model ??= DEFAULT_MODELS.ollama.smart;
    fastModel ??= model;
  } else {
    apiKey ??= e[KEY_VARIABLE[provider]];
    if (!apiKey) problems.push(`LLM_PROVIDER=${provider} needs ${KEY_VARIABLE[provider]} or LLM_API_KEY`);
    // A model chosen without a fast one serves both roles: the operator picked it on purpose.
    fastModel ??= model ?? DEFAULT_MODELS[provider].fast;
    model ??= DEFAULT_MODELS[provider].smart;
  }
  if (problems.length || !model) return { problems };
  const priceOf = (input: number | undefined, output: number | undefined) =>
    input === undefined && output === undefined ? null : { ...(input !== undefined ? { inputPerMTok: input } : {}), ...(output !== undefined ? { outputPerMTok: output } : {}) };
  const smartPrice = priceOf(e.LLM_PRICE_INPUT_PER_MTOK, e.LLM_PRICE_OUTPUT_PER_MTOK);
  const fast = fastModel ?? model;
  return {
    llm: {
      provider,
      model,
      fastModel: fast,
      baseUrl: e.LLM_BASE_URL ?? (provider === "ollama" ? OLLAMA_DEFAULT_URL : undefined),
      apiKey,
      timeoutSeconds: e.LLM_TIMEOUT_SECONDS,
      maxRetries: e.LLM_MAX_RETRIES,
      tokenBudget: e.LLM_TOKEN_BUDGET,
      thinkingTokens: e.LLM_THINKING_TOKENS,
      ollamaContextTokens: e.OLLAMA_CONTEXT_TOKENS,
      extractionOnly: e.LLM_EXTRACTION_ONLY,
      prices: {
        smart: smartPrice,
        // One model in both roles has one price; a separate fast model has its own.
        fast: fast === model ? smartPrice : priceOf(e.LLM_PRICE_FAST_INPUT_PER_MTOK, e.LLM_PRICE_FAST_OUTPUT_PER_MTOK),
      },
    },
  };
}

/** Start-up line naming the analyst. */
export function describeLlm(llm: LlmConfig | null): string {
  if (!llm) return "text analyst (no model configured)";
  const where = llm.baseUrl ? ` at ${new URL(llm.baseUrl).host}` : "";
  const mode = llm.extractionOnly ? ", extraction only" : "";
  return `${llm.provider}${where}: ${llm.model} (smart), ${llm.fastModel} (fast)${mode}`;
}
