import { sql } from "drizzle-orm";
import type { ReportListItem } from "../../shared/contracts/reports-list.ts";
import type { Db } from "../client.ts";
import { ideas, reports } from "../schema.ts";
import { LATEST_REPORT_VERSION } from "./reports.ts";
import { selectRows } from "./sql-rows.ts";

interface Row {
  idea_id: string; title: string; generated_at: string | Date; recommendation: ReportListItem["recommendation"];
  overall: number; opportunity: number; problem: number; feasibility: number; timing: number;
}

const value = (field: string) => sql.raw(`(r.body -> '${field}' ->> 'value')::float8`);

/** Every completed report of the founder, newest first; the table sorts them on the client. */
export async function listCompletedReports({ db, userId }: { db: Db; userId: string }): Promise<ReportListItem[]> {
  const rows = await selectRows<Row>(db, sql`
    select i.id as idea_id, i.title, r.generated_at, r.body ->> 'recommendation' as recommendation,
      (r.body ->> 'overallScore')::float8 as overall,
      ${value("opportunityScore")} as opportunity, ${value("problemScore")} as problem,
      ${value("feasibilityScore")} as feasibility, ${value("timingScore")} as timing
    from ${reports} r join ${ideas} i on i.id = r.idea_id and ${LATEST_REPORT_VERSION}
    where i.user_id = ${userId} and i.status = 'completed'
    order by r.generated_at desc, i.id`);
  return rows.map((row) => ({
    ideaId: row.idea_id,
    title: row.title,
    generatedAt: new Date(row.generated_at).toISOString(),
    overallScore: Number(row.overall),
    opportunityScore: Number(row.opportunity),
    problemScore: Number(row.problem),
    feasibilityScore: Number(row.feasibility),
    timingScore: Number(row.timing),
    recommendation: row.recommendation,
  }));
}
