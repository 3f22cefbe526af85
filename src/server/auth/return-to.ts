// Control characters (browsers drop tabs and newlines from URLs, so "/\t/evil.example" becomes
// "//evil.example") and backslashes (read as "/" by browsers) never reach a Location header.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * Where to send the browser after sign-in, for local sign-in and OpenID Connect alike: a path on
 * the public origin, or "/" for anything else. The value is first resolved against the public URL
 * exactly as a browser would (dot segments, "%2e" among them, collapse there), and only then
 * checked: the result must stay on this origin and its path must not begin with "//", which a
 * browser would read as another host. What is sent back is the resolved path, never the raw input.
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
  // Checked encoded and decoded, so no proxy or browser that decodes "%2F" can read a host into it.
  if (target.pathname.startsWith("//") || decodeURIComponent(target.pathname).startsWith("//")) return "/";
  return `${target.pathname}${target.search}${target.hash}`;
}
