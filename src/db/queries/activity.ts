import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { ActivityFilter, ActivityItem, ActivityKind } from "../../shared/contracts/dashboard.ts";
import { ACTIVITY_FILTER_KINDS, ACTIVITY_FILTERS } from "../../shared/contracts/dashboard.ts";
import type { Db } from "../client.ts";
import { activityEvents, ideas } from "../schema.ts";

// Events of one moment (an idea inserted already completed and reviewed) read in the order they happened.
const kindOrder = sql`case ${activityEvents.kind} when 'deleted' then 4 when 'reviewed' then 3 when 'created' then 0 else 2 end`;

const itemColumns = {
  id: activityEvents.id,
  ideaId: activityEvents.ideaId,
  kind: activityEvents.kind,
  title: activityEvents.ideaTitle,
  recommendation: activityEvents.recommendation,
  overallScore: activityEvents.overallScore,
  durationMs: activityEvents.durationMs,
  detail: activityEvents.detail,
  occurredAt: activityEvents.occurredAt,
  ideaExists: sql<boolean>`exists (select 1 from ${ideas} where ${ideas.id} = ${activityEvents.ideaId})`,
};

interface ItemRow {
  id: string; ideaId: string; kind: string; title: string; recommendation: string | null; overallScore: number | null;
  durationMs: number | null; detail: string | null; occurredAt: Date; ideaExists: boolean;
}

function toItem(row: ItemRow): ActivityItem {
  return {
    ...row,
    kind: row.kind as ActivityKind,
    recommendation: row.recommendation as ActivityItem["recommendation"],
    occurredAt: row.occurredAt.toISOString(),
    ideaExists: Boolean(row.ideaExists),
  };
}

async function listNewest({ db, userId, kinds, limit }: {
  db: Db; userId: string; kinds: readonly ActivityKind[]; limit: number;
}): Promise<ActivityItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), inArray(activityEvents.kind, [...kinds])))
    .orderBy(desc(activityEvents.occurredAt), desc(kindOrder))
    .limit(limit);
  return rows.map(toItem);
}

/** The newest events under each dashboard filter, at most `limit` each. */
export async function listRecentActivity({ db, userId, limit }: {
  db: Db; userId: string; limit: number;
}): Promise<Record<ActivityFilter, ActivityItem[]>> {
  const lists = await Promise.all(ACTIVITY_FILTERS.map((filter) => listNewest({ db, userId, kinds: ACTIVITY_FILTER_KINDS[filter], limit })));
  return Object.fromEntries(ACTIVITY_FILTERS.map((filter, index) => [filter, lists[index] ?? []])) as Record<ActivityFilter, ActivityItem[]>;
}

/** Every event of the user, newest first (the export). */
export async function listAllActivity({ db, userId }: { db: Db; userId: string }): Promise<ActivityItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(activityEvents)
    .where(eq(activityEvents.userId, userId))
    .orderBy(desc(activityEvents.occurredAt), desc(kindOrder));
  return rows.map(toItem);
}
