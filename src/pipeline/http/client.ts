import { setTimeout as sleep } from "node:timers/promises";
import { request as undiciRequest } from "undici";
import type { Agent } from "undici";
import type { CacheKind, OutboundConfig } from "../../config/research.ts";
import type { Logger } from "../types.ts";
import { createAddressPolicy, urlRefusal } from "./address-policy.ts";
import type { AddressPolicy } from "./address-policy.ts";
import { describeConnectFailure, errorCode, HOST_DOWN_CODES, OutboundError } from "./errors.ts";
import { createGuardedAgent } from "./guarded-agent.ts";
import type { Resolver } from "./guarded-agent.ts";
import { HostGate } from "./host-gate.ts";
import type { HostLimits } from "./host-gate.ts";
import { cacheKey, noResponseCache } from "./http-cache.ts";
import type { ResponseCache } from "./http-cache.ts";
import { BodyTooLargeError, readCappedBody } from "./read-body.ts";
import { backoffMs, parseRetryAfter, rateWindowResetAt } from "./retry-after.ts";
import type { Backoff } from "./retry-after.ts";

export interface HttpRequest {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** The caller's budget; aborting it ends the call at once. */
  signal?: AbortSignal;
  /** Keep a successful answer in the cache for this kind's TTL (and answer from it while fresh). */
  cache?: CacheKind;
  /** What else changes the answer besides URL and body (e.g. the account a header names). */
  cacheVary?: string;
  /** Reads an API's own "wait this many seconds" field (Stack Exchange `backoff`) from the JSON body. */
  backoffSeconds?: (json: unknown) => number | undefined;
  /** Overrides the total timeout for this call. */
  timeoutMs?: number;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The URL that answered, after redirects. */
  url: string;
  fromCache: boolean;
  json(): unknown;
}

export interface HttpClient {
  request(request: HttpRequest): Promise<HttpResponse>;
  setHostLimits(host: string, limits: Partial<HostLimits>): void;
  readonly policy: AddressPolicy;
  close(): Promise<void>;
}

const RETRY_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;
const ERROR_BODY_CHARS = 4000;
// Headers that may follow a redirect to another origin; credentials never do.
const CROSS_ORIGIN_SAFE_HEADERS = new Set(["accept", "accept-language", "user-agent", "content-type"]);

interface Hop {
  status: number;
  headers: Record<string, string>;
  text: string;
  url: string;
}

/** The one outbound HTTP client: SSRF guard, timeouts, per-host limits, retries, size cap and cache. */
export function createHttpClient({ config, log, cache = noResponseCache, resolver, userAgent, random = Math.random }: {
  config: OutboundConfig;
  log: Logger;
  cache?: ResponseCache;
  resolver?: Resolver;
  userAgent: string;
  random?: () => number;
}): HttpClient {
  const policy = createAddressPolicy({ allowPrivateHosts: config.allowPrivateHosts, allowedPorts: config.allowedPorts });
  const agent: Agent = createGuardedAgent({
    policy, resolver, connectTimeoutMs: config.connectTimeoutMs, connectionsPerOrigin: config.hostConcurrency,
  });
  // Between half and all of the plain wait, never past the longest wait a retry may take.
  const backoff: Backoff = { baseMs: 250, capMs: config.maxRetryWaitMs, jitter: [0.5, 1] };
  const gate = new HostGate({ defaults: { concurrency: config.hostConcurrency, ratePerSecond: config.hostRatePerSecond, burst: config.hostBurst } });

  function checkUrl(url: URL): void {
    const refusal = urlRefusal(url);
    if (refusal) throw new OutboundError({ kind: "blocked", host: url.host, message: `refused ${url.protocol}//${url.host}: ${refusal}` });
  }

  /** One hop: admission by the host gate, the request, the capped body. */
  async function sendOnce({ url, method, headers, body, signal, deadline }: {
    url: URL; method: string; headers: Record<string, string>; body: string | undefined; signal: AbortSignal; deadline: number;
  }): Promise<Hop> {
    const release = await gate.acquire({ host: url.host, signal, deadline });
    try {
      const answer = await undiciRequest(url, { method, headers, body, signal, dispatcher: agent, headersTimeout: 0, bodyTimeout: 0 });
      const answerHeaders = flattenHeaders(answer.headers);
      const text = await readCappedBody({
        body: answer.body,
        maxBytes: config.maxBytes,
        contentLength: answerHeaders["content-length"],
        contentEncoding: answerHeaders["content-encoding"],
      });
      return { status: answer.statusCode, headers: answerHeaders, text, url: url.toString() };
    } catch (error) {
      // Marked before the slot is released, so calls queued behind this one fail at once too.
      const code = errorCode(error);
      if (code && HOST_DOWN_CODES.has(code) && !signal.aborted) gate.markDown({ host: url.host, forMs: config.hostCooldownMs, reason: describeConnectFailure(code) });
      throw error;
    } finally {
      release();
    }
  }

  /** Follows redirects by hand so every hop is checked again: scheme here, address at connect time. */
  async function sendFollowingRedirects(start: URL, request: HttpRequest, signal: AbortSignal, deadline: number): Promise<Hop> {
    let url = start;
    let method = request.method ?? "GET";
    let body = request.body;
    let headers: Record<string, string> = {
      accept: "application/json",
      "accept-encoding": "gzip, deflate, br",
      "user-agent": userAgent,
      ...lowerCaseKeys(request.headers ?? {}),
    };
    for (let hop = 0; ; hop += 1) {
      const answer = await sendOnce({ url, method, headers, body, signal, deadline });
      const location = answer.headers.location;
      if (!REDIRECT_STATUSES.has(answer.status) || !location) return answer;
      if (hop >= MAX_REDIRECTS) throw new OutboundError({ kind: "invalid", host: start.host, message: `more than ${MAX_REDIRECTS} redirects` });
      const next = new URL(location, url);
      checkUrl(next);
      if (url.protocol === "https:" && next.protocol === "http:") {
        throw new OutboundError({ kind: "blocked", host: next.host, message: `refused a redirect from https to ${next.protocol}//${next.host}` });
      }
      if (next.origin !== url.origin) {
        headers = Object.fromEntries(Object.entries(headers).filter(([name]) => CROSS_ORIGIN_SAFE_HEADERS.has(name)));
      }
      if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === "POST")) {
        method = "GET";
        body = undefined;
        delete headers["content-type"];
      }
      url = next;
    }
  }

  function failureOf({ error, host, signal, timeoutSignal, timeoutMs }: {
    error: unknown; host: string; signal: AbortSignal | undefined; timeoutSignal: AbortSignal; timeoutMs: number;
  }): OutboundError {
    if (error instanceof OutboundError) return error;
    if (signal?.aborted) return new OutboundError({ kind: "aborted", host, message: `the call to ${host} was cancelled`, cause: error });
    if (timeoutSignal.aborted) return new OutboundError({ kind: "timeout", host, message: `${host} did not answer within ${timeoutMs} ms`, cause: error });
    if (error instanceof BodyTooLargeError) {
      return new OutboundError({ kind: "too-large", host, message: `${host} sent an answer larger than ${error.limit} bytes`, cause: error });
    }
    const code = errorCode(error);
    const reason = describeConnectFailure(code);
    const message = code && HOST_DOWN_CODES.has(code) ? `${host} could not be reached (${reason})` : `${host} broke off the call (${reason})`;
    return new OutboundError({ kind: "unreachable", host, message, cause: error });
  }

  async function request(request: HttpRequest): Promise<HttpResponse> {
    const url = new URL(request.url);
    checkUrl(url);
    const method = request.method ?? "GET";
    const key = request.cache ? cacheKey({ method, url: url.toString(), body: request.body, vary: request.cacheVary }) : null;
    if (key) {
      const hit = await cache.get(key);
      if (hit) return toResponse({ status: hit.status, headers: {}, text: hit.body, url: url.toString() }, true);
    }
    const timeoutMs = request.timeoutMs ?? config.timeoutMs;
    const deadline = Date.now() + timeoutMs;
    const timeoutSignal = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeoutSignal]) : timeoutSignal;
    const host = url.host;

    for (let attempt = 0; ; attempt += 1) {
      let answer: Hop;
      try {
        answer = await sendFollowingRedirects(url, request, signal, deadline);
      } catch (error) {
        const failure = failureOf({ error, host, signal: request.signal, timeoutSignal, timeoutMs });
        const code = errorCode(error);
        // A host that cannot be reached is not retried: the gate fails every call to it for a while.
        const hostDown = failure.kind === "unreachable" && code !== undefined && HOST_DOWN_CODES.has(code);
        const retryable = failure.kind === "unreachable" && !hostDown && !(error instanceof OutboundError);
        const wait = backoffMs({ attempt, ...backoff, random });
        if (!retryable || attempt >= config.retries || Date.now() + wait >= deadline) throw failure;
        log.debug({ host, attempt, err: failure.message }, "outbound call failed, retrying");
        await sleep(wait, undefined, { signal }).catch(() => {});
        continue;
      }
      const now = Date.now();
      const windowReset = rateWindowResetAt(answer.headers, now);
      if (windowReset) gate.holdOff({ host, untilMs: windowReset, reason: "rate window spent" });

      if (answer.status >= 200 && answer.status < 300) {
        const response = toResponse(answer, false);
        if (request.backoffSeconds) {
          const seconds = request.backoffSeconds(safeJson(answer.text));
          if (seconds && seconds > 0) gate.holdOff({ host, untilMs: now + seconds * 1000, reason: `backoff ${seconds} s` });
        }
        if (key && request.cache) await cache.set({ key, kind: request.cache, status: answer.status, body: answer.text });
        return response;
      }

      const retryAfterMs = parseRetryAfter(answer.headers["retry-after"], now) ?? (windowReset ? windowReset - now : undefined);
      if (retryAfterMs !== undefined) gate.holdOff({ host, untilMs: now + retryAfterMs, reason: `Retry-After ${Math.ceil(retryAfterMs / 1000)} s` });
      const wait = retryAfterMs ?? backoffMs({ attempt, ...backoff, random });
      const canRetry = RETRY_STATUSES.has(answer.status) && attempt < config.retries
        && wait <= config.maxRetryWaitMs && now + wait < deadline;
      if (!canRetry) throw statusError({ answer, host, retryAfterMs, windowSpent: windowReset !== undefined });
      log.debug({ host, attempt, status: answer.status, waitMs: wait }, "outbound call answered with an error, retrying");
      // The host gate holds later calls until Retry-After passes; an explicit sleep covers backoff.
      if (retryAfterMs === undefined) await sleep(wait, undefined, { signal }).catch(() => {});
      if (request.signal?.aborted) throw failureOf({ error: request.signal.reason, host, signal: request.signal, timeoutSignal, timeoutMs });
    }
  }

  return {
    request,
    policy,
    setHostLimits: (host, limits) => gate.setLimits(host, limits),
    close: () => agent.close(),
  };
}

function statusError({ answer, host, retryAfterMs, windowSpent }: {
  answer: Hop; host: string; retryAfterMs: number | undefined; windowSpent: boolean;
}): OutboundError {
  const body = answer.text.slice(0, ERROR_BODY_CHARS);
  // GitHub answers a spent rate window with 403 and X-RateLimit-Remaining: 0.
  if (answer.status === 429 || (answer.status === 403 && windowSpent)) {
    const wait = retryAfterMs === undefined ? "" : ` for ${Math.ceil(retryAfterMs / 1000)} s`;
    return new OutboundError({ kind: "rate-limited", host, status: answer.status, retryAfterMs, body, message: `${host} is rate limiting us${wait}` });
  }
  return new OutboundError({ kind: "http", host, status: answer.status, retryAfterMs, body, message: `${host} answered ${answer.status}` });
}

function toResponse(answer: Hop, fromCache: boolean): HttpResponse {
  return {
    ...answer,
    fromCache,
    json() {
      try {
        return JSON.parse(answer.text) as unknown;
      } catch (error) {
        throw new OutboundError({ kind: "invalid", host: new URL(answer.url).host, message: `${new URL(answer.url).host} sent an answer that is not JSON`, cause: error });
      }
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
