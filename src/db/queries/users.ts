import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { users } from "../schema.ts";

export type UserRow = typeof users.$inferSelect;

export interface UserProfile {
  email: string | null;
  username: string | null;
  name: string | null;
  avatarUrl: string | null;
}

/** Finds the user with this sign-in subject, creating it on first sign-in and refreshing its profile after. */
export async function upsertUserBySubject({ db, subject, profile }: { db: Db; subject: string; profile: UserProfile }): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ subject, ...profile })
    .onConflictDoUpdate({
      target: users.subject,
      set: { email: profile.email, username: profile.username, name: profile.name, avatarUrl: profile.avatarUrl, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error("upsert returned no user");
  return row;
}

export async function deleteUser({ db, userId }: { db: Db; userId: string }): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
