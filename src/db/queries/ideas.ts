import { and, desc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import type { AnyColumn, SQL } from "drizzle-orm";
import type { Idea, IdeaStatus } from "../../shared/contracts/idea.ts";
import { ACTIVE_STATUSES, UNDELETABLE_STATUSES } from "../../shared/contracts/idea.ts";
import type { Db } from "../client.ts";
import { preparedQuery } from "../prepared.ts";
import { ideas, reports } from "../schema.ts";

export type IdeaRow = typeof ideas.$inferSelect;

// Epoch milliseconds: far cheaper for the database to render than formatted text.
const epochMs = (column: AnyColumn) => sql`floor(extract(epoch from ${column}) * 1000)`;

type Timestamp = "createdAt" | "updatedAt" | "completedAt" | "reviewedAt";
type IdeaJson = Omit<Idea, Timestamp | "report"> & Record<Timestamp, number | null> & { report: { generatedAt: number; sourceCount: number } | null };

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toIdea(raw: IdeaJson): Idea {
  return {
    ...raw,
    createdAt: new Date(raw.createdAt ?? 0).toISOString(),
    updatedAt: new Date(raw.updatedAt ?? 0).toISOString(),
    completedAt: iso(raw.completedAt),
    reviewedAt: iso(raw.reviewedAt),
    report: raw.report ? { generatedAt: new Date(raw.report.generatedAt).toISOString(), sourceCount: raw.report.sourceCount } : null,
  };
}

/**
 * The API's Idea, built by the database as one JSON value. Reading the list is the hottest path
 * of the product; letting PostgreSQL shape it saves decoding every column of every row.
 */
const ideaJson = sql<IdeaJson>`json_build_object(
  'id', ${ideas.id}, 'title', ${ideas.title}, 'description', ${ideas.description},
  'country', ${ideas.country}, 'validationMode', ${ideas.validationMode}, 'status', ${ideas.status},
  'currentStage', ${ideas.currentStage}, 'recommendation', ${ideas.recommendation},
  'overallScore', ${ideas.overallScore}, 'version', ${ideas.version}, 'targetMarket', ${ideas.targetMarket}, 'error', ${ideas.error},
  'createdAt', ${epochMs(ideas.createdAt)}, 'updatedAt', ${epochMs(ideas.updatedAt)},
  'completedAt', ${epochMs(ideas.completedAt)}, 'reviewedAt', ${epochMs(ideas.reviewedAt)},
  'report', case when ${reports.generatedAt} is null then null
    else json_build_object('generatedAt', ${epochMs(reports.generatedAt)},
      'sourceCount', coalesce(jsonb_array_length(${reports.body}->'sources'), 0)) end
)`;

function aggregateIdeas({ db, where }: { db: Db; where: SQL | undefined }) {
  const page = db
    .select({ idea: ideaJson.as("idea"), createdAt: ideas.createdAt, id: ideas.id })
    .from(ideas)
    .leftJoin(reports, and(eq(reports.ideaId, ideas.id), sql`${reports.version} = (select max(latest.version) from ${reports} latest where latest.idea_id = ${ideas.id})`))
    .where(where)
    .orderBy(desc(ideas.createdAt), desc(ideas.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .as("page");
  return db
    .select({ ideas: sql<IdeaJson[]>`coalesce(json_agg(${page.idea} order by ${page.createdAt} desc, ${page.id} desc), '[]'::json)` })
    .from(page);
}

async function selectIdeas({ db, where }: { db: Db; where: SQL | undefined }): Promise<Idea[]> {
  const [row] = await aggregateIdeas({ db, where }).execute({ limit: 1, offset: 0 });
  return (row?.ideas ?? []).map(toIdea);
}

const searchPattern = sql.placeholder("pattern");
const statusFilter = sql.placeholder("status");
const listQuery = preparedQuery((db) => aggregateIdeas({ db, where: eq(ideas.userId, sql.placeholder("userId")) }).prepare("list_ideas"));
// Either filter may be null (not asked for); the unfiltered list, the hottest read, keeps its own plan above.
const filterQuery = preparedQuery((db) => aggregateIdeas({
  db,
  where: and(
    eq(ideas.userId, sql.placeholder("userId")),
    sql`(${searchPattern}::text is null or ${or(ilike(ideas.title, searchPattern), ilike(ideas.description, searchPattern), ilike(ideas.targetMarket, searchPattern))})`,
    sql`(${statusFilter}::text is null or ${ideas.status} = ${statusFilter})`,
  ),
}).prepare("filter_ideas"));

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Newest first; `search` matches title, description or target market, `status` the exact status. */
export async function listIdeas({ db, userId, limit, offset, search, status }: {
  db: Db; userId: string; limit: number; offset: number; search?: string | undefined; status?: IdeaStatus | undefined;
}): Promise<Idea[]> {
  const [row] = search || status
    ? await filterQuery(db).execute({ userId, limit, offset, pattern: search ? `%${escapeLike(search)}%` : null, status: status ?? null })
    : await listQuery(db).execute({ userId, limit, offset });
  return (row?.ideas ?? []).map(toIdea);
}

export async function findIdea({ db, userId, ideaId }: { db: Db; userId: string; ideaId: string }): Promise<Idea | null> {
  const [idea] = await selectIdeas({ db, where: and(eq(ideas.id, ideaId), eq(ideas.userId, userId)) });
  return idea ?? null;
}

export async function findIdeaRow({ db, ideaId }: { db: Db; ideaId: string }): Promise<IdeaRow | null> {
  const [row] = await db.select().from(ideas).where(eq(ideas.id, ideaId)).limit(1);
  return row ?? null;
}

export async function updateIdeaFields({ db, userId, ideaId, fields }: {
  db: Db; userId: string; ideaId: string;
  fields: { title?: string; description?: string; targetMarket?: string | null; reviewedAt?: Date | null };
}): Promise<boolean> {
  const rows = await db
    .update(ideas)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(ideas.id, ideaId), eq(ideas.userId, userId)))
    .returning({ id: ideas.id });
  return rows.length > 0;
}

/**
 * A completed idea reads "Reviewed" once its owner has opened the report, however they reached it
 * (library, a link, the dashboard, progress). True when this call marked it.
 */
export async function markReportReviewed({ db, userId, ideaId }: { db: Db; userId: string; ideaId: string }): Promise<boolean> {
  const rows = await db
    .update(ideas)
    .set({ reviewedAt: new Date() })
    .where(and(eq(ideas.id, ideaId), eq(ideas.userId, userId), eq(ideas.status, "completed"), isNull(ideas.reviewedAt)))
    .returning({ id: ideas.id });
  return rows.length > 0;
}

export type DeleteOutcome = "deleted" | "not-found" | "busy";

/** Deletes one idea unless it is being validated; the status check and the delete are one statement. */
export async function deleteIdea({ db, userId, ideaId }: { db: Db; userId: string; ideaId: string }): Promise<DeleteOutcome> {
  const deleted = await db
    .delete(ideas)
    .where(and(eq(ideas.id, ideaId), eq(ideas.userId, userId), sql`${ideas.status} not in ${UNDELETABLE_STATUSES}`))
    .returning({ id: ideas.id });
  if (deleted.length > 0) return "deleted";
  const [still] = await db.select({ id: ideas.id }).from(ideas).where(and(eq(ideas.id, ideaId), eq(ideas.userId, userId))).limit(1);
  return still ? "busy" : "not-found";
}

export async function countActiveIdeas({ db, userId }: { db: Db; userId: string }): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ideas)
    .where(and(eq(ideas.userId, userId), inArray(ideas.status, [...ACTIVE_STATUSES])));
  return row?.count ?? 0;
}

/** Deletes every idea of the user in one transaction, refusing (null) while any validation is active. */
export async function deleteAllIdeas({ db, userId }: { db: Db; userId: string }): Promise<number | null> {
  return db.transaction(async (tx) => {
    // Lock the user's active ideas so a validation cannot start between the check and the delete.
    const active = await tx
      .select({ id: ideas.id })
      .from(ideas)
      .where(and(eq(ideas.userId, userId), inArray(ideas.status, [...ACTIVE_STATUSES])))
      .for("update");
    if (active.length > 0) return null;
    const deleted = await tx.delete(ideas).where(eq(ideas.userId, userId)).returning({ id: ideas.id });
    return deleted.length;
  });
}
