import type { UserIdentity } from "./user-identity.ts";

/** The smaller line under the display name. */
export function getSecondaryLine(user: UserIdentity | null | undefined): string {
  const username = user?.username ?? "";
  const email = user?.email ?? "";
  if (username && email && username !== email) return `@${username}`;
  return email || username;
}
