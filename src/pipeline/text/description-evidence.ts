import { clip } from "./phrases.ts";

/** Offline evidence always names its source: the founder's own description. */
export const quoteFromDescription = (text: string) => `From your description: “${text}”`;

/** A cue like "every week" means little alone, so evidence quotes the whole sentence it came from. */
export function evidenceFromDescription({ sentences, quotes }: { sentences: readonly string[]; quotes: readonly string[] }): string[] {
  const items: string[] = [];
  for (const quote of quotes) {
    const needle = quote.toLowerCase().replace(/\s+/g, " ");
    const sentence = sentences.find((s) => s.toLowerCase().replace(/\s+/g, " ").includes(needle)) ?? quote;
    const item = quoteFromDescription(clip({ text: sentence, max: 220 }));
    if (!items.includes(item)) items.push(item);
  }
  return items;
}
