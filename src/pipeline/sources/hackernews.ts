import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import type { RetrievedSource, SourceConnector } from "../types.ts";
import { hnItemUrl, readHackerNewsThread } from "./hackernews-thread.ts";
import { clipText, engagementOf, isoDate, parseAnswer, plainText, shortQuery, sourceIdOf } from "./normalize.ts";
import type { ReadLimits } from "./reading.ts";

const hitSchema = z.object({
  objectID: z.string(),
  title: z.string().nullish(),
  url: z.string().nullish(),
  story_text: z.string().nullish(),
  points: z.number().nullish(),
  num_comments: z.number().nullish(),
  created_at: z.string().nullish(),
  created_at_i: z.number().nullish(),
});
const commentHitSchema = z.object({
  objectID: z.string(),
  comment_text: z.string().nullish(),
  story_id: z.number().nullish(),
  story_title: z.string().nullish(),
  created_at: z.string().nullish(),
  created_at_i: z.number().nullish(),
});
const answerSchema = z.object({ hits: z.array(hitSchema) });
const commentAnswerSchema = z.object({ hits: z.array(commentHitSchema) });

/**
 * Hacker News through Algolia's search API (keyless). The source is the HN item itself: its
 * title, text, points and comments are what we read, so the report links to the discussion,
 * never to an article behind it that nobody fetched. Stories and comments are both searched: the
 * pain is often in a comment under a story whose title never names it, so a matching comment
 * brings its whole thread in.
 */
export function createHackerNewsConnector({ http, baseUrl, limits }: { http: HttpClient; baseUrl: string; limits: ReadLimits }): SourceConnector {
  async function searchHits(query: string, tags: "story" | "comment", hitsPerPage: number, signal: AbortSignal) {
    const url = new URL(`${baseUrl}/search`);
    url.searchParams.set("query", shortQuery(query));
    url.searchParams.set("tags", tags);
    url.searchParams.set("hitsPerPage", String(hitsPerPage));
    return http.request({ url: url.toString(), signal, cache: "search" });
  }

  return {
    name: "hackernews",
    async search(query, { signal, limit }) {
      const storyAnswer = await searchHits(query.query, "story", Math.min(limit, 50), signal);
      const { hits } = parseAnswer({ response: storyAnswer, schema: answerSchema, api: "Hacker News search" });
      const stories = hits.filter((hit) => hit.title).slice(0, limit).map((hit): RetrievedSource => {
        const itemUrl = hnItemUrl(hit.objectID);
        const text = plainText(hit.story_text);
        const linked = hit.url ? linkHost(hit.url) : null;
        const excerpt = text || (linked ? `Discussion of a link to ${linked}.` : "");
        return {
          id: sourceIdOf(itemUrl),
          title: plainText(hit.title),
          url: itemUrl,
          type: "discussion",
          platform: "other",
          date: isoDate(hit.created_at ?? hit.created_at_i),
          excerpt: clipText(excerpt),
          engagement: engagementOf({ score: hit.points, comments: hit.num_comments }),
          connector: "hackernews",
        };
      });
      const room = limit - stories.length;
      if (room <= 0) return stories;
      // Comment search fills the room the stories left; a failure there must not lose the stories.
      const commentAnswer = await searchHits(query.query, "comment", Math.min(room * 2, 20), signal).catch(() => null);
      const seen = new Set(stories.map((story) => story.url));
      const threads: RetrievedSource[] = [];
      const comments = commentAnswer ? commentAnswerSchema.safeParse(safeJson(commentAnswer.json)).data?.hits ?? [] : [];
      for (const hit of comments) {
        if (!hit.story_id || !hit.story_title || threads.length >= room) continue;
        const threadUrl = hnItemUrl(hit.story_id);
        if (seen.has(threadUrl)) continue;
        seen.add(threadUrl);
        threads.push({
          id: sourceIdOf(threadUrl),
          title: plainText(hit.story_title),
          url: threadUrl,
          type: "discussion",
          platform: "other",
          date: isoDate(hit.created_at ?? hit.created_at_i),
          excerpt: clipText(plainText(hit.comment_text)),
          engagement: {},
          connector: "hackernews",
        });
      }
      return [...stories, ...threads];
    },
    read: (source, { signal }) => readHackerNewsThread({ http, baseUrl, source, signal, limits }),
  };
}

function safeJson(read: () => unknown): unknown {
  try {
    return read();
  } catch {
    return null;
  }
}

function linkHost(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}
