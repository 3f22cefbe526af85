import { capitalizeWord, emailLocalPart, type UserIdentity } from "./user-identity.ts";

/** The name people see for the signed-in user, best source first. */
export function getDisplayName(user: UserIdentity | null | undefined): string {
  const name = user?.name?.trim();
  if (name) return name;

  const username = user?.username ?? "";
  // A username with a space reads like a real name that was typed into the username field.
  if (username.includes(" ") && username.length > 3) {
    return username.trim().split(/\s+/).map(capitalizeWord).join(" ");
  }

  const localParts = emailLocalPart(user?.email).split(/[._-]/).filter(Boolean);
  if (localParts.length >= 2) return localParts.map(capitalizeWord).join(" ");

  return username || user?.email || "User";
}
