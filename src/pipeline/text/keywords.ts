import type { TextToken } from "./nlp.ts";

/** Nouns too generic to search for on their own. */
const GENERIC_NOUNS: ReadonlySet<string> = new Set([
  "app", "apps", "application", "platform", "tool", "tools", "idea", "ideas", "way", "ways", "thing", "things",
  "something", "people", "user", "users", "product", "products", "service", "services", "startup", "company",
  "time", "lot", "lots", "problem", "problems", "solution", "solutions", "website", "site", "system", "feature",
  "features", "customer", "customers", "month", "months", "year", "years", "week", "weeks", "day", "days",
  "hour", "hours", "everyone", "anyone", "kind", "type", "part", "place", "one", "example", "i", "we", "they",
  "issue", "issues", "stuff", "need", "needs", "option", "options", "use", "process", "business", "mvp", "version",
]);

const NOUNISH = new Set(["NOUN", "PROPN"]);
const MODIFIER = new Set(["NOUN", "PROPN", "ADJ"]);

interface Candidate {
  text: string;
  count: number;
  first: number;
  words: number;
}

function usable(token: TextToken): boolean {
  return !token.stop && /^[a-z][a-z0-9+#-]*$/i.test(token.value) && token.normal.length >= 3 && !GENERIC_NOUNS.has(token.normal);
}

/**
 * Ranked search keywords: noun compounds ("unpaid invoices") and nouns, scored by frequency with a
 * bonus for compounds and for appearing early, because founders usually lead with the core idea.
 */
export function extractKeywords({ tokens, limit }: { tokens: readonly TextToken[]; limit: number }): string[] {
  const candidates = new Map<string, Candidate>();
  const coveredByPhrase = new Map<string, number>();
  const add = ({ key, text, index, words }: { key: string; text: string; index: number; words: number }) => {
    const known = candidates.get(key);
    if (known) known.count += 1;
    else candidates.set(key, { text, count: 1, first: index, words });
  };

  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    // "busy pet owners": only the compound ending at the head noun ("pet owners") is a search term.
    const nextIsHead = !(token.pos === "ADJ" && after && after.sentence === token.sentence && NOUNISH.has(after.pos));
    if (next && next.sentence === token.sentence && MODIFIER.has(token.pos) && NOUNISH.has(next.pos) && nextIsHead) {
      const bothUsable = usable(next) && usable(token);
      if (bothUsable) {
        add({ key: `${token.lemma} ${next.lemma}`, text: `${token.normal} ${next.normal}`, index, words: 2 });
        coveredByPhrase.set(next.lemma, (coveredByPhrase.get(next.lemma) ?? 0) + 1);
        if (NOUNISH.has(token.pos)) coveredByPhrase.set(token.lemma, (coveredByPhrase.get(token.lemma) ?? 0) + 1);
      }
    }
    if (NOUNISH.has(token.pos) && usable(token)) add({ key: token.lemma, text: token.normal, index, words: 1 });
  });

  const scored = [...candidates.entries()]
    // A noun that only ever appears inside a kept compound adds nothing a searcher needs.
    .map(([key, c]) => ({ ...c, own: c.words > 1 ? c.count : c.count - (coveredByPhrase.get(key) ?? 0) }))
    .filter((c) => c.own > 0)
    // Occurrences already counted inside a compound don't count again for the bare noun.
    .map((c) => ({ ...c, score: c.own * (c.words > 1 ? 2 : 1) + 1 / (1 + c.first / 10) }));
  scored.sort((a, b) => b.score - a.score || a.first - b.first || a.text.localeCompare(b.text));

  const result: string[] = [];
  for (const candidate of scored) {
    if (result.length >= limit) break;
    if (!result.includes(candidate.text)) result.push(candidate.text);
  }
  return result;
}
