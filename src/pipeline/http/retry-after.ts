/**
 * How long an outbound call waits before trying again: what the server asked for (Retry-After,
 * X-RateLimit windows) and our own backoff when it asked for nothing. Shared by the outbound HTTP
 * client and the model client so both read a server's wishes, and back off, the same way.
 */

/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * A spent rate window from the common X-RateLimit headers: GitHub sends the reset as epoch
 * seconds, Reddit as seconds from now, Brave as a comma list per window. Returns when calls may
 * resume, or undefined when a call is still left.
 */
export function rateWindowResetAt(headers: Record<string, string | undefined>, now: number): number | undefined {
  // Product Hunt spells them X-Rate-Limit-*.
  const remaining = headers["x-ratelimit-remaining"] ?? headers["x-rate-limit-remaining"];
  const reset = headers["x-ratelimit-reset"] ?? headers["x-rate-limit-reset"];
  if (remaining === undefined || reset === undefined) return undefined;
  const remainders = remaining.split(",").map((part) => Number(part.trim()));
  const resets = reset.split(",").map((part) => Number(part.trim()));
  let until: number | undefined;
  remainders.forEach((left, index) => {
    const value = resets[index];
    if (left > 0 || value === undefined || !Number.isFinite(value)) return;
    const at = value > 1_000_000_000 ? value * 1000 : now + value * 1000;
    until = Math.max(until ?? 0, at);
  });
  return until;
}

export interface Backoff {
  baseMs: number;
  capMs: number;
  /** The wait is drawn between these fractions of the plain exponential wait, so calls that failed together do not retry together. */
  jitter: readonly [low: number, high: number];
}

/** Exponential backoff for the given attempt (0 for the first retry), capped before the jitter is drawn. */
export function backoffMs({ attempt, baseMs, capMs, jitter, random = Math.random }: Backoff & {
  attempt: number; random?: () => number;
}): number {
  const plain = Math.min(capMs, baseMs * 2 ** attempt);
  const [low, high] = jitter;
  return Math.round(plain * (low + random() * (high - low)));
}
