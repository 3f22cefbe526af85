/** Only same-site paths are followed after sign-in, so a crafted link cannot bounce a user elsewhere. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if (value.startsWith("/api/")) return "/";
  return value;
}
