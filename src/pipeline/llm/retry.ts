/** Longest wait a Retry-After may impose before we give up on the call instead. */
export const MAX_RETRY_AFTER_MS = 60_000;

/**
 * The wait a provider asked for, from `retry-after-ms` (OpenAI), `retry-after` in seconds or as an
 * HTTP date. Null when it asked for nothing readable.
 */
export function retryAfterMs({ headers, now }: { headers: Record<string, string> | undefined; now: number }): number | null {
  if (!headers) return null;
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const ms = Number.parseFloat(lower["retry-after-ms"] ?? "");
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const after = lower["retry-after"]?.trim();
  if (!after) return null;
  if (/^\d+(\.\d+)?$/.test(after)) return Number.parseFloat(after) * 1000;
  const date = Date.parse(after);
  return Number.isFinite(date) ? Math.max(0, date - now) : null;
}

/** Exponential backoff with ±25% jitter so parallel calls that failed together do not retry together. */
export function backoffMs({ retry, baseMs = 1000, capMs = 20_000, random = Math.random }: {
  retry: number; baseMs?: number; capMs?: number; random?: () => number;
}): number {
  const plain = Math.min(capMs, baseMs * 2 ** retry);
  return Math.round(plain * (0.75 + random() * 0.5));
}
