// Control characters (browsers drop tabs and newlines from URLs, so "/\t/evil.example" becomes
// "//evil.example") and backslashes (read as "/" by browsers) never reach a Location header.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * Where to send the browser after sign-in: a path on the public origin, or "/" for anything else.
 * The value is resolved against the public URL exactly as a browser would, so only a target that
 * stays on this origin is followed, and what is sent back is the resolved path, never the raw input.
 */
export function safeReturnTo({ value, publicUrl }: { value: unknown; publicUrl: string }): string {
  if (typeof value !== "string" || !value.startsWith("/") || UNSAFE.test(value)) return "/";
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return "/";
  }
  // An encoded "//", backslash or control character is refused as well as a plain one.
  if (UNSAFE.test(decoded) || decoded.startsWith("//")) return "/";
  const origin = new URL(publicUrl).origin;
  let target: URL;
  try {
    target = new URL(value, `${origin}/`);
  } catch {
    return "/";
  }
  if (target.origin !== origin || target.pathname.startsWith("/api/")) return "/";
  return `${target.pathname}${target.search}${target.hash}`;
}
