import type { Db } from "../client.ts";
import { waitlist } from "../schema.ts";

/** Stores the entry; the same email with the same idea text is kept once. */
export async function addWaitlistEntry({ db, email, ideaText }: { db: Db; email: string; ideaText: string }): Promise<void> {
  await db.insert(waitlist).values({ email, ideaText }).onConflictDoNothing();
}
