// The documented request and answer shapes of four model APIs, as the fake provider servers read and
// write them: OpenAI's Responses API, Anthropic's Messages API, Gemini's generateContent and
// Ollama's native /api/chat. Only the fields the AI SDK sends and reads are modelled.

export type ProviderWire = "openai" | "anthropic" | "google" | "ollama";

/** One request, read into what every provider's request says. */
export interface ReadRequest {
  model: string;
  system: string;
  /** The first user message: the prompt (a repair round repeats it with more after it). */
  prompt: string;
  maxOutputTokens: number | null;
  /** How the answer's JSON was asked for: a native schema, a forced tool (Anthropic), or not at all. */
  structured: "schema" | "tool" | "none";
  schemaChars: number;
  strict: boolean | null;
  thinking: { budget?: number; level?: string } | null;
  contextTokens: number | null;
  /** Gemini's generationConfig.temperature, null when left to the model's default. */
  temperature: number | null;
  raw: Record<string, unknown>;
}

/** What the fake model did: its answer text (maybe cut), why it stopped, and its token counts. */
export interface Outcome {
  text: string;
  stop: "stop" | "length" | "refusal";
  inputTokens: number;
  outputTokens: number;
  thinkingTokens: number;
  toolName?: string;
}

type Json = Record<string, unknown>;
type Part = { type?: string; text?: string };
const textOf = (content: unknown): string =>
  typeof content === "string" ? content : Array.isArray(content) ? (content as Part[]).map((p) => p.text ?? "").join("") : "";

export const PATHS: Readonly<Record<ProviderWire, { base: string; matches: (path: string) => boolean }>> = {
  openai: { base: "/v1", matches: (p) => p === "/v1/responses" },
  anthropic: { base: "/v1", matches: (p) => p === "/v1/messages" },
  google: { base: "/v1beta", matches: (p) => /^\/v1beta\/models\/[^/]+:generateContent$/.test(p) },
  ollama: { base: "/api", matches: (p) => p === "/api/chat" },
};

export function readRequest({ wire, path, body }: { wire: ProviderWire; path: string; body: Json }): ReadRequest {
  const base = { raw: body, strict: null, thinking: null, contextTokens: null, schemaChars: 0, temperature: null };
  switch (wire) {
    case "openai": {
      const input = (body.input ?? []) as { role?: string; content?: unknown }[];
      const format = (body.text as { format?: { type?: string; strict?: boolean; schema?: unknown } } | undefined)?.format;
      return {
        ...base, model: String(body.model),
        system: input.filter((m) => m.role === "system" || m.role === "developer").map((m) => textOf(m.content)).join("\n"),
        prompt: textOf(input.find((m) => m.role === "user")?.content),
        maxOutputTokens: (body.max_output_tokens as number | undefined) ?? null,
        structured: format?.type === "json_schema" ? "schema" : "none",
        schemaChars: JSON.stringify(format?.schema ?? "").length,
        strict: format?.strict ?? null,
      };
    }
    case "anthropic": {
      const messages = (body.messages ?? []) as { role: string; content: unknown }[];
      const format = (body.output_config as { format?: { schema?: unknown } } | undefined)?.format;
      const tools = (body.tools ?? []) as { name: string; input_schema?: unknown }[];
      return {
        ...base, model: String(body.model), system: textOf(body.system),
        prompt: textOf(messages.find((m) => m.role === "user")?.content),
        maxOutputTokens: (body.max_tokens as number | undefined) ?? null,
        structured: format ? "schema" : tools.length ? "tool" : "none",
        schemaChars: JSON.stringify(format?.schema ?? tools[0]?.input_schema ?? "").length,
      };
    }
    case "google": {
      const config = (body.generationConfig ?? {}) as { maxOutputTokens?: number; temperature?: number; responseMimeType?: string; responseSchema?: unknown; responseJsonSchema?: unknown; thinkingConfig?: { thinkingBudget?: number; thinkingLevel?: string } };
      const contents = (body.contents ?? []) as { role: string; parts: Part[] }[];
      return {
        ...base, model: decodeURIComponent(/models\/([^:]+):/.exec(path)?.[1] ?? ""),
        system: textOf((body.systemInstruction as { parts?: Part[] } | undefined)?.parts),
        prompt: textOf(contents.find((c) => c.role === "user")?.parts),
        maxOutputTokens: config.maxOutputTokens ?? null,
        temperature: config.temperature ?? null,
        structured: config.responseMimeType === "application/json" ? "schema" : "none",
        schemaChars: JSON.stringify(config.responseSchema ?? config.responseJsonSchema ?? "").length,
        thinking: config.thinkingConfig
          ? { ...(config.thinkingConfig.thinkingBudget !== undefined ? { budget: config.thinkingConfig.thinkingBudget } : {}), ...(config.thinkingConfig.thinkingLevel ? { level: config.thinkingConfig.thinkingLevel.toLowerCase() } : {}) }
          : null,
      };
    }
    case "ollama": {
      const messages = (body.messages ?? []) as { role: string; content: string }[];
      const options = (body.options ?? {}) as { num_ctx?: number; num_predict?: number };
      return {
        ...base, model: String(body.model),
        system: messages.filter((m) => m.role === "system").map((m) => m.content).join("\n"),
        prompt: messages.find((m) => m.role === "user")?.content ?? "",
        maxOutputTokens: options.num_predict ?? null,
        structured: body.format && typeof body.format === "object" ? "schema" : "none",
        schemaChars: JSON.stringify(body.format ?? "").length,
        contextTokens: options.num_ctx ?? null,
      };
    }
  }
}

/** A provider's error body for a status, as its documentation shows it. */
export function errorBody({ wire, status, message }: { wire: ProviderWire; status: number; message: string }): Json {
  switch (wire) {
    case "openai":
      return { error: { message, type: status === 429 ? "rate_limit_exceeded" : status >= 500 ? "server_error" : "invalid_request_error", param: null, code: null } };
    case "anthropic": {
      const type = status === 529 ? "overloaded_error" : status === 429 ? "rate_limit_error" : status >= 500 ? "api_error" : "invalid_request_error";
      return { type: "error", error: { type, message } };
    }
    case "google":
      return { error: { code: status, message, status: status === 429 ? "RESOURCE_EXHAUSTED" : status >= 500 ? "INTERNAL" : "INVALID_ARGUMENT" } };
    case "ollama":
      return { error: message };
  }
}

export function answerBody({ wire, request, outcome, n }: { wire: ProviderWire; request: ReadRequest; outcome: Outcome; n: number }): Json {
  switch (wire) {
    case "openai": {
      const content = outcome.stop === "refusal"
        ? [{ type: "refusal", refusal: outcome.text }]
        : [{ type: "output_text", text: outcome.text, annotations: [] }];
      const cut = outcome.stop === "length";
      return {
        id: `resp_fake_${n}`, object: "response", created_at: Math.floor(Date.now() / 1000), model: request.model,
        status: cut ? "incomplete" : "completed", incomplete_details: cut ? { reason: "max_output_tokens" } : null,
        output: outcome.text || outcome.stop === "refusal" ? [{ type: "message", id: `msg_fake_${n}`, status: cut ? "incomplete" : "completed", role: "assistant", content }] : [],
        usage: {
          input_tokens: outcome.inputTokens, input_tokens_details: { cached_tokens: 0 },
          output_tokens: outcome.outputTokens + outcome.thinkingTokens, output_tokens_details: { reasoning_tokens: outcome.thinkingTokens },
          total_tokens: outcome.inputTokens + outcome.outputTokens + outcome.thinkingTokens,
        },
      };
    }
    case "anthropic": {
      const tool = outcome.toolName && outcome.stop === "stop";
      const content = outcome.stop === "refusal" ? [] : tool
        ? [{ type: "tool_use", id: `toolu_fake_${n}`, name: outcome.toolName, input: JSON.parse(outcome.text) as unknown }]
        : outcome.text ? [{ type: "text", text: outcome.text }] : [];
      return {
        id: `msg_fake_${n}`, type: "message", role: "assistant", model: request.model, content,
        stop_reason: outcome.stop === "refusal" ? "refusal" : outcome.stop === "length" ? "max_tokens" : tool ? "tool_use" : "end_turn",
        stop_sequence: null, usage: { input_tokens: outcome.inputTokens, output_tokens: outcome.outputTokens },
      };
    }
    case "google":
      return {
        candidates: [{
          content: { role: "model", parts: outcome.text ? [{ text: outcome.text }] : [] },
          finishReason: outcome.stop === "length" ? "MAX_TOKENS" : outcome.stop === "refusal" ? "SAFETY" : "STOP", index: 0,
        }],
        usageMetadata: {
          promptTokenCount: outcome.inputTokens, candidatesTokenCount: outcome.outputTokens, thoughtsTokenCount: outcome.thinkingTokens,
          totalTokenCount: outcome.inputTokens + outcome.outputTokens + outcome.thinkingTokens,
        },
        modelVersion: request.model, responseId: `fake-${n}`,
      };
    case "ollama":
      return {
        model: request.model, created_at: new Date().toISOString(), message: { role: "assistant", content: outcome.text },
        done: true, done_reason: outcome.stop === "length" ? "length" : "stop",
        total_duration: 1_000_000, load_duration: 0, prompt_eval_count: outcome.inputTokens, eval_count: outcome.outputTokens,
      };
  }
}
