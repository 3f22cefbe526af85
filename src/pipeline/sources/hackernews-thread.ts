import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import type { RetrievedSource, SourceComment, SourceReading } from "../types.ts";
import { blockText, isoDate, parseAnswer } from "./normalize.ts";
import { boundedReading, type ReadLimits } from "./reading.ts";

interface ItemNode {
  id: number;
  author?: string | null;
  text?: string | null;
  points?: number | null;
  created_at?: string | null;
  created_at_i?: number | null;
  children?: ItemNode[];
}
const itemSchema: z.ZodType<ItemNode> = z.lazy(() => z.object({
  id: z.number(),
  author: z.string().nullish(),
  text: z.string().nullish(),
  points: z.number().nullish(),
  created_at: z.string().nullish(),
  created_at_i: z.number().nullish(),
  children: z.array(itemSchema).optional(),
}));

export const hnItemUrl = (id: number | string) => `https://news.ycombinator.com/item?id=${encodeURIComponent(String(id))}`;

/** The HN item id of a discussion URL (news.ycombinator.com/item?id=N), or null. */
export function hnItemId(url: string): string | null {
  try {
    const parsed = new URL(url);
    const id = parsed.searchParams.get("id");
    return /(^|\.)news\.ycombinator\.com$/.test(parsed.hostname) && id && /^\d+$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * A whole Hacker News thread through Algolia's `items/:id`, which answers the story with its
 * comment tree nested in `children`. Comments are read breadth-first (top-level replies before
 * deep sub-threads) so a capped reading keeps the most visible ones; each links to itself.
 */
export async function readHackerNewsThread({ http, baseUrl, source, signal, limits }: {
  http: HttpClient; baseUrl: string; source: RetrievedSource; signal: AbortSignal; limits: ReadLimits;
}): Promise<SourceReading | null> {
  const id = hnItemId(source.url);
  if (!id) return null;
  const response = await http.request({ url: `${baseUrl}/items/${id}`, signal, cache: "lookup" });
  const story = parseAnswer({ response, schema: itemSchema, api: "Hacker News item" });
  const comments: SourceComment[] = [];
  let level = story.children ?? [];
  while (level.length > 0 && comments.length < limits.commentsPerThread) {
    for (const node of level) {
      const text = blockText(node.text);
      if (!text || !node.author) continue;
      comments.push({
        url: hnItemUrl(node.id),
        author: node.author,
        date: isoDate(node.created_at ?? node.created_at_i),
        text,
        ...(typeof node.points === "number" ? { points: node.points } : {}),
      });
    }
    level = level.flatMap((node) => node.children ?? []);
  }
  return boundedReading({ kind: "thread", text: blockText(story.text), comments, limits });
}
