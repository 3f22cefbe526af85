import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { OutboundError } from "../../../src/pipeline/http/errors.ts";
import type { HttpClient } from "../../../src/pipeline/http/client.ts";
import { startFakeServer } from "../../fakes/fake-http-server.ts";
import type { FakeServer } from "../../fakes/fake-http-server.ts";
import { testHttpClient } from "../../fakes/outbound.ts";

const open: Array<FakeServer | HttpClient> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((item) => item.close()));
});

async function fake(route: Parameters<typeof startFakeServer>[0]["route"] = () => ({ json: { ok: true } }), latencyMs = 0) {
  const server = await startFakeServer({ route, latencyMs });
  open.push(server);
  return server;
}
function client(options: Parameters<typeof testHttpClient>[0] = {}) {
  const http = testHttpClient(options);
  open.push(http);
  return http;
}
async function failure(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof OutboundError)) throw new Error(`expected an OutboundError, got ${String(error)}`);
  return error;
}

describe("http client: answers", () => {
  it("fetches JSON, sends the user agent and decodes gzip", async () => {
    const server = await fake(() => ({ json: { hello: "world" }, gzip: true }));
    const answer = await client().request({ url: `${server.origin}/search?q=a` });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ hello: "world" });
    expect(answer.fromCache).toBe(false);
    expect(server.requests[0]?.headers["user-agent"]).toBe("Greenlight-test/1.0");
    expect(server.requests[0]?.query.get("q")).toBe("a");
  });

  it("caps the body size, declared or streamed, plain or compressed", async () => {
    const server = await fake();
    const http = client({ config: { maxBytes: 100_000 } });
    server.enqueue({ hugeBytes: 1_000_000 });
    expect((await failure(http.request({ url: `${server.origin}/a` }))).kind).toBe("too-large");
    server.enqueue({ hugeBytes: 1_000_000, declareLength: true });
    expect((await failure(http.request({ url: `${server.origin}/b` }))).kind).toBe("too-large");
    server.setRoute(() => ({ body: "x".repeat(90_000) }));
    expect((await http.request({ url: `${server.origin}/c` })).text.length).toBe(90_000);
  });

  it("refuses a gzip bomb that inflates past the cap", async () => {
    const { createServer } = await import("node:http");
    // 5 MB of zeros gzip to a few KB: the cap applies to what it inflates to.
    const bomb = gzipSync(Buffer.alloc(5_000_000));
    expect(bomb.length).toBeLessThan(100_000);
    const server = createServer((_req, res) => {
      res.writeHead(200, { "content-encoding": "gzip", "content-length": String(bomb.length) });
      res.end(bomb);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    try {
      const error = await failure(client({ config: { maxBytes: 100_000 } }).request({ url: `http://127.0.0.1:${port}/` }));
      expect(error.kind).toBe("too-large");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("http client: retries", () => {
  it("honours Retry-After on 429 and then succeeds", async () => {
    const server = await fake();
    server.enqueue({ status: 429, headers: { "retry-after": "1" }, json: { error: "slow down" } });
    const started = Date.now();
    const answer = await client().request({ url: `${server.origin}/x` });
    expect(answer.json()).toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(1900);
  });

  it("gives up at once when Retry-After is longer than it may wait, and holds the host", async () => {
    const server = await fake();
    const http = client({ config: { maxRetryWaitMs: 1000 } });
    server.enqueue({ status: 429, headers: { "retry-after": "120" }, json: { error: "quota" } });
    const started = Date.now();
    const error = await failure(http.request({ url: `${server.origin}/x` }));
    expect(error.kind).toBe("rate-limited");
    expect(error.retryAfterMs).toBe(120_000);
    expect(Date.now() - started).toBeLessThan(500);
    // The next call to that host fails without calling it: the API asked for two minutes.
    const next = await failure(http.request({ url: `${server.origin}/y` }));
    expect(next.kind).toBe("rate-limited");
    expect(server.requests).toHaveLength(1);
  });

  it("retries 5xx with backoff, then reports the status", async () => {
    const server = await fake();
    server.enqueue({ status: 503, body: "busy" }, { status: 502, body: "bad gateway" });
    expect((await client().request({ url: `${server.origin}/ok` })).status).toBe(200);
    expect(server.requests).toHaveLength(3);

    server.setRoute(() => ({ status: 500, json: { message: "boom" } }));
    const error = await failure(client({ config: { retries: 1 } }).request({ url: `${server.origin}/fail` }));
    expect(error.kind).toBe("http");
    expect(error.status).toBe(500);
    expect(error.body).toContain("boom");
    expect(server.requests).toHaveLength(5);
  });

  it("does not retry a 4xx other than 408 and 429", async () => {
    const server = await fake(() => ({ status: 404, json: { message: "Not Found" } }));
    const error = await failure(client().request({ url: `${server.origin}/missing` }));
    expect(error.status).toBe(404);
    expect(server.requests).toHaveLength(1);
  });

  it("retries a dropped connection", async () => {
    const server = await fake();
    server.enqueue({ destroy: true });
    expect((await client().request({ url: `${server.origin}/x` })).status).toBe(200);
    expect(server.requests).toHaveLength(2);
  });
});

describe("http client: time", () => {
  it("ends a call that never answers at the total timeout", async () => {
    const server = await fake(() => ({ hang: true }));
    const started = Date.now();
    const error = await failure(client({ config: { timeoutMs: 400 } }).request({ url: `${server.origin}/slow` }));
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("ends at once when the caller aborts", async () => {
    const server = await fake(() => ({ hang: true }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("budget spent")), 100);
    const started = Date.now();
    const error = await failure(client({ config: { timeoutMs: 5000 } }).request({ url: `${server.origin}/slow`, signal: controller.signal }));
    expect(error.kind).toBe("aborted");
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("fails fast on a refused connection and then skips the dead host", async () => {
    const server = await fake();
    const deadPort = server.port;
    await server.close();
    open.splice(open.indexOf(server), 1);
    let lookups = 0;
    const http = client({ resolver: async () => { lookups += 1; return ["127.0.0.1"]; } });
    const started = Date.now();
    const first = await failure(http.request({ url: `http://dead.test:${deadPort}/a` }));
    expect(first.kind).toBe("unreachable");
    expect(first.message).toMatch(/connection refused/);
    const second = await failure(http.request({ url: `http://dead.test:${deadPort}/b` }));
    expect(second.kind).toBe("unreachable");
    expect(lookups).toBe(1);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it("reports a failed DNS lookup as unreachable without retrying", async () => {
    let lookups = 0;
    const http = client({
      resolver: async () => {
        lookups += 1;
        throw Object.assign(new Error("getaddrinfo ENOTFOUND nowhere.test"), { code: "ENOTFOUND" });
      },
    });
    const error = await failure(http.request({ url: "https://nowhere.test/search" }));
    expect(error.kind).toBe("unreachable");
    expect(error.message).toBe("nowhere.test could not be reached (DNS lookup failed)");
    expect(lookups).toBe(1);
  });
});

describe("http client: per-host limits", () => {
  it("runs at most `hostConcurrency` calls to one host at once", async () => {
    let inFlight = 0;
    let peak = 0;
    const server = await fake(() => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      setTimeout(() => { inFlight -= 1; }, 150);
      return { json: { ok: true } };
    }, 150);
    const http = client({ config: { hostConcurrency: 2 } });
    await Promise.all([1, 2, 3, 4, 5].map((n) => http.request({ url: `${server.origin}/${n}` })));
    expect(peak).toBe(2);
  });

  it("lets a burst through at once, then paces call starts to the host rate", async () => {
    const server = await fake();
    const http = client({ config: { hostRatePerSecond: 0.5, hostBurst: 2 } });
    await Promise.all([1, 2, 3, 4].map((n) => http.request({ url: `${server.origin}/${n}`, timeoutMs: 15_000 })));
    const at = server.requests.map((request) => request.at - server.requests[0]!.at).sort((a, b) => a - b);
    // Paced calls start two seconds apart; the second of the burst is not paced and starts at once.
    // The margins are wide so a busy machine cannot blur the two: a call's way to the server may
    // take a few hundred milliseconds there, and the first call's (the base of these times) too.
    expect(at[1]).toBeLessThan(1000);
    expect(at[2]).toBeGreaterThanOrEqual(1500);
    expect(at[3]! - at[2]!).toBeGreaterThanOrEqual(1500);
  });

  it("honours an API's backoff field before calling that host again", async () => {
    const server = await fake(() => ({ json: { items: [], backoff: 1 } }));
    const http = client();
    const backoffSeconds = (json: unknown) => (json as { backoff?: number }).backoff;
    await http.request({ url: `${server.origin}/search`, backoffSeconds });
    const tooSoon = await failure(http.request({ url: `${server.origin}/search`, backoffSeconds, timeoutMs: 300 }));
    expect(tooSoon.kind).toBe("rate-limited");
    expect(server.requests).toHaveLength(1);
    await http.request({ url: `${server.origin}/search`, backoffSeconds });
    expect(server.requests[1]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it("waits out a spent X-RateLimit window before calling again", async () => {
    const server = await fake();
    server.enqueue({ json: { items: [] }, headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(Math.floor(Date.now() / 1000) + 60) } });
    const http = client();
    await http.request({ url: `${server.origin}/search/repositories` });
    const error = await failure(http.request({ url: `${server.origin}/search/repositories` }));
    expect(error.kind).toBe("rate-limited");
    expect(error.message).toMatch(/rate window spent/);
    expect(server.requests).toHaveLength(1);
  });
});

describe("http client: cache", () => {
  it("answers a repeated call from the cache and never caches failures", async () => {
    const server = await fake();
    const store = new Map<string, { status: number; body: string; fetchedAt: Date }>();
    const cache = {
      get: async (key: string) => store.get(key) ?? null,
      set: async ({ key, status, body }: { key: string; status: number; body: string }) => { store.set(key, { status, body, fetchedAt: new Date() }); },
    };
    const http = client({ cache });
    server.enqueue({ status: 404, json: { message: "nope" } });
    await failure(http.request({ url: `${server.origin}/q?x=1`, cache: "search" }));
    expect(store.size).toBe(0);
    const first = await http.request({ url: `${server.origin}/q?x=1`, cache: "search" });
    const second = await http.request({ url: `${server.origin}/q?x=1`, cache: "search" });
    expect(first.fromCache).toBe(false);
    expect(second.fromCache).toBe(true);
    expect(second.json()).toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
    await http.request({ url: `${server.origin}/q?x=2`, cache: "search" });
    await http.request({ url: `${server.origin}/q?x=1`, cache: "search", method: "POST", body: "{}" });
    expect(server.requests).toHaveLength(4);
    // Keys are hashes: an API key in the URL is never stored in the clear.
    for (const key of store.keys()) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("http client: queued calls", () => {
  it("lets a call waiting for a slot go as soon as its caller gives up", async () => {
    const server = await fake(() => ({ hang: true }));
    const http = client({ config: { hostConcurrency: 1, timeoutMs: 1500 } });
    const first = http.request({ url: `${server.origin}/holds-the-slot` }).catch((e: unknown) => e);
    const controller = new AbortController();
    const queued = http.request({ url: `${server.origin}/queued`, signal: controller.signal });
    setTimeout(() => controller.abort(new Error("budget spent")), 100);
    const started = Date.now();
    expect((await failure(queued)).kind).toBe("aborted");
    expect(Date.now() - started).toBeLessThan(1000);
    // A caller whose budget is already spent does not queue at all.
    const spent = AbortSignal.abort(new Error("budget spent"));
    const lateStart = Date.now();
    expect((await failure(http.request({ url: `${server.origin}/late`, signal: spent }))).kind).toBe("aborted");
    // Queued, it would wait for the slot, held until the first call times out well over a second later.
    expect(Date.now() - lateStart).toBeLessThan(1000);
    expect(server.requests.map((r) => r.path)).toEqual(["/holds-the-slot"]);
    expect(await first).toMatchObject({ kind: "timeout" });
  });
});
