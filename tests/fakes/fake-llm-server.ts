import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { answerFor, taskOf } from "./fake-llm-answers.ts";

// A fake OpenAI-compatible chat-completions API on 127.0.0.1: it answers like a model that takes
// `firstTokenMs` to start and then writes `tokensPerSecond`, with the recorded answers of
// fake-llm-answers.ts, streaming when asked to, and failing on demand.

/** A one-off misbehaviour for the next request. */
export type LlmFailure =
  | { status: number; retryAfter?: string; message?: string }
  /** Answers this text instead (e.g. invalid JSON). */
  | { text: string }
  /** Never answers. */
  | { hang: true };

export interface LlmRequestRecord {
  task: string | null;
  model: string;
  stream: boolean;
  startedAt: number;
  finishedAt: number | null;
  promptTokens: number;
  completionTokens: number;
  /** What the answer takes at the configured speed: the lower bound of this call. */
  idealMs: number;
  status: number;
}

export interface FakeLlmServer {
  /** Base URL for LLM_BASE_URL, e.g. http://127.0.0.1:4321/v1 */
  url: string;
  requests: LlmRequestRecord[];
  /** The raw request bodies, for tests that read prompts. */
  bodies: ChatRequest[];
  failNext(...failures: LlmFailure[]): void;
  setSpeed(speed: { firstTokenMs?: number; tokensPerSecond?: number }): void;
  close(): Promise<void>;
}

interface ChatMessage {
  role: string;
  content: string | { type: string; text?: string }[] | null;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  max_tokens?: number;
  max_completion_tokens?: number;
  stream_options?: { include_usage?: boolean };
  response_format?: { type: string };
}

const textOf = (content: ChatMessage["content"]) => (typeof content === "string" ? content : (content ?? []).map((p) => p.text ?? "").join(""));
const tokensOf = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export async function startFakeLlmServer({ firstTokenMs = 600, tokensPerSecond = 60 }: { firstTokenMs?: number; tokensPerSecond?: number } = {}): Promise<FakeLlmServer> {
  const requests: LlmRequestRecord[] = [];
  const bodies: ChatRequest[] = [];
  const failures: LlmFailure[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let speed = { firstTokenMs, tokensPerSecond };

  const later = (ms: number, run: () => void, res: ServerResponse) => {
    const timer = setTimeout(() => { timers.delete(timer); if (!res.destroyed) run(); }, ms);
    timers.add(timer);
  };
  const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      if (req.method === "GET" && req.url?.endsWith("/models")) return sendJson(res, 200, { object: "list", data: [{ id: "fake-smart", object: "model" }, { id: "fake-fast", object: "model" }] });
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) return sendJson(res, 404, { error: { message: "Not found", type: "invalid_request_error" } });
      let body: ChatRequest;
      try {
        body = JSON.parse(raw) as ChatRequest;
      } catch {
        return sendJson(res, 400, { error: { message: "Invalid JSON body", type: "invalid_request_error" } });
      }
      bodies.push(body);
      const system = body.messages.filter((m) => m.role === "system").map((m) => textOf(m.content)).join("\n");
      const prompt = textOf(body.messages.find((m) => m.role === "user")?.content ?? "");
      const promptTokens = tokensOf(body.messages.map((m) => textOf(m.content)).join("\n"));
      const record: LlmRequestRecord = {
        task: taskOf(system), model: body.model, stream: body.stream === true, startedAt: performance.now(), finishedAt: null,
        promptTokens, completionTokens: 0, idealMs: 0, status: 200,
      };
      requests.push(record);
      const failure = failures.shift();
      const finish = (status: number) => { record.status = status; record.finishedAt = performance.now(); };

      if (failure && "hang" in failure) return;
      if (failure && "status" in failure) {
        finish(failure.status);
        const headers: Record<string, string> = failure.retryAfter ? { "retry-after": failure.retryAfter } : {};
        return later(50, () => sendJson(res, failure.status, { error: { message: failure.message ?? `fake failure ${failure.status}`, type: failure.status === 429 ? "rate_limit_exceeded" : "server_error" } }, headers), res);
      }
      const answer = failure && "text" in failure ? failure.text : answerFor({ system, prompt });
      if (answer === null) {
        finish(400);
        return sendJson(res, 400, { error: { message: "The fake model does not know this task", type: "invalid_request_error" } });
      }
      // A model stops at its token limit: the answer is cut there and says so.
      const limit = body.max_completion_tokens ?? body.max_tokens ?? Number.POSITIVE_INFINITY;
      const cut = tokensOf(answer) > limit;
      const content = cut ? answer.slice(0, limit * 4) : answer;
      const completionTokens = tokensOf(content);
      record.completionTokens = completionTokens;
      record.idealMs = speed.firstTokenMs + (completionTokens / speed.tokensPerSecond) * 1000;
      const finishReason = cut ? "length" : "stop";
      const usage = { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens };
      const id = `chatcmpl-fake-${requests.length}`;
      const created = Math.floor(Date.now() / 1000);

      if (!body.stream) {
        return later(record.idealMs, () => {
          finish(200);
          sendJson(res, 200, { id, object: "chat.completion", created, model: body.model, choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: finishReason }], usage });
        }, res);
      }
      // Streaming: the first chunk after firstTokenMs, then about 16 characters (4 tokens) at the model's pace.
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
      const chunk = (delta: object, finish: string | null, extra: object = {}) =>
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`;
      const pieces = content.match(/[\s\S]{1,16}/g) ?? [""];
      const step = (4 / speed.tokensPerSecond) * 1000;
      later(speed.firstTokenMs, () => {
        res.write(chunk({ role: "assistant", content: "" }, null));
        pieces.forEach((piece, i) => later(i * step, () => {
          res.write(chunk({ content: piece }, null));
          if (i === pieces.length - 1) {
            res.write(chunk({}, finishReason));
            if (body.stream_options?.include_usage) res.write(`data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: body.model, choices: [], usage })}\n\n`);
            res.end("data: [DONE]\n\n");
            finish(200);
          }
        }, res));
      }, res);
    }).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: String(error) } });
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    bodies,
    failNext: (...next) => { failures.push(...next); },
    setSpeed: (next) => { speed = { ...speed, ...next }; },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
