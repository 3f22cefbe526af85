import { eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { activityEvents, ideas, reports, users, waitlist } from "../schema.ts";
import type { ReportBody } from "../../shared/contracts/report.ts";
import type { Idea } from "../../shared/contracts/idea.ts";
import { listIdeas } from "./ideas.ts";

export interface IdeaWithReport {
  idea: Idea;
  report: (ReportBody & { generatedAt: string; model: string }) | null;
}

/** Every idea of the user, newest first, each with its full stored report. */
export async function listIdeasWithReports({ db, userId }: { db: Db; userId: string }): Promise<IdeaWithReport[]> {
  const all = await listIdeas({ db, userId, limit: 1_000_000, offset: 0 });
  const stored = await db
    .select({ ideaId: reports.ideaId, body: reports.body, generatedAt: reports.generatedAt, model: reports.model })
    .from(reports)
    .innerJoin(ideas, eq(ideas.id, reports.ideaId))
    .where(eq(ideas.userId, userId));
  const byIdea = new Map(stored.map((row) => [row.ideaId, row]));
  return all.map((idea) => {
    const row = byIdea.get(idea.id);
    return {
      idea,
      report: row ? { ...(row.body as ReportBody), generatedAt: row.generatedAt.toISOString(), model: row.model } : null,
    };
  });
}

/**
 * Deletes the user and everything of theirs in one transaction: the foreign keys cascade from the
 * user to sessions, settings, activity and ideas, and from ideas to stage runs, reports, keyword
 * trends and share links. Waitlist entries left under the same email before signing up go too.
 * Returns the deleted ideas' ids, and those of every idea the user ever had, whose jobs may remain.
 */
export async function deleteAccount({ db, userId }: { db: Db; userId: string }): Promise<{ ideaIds: string[]; everIdeaIds: string[] } | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) return null;
    const owned = await tx.select({ id: ideas.id }).from(ideas).where(eq(ideas.userId, userId));
    // Ideas deleted before are known only from the activity log; their queue jobs may remain.
    const earlier = await tx.selectDistinct({ id: activityEvents.ideaId }).from(activityEvents).where(eq(activityEvents.userId, userId));
    if (user.email) await tx.delete(waitlist).where(sql`lower(${waitlist.email}) = lower(${user.email})`);
    await tx.delete(users).where(eq(users.id, userId));
    return { ideaIds: owned.map((row) => row.id), everIdeaIds: [...new Set([...owned, ...earlier].map((row) => row.id))] };
  });
}
