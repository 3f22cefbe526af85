import { asc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { activityEvents, ideas, reports, users, waitlist } from "../schema.ts";
import type { ReportBody } from "../../shared/contracts/report.ts";
import type { Idea } from "../../shared/contracts/idea.ts";
import { listIdeas } from "./ideas.ts";
import { waitlistOwnerSubject } from "./waitlist.ts";

type StoredReport = ReportBody & { generatedAt: string; model: string };

export interface IdeaWithReport {
  idea: Idea;
  report: StoredReport | null;
  earlierReports: Array<StoredReport & { version: number }>;
}

/** Every idea of the user, newest first, each with its latest full report and the versions before it. */
export async function listIdeasWithReports({ db, userId }: { db: Db; userId: string }): Promise<IdeaWithReport[]> {
  const all = await listIdeas({ db, userId, limit: 1_000_000, offset: 0 });
  const stored = await db
    .select({ ideaId: reports.ideaId, version: reports.version, body: reports.body, generatedAt: reports.generatedAt, model: reports.model })
    .from(reports)
    .innerJoin(ideas, eq(ideas.id, reports.ideaId))
    .where(eq(ideas.userId, userId))
    .orderBy(asc(reports.version));
  const byIdea = new Map<string, Array<StoredReport & { version: number }>>();
  for (const row of stored) {
    const versions = byIdea.get(row.ideaId) ?? [];
    versions.push({ ...(row.body as ReportBody), generatedAt: row.generatedAt.toISOString(), model: row.model, version: row.version });
    byIdea.set(row.ideaId, versions);
  }
  return all.map((idea) => {
    const versions = byIdea.get(idea.id) ?? [];
    const latest = versions.at(-1);
    if (!latest) return { idea, report: null, earlierReports: [] };
    const { version: _latestVersion, ...report } = latest;
    return { idea, report, earlierReports: versions.slice(0, -1) };
  });
}

/**
 * Deletes the user and everything of theirs in one transaction: the foreign keys cascade from the
 * user to sessions, settings, activity and ideas, and from ideas to stage runs, reports (every version),
 * keyword trends, share links and the founder's own evidence. Waitlist entries sent with the same email go too, with the
 * placeholder holding their ideas until sign-in.
 * Returns the deleted ideas' ids, and those of every idea the user ever had, whose jobs may remain.
 */
export async function deleteAccount({ db, userId }: { db: Db; userId: string }): Promise<{ ideaIds: string[]; everIdeaIds: string[] } | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) return null;
    // Landing-page ideas sent for this email and not yet kept are held by a placeholder: they go too.
    const placeholder = user.email ? waitlistOwnerSubject(user.email.trim().toLowerCase()) : null;
    const holders = placeholder ? or(eq(users.id, userId), eq(users.subject, placeholder)) : eq(users.id, userId);
    const owned = await tx.select({ id: ideas.id }).from(ideas).innerJoin(users, eq(users.id, ideas.userId)).where(holders);
    // Ideas deleted before are known only from the activity log; their queue jobs may remain.
    const earlier = await tx.selectDistinct({ id: activityEvents.ideaId }).from(activityEvents).where(eq(activityEvents.userId, userId));
    if (user.email) await tx.delete(waitlist).where(sql`lower(${waitlist.email}) = lower(${user.email})`);
    await tx.delete(users).where(holders);
    return { ideaIds: owned.map((row) => row.id), everIdeaIds: [...new Set([...owned, ...earlier].map((row) => row.id))] };
  });
}
