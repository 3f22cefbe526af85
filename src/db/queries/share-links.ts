import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { ideas, shareLinks } from "../schema.ts";

export function hashShareToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * Creates a read-only link to one idea's report and returns its token (256 random bits). Only the
 * hash is stored, so the token is shown to its owner once and cannot be read back from the database.
 */
export async function createShareLink({ db, ideaId, version }: { db: Db; ideaId: string; version: number }): Promise<{
  id: string; token: string; createdAt: Date; activeLinks: number;
}> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db.insert(shareLinks).values({ ideaId, version, tokenHash: hashShareToken(token) })
    .returning({ id: shareLinks.id, createdAt: shareLinks.createdAt });
  if (!row) throw new Error("share link insert returned no row");
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(shareLinks)
    .where(and(eq(shareLinks.ideaId, ideaId), isNull(shareLinks.revokedAt)));
  return { id: row.id, token, createdAt: row.createdAt, activeLinks: count?.n ?? 1 };
}

/**
 * The idea and report version a live (unrevoked) link points to, or null; the owner is never part
 * of the answer. A link keeps showing the version it was made for after later re-validations.
 */
export async function findSharedReportRef({ db, token }: { db: Db; token: string }): Promise<{ ideaId: string; version: number } | null> {
  const [row] = await db
    .select({ ideaId: shareLinks.ideaId, version: shareLinks.version })
    .from(shareLinks)
    .where(and(eq(shareLinks.tokenHash, hashShareToken(token)), isNull(shareLinks.revokedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Revokes one link (linkId) or every live link of the idea. The owner check is part of the same
 * statement, so a link of someone else's idea is simply not found. Answers how many were revoked.
 */
export async function revokeShareLinks({ db, userId, ideaId, linkId }: {
  db: Db; userId: string; ideaId: string; linkId?: string;
}): Promise<number> {
  const owned = sql`${shareLinks.ideaId} in (select ${ideas.id} from ${ideas} where ${ideas.id} = ${ideaId} and ${ideas.userId} = ${userId})`;
  const rows = await db
    .update(shareLinks)
    .set({ revokedAt: new Date() })
    .where(and(owned, isNull(shareLinks.revokedAt), linkId ? eq(shareLinks.id, linkId) : undefined))
    .returning({ id: shareLinks.id });
  return rows.length;
}
