import type { UserIdentity } from "./user-identity.ts";

/**
 * The input screen's greeting: the person's first name when the sign-in gave a name ("Maya Chen"
 * is "Hi Maya"), else "Hi @{username}", else no name at all.
 */
export function getGreeting(user: UserIdentity | null | undefined): string {
  const firstName = user?.name?.trim().split(/\s+/)[0];
  if (firstName) return `Hi ${firstName}, what's your business idea?`;
  const username = user?.username?.trim();
  return username ? `Hi @${username}, what's your business idea?` : "Hi, what's your business idea?";
}
