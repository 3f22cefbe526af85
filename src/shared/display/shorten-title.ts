/** Breadcrumbs and running heads have room for about this many characters. */
export const SHORT_TITLE_LENGTH = 48;

const DANGLING = /(?:\s+(?:and|or|but|with|for|of|to|the|a|an|that|which|who|in|on|at|by|from|so|as|into))+$/i;

/**
 * A title short enough for a breadcrumb or a running head, cut where a reader would pause: at a
 * clause break when one leaves enough, else at a word, never mid-word and never on "and" or
 * "for"; an ellipsis says something was left out.
 */
export function shortenTitle(title: string, max = SHORT_TITLE_LENGTH): string {
  const text = title.replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const clause = /[,;:–—]|\s-\s/g;
  let cut = -1;
  for (let match = clause.exec(text); match && match.index <= max; match = clause.exec(text)) {
    if (match.index >= max / 2) cut = match.index;
  }
  const words = cut > 0 ? text.slice(0, cut) : text.slice(0, text.slice(0, max + 1).lastIndexOf(" ") || max);
  return `${words.replace(DANGLING, "").replace(/[\s,;:.–—-]+$/u, "")}…`;
}
