import { MockLanguageModelV3 } from "ai/test";
import { createLlmClient, type LlmClient, type LlmClientOptions } from "../../../src/pipeline/llm/client.ts";
import { answerFor, taskOf } from "../../fakes/fake-llm-answers.ts";

export interface ModelCall {
  task: string | null;
  system: string;
  /** Every user and assistant message, in order; the first is the prompt. */
  messages: { role: "user" | "assistant"; text: string }[];
  /** The whole text the model was sent (system, then messages). */
  all: string;
  maxOutputTokens: number | undefined;
}

export type Reply = string | Error | { text: string; finishReason?: "stop" | "length" } | Promise<string | Error>;

type GenerateOptions = Parameters<MockLanguageModelV3["doGenerate"]>[0];

function readCall(options: GenerateOptions): ModelCall {
  const system = options.prompt.filter((m) => m.role === "system").map((m) => m.content as string).join("\n");
  const messages = options.prompt
    .filter((m) => m.role === "user" || m.role === "assistant")
    .map((m) => ({
      role: m.role as "user" | "assistant",
      text: (m.content as { type: string; text?: string }[]).map((part) => part.text ?? "").join(""),
    }));
  return { task: taskOf(system), system, messages, all: [system, ...messages.map((m) => m.text)].join("\n"), maxOutputTokens: options.maxOutputTokens };
}

const tokens = (text: string) => Math.ceil(text.length / 4);

/**
 * The AI SDK's mock model answering like tests/fakes/fake-llm-answers (or as `respond` says),
 * recording every call so tests can read the prompts.
 */
export function scriptedModel({ modelId = "mock-model", respond }: { modelId?: string; respond?: (call: ModelCall, index: number) => Reply | undefined } = {}) {
  const calls: ModelCall[] = [];
  const model = new MockLanguageModelV3({
    modelId,
    doGenerate: async (options) => {
      const call = readCall(options);
      const index = calls.push(call) - 1;
      if (options.abortSignal?.aborted) throw options.abortSignal.reason;
      let reply = await (respond?.(call, index) ?? answerFor({ system: call.system, prompt: call.messages[0]?.text ?? "" }) ?? "{}");
      if (reply instanceof Error) throw reply;
      if (typeof reply === "string") reply = { text: reply };
      return {
        content: [{ type: "text", text: reply.text }],
        finishReason: { unified: reply.finishReason ?? "stop", raw: undefined },
        usage: {
          inputTokens: { total: tokens(call.all), noCache: tokens(call.all), cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: tokens(reply.text), text: tokens(reply.text), reasoning: undefined },
        },
        warnings: [],
      };
    },
  });
  return { model, calls };
}

/** A model client whose fast and smart roles are scripted mock models. */
export function scriptedClient({ respond, options = {} }: { respond?: (call: ModelCall, index: number) => Reply | undefined; options?: Partial<LlmClientOptions> } = {}): {
  llm: LlmClient; calls: ModelCall[];
} {
  const { model, calls } = scriptedModel({ ...(respond ? { respond } : {}) });
  const llm = createLlmClient({
    provider: "mock",
    models: { fast: { id: "mock-fast", model }, smart: { id: "mock-smart", model } },
    prices: { fast: { inputPerMTok: 1, outputPerMTok: 2 }, smart: { inputPerMTok: 3, outputPerMTok: 15 } },
    tokenBudget: 200_000,
    timeoutMs: 5000,
    maxRetries: 2,
    sleep: async () => {},
    ...options,
  });
  return { llm, calls };
}
