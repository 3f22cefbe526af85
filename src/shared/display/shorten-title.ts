/** Breadcrumbs and running heads have room for about this many characters. */
export const SHORT_TITLE_LENGTH = 48;

// A cut that ends on one of these reads as broken ("…with hypertension and", "…track their").
const DANGLING = /(?:\s+(?:and|or|but|with|for|of|to|the|a|an|that|which|who|in|on|at|by|from|so|as|into|its|their|your|our|my))+$/i;
const CLAUSE_BREAK = /[,;:–—]|\s-\s/g;
const CLAUSE_START = /\s(?:that|which|who|where|because|while|so|and|but)\s/gi;

/** Where the last match of `pattern` at or before `max` stands, if it keeps at least `minKeep` characters; else -1. */
function lastBreak({ text, pattern, minKeep, max }: { text: string; pattern: RegExp; minKeep: number; max: number }): number {
  let best = -1;
  const breaks = new RegExp(pattern); // a fresh lastIndex for every call
  for (let match = breaks.exec(text); match && match.index <= max; match = breaks.exec(text)) {
    if (match.index >= minKeep) best = match.index;
  }
  return best;
}

/**
 * Text cut to at most `max` characters where a reader would pause: at the last clause break that
 * keeps `minKeep` characters, else (with `beforeClause`) before the last clause that would not fit
 * whole ("… staff that tracks filing" becomes "… staff"), else at a word, never mid-word and never
 * on a joining word such as "and" or "for" (a clause ends where its writer ended it, so it keeps
 * its last word). The one title shortener: breadcrumbs, running heads and titles drawn from a description.
 */
export function cutAtPause({ text, max, minKeep, beforeClause = false }: {
  text: string; max: number; minKeep: number; beforeClause?: boolean;
}): string {
  if (text.length <= max) return text;
  let at = lastBreak({ text, pattern: CLAUSE_BREAK, minKeep, max });
  if (at < 0 && beforeClause) at = lastBreak({ text, pattern: CLAUSE_START, minKeep, max });
  if (at > 0) return text.slice(0, at);
  const slice = text.slice(0, max + 1);
  const space = slice.lastIndexOf(" ");
  const cut = space > 0 ? slice.slice(0, space) : text.slice(0, max);
  return cut.replace(DANGLING, "") || cut;
}

/** A title short enough for a breadcrumb or a running head; an ellipsis says something was left out. */
export function shortenTitle(title: string, max = SHORT_TITLE_LENGTH): string {
  const text = title.replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  return `${cutAtPause({ text, max, minKeep: max / 2 }).replace(/[\s,;:.–—-]+$/u, "")}…`;
}
