import { compileTerm, type Term } from "./match.ts";

const CLAUSE_BREAK = /\s*(?:[,;:()]|\s[-–—]\s|\bbut\b|\bbecause\b|\bwhich\b|\bso that\b|\band then\b)\s*/i;
const MAX_PHRASE_WORDS = 12;

function firstMatchIndex({ text, terms }: { text: string; terms: readonly Term[] }): number {
  let best = -1;
  for (const term of terms) {
    const regex = compileTerm(term);
    regex.lastIndex = 0;
    const match = regex.exec(text.toLowerCase());
    if (match && (best === -1 || match.index < best)) best = match.index;
  }
  return best;
}

/** The clause around the first matching term, trimmed to a short phrase, in the founder's words. */
export function clauseAround({ sentence, terms }: { sentence: string; terms: readonly Term[] }): string | null {
  const at = firstMatchIndex({ text: sentence, terms });
  if (at === -1) return null;
  let offset = 0;
  for (const clause of sentence.split(CLAUSE_BREAK)) {
    const start = sentence.indexOf(clause, offset);
    const end = start + clause.length;
    offset = end;
    if (start <= at && at < end) {
      const words = clause.trim().replace(/[.!?]+$/, "").split(/\s+/);
      if (words.length <= MAX_PHRASE_WORDS) return words.join(" ");
      const termWord = sentence.slice(start, at).split(/\s+/).length - 1;
      const from = Math.max(0, Math.min(termWord - 4, words.length - MAX_PHRASE_WORDS));
      return words.slice(from, from + MAX_PHRASE_WORDS).join(" ");
    }
  }
  return null;
}

/** Count of all term matches in a text; used to rank sentences. */
export function countTerms({ text, terms }: { text: string; terms: readonly Term[] }): number {
  const lower = text.toLowerCase();
  return terms.reduce((sum, term) => sum + (lower.match(compileTerm(term))?.length ?? 0), 0);
}

/** Cut at a word boundary so a long sentence still reads as one line. */
export function clip({ text, max }: { text: string; max: number }): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : clean.slice(0, max)).replace(/[\s,;:.!?-]+$/, "")}…`;
}
