import { and, asc, eq, sql } from "drizzle-orm";
import type { CreateFounderEvidence, FounderEvidence } from "../../shared/contracts/founder-evidence.ts";
import { FOUNDER_EVIDENCE_LIMIT } from "../../shared/contracts/founder-evidence.ts";
import type { ReportBody } from "../../shared/contracts/report.ts";
import type { Db } from "../client.ts";
import { founderEvidence, ideas, reports } from "../schema.ts";

type FounderEvidenceRow = typeof founderEvidence.$inferSelect;

function toFounderEvidence(row: FounderEvidenceRow): FounderEvidence {
  return { ...row, kind: row.kind as FounderEvidence["kind"], createdAt: row.createdAt.toISOString() };
}

/** The founder's results for one idea, oldest first: the order they were recorded in. */
export async function listFounderEvidence({ db, ideaId }: { db: Db; ideaId: string }): Promise<FounderEvidence[]> {
  const rows = await db.select().from(founderEvidence).where(eq(founderEvidence.ideaId, ideaId)).orderBy(asc(founderEvidence.createdAt), asc(founderEvidence.id));
  return rows.map(toFounderEvidence);
}

/** Every result of every idea the user owns, for the account export. */
export async function listUserFounderEvidence({ db, userId }: { db: Db; userId: string }): Promise<FounderEvidence[]> {
  const rows = await db
    .select({ evidence: founderEvidence })
    .from(founderEvidence)
    .innerJoin(ideas, eq(ideas.id, founderEvidence.ideaId))
    .where(eq(ideas.userId, userId))
    .orderBy(asc(founderEvidence.createdAt), asc(founderEvidence.id));
  return rows.map((row) => toFounderEvidence(row.evidence));
}

export type RecordEvidenceOutcome = { kind: "recorded"; evidence: FounderEvidence } | { kind: "not-found" } | { kind: "full" };

/**
 * Records one result on the user's idea unless the idea already holds the most it may. The idea's
 * row is locked first, so two requests at once cannot both take the last place.
 */
export async function recordFounderEvidence({ db, userId, ideaId, evidence }: {
  db: Db; userId: string; ideaId: string; evidence: CreateFounderEvidence;
}): Promise<RecordEvidenceOutcome> {
  return db.transaction(async (tx) => {
    const [idea] = await tx.select({ id: ideas.id }).from(ideas).where(and(eq(ideas.id, ideaId), eq(ideas.userId, userId))).for("update");
    if (!idea) return { kind: "not-found" };
    const [held] = await tx.select({ count: sql<number>`count(*)::int` }).from(founderEvidence).where(eq(founderEvidence.ideaId, ideaId));
    if ((held?.count ?? 0) >= FOUNDER_EVIDENCE_LIMIT) return { kind: "full" };
    const [row] = await tx.insert(founderEvidence).values({ ...evidence, ideaId }).returning();
    if (!row) throw new Error("founder evidence insert returned no row");
    return { kind: "recorded", evidence: toFounderEvidence(row) };
  });
}

/** What a deleted result becomes in the report versions that weighed it: its place (and number) stays, its content goes. */
export const WITHDRAWN_SUMMARY = "Withdrawn: the founder deleted this result";

/**
 * Removes one result of the user's idea and withdraws it from every stored report version that
 * listed it (matched by kind and the moment it was recorded), in one transaction; false when there
 * is no such result of theirs.
 */
export async function deleteFounderEvidence({ db, userId, ideaId, evidenceId }: {
  db: Db; userId: string; ideaId: string; evidenceId: string;
}): Promise<boolean> {
  return db.transaction(async (tx) => {
    const owned = sql`${founderEvidence.ideaId} in (select ${ideas.id} from ${ideas} where ${ideas.id} = ${ideaId} and ${ideas.userId} = ${userId})`;
    const [gone] = await tx
      .delete(founderEvidence)
      .where(and(eq(founderEvidence.id, evidenceId), owned))
      .returning({ kind: founderEvidence.kind, createdAt: founderEvidence.createdAt });
    if (!gone) return false;
    const recordedAt = gone.createdAt.toISOString();
    const versions = await tx.select({ version: reports.version, body: reports.body }).from(reports).where(eq(reports.ideaId, ideaId)).for("update");
    for (const { version, body } of versions) {
      const listed = (body as ReportBody).founderEvidence;
      if (!listed?.some((item) => item.kind === gone.kind && item.recordedAt === recordedAt)) continue;
      const founderSources = listed.map((item) => (item.kind === gone.kind && item.recordedAt === recordedAt
        ? { ...item, summary: WITHDRAWN_SUMMARY, note: "" }
        : item));
      await tx.update(reports).set({ body: { ...(body as ReportBody), founderEvidence: founderSources } }).where(and(eq(reports.ideaId, ideaId), eq(reports.version, version)));
    }
    return true;
  });
}
