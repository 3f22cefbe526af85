import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { keywordTrendsSchema, type KeywordTrends } from "../../shared/contracts/trends.ts";
import type { Db } from "../client.ts";
import { ideas, keywordTrends } from "../schema.ts";

/** A keyword's series as a provider gave it, with the moment it was fetched. */
export interface StoredTrend {
  source: string;
  metric: KeywordTrends["metric"];
  points: KeywordTrends["data"];
  fetchedAt: Date;
}

const storedDataSchema = z.object({ points: keywordTrendsSchema.shape.data });

/** The stored series of one of an idea's keywords; null when there is none or it no longer parses. */
export async function findStoredTrend({ db, ideaId, keyword }: { db: Db; ideaId: string; keyword: string }): Promise<StoredTrend | null> {
  const [row] = await db.select().from(keywordTrends).where(and(eq(keywordTrends.ideaId, ideaId), eq(keywordTrends.keyword, keyword))).limit(1);
  if (!row) return null;
  const data = storedDataSchema.safeParse(row.data);
  const metric = keywordTrendsSchema.shape.metric.safeParse(row.metric);
  if (!data.success || !metric.success) return null;
  return { source: row.source, metric: metric.data, points: data.data.points, fetchedAt: row.fetchedAt };
}

export async function saveTrend({ db, ideaId, keyword, trend }: { db: Db; ideaId: string; keyword: string; trend: StoredTrend }): Promise<void> {
  const data = { points: trend.points };
  const { source, metric, fetchedAt } = trend;
  await db.insert(keywordTrends)
    .values({ ideaId, keyword, source, metric, data, fetchedAt })
    .onConflictDoUpdate({ target: [keywordTrends.ideaId, keywordTrends.keyword], set: { source, metric, data, fetchedAt } });
}

/** The idea's keywords as its validation profiled them; none before planning-profile has run. */
export async function findIdeaKeywords({ db, ideaId }: { db: Db; ideaId: string }): Promise<string[]> {
  const [row] = await db.select({ keywords: ideas.keywords }).from(ideas).where(eq(ideas.id, ideaId)).limit(1);
  return row?.keywords ?? [];
}

/** Kept on the idea when planning-profile produces them, so keyword trends never read a checkpoint. */
export async function saveIdeaKeywords({ db, ideaId, keywords }: { db: Db; ideaId: string; keywords: readonly string[] }): Promise<void> {
  await db.update(ideas).set({ keywords: [...keywords] }).where(eq(ideas.id, ideaId));
}
