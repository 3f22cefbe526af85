import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { ReportBody } from "../../shared/contracts/report.ts";
import type { Db } from "../client.ts";
import { ideas, reports } from "../schema.ts";

export type ReportRow = typeof reports.$inferSelect;

/** One version of the idea's report, or its latest when no version is named. */
export async function findReport({ db, ideaId, version }: { db: Db; ideaId: string; version?: number }): Promise<ReportRow | null> {
  const [row] = version === undefined
    ? await db.select().from(reports).where(eq(reports.ideaId, ideaId)).orderBy(desc(reports.version)).limit(1)
    : await db.select().from(reports).where(and(eq(reports.ideaId, ideaId), eq(reports.version, version))).limit(1);
  return row ?? null;
}

/** The idea's report versions, oldest first, each with when it was written and its verdict. */
export async function listReportVersions({ db, ideaId }: { db: Db; ideaId: string }): Promise<Array<{ version: number; generatedAt: Date; body: unknown }>> {
  return db
    .select({ version: reports.version, generatedAt: reports.generatedAt, body: reports.body })
    .from(reports)
    .where(eq(reports.ideaId, ideaId))
    .orderBy(asc(reports.version));
}

/**
 * Writes one version of the report once: a retried job that reaches synthesis again keeps the
 * first one. The idea's title and description are copied in: the API refuses to change them
 * while the idea is validated, so they are the text analysed, and a later edit leaves the report as it was.
 */
export async function insertReportOnce({ db, ideaId, version, body, model, inputTokens = 0, outputTokens = 0 }: {
  db: Db; ideaId: string; version: number; body: ReportBody; model: string; inputTokens?: number; outputTokens?: number;
}): Promise<void> {
  const title = sql<string>`(select ${ideas.title} from ${ideas} where ${ideas.id} = ${ideaId})`;
  const description = sql<string>`(select ${ideas.description} from ${ideas} where ${ideas.id} = ${ideaId})`;
  await db.insert(reports).values({ ideaId, version, body, model, inputTokens, outputTokens, title, description }).onConflictDoNothing();
}

/** For queries reading reports as `r`: keeps each idea's latest version only (lists, analytics). */
export const LATEST_REPORT_VERSION = sql`r.version = (select max(latest.version) from ${reports} latest where latest.idea_id = r.idea_id)`;
