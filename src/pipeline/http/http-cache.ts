import { createHash } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { deleteExpiredAnswers, findCachedAnswer, saveCachedAnswer, type CachedAnswer } from "../../db/queries/http-cache.ts";
import type { CacheKind } from "../../config/research.ts";
import type { Logger } from "../types.ts";

export interface ResponseCache {
  get(key: string): Promise<CachedAnswer | null>;
  set(entry: { key: string; kind: CacheKind; status: number; body: string }): Promise<void>;
}

/**
 * The key of a request: a hash of method, URL and body, so API keys that travel in a URL or body
 * are never stored in the clear, and two callers asking the same thing share one answer.
 */
export function cacheKey({ method, url, body, vary }: { method: string; url: string; body?: string | undefined; vary?: string | undefined }): string {
  return createHash("sha256").update(`${method} ${url}\n${body ?? ""}\n${vary ?? ""}`).digest("hex");
}

const PURGE_EVERY_WRITES = 200;

/** Successful answers in the `http_cache` table, each kept for its kind's TTL. */
export function createDbResponseCache({ db, ttlMs, log, now = () => new Date() }: {
  db: Db;
  ttlMs: Record<CacheKind, number>;
  log: Logger;
  now?: () => Date;
}): ResponseCache {
  let writes = 0;
  return {
    async get(key) {
      try {
        return await findCachedAnswer({ db, key, now: now() });
      } catch (error) {
        // A cache that cannot be read is a miss, never a failed research call.
        log.warn({ err: error }, "http cache read failed");
        return null;
      }
    },
    async set({ key, kind, status, body }) {
      const ttl = ttlMs[kind];
      if (ttl <= 0) return;
      const fetchedAt = now();
      const expiresAt = new Date(fetchedAt.getTime() + ttl);
      try {
        await saveCachedAnswer({ db, key, status, body, fetchedAt, expiresAt });
        writes += 1;
        if (writes % PURGE_EVERY_WRITES === 0) await deleteExpiredAnswers({ db, now: fetchedAt });
      } catch (error) {
        log.warn({ err: error }, "http cache write failed");
      }
    },
  };
}

/** A cache that keeps nothing (no database, e.g. a one-off CLI run without one). */
export const noResponseCache: ResponseCache = {
  get: async () => null,
  set: async () => {},
};
