import { and, desc, eq, isNotNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { keywordTrends, stageRuns } from "../../db/schema.ts";
import type { TrendMetric, TrendPoint, TrendSeries } from "./types.ts";

const profileKeywordsSchema = z.object({ keywords: z.array(z.string().trim().min(1)) });
const storedSchema = z.object({
  points: z.array(z.object({ date: z.string().regex(/^\d{4}-\d{2}$/), year: z.number().int(), volume: z.number() })),
});
const METRICS: readonly TrendMetric[] = ["search-volume", "interest-index", "page-views"];

/** The idea's keywords as its validation profiled them; none before planning-profile has run. */
export async function loadIdeaKeywords({ db, ideaId }: { db: Db; ideaId: string }): Promise<string[]> {
  const [run] = await db
    .select({ output: stageRuns.output })
    .from(stageRuns)
    .where(and(eq(stageRuns.ideaId, ideaId), eq(stageRuns.stage, "planning-profile"), isNotNull(stageRuns.output)))
    .orderBy(desc(stageRuns.attempt))
    .limit(1);
  const parsed = profileKeywordsSchema.safeParse(run?.output);
  if (!parsed.success) return [];
  const seen = new Set<string>();
  return parsed.data.keywords.filter((keyword) => {
    const key = keyword.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface StoredTrend extends TrendSeries {
  fetchedAt: Date;
}

export async function loadStoredTrend({ db, ideaId, keyword }: { db: Db; ideaId: string; keyword: string }): Promise<StoredTrend | null> {
  const [row] = await db.select().from(keywordTrends).where(and(eq(keywordTrends.ideaId, ideaId), eq(keywordTrends.keyword, keyword))).limit(1);
  if (!row) return null;
  const data = storedSchema.safeParse(row.data);
  if (!data.success || !(METRICS as readonly string[]).includes(row.metric)) return null;
  return { source: row.source, metric: row.metric as TrendMetric, points: data.data.points, fetchedAt: row.fetchedAt };
}

export async function saveTrend({ db, ideaId, keyword, series, fetchedAt }: {
  db: Db; ideaId: string; keyword: string; series: TrendSeries; fetchedAt: Date;
}): Promise<void> {
  const data: { points: TrendPoint[] } = { points: series.points };
  await db.insert(keywordTrends)
    .values({ ideaId, keyword, source: series.source, metric: series.metric, data, fetchedAt })
    .onConflictDoUpdate({ target: [keywordTrends.ideaId, keywordTrends.keyword], set: { source: series.source, metric: series.metric, data, fetchedAt } });
}
