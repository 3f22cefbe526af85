import { and, eq, inArray, lt, notInArray } from "drizzle-orm";
import type { ReportBody } from "../../shared/contracts/report.ts";
import type { Db } from "../client.ts";
import { ideas } from "../schema.ts";
import { insertReportOnce } from "./reports.ts";

/** The idea's state as a validation moves it on; a finished idea is never touched again. */
const unfinished = (ideaId: string) => and(eq(ideas.id, ideaId), notInArray(ideas.status, ["completed", "failed"]));

/** Updates a running validation's idea; false when the idea is gone (deleted) or already finished. */
export async function updateRunningIdea({ db, ideaId, fields }: {
  db: Db; ideaId: string; fields: Partial<Pick<typeof ideas.$inferInsert, "status" | "currentStage" | "startedAt" | "error">>;
}): Promise<boolean> {
  const rows = await db.update(ideas).set({ ...fields, updatedAt: new Date() }).where(unfinished(ideaId)).returning({ id: ideas.id });
  return rows.length > 0;
}

/**
 * Writes the report's version (at most once per version) and marks the idea completed in one transaction, so a replayed
 * job never writes a second report and no report is left without its idea's verdict.
 */
export async function completeIdeaValidation({ db, ideaId, version, report, ideaRecommendation, analyst, inputTokens, outputTokens }: {
  db: Db; ideaId: string; version: number; report: ReportBody; ideaRecommendation: "GO" | "PAUSE" | "NO-GO"; analyst: string; inputTokens: number; outputTokens: number;
}): Promise<void> {
  await db.transaction(async (tx) => {
    await insertReportOnce({ db: tx, ideaId, version, body: report, model: analyst, inputTokens, outputTokens });
    const [current] = await tx.select({ targetMarket: ideas.targetMarket }).from(ideas).where(eq(ideas.id, ideaId));
    const now = new Date();
    await tx
      .update(ideas)
      .set({
        status: "completed",
        currentStage: null,
        error: null,
        recommendation: ideaRecommendation,
        overallScore: report.overallScore,
        // A target market the founder typed stays; the analysis only fills an empty one.
        targetMarket: current?.targetMarket ?? report.targetMarket,
        completedAt: now,
        updatedAt: now,
      })
      .where(eq(ideas.id, ideaId));
  });
}

/**
 * Marks an unfinished idea failed, keeping the error a stage recorded when there is one. Given a
 * version, only while the idea is still on it: a late give-up of an earlier version's job leaves a
 * re-validation running.
 */
export async function failIdeaValidation({ db, ideaId, version, reason }: { db: Db; ideaId: string; version?: number; reason: string }): Promise<void> {
  const [row] = await db.select({ error: ideas.error }).from(ideas).where(eq(ideas.id, ideaId));
  const onVersion = version === undefined ? undefined : eq(ideas.version, version);
  await db.update(ideas).set({ status: "failed", currentStage: null, error: row?.error ?? reason, updatedAt: new Date() }).where(and(unfinished(ideaId), onVersion));
}

/**
 * Ideas still pending `olderThanMs` after they were submitted or sent for re-validation (both set
 * updatedAt): saved just before a crash, they may never have reached the queue.
 */
export async function listStalePendingIdeas({ db, olderThanMs }: { db: Db; olderThanMs: number }): Promise<Array<{ id: string; version: number }>> {
  return db
    .select({ id: ideas.id, version: ideas.version })
    .from(ideas)
    .where(and(eq(ideas.status, "pending"), lt(ideas.updatedAt, new Date(Date.now() - olderThanMs))));
}

/** Where each of these ideas' validations stands, for watching a batch finish (benchmarks). */
export async function listValidationStates({ db, ideaIds }: { db: Db; ideaIds: readonly string[] }): Promise<Array<{ id: string; status: string; error: string | null }>> {
  if (ideaIds.length === 0) return [];
  return db.select({ id: ideas.id, status: ideas.status, error: ideas.error }).from(ideas).where(inArray(ideas.id, [...ideaIds]));
}
