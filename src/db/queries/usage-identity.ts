import { sql, type SQL } from "drizzle-orm";

/**
 * The key daily usage is counted under for this user: a keyed hash of their sign-in subject
 * (migration 0010), so the count outlives the account and names no one.
 */
export function usageIdentityOf(userId: string): SQL<string> {
  return sql<string>`(select greenlight_usage_identity(users.subject) from users where users.id = ${userId})`;
}

/** The same key for the owner of an idea. */
export function usageIdentityOfIdea(ideaId: string): SQL<string> {
  return sql<string>`(select greenlight_usage_identity(users.subject) from ideas join users on users.id = ideas.user_id where ideas.id = ${ideaId})`;
}
