import { emailLocalPart, type UserIdentity } from "./user-identity.ts";

/**
 * The letters shown in the avatar circle when there is no (working) avatar image. A real
 * name, when the sign-in gave one, comes first: "Maya Chen" is "MC" whatever her username.
 */
export function getInitials(user: UserIdentity | null | undefined): string {
  const source = user?.name?.trim() || user?.username || emailLocalPart(user?.email);
  const parts = source.split(/[\s._-]+/).filter(Boolean);
  const [first, second] = parts;
  if (!first) return "U";
  if (second) return (first.charAt(0) + second.charAt(0)).toUpperCase();
  if (first.length >= 2) return first.slice(0, 2).toUpperCase();
  return first.charAt(0).toUpperCase();
}
