import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { OutboundError } from "../../../src/pipeline/http/errors.ts";
import { createConnectors } from "../../../src/pipeline/sources/index.ts";
import { loadConfig } from "../../../src/config/index.ts";
import { fixture } from "../../fakes/fake-source-servers.ts";
import { testHttpClient } from "../../fakes/outbound.ts";
import { silentLogger } from "../../helpers/silent-logger.ts";
import { QUERY, startSourcesUnderTest } from "./helpers.ts";
import type { SourcesUnderTest } from "./helpers.ts";

let t: SourcesUnderTest;
beforeAll(async () => {
  t = await startSourcesUnderTest({ env: { OUTBOUND_MAX_BYTES: "200000" } });
});
afterAll(async () => {
  await t.close();
});
const q = (query: string) => ({ dimension: "demand" as const, query });
const failureOf = (promise: Promise<unknown>) => promise.then(() => { throw new Error("expected a failure"); }, (error: unknown) => error as OutboundError);

describe("connectors against failing APIs", () => {
  it("waits out a 429 with Retry-After and returns the answer", async () => {
    const hn = t.fakes.servers.hackernews;
    hn.enqueue({ status: 429, headers: { "retry-after": "1" }, json: { message: "Too many requests", status: 429 } });
    const before = hn.requests.length;
    const sources = await t.search("hackernews", q("retry after"));
    expect(sources).toHaveLength(3);
    const [first, second] = hn.requests.slice(before);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
  });

  it("retries a 5xx and gives up with the status after the retries", async () => {
    const se = t.fakes.servers.stackexchange;
    const before = se.requests.length;
    se.enqueue({ status: 503, body: "Service Unavailable" }, { status: 502, body: "Bad Gateway" }, { status: 503, body: "Service Unavailable" });
    const error = await failureOf(t.search("stackexchange", q("five hundred")));
    expect(error).toMatchObject({ kind: "http", status: 503 });
    expect(error.message).toMatch(/answered 503$/);
    expect(se.requests.length - before).toBe(3);
  });

  it("ends a search whose API never answers at the total timeout", async () => {
    t.fakes.servers.wikipedia.enqueue({ hang: true });
    const started = Date.now();
    const error = await failureOf(t.search("wikipedia", q("hang")));
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("refuses an answer larger than the size cap", async () => {
    t.fakes.servers.github.enqueue({ hugeBytes: 5_000_000 });
    const error = await failureOf(t.search("github", q("huge")));
    expect(error.kind).toBe("too-large");
  });

  it("refuses to follow a redirect to a private address", async () => {
    t.fakes.servers.hackernews.enqueue({ redirect: "http://169.254.169.254/latest/meta-data/iam/security-credentials/" });
    const error = await failureOf(t.search("hackernews", q("redirect")));
    expect(error.kind).toBe("blocked");
    expect(error.message).toMatch(/169\.254\.169\.254 is not a public address/);
  });

  it("maps a Stack Exchange throttle violation to a quota failure with its wait", async () => {
    t.fakes.servers.stackexchange.enqueue({ status: 400, json: fixture("sources/stackexchange/throttle-violation.json"), gzip: true });
    const error = await failureOf(t.search("stackexchange", q("throttle")));
    expect(error).toMatchObject({ kind: "quota", retryAfterMs: 71_520_000 });
    expect(error.message).toBe("Stack Exchange quota spent: too many requests from this IP, more requests available in 71520 seconds");
  });

  it("treats GitHub's 403 with a spent window as rate limiting and stops calling until the reset", async () => {
    const github = t.fakes.servers.github;
    const reset = String(Math.floor(Date.now() / 1000) + 120);
    github.enqueue({ status: 403, json: fixture("sources/github/rate-limited.json"), headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset } });
    const before = github.requests.length;
    const first = await failureOf(t.search("github", q("rate limited")));
    expect(first).toMatchObject({ kind: "rate-limited", status: 403 });
    const second = await failureOf(t.search("github", q("again")));
    expect(second.kind).toBe("rate-limited");
    expect(github.requests.length - before).toBe(1);
  });
});

describe("Stack Exchange backoff field", () => {
  let fresh: SourcesUnderTest;
  afterEach(async () => {
    await fresh.close();
  });

  it("waits the seconds the answer's backoff field names before calling again", async () => {
    fresh = await startSourcesUnderTest();
    const se = fresh.fakes.servers.stackexchange;
    se.enqueue({ json: fixture("sources/stackexchange/search-backoff.json"), gzip: true });
    expect(await fresh.search("stackexchange", q("first"))).toHaveLength(1);
    expect(await fresh.search("stackexchange", q("second"))).toHaveLength(2);
    expect(se.requests[1]!.at - se.requests[0]!.at).toBeGreaterThanOrEqual(950);
  });
});

describe("without network", () => {
  it("fails every keyless source fast, naming why, and asks DNS once per host", async () => {
    const config = loadConfig({ env: { NODE_ENV: "test", DATA_DIR: "memory://" }, argv: [] });
    const lookups: string[] = [];
    const http = testHttpClient({
      config: { allowPrivateHosts: [], connectTimeoutMs: 3000, timeoutMs: 10_000 },
      resolver: async (hostname) => {
        lookups.push(hostname);
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
      },
    });
    try {
      const connectors = createConnectors({ config, db: null, log: silentLogger, http });
      expect(connectors.map((c) => c.name)).toEqual(["hackernews", "stackexchange", "github", "wikipedia"]);
      const started = Date.now();
      const outcomes = await Promise.allSettled(connectors.flatMap((connector) => [1, 2, 3, 4, 5, 6].map((n) =>
        connector.search({ ...QUERY, query: `${QUERY.query} ${n}` }, { signal: AbortSignal.timeout(60_000), limit: 6 }))));
      expect(Date.now() - started).toBeLessThan(1000);
      const reasons = new Set(outcomes.map((o) => (o.status === "rejected" ? (o.reason as Error).message : "fulfilled")));
      expect([...reasons].sort()).toEqual([
        "api.github.com could not be reached (DNS lookup failed)",
        "api.stackexchange.com could not be reached (DNS lookup failed)",
        "en.wikipedia.org could not be reached (DNS lookup failed)",
        "hn.algolia.com could not be reached (DNS lookup failed)",
      ]);
      expect(lookups.sort()).toEqual(["api.github.com", "api.stackexchange.com", "en.wikipedia.org", "hn.algolia.com"]);
    } finally {
      await http.close();
    }
  });

  it("gives up within the connect timeout when DNS never answers", async () => {
    const config = loadConfig({ env: { NODE_ENV: "test", DATA_DIR: "memory://", SOURCES: "hackernews" }, argv: [] });
    // A resolver pointed at an unreachable name server hangs; the lookup is part of connecting.
    const http = testHttpClient({ config: { allowPrivateHosts: [], connectTimeoutMs: 300, timeoutMs: 10_000 }, resolver: () => new Promise<string[]>(() => {}) });
    try {
      const [hn] = createConnectors({ config, db: null, log: silentLogger, http });
      const started = Date.now();
      const error = await failureOf(hn!.search(QUERY, { signal: AbortSignal.timeout(60_000), limit: 6 }));
      expect(error.kind).toBe("unreachable");
      expect(error.message).toBe("hn.algolia.com could not be reached (DNS lookup failed)");
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await http.close();
    }
  });
});

describe("without the loopback allowance", () => {
  it("refuses to reach sources on 127.0.0.1 even when their URLs point there", async () => {
    const guarded = await startSourcesUnderTest({ env: { OUTBOUND_ALLOW_PRIVATE_HOSTS: "" } });
    try {
      expect(guarded.config.outbound.allowPrivateHosts).toEqual([]);
      const outcomes = await Promise.allSettled(guarded.connectors.map((c) => c.search(QUERY, { signal: AbortSignal.timeout(5000), limit: 3 })));
      expect(outcomes).toHaveLength(9);
      for (const outcome of outcomes) {
        expect(outcome.status).toBe("rejected");
        expect((outcome as PromiseRejectedResult).reason).toMatchObject({ kind: "blocked" });
      }
      expect(guarded.fakes.allRequests()).toHaveLength(0);
    } finally {
      await guarded.close();
    }
  });
});
