import { z } from "zod";
import type { HttpResponse } from "../http/client.ts";
import type { RetrievedSource, SourceComment, SourceReading } from "../types.ts";
import { blockText, isoDate, parseAnswer } from "./normalize.ts";
import { boundedReading, type ReadLimits } from "./reading.ts";

interface CommentThing {
  kind: string;
  data: { author?: string; body?: string; score?: number; created_utc?: number; permalink?: string; replies?: unknown };
}
const thingSchema: z.ZodType<CommentThing> = z.object({
  kind: z.string(),
  data: z.object({
    author: z.string().optional(),
    body: z.string().optional(),
    score: z.number().optional(),
    created_utc: z.number().optional(),
    permalink: z.string().optional(),
    replies: z.unknown().optional(),
  }),
});
const listingSchema = z.object({ data: z.object({ children: z.array(thingSchema) }) });
const articleSchema = z.tuple([
  z.object({ data: z.object({ children: z.array(z.object({ data: z.object({ selftext: z.string().optional() }) })) }) }),
  listingSchema,
]);

/** The post id of a reddit.com comments URL (/r/sub/comments/ID/slug/), or null. */
export function redditArticleOf(url: string): string | null {
  return /\/comments\/([a-z0-9]+)(\/|$)/i.exec(url)?.[1] ?? null;
}

/** The `comments/{article}` call: top comments, three levels deep, as much as one call brings. */
export function redditCommentsPath({ article, limits }: { article: string; limits: ReadLimits }): string {
  return `/comments/${article}?${new URLSearchParams({ sort: "top", depth: "3", limit: String(Math.min(100, limits.commentsPerThread)), raw_json: "1" }).toString()}`;
}

/**
 * Reddit's `comments/{article}` answer ([post listing, comment listing]) as a reading: the post's
 * text and its comments breadth-first, each linking to its own permalink. Removed and deleted
 * comments ("[removed]", "[deleted]") and "load more" stubs are skipped.
 */
export function redditReading({ response, source, limits }: { response: HttpResponse; source: RetrievedSource; limits: ReadLimits }): SourceReading {
  const [post, listing] = parseAnswer({ response, schema: articleSchema, api: "Reddit comments" });
  const comments: SourceComment[] = [];
  let level = listing.data.children;
  while (level.length > 0 && comments.length < limits.commentsPerThread) {
    const next: CommentThing[] = [];
    for (const thing of level) {
      if (thing.kind !== "t1") continue;
      const { author, body, score, created_utc: created, permalink, replies } = thing.data;
      const text = blockText(body);
      if (text && author && author !== "[deleted]" && !/^\[(removed|deleted)\]$/.test(text)) {
        comments.push({
          url: permalink ? `https://www.reddit.com${permalink}` : source.url,
          author,
          date: isoDate(created),
          text,
          ...(typeof score === "number" ? { points: score } : {}),
        });
      }
      const children = listingSchema.safeParse(replies).data?.data.children;
      if (children) next.push(...children);
    }
    level = next;
  }
  return boundedReading({ kind: "thread", text: blockText(post.data.children[0]?.data.selftext) || source.excerpt, comments, limits });
}
