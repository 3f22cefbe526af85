/** The user fields the identity rules read; CurrentUser satisfies it, and so do partial fixtures. */
export interface UserIdentity {
  username?: string | null;
  email?: string | null;
  name?: string | null;
}

export function capitalizeWord(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

export function emailLocalPart(email: string | null | undefined): string {
  if (!email) return "";
  const at = email.indexOf("@");
  return at === -1 ? email : email.slice(0, at);
}
