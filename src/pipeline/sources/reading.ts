import type { SourceComment, SourceReading } from "../types.ts";
import { clipText, decodeEntities } from "./normalize.ts";

/** A page's own text is kept up to this many characters: enough for an article, bounded for checkpoints. */
export const READING_TEXT_CHARS = 12_000;
/** One comment, answer or issue is kept up to this many characters. */
export const COMMENT_CHARS = 1_500;

/** How many comments a thread reader keeps; the research settings pass theirs, tests pass small ones. */
export interface ReadLimits {
  commentsPerThread: number;
}

/** A reading clipped to the caps above, comments without text dropped. */
export function boundedReading({ kind, text, comments, limits }: {
  kind: SourceReading["kind"]; text: string; comments: SourceComment[]; limits: ReadLimits;
}): SourceReading {
  return {
    kind,
    text: clipText(text.trim(), READING_TEXT_CHARS),
    comments: comments
      .filter((comment) => comment.text.trim().length > 0)
      .slice(0, limits.commentsPerThread)
      .map((comment) => ({ ...comment, text: clipText(comment.text.trim(), COMMENT_CHARS) })),
  };
}

/**
 * Markdown (a README, an issue) as plain prose: code blocks, images, badges, HTML tags and link
 * targets dropped, the words kept, so a quote taken from it matches what a reader sees.
 */
export function markdownText(markdown: string | null | undefined): string {
  if (!markdown) return "";
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/(\*\*|__|`)/g, "");
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}
