import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import type { SourceConnector } from "../types.ts";
import { clipText, engagementOf, isoDate, parseAnswer, plainText, shortQuery, sourceIdOf } from "./normalize.ts";

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
const answerSchema = z.object({ hits: z.array(hitSchema) });

/**
 * Hacker News through Algolia's search API (keyless). The source is the HN item itself: its
 * title, text, points and comments are what we read, so the report links to the discussion,
 * never to an article behind it that nobody fetched.
 */
export function createHackerNewsConnector({ http, baseUrl }: { http: HttpClient; baseUrl: string }): SourceConnector {
  return {
    name: "hackernews",
    async search(query, { signal, limit }) {
      const url = new URL(`${baseUrl}/search`);
      url.searchParams.set("query", shortQuery(query.query));
      url.searchParams.set("tags", "story");
      url.searchParams.set("hitsPerPage", String(Math.min(limit, 50)));
      const response = await http.request({ url: url.toString(), signal, cache: "search" });
      const { hits } = parseAnswer({ response, schema: answerSchema, api: "Hacker News search" });
      return hits.filter((hit) => hit.title).slice(0, limit).map((hit) => {
        const itemUrl = `https://news.ycombinator.com/item?id=${encodeURIComponent(hit.objectID)}`;
        const text = plainText(hit.story_text);
        const linked = hit.url ? linkHost(hit.url) : null;
        const excerpt = text || (linked ? `Discussion of a link to ${linked}.` : "");
        return {
          id: sourceIdOf(itemUrl),
          title: plainText(hit.title),
          url: itemUrl,
          type: "discussion" as const,
          platform: "other" as const,
          date: isoDate(hit.created_at ?? hit.created_at_i),
          excerpt: clipText(excerpt),
          engagement: engagementOf({ score: hit.points, comments: hit.num_comments }),
          connector: "hackernews",
        };
      });
    },
  };
}

function linkHost(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}
