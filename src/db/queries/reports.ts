import { eq, sql } from "drizzle-orm";
import type { ReportBody } from "../../shared/contracts/report.ts";
import type { Db } from "../client.ts";
import { ideas, reports } from "../schema.ts";

export type ReportRow = typeof reports.$inferSelect;

export async function findReport({ db, ideaId }: { db: Db; ideaId: string }): Promise<ReportRow | null> {
  const [row] = await db.select().from(reports).where(eq(reports.ideaId, ideaId)).limit(1);
  return row ?? null;
}

/**
 * Writes the report once: a retried job that reaches synthesis again keeps the first one. The
 * idea's title and description are copied in: the API refuses to change them while the idea is
 * validated, so they are the text analysed, and a later edit leaves the report as it was.
 */
export async function insertReportOnce({ db, ideaId, body, model, inputTokens = 0, outputTokens = 0 }: {
  db: Db; ideaId: string; body: ReportBody; model: string; inputTokens?: number; outputTokens?: number;
}): Promise<void> {
  const title = sql<string>`(select ${ideas.title} from ${ideas} where ${ideas.id} = ${ideaId})`;
  const description = sql<string>`(select ${ideas.description} from ${ideas} where ${ideas.id} = ${ideaId})`;
  await db.insert(reports).values({ ideaId, body, model, inputTokens, outputTokens, title, description }).onConflictDoNothing();
}
