import { and, eq, sql } from "drizzle-orm";
import { ACTIVE_STATUSES } from "../../shared/contracts/idea.ts";
import type { IdeaCorrections } from "../../shared/contracts/idea-corrections.ts";
import type { Db } from "../client.ts";
import { dailyUsage, ideas, reports, users } from "../schema.ts";
import { usageIdentityOf } from "./usage-identity.ts";
import { checkSubmissionLimits } from "./idea-submission.ts";
import { findIdeaCorrections, saveIdeaCorrections } from "./idea-corrections.ts";
import type { LimitName, SubmissionLimits } from "./idea-submission.ts";

export type RevalidateOutcome =
  /** `version`: the report version the new validation writes; `queuedAhead` as for a submit. */
  | { kind: "started"; version: number; queuedAhead: number; previousStatus: string }
  | { kind: "not-found" }
  | { kind: "busy" }
  | { kind: "no-report" }
  | { kind: "limited"; limit: LimitName; value: number };

/**
 * Sends a validated idea through the pipeline again as its next report version, counted against
 * the founder's limits like a new submission (the daily count is kept here, since the database
 * counts inserted ideas on its own). Earlier versions stay. The version moves on by one each
 * time, so a re-validation that failed leaves a gap rather than a second job under one id.
 * The new version keeps the corrections of the version it starts from, unless `corrections` is
 * given: then those (an empty object: none) are the new version's.
 */
export async function revalidateIdea({ db, userId, ideaId, limits, corrections }: {
  db: Db; userId: string; ideaId: string; limits: SubmissionLimits; corrections?: IdeaCorrections | undefined;
}): Promise<RevalidateOutcome> {
  return db.transaction(async (tx): Promise<RevalidateOutcome> => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [idea] = await tx
      .select({ status: ideas.status, version: ideas.version })
      .from(ideas)
      .where(and(eq(ideas.id, ideaId), eq(ideas.userId, userId)))
      .for("update");
    if (!idea) return { kind: "not-found" };
    if ((ACTIVE_STATUSES as readonly string[]).includes(idea.status)) return { kind: "busy" };
    const [report] = await tx.select({ version: reports.version }).from(reports).where(eq(reports.ideaId, ideaId)).limit(1);
    if (!report) return { kind: "no-report" };

    const checked = await checkSubmissionLimits({ db: tx, userId, limits });
    if (checked.kind === "limited") return checked;

    const version = idea.version + 1;
    const kept = corrections ?? await findIdeaCorrections({ db: tx, ideaId, version: idea.version });
    await saveIdeaCorrections({ db: tx, ideaId, version, corrections: kept });
    await tx
      .update(ideas)
      .set({ version, status: "pending", currentStage: null, error: null, startedAt: null, updatedAt: new Date() })
      .where(eq(ideas.id, ideaId));
    await tx
      .insert(dailyUsage)
      .values({ identityHash: usageIdentityOf(userId), day: sql`(now() at time zone 'utc')::date`, validations: 1 })
      .onConflictDoUpdate({ target: [dailyUsage.identityHash, dailyUsage.day], set: { validations: sql`${dailyUsage.validations} + 1` } });
    return { kind: "started", version, queuedAhead: checked.queuedAhead, previousStatus: idea.status };
  });
}

/** Takes back a re-validation that could not be queued: the idea returns to the version and state it had. */
export async function withdrawRevalidation({ db, ideaId, version, previousStatus }: {
  db: Db; ideaId: string; version: number; previousStatus: string;
}): Promise<void> {
  await db
    .update(ideas)
    .set({ version: version - 1, status: previousStatus, updatedAt: new Date() })
    .where(and(eq(ideas.id, ideaId), eq(ideas.version, version), eq(ideas.status, "pending")));
}
