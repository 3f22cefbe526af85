/**
 * The URL to put in an href, or null. Only absolute http(s) URLs pass: `javascript:`, `data:`,
 * relative paths and anything unparsable come from untrusted research output and are never linked.
 */
export function getSafeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  // Credentials in a link are a phishing trick ("https://bank.com@evil.example"); refuse them.
  if (parsed.username || parsed.password) return null;
  return parsed.href;
}

/** The host people recognise ("www.reddit.com" reads as "reddit.com"); empty when not linkable. */
export function getUrlHost(url: string | null | undefined): string {
  const safe = getSafeExternalUrl(url);
  return safe ? new URL(safe).hostname.replace(/^www\./, "") : "";
}
