import type { ResearchedSource } from "../contracts/checkpoints.ts";

/** Text compared for quoting: lower case, straight quotes, single spaces, no punctuation at the edges. */
export function comparable(text: string): string {
  return text.toLowerCase()
    .replace(/[‘’‚‛′]/g, "'").replace(/[“”„‟″]/g, "\"").replace(/[‐‑‒–—―]/g, "-")
    .replace(/&amp;/g, "&").replace(/\s+/g, " ")
    .trim().replace(/^[\s"'.,;:!?…-]+|[\s"'.,;:!?…-]+$/g, "");
}

/** True when every part of the quote (split at ellipses) appears word for word in the source. */
export function quoteIsInSource({ quote, source }: { quote: string; source: ResearchedSource }): boolean {
  const reading = source.reading ? `\n${source.reading.text}\n${source.reading.comments.map((c) => c.text).join("\n")}` : "";
  const haystack = comparable(`${source.title}\n${source.excerpt ?? ""}${reading}`);
  const parts = quote.split(/\.\.\.|…/).map(comparable).filter((p) => p.length > 0);
  return parts.length > 0 && parts.every((part) => part.length >= 8 && haystack.includes(part));
}
