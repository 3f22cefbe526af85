import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { users } from "../schema.ts";

export type UserRow = typeof users.$inferSelect;

export interface UserProfile {
  email: string | null;
  username: string | null;
  name: string | null;
  avatarUrl: string | null;
}

/**
 * Finds the user with this sign-in subject, creating it on first sign-in and refreshing its
 * profile after. A field the sign-in did not provide (null) keeps its stored value, so signing in
 * again without typing a name does not erase the one already known.
 */
export async function upsertUserBySubject({ db, subject, profile }: { db: Db; subject: string; profile: UserProfile }): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ subject, ...profile })
    .onConflictDoUpdate({
      target: users.subject,
      set: {
        email: sql`coalesce(excluded.email, ${users.email})`,
        username: sql`coalesce(excluded.username, ${users.username})`,
        name: sql`coalesce(excluded.name, ${users.name})`,
        avatarUrl: sql`coalesce(excluded.avatar_url, ${users.avatarUrl})`,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error("upsert returned no user");
  return row;
}
