import { and, eq, inArray, sql } from "drizzle-orm";
import type { Idea } from "../../shared/contracts/idea.ts";
import type { IdeaCorrections } from "../../shared/contracts/idea-corrections.ts";
import { ACTIVE_STATUSES } from "../../shared/contracts/idea.ts";
import type { Db } from "../client.ts";
import { dailyUsage, ideas, users } from "../schema.ts";
import { usageIdentityOf } from "./usage-identity.ts";
import { saveIdeaCorrections } from "./idea-corrections.ts";
import { findIdea } from "./ideas.ts";

export interface IdeaToSubmit {
  userId: string;
  title: string;
  description: string;
  country: string;
  validationMode: string;
  idempotencyKey: string | null;
  /** SHA-256 of the request body, stored with the key so a replay can be told from a reuse. */
  idempotencyFingerprint: string | null;
}

export interface SubmissionLimits {
  activeValidations: number;
  dailyValidations: number;
  dailyTokens: number;
}

export type LimitName = "active" | "daily-validations" | "daily-tokens";

export type SubmitOutcome =
  /** `queuedAhead`: the founder's validations already pending or running, for fair scheduling. */
  | { kind: "created"; idea: Idea; queuedAhead: number }
  /** The same Idempotency-Key with the same body: the idea that first request made. */
  | { kind: "replayed"; idea: Idea }
  /** The same Idempotency-Key with a different body. */
  | { kind: "key-reused" }
  | { kind: "limited"; limit: LimitName; value: number };

// The trigger of migration 0010 counts usage on the database's UTC day; this reads the same day.
const utcToday = sql`(now() at time zone 'utc')::date`;

/**
 * Stores a new idea unless one of the founder's limits is reached. The founder's row is locked
 * first, so two sessions of one founder submitting at once are counted one after the other. The
 * founder's corrections of the reading, when given, are kept with version 1 in the same transaction.
 */
export async function submitIdea({ db, idea, limits, corrections }: {
  db: Db; idea: IdeaToSubmit; limits: SubmissionLimits; corrections?: IdeaCorrections | null;
}): Promise<SubmitOutcome> {
  const outcome = await db.transaction(async (tx): Promise<SubmitOutcome | { kind: "inserted"; ideaId: string; queuedAhead: number }> => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, idea.userId)).for("update");

    if (idea.idempotencyKey) {
      const [earlier] = await tx
        .select({ id: ideas.id, fingerprint: ideas.idempotencyFingerprint })
        .from(ideas)
        .where(and(eq(ideas.userId, idea.userId), eq(ideas.idempotencyKey, idea.idempotencyKey)))
        .limit(1);
      if (earlier) {
        // Ideas stored before fingerprints existed have none; they replay as before.
        if (earlier.fingerprint !== null && earlier.fingerprint !== idea.idempotencyFingerprint) return { kind: "key-reused" };
        const replayed = await findIdea({ db: tx, userId: idea.userId, ideaId: earlier.id });
        if (replayed) return { kind: "replayed", idea: replayed };
      }
    }

    const checked = await checkSubmissionLimits({ db: tx, userId: idea.userId, limits });
    if (checked.kind === "limited") return checked;
    const { queuedAhead } = checked;

    const [row] = await tx.insert(ideas).values(idea).returning({ id: ideas.id });
    if (!row) throw new Error("idea insert returned no row");
    await saveIdeaCorrections({ db: tx, ideaId: row.id, version: 1, corrections });
    return { kind: "inserted", ideaId: row.id, queuedAhead };
  });
  if (outcome.kind !== "inserted") return outcome;
  const created = await findIdea({ db, userId: idea.userId, ideaId: outcome.ideaId });
  if (!created) throw new Error("a submitted idea vanished before it was read back");
  return { kind: "created", idea: created, queuedAhead: outcome.queuedAhead };
}

/**
 * The founder's limits on starting a validation, for a new idea or a re-validation alike. Call it
 * inside a transaction holding the founder's row lock, as submitIdea does.
 */
export async function checkSubmissionLimits({ db, userId, limits }: {
  db: Db; userId: string; limits: SubmissionLimits;
}): Promise<{ kind: "allowed"; queuedAhead: number } | { kind: "limited"; limit: LimitName; value: number }> {
  const [active] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ideas)
    .where(and(eq(ideas.userId, userId), inArray(ideas.status, [...ACTIVE_STATUSES])));
  const queuedAhead = active?.count ?? 0;
  if (queuedAhead >= limits.activeValidations) return { kind: "limited", limit: "active", value: limits.activeValidations };

  const [usage] = await db
    .select({ validations: dailyUsage.validations, tokens: dailyUsage.tokens })
    .from(dailyUsage)
    .where(and(eq(dailyUsage.identityHash, usageIdentityOf(userId)), eq(dailyUsage.day, utcToday)));
  if ((usage?.validations ?? 0) >= limits.dailyValidations) {
    return { kind: "limited", limit: "daily-validations", value: limits.dailyValidations };
  }
  if (Number(usage?.tokens ?? 0) >= limits.dailyTokens) return { kind: "limited", limit: "daily-tokens", value: limits.dailyTokens };
  return { kind: "allowed", queuedAhead };
}

/** Takes back an idea whose validation could not be queued; nothing half-done is kept. */
export async function withdrawIdea({ db, ideaId }: { db: Db; ideaId: string }): Promise<void> {
  await db.delete(ideas).where(eq(ideas.id, ideaId));
}

export type TextEditOutcome = "updated" | "not-found" | "busy";

/**
 * Changes an idea's title or description unless it is pending or being validated: the analysis
 * must describe the text it read. Status check and update are one statement.
 */
export async function updateIdeaText({ db, userId, ideaId, fields }: {
  db: Db; userId: string; ideaId: string;
  fields: { title?: string; description?: string; targetMarket?: string | null; reviewedAt?: Date | null };
}): Promise<TextEditOutcome> {
  const rows = await db
    .update(ideas)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(ideas.id, ideaId), eq(ideas.userId, userId), sql`${ideas.status} not in ${ACTIVE_STATUSES}`))
    .returning({ id: ideas.id });
  if (rows.length > 0) return "updated";
  const [still] = await db.select({ id: ideas.id }).from(ideas).where(and(eq(ideas.id, ideaId), eq(ideas.userId, userId))).limit(1);
  return still ? "busy" : "not-found";
}
