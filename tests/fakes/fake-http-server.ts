import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { gzipSync } from "node:zlib";

/** What a fake server answers to one request. */
export type FakeReply =
  | { status?: number; headers?: Record<string, string>; json?: unknown; body?: string; gzip?: boolean }
  /** Accepts the request and never answers (until the server closes). */
  | { hang: true }
  /** Streams this many bytes of JSON-looking filler, without a content-length unless `declareLength`. */
  | { hugeBytes: number; declareLength?: boolean }
  | { redirect: string; status?: 301 | 302 | 303 | 307 | 308 }
  /** Drops the connection without an answer. */
  | { destroy: true };

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  at: number;
}

export type FakeRoute = (request: RecordedRequest) => FakeReply;

export interface FakeServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  host: string;
  port: number;
  requests: RecordedRequest[];
  /** Answers the next requests with these replies, in order, before the route takes over again. */
  enqueue(...replies: FakeReply[]): void;
  /** A fixed delay per answer, or a function giving each answer its own (e.g. a random 300-800 ms). */
  setLatency(ms: Latency): void;
  setRoute(route: FakeRoute): void;
  close(): Promise<void>;
}

/** Milliseconds before each answer: fixed, or drawn per answer. */
export type Latency = number | (() => number);

/** A small HTTP server on 127.0.0.1 with a route, scripted one-off replies and a latency. */
export async function startFakeServer({ route, latencyMs = 0 }: { route: FakeRoute; latencyMs?: Latency }): Promise<FakeServer> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  let currentRoute = route;
  let latency: Latency = latencyMs;

  const server = createServer((req, res) => {
    void readBody(req).then(async (body) => {
      const url = new URL(req.url ?? "/", "http://fake.local");
      const recorded: RecordedRequest = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers, body, at: Date.now() };
      requests.push(recorded);
      const reply = queue.shift() ?? safeRoute(currentRoute, recorded);
      const wait = typeof latency === "function" ? latency() : latency;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      send(res, reply);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    port,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    setLatency: (ms) => { latency = ms; },
    setRoute: (next) => { currentRoute = next; },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function safeRoute(route: FakeRoute, request: RecordedRequest): FakeReply {
  try {
    return route(request);
  } catch (error) {
    return { status: 500, json: { error: `fake route failed: ${(error as Error).message}` } };
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(res: ServerResponse, reply: FakeReply): void {
  if ("hang" in reply) return;
  if ("destroy" in reply) {
    res.socket?.destroy();
    return;
  }
  if ("redirect" in reply) {
    res.writeHead(reply.status ?? 302, { location: reply.redirect, "content-length": "0" });
    res.end();
    return;
  }
  if ("hugeBytes" in reply) {
    res.writeHead(200, { "content-type": "application/json", ...(reply.declareLength ? { "content-length": String(reply.hugeBytes) } : {}) });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let left = reply.hugeBytes;
    const pump = () => {
      while (left > 0) {
        const piece = chunk.subarray(0, Math.min(chunk.length, left));
        left -= piece.length;
        if (!res.write(piece)) {
          res.once("drain", pump);
          return;
        }
      }
      res.end();
    };
    res.on("error", () => {});
    pump();
    return;
  }
  const text = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.body ?? "");
  const headers: Record<string, string> = { "content-type": reply.json !== undefined ? "application/json; charset=utf-8" : "text/plain", ...reply.headers };
  const payload = reply.gzip ? gzipSync(text) : Buffer.from(text);
  if (reply.gzip) headers["content-encoding"] = "gzip";
  headers["content-length"] = String(payload.length);
  res.writeHead(reply.status ?? 200, headers);
  res.end(payload);
}
