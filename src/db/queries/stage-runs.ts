import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { stageRuns } from "../schema.ts";

export type StageRunRow = typeof stageRuns.$inferSelect;

/** The attempts of one version's validation (each re-validation runs every stage afresh). */
export async function listStageRuns({ db, ideaId, version }: { db: Db; ideaId: string; version: number }): Promise<StageRunRow[]> {
  return db
    .select()
    .from(stageRuns)
    .where(and(eq(stageRuns.ideaId, ideaId), eq(stageRuns.version, version)))
    .orderBy(asc(stageRuns.startedAt), asc(stageRuns.attempt));
}

/** Records the start of an attempt; the attempt number is one more than the last for this stage and version. */
export async function startStageRun({ db, ideaId, version, stage, analyst }: {
  db: Db; ideaId: string; version: number; stage: string; analyst: string;
}): Promise<StageRunRow> {
  const [last] = await db
    .select({ attempt: stageRuns.attempt })
    .from(stageRuns)
    .where(and(eq(stageRuns.ideaId, ideaId), eq(stageRuns.version, version), eq(stageRuns.stage, stage)))
    .orderBy(desc(stageRuns.attempt))
    .limit(1);
  const [row] = await db
    .insert(stageRuns)
    .values({ ideaId, version, stage, analyst, attempt: (last?.attempt ?? 0) + 1 })
    .returning();
  if (!row) throw new Error("stage run insert returned nothing");
  return row;
}

export async function finishStageRun({ db, runId, output, durationMs }: { db: Db; runId: string; output: unknown; durationMs: number }): Promise<void> {
  await db.update(stageRuns).set({ output, durationMs, finishedAt: new Date() }).where(eq(stageRuns.id, runId));
}

export async function failStageRun({ db, runId, error, durationMs }: { db: Db; runId: string; error: string; durationMs: number }): Promise<void> {
  await db.update(stageRuns).set({ error, durationMs, finishedAt: new Date() }).where(eq(stageRuns.id, runId));
}

/**
 * Median duration of recent successful runs per stage for one analyst: the measured history behind
 * `estimatedSecondsRemaining`. Medians resist the odd slow run better than means.
 */
export async function medianStageDurations({ db, analyst, sample = 50 }: { db: Db; analyst: string; sample?: number }): Promise<Map<string, number>> {
  const recent = db
    .select({
      stage: stageRuns.stage,
      durationMs: stageRuns.durationMs,
      rank: sql<number>`row_number() over (partition by ${stageRuns.stage} order by ${stageRuns.finishedAt} desc)`.as("rank"),
    })
    .from(stageRuns)
    .where(and(eq(stageRuns.analyst, analyst), isNotNull(stageRuns.output), isNotNull(stageRuns.durationMs)))
    .as("recent");
  const rows = await db
    .select({
      stage: recent.stage,
      median: sql<number>`percentile_cont(0.5) within group (order by ${recent.durationMs})`.mapWith(Number),
    })
    .from(recent)
    .where(sql`${recent.rank} <= ${sample}`)
    .groupBy(recent.stage);
  return new Map(rows.map((row) => [row.stage, row.median]));
}

/** What one attempt spent on models; its tokens count against the idea's budget when the job resumes. */
export async function recordStageRunUsage({ db, runId, usage }: {
  db: Db; runId: string; usage: { inputTokens: number; outputTokens: number; estimatedCostUsd: number | null; models: readonly string[] };
}): Promise<void> {
  await db
    .update(stageRuns)
    .set({ inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, estimatedCostUsd: usage.estimatedCostUsd, models: usage.models.join(",") || null })
    .where(eq(stageRuns.id, runId));
}
