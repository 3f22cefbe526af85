import { answerFor, taskOf, type Task } from "./fake-llm-answers.ts";
import { startFakeServer, type FakeReply, type FakeServer } from "./fake-http-server.ts";
import { answerBody, errorBody, PATHS, readRequest, type Outcome, type ProviderWire, type ReadRequest } from "./fake-provider-wire.ts";

// Fakes of four model APIs in their own wire formats (fake-provider-wire.ts), answering with the
// recorded answers of fake-llm-answers.ts the way those models behave at their limits: Gemini thinks
// by default and its thinking counts against the output limit; Ollama keeps a 4,096-token context
// unless the request sets num_ctx; Anthropic may refuse a large schema in its native structured-output
// mode. Failures are scripted per request.

/** A one-off misbehaviour for the next request. */
export type ProviderFailure =
  | { status: number; retryAfter?: string; message?: string }
  /** The model declines to answer. */
  | { refusal: true }
  /** The model spends the whole output limit thinking and writes nothing. */
  | { emptyAtLimit: true }
  /** This answer text instead of the recorded one. */
  | { text: string };

export interface FakeProvider {
  /** Base URL for LLM_BASE_URL (e.g. http://127.0.0.1:4321/v1beta). */
  url: string;
  requests: (ReadRequest & { task: Task | null; status: number; outcome: Outcome | null })[];
  failNext(...failures: ProviderFailure[]): void;
  /** Rewrites every recorded answer of a task before it is sent (e.g. to return too few items). */
  rewrite(change: ((task: Task | null, answer: string) => string) | null): void;
  server: FakeServer;
  close(): Promise<void>;
}

const tokensOf = (text: string) => Math.max(1, Math.ceil(text.length / 4));

/** What a Gemini thinking level spends on these tasks in the fake; with no thinking config it thinks at will. */
const LEVEL_SPEND: Readonly<Record<string, number>> = { minimal: 0, low: 800, medium: 2000, high: 4000 };
const GEMINI_DEFAULT_THINKING = 3000;
/** Ollama's context when the request does not set num_ctx. */
export const OLLAMA_DEFAULT_CONTEXT = 4096;

export async function startFakeProvider({ wire, refuseSchemasOver }: {
  wire: ProviderWire;
  /** Anthropic: native structured output refuses a schema longer than this (in JSON characters). */
  refuseSchemasOver?: number;
}): Promise<FakeProvider> {
  const failures: ProviderFailure[] = [];
  const requests: FakeProvider["requests"] = [];
  let change: ((task: Task | null, answer: string) => string) | null = null;

  const server = await startFakeServer({
    route: (recorded): FakeReply => {
      if (recorded.method !== "POST" || !PATHS[wire].matches(recorded.path)) return { status: 404, json: errorBody({ wire, status: 404, message: `No route ${recorded.path}` }) };
      const read = readRequest({ wire, path: recorded.path, body: JSON.parse(recorded.body) as Record<string, unknown> });
      // Models without system instructions (Gemma on the Gemini API) get the system text at the head of the prompt.
      const request = read.system ? read : { ...read, system: read.prompt };
      const task = taskOf(request.system);
      const entry = { ...request, task, status: 200, outcome: null as Outcome | null };
      requests.push(entry);
      const failure = failures.shift();
      const fail = (status: number, message: string, headers: Record<string, string> = {}): FakeReply => {
        entry.status = status;
        return { status, headers, json: errorBody({ wire, status, message }) };
      };
      if (failure && "status" in failure) {
        return fail(failure.status, failure.message ?? `fake failure ${failure.status}`, failure.retryAfter ? { "retry-after": failure.retryAfter } : {});
      }
      if (wire === "anthropic" && refuseSchemasOver !== undefined && request.structured === "schema" && request.schemaChars > refuseSchemasOver) {
        return fail(400, "output_config.format.schema: The compiled grammar is too large. Reduce the number of properties or nesting in the schema.");
      }
      // `npm run doctor` asks each role for {"ok": true}.
      const known = /^Task: doctor\./m.test(request.system) ? JSON.stringify({ ok: true }) : answerFor({ system: request.system, prompt: request.prompt });
      const recordedAnswer = failure && "text" in failure ? failure.text : known;
      if (recordedAnswer === null) return fail(400, "The fake model does not know this task");
      const answer = change && !(failure && "text" in failure) ? change(task, recordedAnswer) : recordedAnswer;
      const outcome = behave({ wire, request, answer, failure });
      entry.outcome = outcome;
      return { status: 200, json: answerBody({ wire, request, outcome, n: requests.length }) };
    },
  });
  return {
    url: `${server.origin}${PATHS[wire].base}`,
    requests,
    failNext: (...more) => { failures.push(...more); },
    rewrite: (next) => { change = next; },
    server,
    close: () => server.close(),
  };
}

/** The answer as this model would give it under the request's limits. */
function behave({ wire, request, answer, failure }: { wire: ProviderWire; request: ReadRequest; answer: string; failure: ProviderFailure | undefined }): Outcome {
  const inputTokens = tokensOf(`${request.system}\n${request.prompt}`);
  const limit = request.maxOutputTokens ?? Number.POSITIVE_INFINITY;
  const toolName = wire === "anthropic" && request.structured === "tool" ? ((request.raw.tools as { name: string }[])[0]!.name) : undefined;
  const base = { inputTokens, thinkingTokens: 0, ...(toolName ? { toolName } : {}) };
  if (failure && "refusal" in failure) return { ...base, text: "I can't help with that request.", stop: "refusal", outputTokens: 8 };
  if (failure && "emptyAtLimit" in failure) return { ...base, text: "", stop: "length", outputTokens: 0, thinkingTokens: Number.isFinite(limit) ? limit : 4096 };

  let thinking = 0;
  let room = limit;
  if (wire === "google" && request.model.startsWith("gemini-")) {
    thinking = request.thinking?.budget ?? (request.thinking?.level ? LEVEL_SPEND[request.thinking.level] ?? 0 : GEMINI_DEFAULT_THINKING);
    room = limit - thinking;
  }
  if (wire === "ollama") room = Math.min(limit, (request.contextTokens ?? OLLAMA_DEFAULT_CONTEXT) - inputTokens);
  if (room <= 0) return { ...base, text: "", stop: "length", outputTokens: 0, thinkingTokens: Math.min(thinking, limit) };
  if (tokensOf(answer) <= room) return { ...base, text: answer, stop: "stop", outputTokens: tokensOf(answer), thinkingTokens: thinking };
  const cut = answer.slice(0, room * 4);
  return { ...base, text: cut, stop: "length", outputTokens: tokensOf(cut), thinkingTokens: thinking };
}
