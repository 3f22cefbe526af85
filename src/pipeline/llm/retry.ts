import { parseRetryAfter } from "../http/retry-after.ts";
import type { Backoff } from "../http/retry-after.ts";

/** Longest wait a Retry-After may impose before we give up on the call instead. */
export const MAX_RETRY_AFTER_MS = 60_000;

/** ±25% around the plain exponential wait, starting at one second and never above twenty. */
export const MODEL_BACKOFF: Backoff = { baseMs: 1000, capMs: 20_000, jitter: [0.75, 1.25] };

/**
 * The wait a provider asked for, from `retry-after-ms` (OpenAI), else `retry-after` in seconds or
 * as an HTTP date. Undefined when it asked for nothing readable.
 */
export function providerRetryAfterMs({ headers, now }: { headers: Record<string, string> | undefined; now: number }): number | undefined {
  if (!headers) return undefined;
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const ms = Number.parseFloat(lower["retry-after-ms"] ?? "");
  if (Number.isFinite(ms) && ms >= 0) return ms;
  return parseRetryAfter(lower["retry-after"], now);
}
