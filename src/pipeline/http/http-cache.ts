import { createHash } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { httpCache } from "../../db/schema.ts";
import type { CacheKind } from "../../config/research.ts";
import type { Logger } from "../types.ts";

export interface CachedAnswer {
  status: number;
  body: string;
  fetchedAt: Date;
}

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
        const [row] = await db
          .select({ status: httpCache.status, body: httpCache.body, fetchedAt: httpCache.fetchedAt })
          .from(httpCache)
          .where(and(eq(httpCache.key, key), gt(httpCache.expiresAt, now())))
          .limit(1);
        return row ?? null;
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
        await db.insert(httpCache).values({ key, status, body, fetchedAt, expiresAt })
          .onConflictDoUpdate({ target: httpCache.key, set: { status, body, fetchedAt, expiresAt } });
        writes += 1;
        if (writes % PURGE_EVERY_WRITES === 0) await db.delete(httpCache).where(lt(httpCache.expiresAt, fetchedAt));
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
