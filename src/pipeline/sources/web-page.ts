import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import type { HttpClient } from "../http/client.ts";
import type { RetrievedSource, SourceReading } from "../types.ts";
import { blockText } from "./normalize.ts";
import { boundedReading, type ReadLimits } from "./reading.ts";

/** Below this many characters the extractor found navigation or a cookie wall, not an article. */
const MIN_ARTICLE_CHARS = 200;
/** A page that takes longer than this is left as its snippet: research has many pages to read. */
const PAGE_TIMEOUT_MS = 8_000;

/**
 * The readable text of a web page found by a web search: fetched through the one outbound client
 * (SSRF guard, per-host limits, size cap, cache) and reduced to its article by Mozilla's
 * Readability on a linkedom document (no scripts run, no sub-resources fetched). Null when the
 * page is not HTML or holds no article.
 */
export async function readWebPage({ http, source, signal, limits }: {
  http: HttpClient; source: RetrievedSource; signal: AbortSignal; limits: ReadLimits;
}): Promise<SourceReading | null> {
  const response = await http.request({
    url: source.url,
    headers: { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1" },
    signal,
    cache: "lookup",
    timeoutMs: PAGE_TIMEOUT_MS,
  });
  const text = articleText(response.text, response.url);
  return text ? boundedReading({ kind: "page", text, comments: [], limits }) : null;
}

/** The article of an HTML document as plain text, or "" when it has none. */
export function articleText(html: string, url: string): string {
  if (!/<(html|body|article|p)[\s>]/i.test(html.slice(0, 20_000))) return "";
  const { document } = parseHTML(html);
  // Readability resolves relative links against the document's URL; linkedom has none to give.
  const base = document.createElement("base");
  base.setAttribute("href", url);
  document.head?.appendChild(base);
  const article = new Readability(document as unknown as Document, { charThreshold: MIN_ARTICLE_CHARS }).parse();
  const text = blockText(article?.content ?? "");
  return text.length >= MIN_ARTICLE_CHARS ? text : "";
}
