import { sql } from "drizzle-orm";
import type { ActivityWeek, ValidationOverview } from "../../shared/contracts/dashboard.ts";
import { TREND_WEEKS } from "../../shared/contracts/dashboard.ts";
import { ACTIVE_STATUSES } from "../../shared/contracts/idea.ts";
import type { Db } from "../client.ts";
import { activityEvents, ideas } from "../schema.ts";
import { selectRows } from "./sql-rows.ts";

interface OverviewRow {
  total: number; completed: number; go: number; average_ms: number | null; active: number;
}

/** Validation overview, computed from the founder's current ideas. */
export async function readValidationOverview({ db, userId }: { db: Db; userId: string }): Promise<ValidationOverview> {
  const active = sql.join(ACTIVE_STATUSES.map((status) => sql`${status}`), sql`, `);
  const [row] = await selectRows<OverviewRow>(db, sql`
    select count(*)::int as total,
      count(*) filter (where ${ideas.status} = 'completed')::int as completed,
      count(*) filter (where ${ideas.status} = 'completed' and ${ideas.recommendation} = 'GO')::int as go,
      (avg(extract(epoch from ${ideas.completedAt} - ${ideas.createdAt}) * 1000)
        filter (where ${ideas.status} = 'completed' and ${ideas.completedAt} is not null))::float8 as average_ms,
      count(*) filter (where ${ideas.status} in (${active}))::int as active
    from ${ideas} where ${ideas.userId} = ${userId}`);
  const completed = Number(row?.completed ?? 0);
  const go = Number(row?.go ?? 0);
  return {
    totalIdeas: Number(row?.total ?? 0),
    completedIdeas: completed,
    goIdeas: go,
    goShare: completed > 0 ? go / completed : null,
    averageValidationMs: row?.average_ms === null || row?.average_ms === undefined ? null : Math.round(Number(row.average_ms)),
    activeNow: Number(row?.active ?? 0),
  };
}

interface WeekRow {
  week_start: string; submitted: number; validated: number; failed: number; average_score: number | null;
}

/**
 * The founder's own activity and scores per week (Monday to Sunday, UTC) over the last weeks, from
 * the event log, so ideas deleted since still count for the week they were worked on.
 */
export async function readActivityTrends({ db, userId, now = new Date() }: { db: Db; userId: string; now?: Date }): Promise<ActivityWeek[]> {
  const rows = await selectRows<WeekRow>(db, sql`
    with weeks as (
      select generate_series(
        date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC') - make_interval(weeks => ${TREND_WEEKS - 1}),
        date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC'),
        interval '1 week') as week_start
    )
    select to_char(weeks.week_start, 'YYYY-MM-DD') as week_start,
      count(${activityEvents.id}) filter (where ${activityEvents.kind} = 'created')::int as submitted,
      count(${activityEvents.id}) filter (where ${activityEvents.kind} = 'validated')::int as validated,
      count(${activityEvents.id}) filter (where ${activityEvents.kind} = 'failed')::int as failed,
      (avg(${activityEvents.overallScore}) filter (where ${activityEvents.kind} = 'validated'))::float8 as average_score
    from weeks
    left join ${activityEvents} on ${activityEvents.userId} = ${userId}
      and (${activityEvents.occurredAt} at time zone 'UTC') >= weeks.week_start
      and (${activityEvents.occurredAt} at time zone 'UTC') < weeks.week_start + interval '1 week'
    group by weeks.week_start
    order by weeks.week_start`);
  return rows.map((row) => ({
    weekStart: row.week_start,
    submitted: Number(row.submitted),
    validated: Number(row.validated),
    failed: Number(row.failed),
    averageScore: row.average_score === null ? null : Math.round(Number(row.average_score) * 10) / 10,
  }));
}
