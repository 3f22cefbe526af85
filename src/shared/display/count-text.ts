/** A count grouped in thousands as the product writes numbers everywhere: 12500 -> "12,500". */
export function formatCount(count: number): string {
  return count.toLocaleString("en-US");
}

/** The word for a count: "source" for exactly one, else its plural ("sources", or the one given: "companies"). */
export function pluralWord(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** A count with its word: "1 source", "3 sources", "0 companies". The figure is written as is, ungrouped. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${pluralWord(count, one, many)}`;
}

/** Items as a sentence lists them: "A", "A and B", "A, B and C". */
export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
