import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../client.ts";
import { httpCache } from "../schema.ts";

export interface CachedAnswer {
  status: number;
  body: string;
  fetchedAt: Date;
}

/** The stored answer under `key`, unless it has expired by `now`. */
export async function findCachedAnswer({ db, key, now }: { db: Db; key: string; now: Date }): Promise<CachedAnswer | null> {
  const [row] = await db
    .select({ status: httpCache.status, body: httpCache.body, fetchedAt: httpCache.fetchedAt })
    .from(httpCache)
    .where(and(eq(httpCache.key, key), gt(httpCache.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function saveCachedAnswer({ db, key, status, body, fetchedAt, expiresAt }: {
  db: Db; key: string; status: number; body: string; fetchedAt: Date; expiresAt: Date;
}): Promise<void> {
  await db.insert(httpCache).values({ key, status, body, fetchedAt, expiresAt })
    .onConflictDoUpdate({ target: httpCache.key, set: { status, body, fetchedAt, expiresAt } });
}

export async function deleteExpiredAnswers({ db, now }: { db: Db; now: Date }): Promise<void> {
  await db.delete(httpCache).where(lt(httpCache.expiresAt, now));
}
