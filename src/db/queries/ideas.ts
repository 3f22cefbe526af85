import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Idea, IdeaStatus } from "../../shared/contracts/idea.ts";
import { ACTIVE_STATUSES, UNDELETABLE_STATUSES } from "../../shared/contracts/idea.ts";
import type { Db } from "../client.ts";
import { ideas, reports } from "../schema.ts";

export type IdeaRow = typeof ideas.$inferSelect;

const ideaColumns = {
  idea: ideas,
  generatedAt: reports.generatedAt,
};

function toIdea(row: { idea: IdeaRow; generatedAt: Date | null }): Idea {
  const { idea } = row;
  return {
    id: idea.id,
    title: idea.title,
    description: idea.description,
    country: idea.country as Idea["country"],
    validationMode: idea.validationMode as Idea["validationMode"],
    status: idea.status as IdeaStatus,
    currentStage: idea.currentStage as Idea["currentStage"],
    recommendation: idea.recommendation as Idea["recommendation"],
    overallScore: idea.overallScore,
    targetMarket: idea.targetMarket,
    error: idea.error,
    createdAt: idea.createdAt.toISOString(),
    updatedAt: idea.updatedAt.toISOString(),
    completedAt: idea.completedAt?.toISOString() ?? null,
    reviewedAt: idea.reviewedAt?.toISOString() ?? null,
    report: row.generatedAt ? { generatedAt: row.generatedAt.toISOString() } : null,
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function listIdeas({ db, userId, limit, offset, search }: {
  db: Db; userId: string; limit: number; offset: number; search?: string | undefined;
}): Promise<Idea[]> {
  const pattern = search ? `%${escapeLike(search)}%` : null;
  const rows = await db
    .select(ideaColumns)
    .from(ideas)
    .leftJoin(reports, eq(reports.ideaId, ideas.id))
    .where(and(
      eq(ideas.userId, userId),
      pattern ? or(ilike(ideas.title, pattern), ilike(ideas.description, pattern), ilike(ideas.targetMarket, pattern)) : undefined,
    ))
    .orderBy(desc(ideas.createdAt), desc(ideas.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toIdea);
}

export async function findIdea({ db, userId, ideaId }: { db: Db; userId: string; ideaId: string }): Promise<Idea | null> {
  const [row] = await db
    .select(ideaColumns)
    .from(ideas)
    .leftJoin(reports, eq(reports.ideaId, ideas.id))
    .where(and(eq(ideas.id, ideaId), eq(ideas.userId, userId)))
    .limit(1);
  return row ? toIdea(row) : null;
}

export async function findIdeaRow({ db, ideaId }: { db: Db; ideaId: string }): Promise<IdeaRow | null> {
  const [row] = await db.select().from(ideas).where(eq(ideas.id, ideaId)).limit(1);
  return row ?? null;
}

export async function findIdeaByIdempotencyKey({ db, userId, key }: { db: Db; userId: string; key: string }): Promise<Idea | null> {
  const [row] = await db
    .select(ideaColumns)
    .from(ideas)
    .leftJoin(reports, eq(reports.ideaId, ideas.id))
    .where(and(eq(ideas.userId, userId), eq(ideas.idempotencyKey, key)))
    .limit(1);
  return row ? toIdea(row) : null;
}

export interface NewIdea {
  userId: string;
  title: string;
  description: string;
  country: string;
  validationMode: string;
  idempotencyKey: string | null;
}

/** Inserts the idea; with an idempotency key already used by this user it returns null instead. */
export async function insertIdea({ db, idea }: { db: Db; idea: NewIdea }): Promise<Idea | null> {
  const [row] = await db.insert(ideas).values(idea).onConflictDoNothing().returning();
  return row ? toIdea({ idea: row, generatedAt: null }) : null;
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
