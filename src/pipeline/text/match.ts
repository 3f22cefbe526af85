/**
 * Lexicon terms are written compactly: "frustrat*" matches any word starting with "frustrat",
 * spaces match any run of whitespace, and a RegExp is used as given. Matching runs on lower-cased
 * text so lexicons stay readable.
 */
export type Term = string | RegExp;

const cache = new Map<Term, RegExp>();

/** Text written into a RegExp as itself: each character a pattern would read as syntax escaped. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function compileTerm(term: Term): RegExp {
  const known = cache.get(term);
  if (known) return known;
  let regex: RegExp;
  if (term instanceof RegExp) {
    regex = new RegExp(term.source, term.flags.includes("g") ? term.flags : `${term.flags}g`);
  } else {
    const body = term
      .split("*")
      .map((part) => escapeRegExp(part).replace(/\s+/g, "\\s+"))
      .join("[\\w'-]*");
    // Word boundaries only where the term itself starts or ends with a word character, so
    // terms such as "/month" or "$" still match inside "$15/month".
    const start = /^\w/.test(term) ? "(?<![\\w])" : "";
    const end = /[\w*]$/.test(term) ? "(?![\\w])" : "";
    regex = new RegExp(`${start}${body}${end}`, "g");
  }
  cache.set(term, regex);
  return regex;
}

/** The first literal match of each term found, in lexicon order, without repeats. */
export function findTerms({ text, terms }: { text: string; terms: readonly Term[] }): string[] {
  const lower = text.toLowerCase();
  const found: string[] = [];
  for (const term of terms) {
    const match = lower.match(compileTerm(term));
    const first = match?.[0]?.replace(/\s+/g, " ").trim();
    if (first && !found.includes(first)) found.push(first);
  }
  return found;
}

export function hasAny({ text, terms }: { text: string; terms: readonly Term[] }): boolean {
  return findTerms({ text, terms }).length > 0;
}
