import type { ResearchQuery } from "../types.ts";
import type { ResearchDimension } from "../contracts/vocabulary.ts";

const STOP = new Set(["a", "an", "the", "for", "of", "to", "in", "on", "and", "or", "with", "do", "does", "how", "what", "where", "is", "are", "best", "much"]);
/** Queries sharing this much of their vocabulary return the same results, so only the first is kept. */
const DUPLICATE_SIMILARITY = 0.75;

function vocabulary(query: string): Set<string> {
  return new Set(
    query
      .toLowerCase()
      .split(/[^a-z0-9+#]+/)
      .filter((w) => w.length > 0 && !STOP.has(w))
      .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w)),
  );
}

function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Drops queries whose vocabulary nearly repeats an earlier one, across all dimensions. */
export function removeNearDuplicates(queries: readonly ResearchQuery[]): { kept: ResearchQuery[]; removed: number } {
  const kept: ResearchQuery[] = [];
  const seen: Set<string>[] = [];
  for (const query of queries) {
    const words = vocabulary(query.query);
    if (seen.some((other) => similarity(words, other) >= DUPLICATE_SIMILARITY)) continue;
    kept.push(query);
    seen.push(words);
  }
  return { kept, removed: queries.length - kept.length };
}

/** Candidate queries per research dimension from the profile, in priority order. */
export function draftQueries({ keywords, customer, categoryLabel, painPhrases, perDimension }: {
  keywords: readonly string[];
  customer: string | null;
  categoryLabel: string;
  painPhrases: readonly string[];
  perDimension: number;
}): ResearchQuery[] {
  // Keywords that merely repeat the customer ("designers" for "freelance designers") make poor topics.
  const customerWords = vocabulary(customer ?? "");
  const topics = keywords.filter((k) => ![...vocabulary(k)].some((w) => customerWords.has(w)));
  const [k0 = categoryLabel, k1 = k0, k2 = k1] = topics.length > 0 ? topics : keywords;
  const who = customer?.toLowerCase() ?? `${k0} users`;
  const pain = painPhrases[0]?.toLowerCase();
  const drafts: Record<ResearchDimension, string[]> = {
    pain: [`${who} ${k0} problems`, ...(pain ? [`"${pain}"`] : []), `${k1} frustrations`, `${who} struggle with ${k2}`, `${k0} complaints`],
    competitors: [`${k0} alternatives`, `best ${k0} tools`, `${k1} software comparison`, `${categoryLabel} startups ${k0}`],
    pricing: [`${k0} pricing`, `how much do ${who} pay for ${k1}`, `${k0} price per month`, `${categoryLabel} pricing models`],
    demand: [`${k0} tool recommendations`, `${who} need help with ${k1}`, `${k0} market size`, `${k2} software`],
    timing: [`${k0} trends`, `${categoryLabel} growth`, `future of ${k1}`, `${k0} new regulation`],
    channels: [`${who} community`, `${who} forum`, `where do ${who} hang out online`, `how to market ${k1} software`],
  };
  const queries: ResearchQuery[] = [];
  for (const dimension of ["pain", "competitors", "pricing", "demand", "timing", "channels"] as const) {
    for (const query of drafts[dimension].slice(0, perDimension)) {
      queries.push({ dimension, query: query.replace(/\s+/g, " ").trim() });
    }
  }
  return queries;
}
