import { setTimeout as sleepFor } from "node:timers/promises";
import { APICallError, generateText, NoObjectGeneratedError, Output } from "ai";
import type { LanguageModel, ModelMessage } from "ai";
import type { z } from "zod";
import { describeCallError, describeInvalidAnswer, isSchemaRefusal, outOfTime } from "./call-errors.ts";
import { LlmCallError } from "./errors.ts";
import type { Price } from "./pricing.ts";
import { backoffMs } from "../http/retry-after.ts";
import { MAX_RETRY_AFTER_MS, MODEL_BACKOFF, providerRetryAfterMs } from "./retry.ts";
import { tolerantOutputSchema } from "./tolerant-output.ts";
import { cleanUntrusted, fenceUntrusted } from "./untrusted.ts";
import { estimateTokens, type Admission, type LlmRole, type UsageMeter } from "./usage.ts";

export interface StructuredRequest<T> {
  role: LlmRole;
  /** The stage the call belongs to; usage is recorded under it. */
  stage: string;
  /** Names the call in errors and logs ("analysis, batch 2 of 5"). */
  task: string;
  schema: z.ZodType<T>;
  system: string;
  prompt: string;
  maxOutputTokens: number;
  signal: AbortSignal;
  meter: UsageMeter;
  /** Epoch ms by which the validation must be done; a call it cuts short is a BudgetExhaustedError. */
  deadline?: number;
}

/** A model client for the `fast` (extraction) and `smart` (synthesis) roles. */
export interface LlmClient {
  /** Recorded as the report's model and as the analyst whose stage timings predict progress. */
  readonly analyst: string;
  readonly provider: string;
  readonly models: Readonly<Record<LlmRole, string>>;
  readonly prices: Readonly<Record<LlmRole, Price | null>>;
  readonly tokenBudget: number;
  /**
   * The model only extracts (profile, queries, evidence); the scores and business fit are computed in
   * code from the verified evidence. For small local models that cannot hold the synthesis schemas.
   */
  readonly extractionOnly: boolean;
  generateObject<T>(request: StructuredRequest<T>): Promise<T>;
}

export type ProviderOptions = Record<string, Record<string, unknown>>;

/** What one role sends besides the prompt: its provider options and the output room its thinking takes. */
export interface RoleSettings {
  providerOptions?: ProviderOptions;
  /** Added to every call's output limit: thinking tokens count against it on Gemini and reasoning models. */
  thinkingTokens?: number;
  /** Send no temperature (the model's default) instead of our low one: Gemini 3 loops or degrades below 1.0. */
  defaultTemperature?: boolean;
}

export interface LlmClientOptions {
  provider: string;
  models: Readonly<Record<LlmRole, { id: string; model: LanguageModel }>>;
  prices: Readonly<Record<LlmRole, Price | null>>;
  tokenBudget: number;
  /** Limit on each attempt at a call. */
  timeoutMs: number;
  /** Retries of a failed call (429, 5xx, timeouts, network) after the first attempt. */
  maxRetries: number;
  /** Answers that fail the schema are retried with the error this many times. */
  repairAttempts?: number;
  /** Per role: provider options (thinking budgets, strict schemas, context size) and thinking room. */
  roles?: Partial<Record<LlmRole, RoleSettings>>;
  /**
   * Provider options that replace a role's when the provider refuses the schema itself (HTTP 400 naming
   * the schema), e.g. Anthropic's tool mode instead of its native structured output. Used for that
   * schema from then on.
   */
  schemaRefusedFallback?: ProviderOptions;
  extractionOnly?: boolean;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

/** Below this much time left a call is not started: it could not finish anyway. */
const MIN_CALL_MS = 1000;

export function createLlmClient(options: LlmClientOptions): LlmClient {
  const { provider, models, prices, tokenBudget } = options;
  const analyst = models.fast.id === models.smart.id
    ? `${provider}:${models.smart.id}`
    : `${provider}:${models.smart.id}+${models.fast.id}`;
  const state: ClientState = { refusedSchemas: new WeakSet() };
  return {
    analyst,
    provider,
    models: { fast: models.fast.id, smart: models.smart.id },
    prices,
    tokenBudget,
    extractionOnly: options.extractionOnly ?? false,
    generateObject: (request) => generateStructured({ options, state, request }),
  };
}

/** What the client learned while running: a schema the provider refused goes straight to the fallback. */
interface ClientState {
  refusedSchemas: WeakSet<object>;
}

async function generateStructured<T>({ options, state, request }: { options: LlmClientOptions; state: ClientState; request: StructuredRequest<T> }): Promise<T> {
  const repairs = options.repairAttempts ?? 2;
  let prompt = request.prompt;
  let room = 1;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await callWithRetries({ options, state, request, room, messages: [{ role: "user", content: prompt }] });
    } catch (error) {
      if (!NoObjectGeneratedError.isInstance(error)) throw error;
      if (error.finishReason === "content-filter") {
        throw new LlmCallError({ message: `The model refused to answer ${request.task}, so the stage stopped.`, cause: error });
      }
      // An empty answer cut at the limit spent it all on thinking: the same prompt with twice the room, once.
      if (error.finishReason === "length" && !error.text?.trim() && room === 1) {
        room = 2;
        attempt -= 1;
        continue;
      }
      const problem = describeInvalidAnswer(error);
      if (attempt >= repairs) {
        throw new LlmCallError({
          message: `The model's answer for ${request.task} was ${problem.short} after ${attempt + 1} attempts, so the stage stopped: ${problem.detail}`,
          cause: error,
        });
      }
      // Show the model its own answer and what was wrong with it: the cheapest way to a valid one.
      // The answer may echo web text, so it goes back fenced as data like any other.
      prompt = [
        request.prompt,
        fenceUntrusted({ label: "Your previous answer", body: cleanUntrusted({ text: error.text ?? "", max: 6000 }) }),
        `${problem.instruction} ${problem.detail}`,
        "Answer again with one JSON object that matches the schema exactly, and nothing else.",
      ].join("\n\n");
    }
  }
}

async function callWithRetries<T>({ options, state, request, room, messages }: {
  options: LlmClientOptions; state: ClientState; request: StructuredRequest<T>; room: number; messages: ModelMessage[];
}): Promise<T> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number, signal: AbortSignal) => sleepFor(ms, undefined, { signal }));
  const { id: modelId, model } = options.models[request.role];
  const deadline = request.deadline ?? Number.POSITIVE_INFINITY;
  const inputText = request.system + messages.map((m) => (typeof m.content === "string" ? m.content : "")).join("\n");
  const role = options.roles?.[request.role] ?? {};
  const maxOutputTokens = request.maxOutputTokens * room + (role.thinkingTokens ?? 0);
  const output = Output.object({ schema: tolerantOutputSchema({ schema: request.schema }) });

  for (let retry = 0; ; retry += 1) {
    request.signal.throwIfAborted();
    const left = deadline - now();
    if (left < MIN_CALL_MS) throw outOfTime(request.task);
    const admission = request.meter.admit({ task: request.task, estimatedInputTokens: estimateTokens(inputText), maxOutputTokens });
    const daily = await request.meter.holdDaily({ task: request.task, admission });
    const refused = state.refusedSchemas.has(request.schema) && options.schemaRefusedFallback;
    const providerOptions = refused ? options.schemaRefusedFallback : role.providerOptions;
    const attemptMs = Math.min(options.timeoutMs, left);
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(new Error("timeout")), attemptMs);
    let settled = false;
    const settle = async (usage: { inputTokens?: number; outputTokens?: number } | undefined) => {
      if (settled) return;
      settled = true;
      recordUsage({ request, admission, modelId, usage });
      await daily?.release((usage?.inputTokens ?? 0) + (usage?.outputTokens ?? 0));
    };
    try {
      const callSignal = AbortSignal.any([request.signal, timer.signal]);
      const result = await untilAborted(callSignal, generateText({
        model,
        system: request.system,
        messages,
        output,
        maxOutputTokens: admission.maxOutputTokens,
        ...(role.defaultTemperature ? {} : { temperature: 0.2 }),
        maxRetries: 0,
        ...(providerOptions ? { providerOptions: providerOptions as Record<string, Record<string, never>> } : {}),
        abortSignal: callSignal,
      }));
      await settle(result.totalUsage);
      if (!result.text && result.finishReason !== "stop") {
        // No answer at all (cut before it began, or refused): the SDK has no output to give, so say why.
        throw new NoObjectGeneratedError({ message: "No output generated.", text: "", response: result.response, usage: result.totalUsage, finishReason: result.finishReason });
      }
      return result.output as T;
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) {
        await settle(error.usage);
        throw error;
      }
      await settle(undefined);
      request.signal.throwIfAborted();
      if (!refused && options.schemaRefusedFallback && isSchemaRefusal(error)) {
        // Not a retry: the same call in the provider's other structured-output mode.
        state.refusedSchemas.add(request.schema);
        retry -= 1;
        continue;
      }
      const timedOut = timer.signal.aborted;
      if (timedOut && attemptMs < options.timeoutMs) throw outOfTime(request.task);
      const retryable = timedOut || (APICallError.isInstance(error) && error.isRetryable);
      const reason = timedOut ? `no answer within ${Math.round(attemptMs / 1000)} s` : describeCallError(error);
      if (!retryable || retry >= options.maxRetries) {
        throw new LlmCallError({
          message: `The model call for ${request.task} failed${retry > 0 ? ` after ${retry + 1} attempts` : ""}: ${reason}`,
          cause: error,
        });
      }
      const asked = APICallError.isInstance(error) ? providerRetryAfterMs({ headers: error.responseHeaders, now: now() }) : undefined;
      if (asked !== undefined && asked > MAX_RETRY_AFTER_MS) {
        throw new LlmCallError({ message: `The model provider asked us to wait ${Math.round(asked / 1000)} s before calling again (${reason}); ${request.task} cannot wait that long.`, cause: error });
      }
      const wait = asked ?? backoffMs({ attempt: retry, ...MODEL_BACKOFF });
      if (now() + wait + MIN_CALL_MS > deadline) throw outOfTime(request.task);
      await sleep(wait, request.signal);
    } finally {
      clearTimeout(timeout);
    }
  }
}

/** Settles with the call or with the abort, whichever comes first: a provider that ignores the signal cannot hold us. */
function untilAborted<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    void work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

function recordUsage({ request, admission, modelId, usage }: {
  request: StructuredRequest<unknown>; admission: Admission; modelId: string; usage: { inputTokens?: number; outputTokens?: number } | undefined;
}): void {
  request.meter.settle({
    admission,
    usage: usage
      ? { stage: request.stage, role: request.role, model: modelId, inputTokens: usage.inputTokens ?? 0, outputTokens: usage.outputTokens ?? 0 }
      : null,
  });
}
