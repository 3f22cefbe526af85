import { sql } from "drizzle-orm";
import type { Analytics } from "../../shared/contracts/analytics.ts";
import { reportRecommendationSchema, sourcePlatformSchema, sourceTypeSchema } from "../../shared/contracts/report.ts";
import type { Db } from "../client.ts";
import { ideas, reports } from "../schema.ts";
import { LATEST_REPORT_VERSION } from "./reports.ts";
import { selectRows } from "./sql-rows.ts";

const MIN_MONTHS = 6;
const MAX_MONTHS = 12;

const score = (field: string) => sql.raw(`(r.body -> '${field}' ->> 'value')::float8`);

interface ReportTotalsRow {
  reports: number; sources: number; average_score: number | null;
  opportunity: number | null; problem: number | null; feasibility: number | null; timing: number | null;
}

const round1 = (value: number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

async function readReportTotals(db: Db, userId: string) {
  const [row] = await selectRows<ReportTotalsRow>(db, sql`
    select count(*)::int as reports,
      coalesce(sum(jsonb_array_length(r.body -> 'sources')), 0)::int as sources,
      avg((r.body ->> 'overallScore')::float8)::float8 as average_score,
      avg(${score("opportunityScore")})::float8 as opportunity, avg(${score("problemScore")})::float8 as problem,
      avg(${score("feasibilityScore")})::float8 as feasibility, avg(${score("timingScore")})::float8 as timing
    from ${reports} r join ${ideas} i on i.id = r.idea_id and ${LATEST_REPORT_VERSION}
    where i.user_id = ${userId}`);
  return row;
}

async function readScoreDistribution(db: Db, userId: string): Promise<Analytics["scoreDistribution"]> {
  const rows = await selectRows<{ bucket: number; count: number }>(db, sql`
    select least(floor((r.body ->> 'overallScore')::float8), 9)::int as bucket, count(*)::int as count
    from ${reports} r join ${ideas} i on i.id = r.idea_id and ${LATEST_REPORT_VERSION}
    where i.user_id = ${userId} group by 1`);
  const counts = new Map(rows.map((row) => [Number(row.bucket), Number(row.count)]));
  return Array.from({ length: 10 }, (_, min) => ({ min, max: min + 1, count: counts.get(min) ?? 0 }));
}

async function countBy<K extends string>({ db, userId, expression, from, keys }: {
  db: Db; userId: string; expression: string; from: "reports" | "sources"; keys: readonly K[];
}): Promise<{ key: K; count: number }[]> {
  const source = from === "sources"
    ? sql`${reports} r join ${ideas} i on i.id = r.idea_id and ${LATEST_REPORT_VERSION} cross join jsonb_array_elements(r.body -> 'sources') s`
    : sql`${reports} r join ${ideas} i on i.id = r.idea_id and ${LATEST_REPORT_VERSION}`;
  const rows = await selectRows<{ key: string; count: number }>(db, sql`
    select ${sql.raw(expression)} as key, count(*)::int as count from ${source}
    where i.user_id = ${userId} group by 1`);
  const counts = new Map(rows.map((row) => [row.key, Number(row.count)]));
  // Every known key in a stable order, zero included, so charts keep their shape.
  return keys.map((key) => ({ key, count: counts.get(key) ?? 0 }));
}

interface MonthRow { month: string; submitted: number; completed: number; failed: number }

async function readValidationsOverTime(db: Db, userId: string, now: Date): Promise<Analytics["validationsOverTime"]> {
  const rows = await selectRows<MonthRow>(db, sql`
    select m.month, sum(m.submitted)::int as submitted, sum(m.completed)::int as completed, sum(m.failed)::int as failed from (
      select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, 1 as submitted, 0 as completed, 0 as failed
        from ${ideas} where user_id = ${userId}
      union all
      select to_char(completed_at at time zone 'UTC', 'YYYY-MM'), 0, 1, 0
        from ${ideas} where user_id = ${userId} and status = 'completed' and completed_at is not null
      union all
      select to_char(updated_at at time zone 'UTC', 'YYYY-MM'), 0, 0, 1
        from ${ideas} where user_id = ${userId} and status = 'failed'
    ) m group by m.month`);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const months = monthsEndingAt(now, MAX_MONTHS);
  const firstUsed = months.findIndex((month) => byMonth.has(month));
  const start = Math.min(firstUsed === -1 ? MAX_MONTHS : firstUsed, MAX_MONTHS - MIN_MONTHS);
  return months.slice(start).map((month) => {
    const row = byMonth.get(month);
    return { month, submitted: Number(row?.submitted ?? 0), completed: Number(row?.completed ?? 0), failed: Number(row?.failed ?? 0) };
  });
}

/** The last `count` months as YYYY-MM (UTC), oldest first. */
function monthsEndingAt(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** Charts across the founder's current ideas and reports (the /analytics screen). */
export async function readAnalytics({ db, userId, now = new Date() }: { db: Db; userId: string; now?: Date }): Promise<Analytics> {
  const [ideaCount] = await selectRows<{ count: number }>(db, sql`select count(*)::int as count from ${ideas} where user_id = ${userId}`);
  const totals = await readReportTotals(db, userId);
  const scoreDistribution = await readScoreDistribution(db, userId);
  const recommendations = await countBy({ db, userId, expression: "r.body ->> 'recommendation'", from: "reports", keys: reportRecommendationSchema.options });
  const sourceTypes = await countBy({ db, userId, expression: "s ->> 'type'", from: "sources", keys: sourceTypeSchema.options });
  const platforms = await countBy({ db, userId, expression: "s ->> 'platform'", from: "sources", keys: sourcePlatformSchema.options });
  return {
    totals: {
      ideas: Number(ideaCount?.count ?? 0),
      reports: Number(totals?.reports ?? 0),
      sources: Number(totals?.sources ?? 0),
      averageScore: round1(totals?.average_score ?? null),
    },
    scoreDistribution,
    dimensionAverages: {
      opportunity: round1(totals?.opportunity ?? null),
      problem: round1(totals?.problem ?? null),
      feasibility: round1(totals?.feasibility ?? null),
      timing: round1(totals?.timing ?? null),
    },
    recommendations: recommendations.map(({ key, count }) => ({ recommendation: key, count })),
    validationsOverTime: await readValidationsOverTime(db, userId, now),
    sourceTypes: sourceTypes.map(({ key, count }) => ({ type: key, count })),
    platforms: platforms.map(({ key, count }) => ({ platform: key, count })),
  };
}
