import type { RetrievedSource } from "../types.ts";
import type { ResearchDimension } from "../contracts/vocabulary.ts";

/** Query parameters that only track the visit and never change the page. */
const TRACKING = /^(utm_.*|fbclid|gclid|dclid|msclkid|mc_[a-z]+|ref|ref_src|ref_url|source|igshid|si|spm)$/i;

/**
 * The canonical form of a URL for spotting the same page twice: http(s) only, lower-case host
 * without "www.", no default port, fragment or tracking parameters, sorted query, no trailing slash.
 * Null for anything that is not a plain web address (the report never links to those).
 */
export function normalizeUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "").replace(/\.$/, "");
  if (!host) return null;
  const port = url.port && !["80", "443"].includes(url.port) ? `:${url.port}` : "";
  const params = [...url.searchParams.entries()].filter(([key]) => !TRACKING.test(key)).sort(([a], [b]) => a.localeCompare(b));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : "";
  const path = url.pathname.replace(/\/+$/, "") || "";
  return `${host}${port}${path}${query}`;
}

/** A source as research keeps it: what a connector retrieved, merged across queries and connectors. */
export interface GatheredSource {
  source: RetrievedSource;
  key: string;
  connectors: string[];
  dimensions: ResearchDimension[];
  queries: string[];
}

/** Merges every hit on the same normalised URL into one source, remembering each query and connector that found it. */
export function mergeSources(hits: readonly { source: RetrievedSource; dimension: ResearchDimension; query: string }[]): { merged: GatheredSource[]; duplicates: number; invalid: number } {
  const byKey = new Map<string, GatheredSource>();
  let duplicates = 0;
  let invalid = 0;
  for (const { source, dimension, query } of hits) {
    const key = normalizeUrl(source.url);
    if (!key || !source.title.trim()) {
      invalid += 1;
      continue;
    }
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { source: { ...source, engagement: { ...source.engagement } }, key, connectors: [source.connector], dimensions: [dimension], queries: [query] });
      continue;
    }
    duplicates += 1;
    if (!seen.connectors.includes(source.connector)) seen.connectors.push(source.connector);
    if (!seen.dimensions.includes(dimension)) seen.dimensions.push(dimension);
    if (!seen.queries.includes(query)) seen.queries.push(query);
    if (source.excerpt.length > seen.source.excerpt.length) seen.source.excerpt = source.excerpt;
    // A duplicate may come with what the first lacked: a page's text (Tavily) or product figures.
    if (!seen.source.reading && source.reading) seen.source.reading = source.reading;
    if (!seen.source.facts && source.facts) seen.source.facts = source.facts;
    for (const field of ["score", "comments", "views"] as const) {
      const value = source.engagement[field];
      if (value !== undefined) seen.source.engagement[field] = Math.max(seen.source.engagement[field] ?? 0, value);
    }
  }
  return { merged: [...byKey.values()], duplicates, invalid };
}

const STOP = new Set([
  "a", "an", "the", "for", "of", "to", "in", "on", "and", "or", "with", "by", "at", "from", "is", "are", "be", "it", "that", "this",
  "how", "what", "why", "who", "where", "when", "do", "does", "can", "you", "your", "my", "we", "our", "i", "app", "tool", "tools",
]);

/** Lower-case words with a light plural strip, so "invoices" matches "invoice". */
export function wordsOf(text: string): Set<string> {
  return new Set(
    text.toLowerCase().split(/[^a-z0-9+#]+/).filter((w) => w.length > 1 && !STOP.has(w))
      .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w)),
  );
}

const overlap = (terms: ReadonlySet<string>, text: ReadonlySet<string>) => {
  let n = 0;
  for (const t of terms) if (text.has(t)) n += 1;
  return n;
};

/**
 * Relevance 0-10 from the text alone: how much of the idea's vocabulary the source uses (title
 * words count more), how well it matches the queries that found it, and how much engagement it drew.
 */
export function scoreRelevance({ gathered, ideaTerms }: { gathered: GatheredSource; ideaTerms: ReadonlySet<string> }): number {
  const { source } = gathered;
  const title = wordsOf(source.title);
  const body = wordsOf(`${source.title} ${source.excerpt}`);
  const idea = ideaTerms.size === 0 ? 0 : Math.min(1, (overlap(ideaTerms, title) * 1.5 + overlap(ideaTerms, body)) / Math.min(6, ideaTerms.size));
  const query = Math.max(0, ...gathered.queries.map((q) => {
    const terms = wordsOf(q);
    return terms.size === 0 ? 0 : overlap(terms, body) / terms.size;
  }));
  const { score = 0, comments = 0, views = 0 } = source.engagement;
  const engagement = Math.min(1, Math.log10(1 + Math.max(0, score) + Math.max(0, comments) + Math.max(0, views) / 100) / 3);
  return Number(Math.min(10, 6 * idea + 2.5 * query + 1.5 * engagement).toFixed(1));
}
