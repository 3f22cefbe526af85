import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { preparedQuery } from "../prepared.ts";
import { sessions, users } from "../schema.ts";
import type { UserRow } from "./users.ts";

export function hashSessionId(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("base64url");
}

/** Starts a session and returns the secret id that goes in the cookie; only its hash is stored. */
export async function createSession({ db, userId, ttlMs, idToken }: { db: Db; userId: string; ttlMs: number; idToken?: string | null }): Promise<string> {
  const sessionId = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    idHash: hashSessionId(sessionId),
    userId,
    idToken: idToken ?? null,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return sessionId;
}

const sessionUserQuery = preparedQuery((db) => db
  .select({ user: users, idToken: sessions.idToken })
  .from(sessions)
  .innerJoin(users, eq(users.id, sessions.userId))
  .where(and(eq(sessions.idHash, sql.placeholder("idHash")), gt(sessions.expiresAt, sql`now()`)))
  .limit(1)
  .prepare("find_session_user"));

/** Runs on every authenticated request, hence prepared once. */
export async function findSessionUser({ db, sessionId }: { db: Db; sessionId: string }): Promise<{ user: UserRow; idToken: string | null } | null> {
  const [row] = await sessionUserQuery(db).execute({ idHash: hashSessionId(sessionId) });
  return row ?? null;
}

export async function deleteSession({ db, sessionId }: { db: Db; sessionId: string }): Promise<{ idToken: string | null } | null> {
  const [row] = await db.delete(sessions).where(eq(sessions.idHash, hashSessionId(sessionId))).returning({ idToken: sessions.idToken });
  return row ?? null;
}

/** Removes sessions past their expiry; returns how many went. */
export async function deleteExpiredSessions({ db, now = new Date() }: { db: Db; now?: Date }): Promise<number> {
  const gone = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ idHash: sessions.idHash });
  return gone.length;
}
