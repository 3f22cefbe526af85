import { setTimeout as sleepFor } from "node:timers/promises";
import { APICallError, generateText, NoObjectGeneratedError, Output } from "ai";
import type { LanguageModel, ModelMessage } from "ai";
import type { z } from "zod";
import { BudgetExhaustedError, LlmCallError } from "./errors.ts";
import type { Price } from "./pricing.ts";
import { backoffMs, MAX_RETRY_AFTER_MS, retryAfterMs } from "./retry.ts";
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
  generateObject<T>(request: StructuredRequest<T>): Promise<T>;
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
  /** Passed to every call, e.g. to relax strict JSON schemas on providers that support them. */
  providerOptions?: Record<string, Record<string, string | number | boolean | null>>;
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
  return {
    analyst,
    provider,
    models: { fast: models.fast.id, smart: models.smart.id },
    prices,
    tokenBudget,
    generateObject: (request) => generateStructured({ options, request }),
  };
}

async function generateStructured<T>({ options, request }: { options: LlmClientOptions; request: StructuredRequest<T> }): Promise<T> {
  const repairs = options.repairAttempts ?? 2;
  let prompt = request.prompt;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await callWithRetries({ options, request, messages: [{ role: "user", content: prompt }] });
    } catch (error) {
      if (!NoObjectGeneratedError.isInstance(error)) throw error;
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

function describeInvalidAnswer(error: NoObjectGeneratedError): { short: string; detail: string; instruction: string } {
  if (error.finishReason === "length") {
    return {
      short: "cut off at its length limit",
      detail: "The answer stopped before the JSON was complete.",
      instruction: "Your previous answer was cut off before the JSON was complete. Be more concise: shorter strings, fewer items.",
    };
  }
  // Only the schema's own complaints, never the answer's text: that could carry web text out of its fence.
  const issues = (error.cause as { cause?: { issues?: { path: PropertyKey[]; message: string }[] } } | undefined)?.cause?.issues;
  const detail = issues?.length
    ? issues.slice(0, 8).map((issue) => `${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`).join("; ").slice(0, 800)
    : "The answer was not valid JSON.";
  return { short: "not valid JSON for the expected schema", detail, instruction: "Your previous answer did not match the required JSON schema." };
}

async function callWithRetries<T>({ options, request, messages }: {
  options: LlmClientOptions; request: StructuredRequest<T>; messages: ModelMessage[];
}): Promise<T> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number, signal: AbortSignal) => sleepFor(ms, undefined, { signal }));
  const { id: modelId, model } = options.models[request.role];
  const deadline = request.deadline ?? Number.POSITIVE_INFINITY;
  const inputText = request.system + messages.map((m) => (typeof m.content === "string" ? m.content : "")).join("\n");

  for (let retry = 0; ; retry += 1) {
    request.signal.throwIfAborted();
    const left = deadline - now();
    if (left < MIN_CALL_MS) throw outOfTime(request.task);
    const admission = request.meter.admit({ task: request.task, estimatedInputTokens: estimateTokens(inputText), maxOutputTokens: request.maxOutputTokens });
    const attemptMs = Math.min(options.timeoutMs, left);
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(new Error("timeout")), attemptMs);
    let settled = false;
    const settle = (usage: { inputTokens?: number; outputTokens?: number } | undefined) => {
      if (settled) return;
      settled = true;
      recordUsage({ request, admission, modelId, usage });
    };
    try {
      const callSignal = AbortSignal.any([request.signal, timer.signal]);
      const result = await untilAborted(callSignal, generateText({
        model,
        system: request.system,
        messages,
        output: Output.object({ schema: request.schema }),
        maxOutputTokens: admission.maxOutputTokens,
        temperature: 0.2,
        maxRetries: 0,
        ...(options.providerOptions ? { providerOptions: options.providerOptions } : {}),
        abortSignal: callSignal,
      }));
      settle(result.totalUsage);
      return result.output as T;
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) {
        settle(error.usage);
        throw error;
      }
      settle(undefined);
      request.signal.throwIfAborted();
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
      const asked = APICallError.isInstance(error) ? retryAfterMs({ headers: error.responseHeaders, now: now() }) : null;
      if (asked !== null && asked > MAX_RETRY_AFTER_MS) {
        throw new LlmCallError({ message: `The model provider asked us to wait ${Math.round(asked / 1000)} s before calling again (${reason}); ${request.task} cannot wait that long.`, cause: error });
      }
      const wait = asked ?? backoffMs({ retry });
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

function describeCallError(error: unknown): string {
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ? `HTTP ${error.statusCode}` : "no response";
    return `${status} from ${safeOrigin(error.url)}: ${error.message.slice(0, 300)}`;
  }
  return error instanceof Error ? error.message.slice(0, 300) : String(error);
}

function safeOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "the provider";
  }
}

function outOfTime(task: string): BudgetExhaustedError {
  return new BudgetExhaustedError({ kind: "time", message: `The validation's time budget ran out before ${task} could finish.` });
}
