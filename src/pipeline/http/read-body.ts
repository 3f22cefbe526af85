import { promisify } from "node:util";
import { brotliDecompress, gunzip, inflate } from "node:zlib";
import type { Readable } from "node:stream";

const decoders: Record<string, (buffer: Buffer, options: { maxOutputLength: number }) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  "x-gzip": promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
};

export class BodyTooLargeError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`the answer is larger than ${limit} bytes`);
    this.limit = limit;
  }
}

/**
 * Reads a body up to `maxBytes`, both as sent and once decompressed (so a small gzip bomb is
 * refused as surely as a huge plain body). Stops reading, and destroys the stream, at the cap.
 */
export async function readCappedBody({ body, maxBytes, contentLength, contentEncoding }: {
  body: Readable;
  maxBytes: number;
  contentLength: string | undefined;
  contentEncoding: string | undefined;
}): Promise<string> {
  if (contentLength !== undefined && Number(contentLength) > maxBytes) {
    body.destroy();
    throw new BodyTooLargeError(maxBytes);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      body.destroy();
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(chunk);
  }
  let buffer: Buffer = Buffer.concat(chunks);
  const encoding = contentEncoding?.trim().toLowerCase();
  if (encoding && encoding !== "identity") {
    const decode = decoders[encoding];
    if (!decode) throw new Error(`unsupported content-encoding ${encoding}`);
    try {
      buffer = await decode(buffer, { maxOutputLength: maxBytes });
    } catch (error) {
      if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw new BodyTooLargeError(maxBytes);
      throw error;
    }
  }
  return buffer.toString("utf8");
}

/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
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
