import { eq, lt } from "drizzle-orm";
import type { Db } from "../client.ts";
import { loginAttempts } from "../schema.ts";

export type LoginAttempt = typeof loginAttempts.$inferSelect;

/** How long a user may spend at the provider between leaving for sign-in and coming back. */
export const LOGIN_ATTEMPT_TTL_MS = 10 * 60 * 1000;

export async function saveLoginAttempt({ db, attempt }: {
  db: Db;
  attempt: Omit<LoginAttempt, "createdAt">;
}): Promise<void> {
  // The app's clock both writes and judges the age, so a database server's clock skew cannot matter.
  await db.insert(loginAttempts).values({ ...attempt, createdAt: new Date() });
}

/** Opportunistic clean-up; abandoned attempts are otherwise harmless but would pile up. */
export async function deleteStaleLoginAttempts({ db, now = new Date() }: { db: Db; now?: Date }): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - LOGIN_ATTEMPT_TTL_MS)));
}

/**
 * Removes the attempt and returns it in one statement, so two requests racing with the same state
 * cannot both get it; an expired attempt is removed too but not returned.
 */
export async function takeLoginAttempt({ db, state, now = new Date() }: { db: Db; state: string; now?: Date }): Promise<LoginAttempt | null> {
  const [row] = await db.delete(loginAttempts).where(eq(loginAttempts.state, state)).returning();
  if (!row || now.getTime() - row.createdAt.getTime() > LOGIN_ATTEMPT_TTL_MS) return null;
  return row;
}
