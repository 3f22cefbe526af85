import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import { OutboundError } from "../http/errors.ts";
import type { SourceConnector } from "../types.ts";
import { boundedReading, type ReadLimits } from "./reading.ts";
import { clipText, isoDate, isHttpUrl, parseAnswer, plainText, shortQuery, sourceIdOf } from "./normalize.ts";

const pageSchema = z.object({
  pageid: z.number(),
  title: z.string(),
  index: z.number().optional(),
  touched: z.string().optional(),
  fullurl: z.string().optional(),
  canonicalurl: z.string().optional(),
  extract: z.string().optional(),
});
const articleSchema = z.object({ query: z.object({ pages: z.array(z.object({ title: z.string(), extract: z.string().optional() })) }).optional() });
const answerSchema = z.object({
  error: z.object({ code: z.string(), info: z.string() }).optional(),
  query: z.object({ pages: z.array(pageSchema) }).optional(),
});

/**
 * Wikipedia articles (keyless): a market's background, its history and the names in it. One
 * call searches and returns each article's canonical URL and plain-text introduction.
 */
export function createWikipediaConnector({ http, baseUrl, limits }: { http: HttpClient; baseUrl: string; limits: ReadLimits }): SourceConnector {
  return {
    name: "wikipedia",
    async search(query, { signal, limit }) {
      const count = Math.min(limit, 20);
      const url = new URL(baseUrl);
      for (const [name, value] of Object.entries({
        action: "query", format: "json", formatversion: "2", generator: "search", gsrsearch: shortQuery(query.query),
        gsrlimit: String(count), gsrnamespace: "0", prop: "info|extracts", inprop: "url", exintro: "1", explaintext: "1",
        exsentences: "4", exlimit: String(count),
      })) url.searchParams.set(name, value);
      const response = await http.request({ url: url.toString(), signal, cache: "search" });
      const answer = parseAnswer({ response, schema: answerSchema, api: "Wikipedia search" });
      if (answer.error) {
        throw new OutboundError({ kind: "http", host: new URL(response.url).host, message: `Wikipedia refused the search: ${answer.error.info}` });
      }
      const pages = [...(answer.query?.pages ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
      return pages.slice(0, limit).flatMap((page) => {
        const pageUrl = page.canonicalurl ?? page.fullurl;
        if (!pageUrl || !isHttpUrl(pageUrl)) return [];
        return [{
          id: sourceIdOf(pageUrl),
          title: page.title,
          url: pageUrl,
          type: "article" as const,
          platform: "other" as const,
          date: isoDate(page.touched),
          excerpt: clipText(plainText(page.extract)),
          engagement: {},
          connector: "wikipedia",
        }];
      });
    },
    /** The whole article as plain text (the search brought only its introduction). */
    async read(source, { signal }) {
      const title = /\/wiki\/([^?#]+)/.exec(source.url)?.[1];
      if (!title) return null;
      const url = new URL(baseUrl);
      for (const [name, value] of Object.entries({
        action: "query", format: "json", formatversion: "2", prop: "extracts", explaintext: "1", redirects: "1", titles: decodeURIComponent(title).replace(/_/g, " "),
      })) url.searchParams.set(name, value);
      const response = await http.request({ url: url.toString(), signal, cache: "lookup" });
      const text = parseAnswer({ response, schema: articleSchema, api: "Wikipedia article" }).query?.pages[0]?.extract ?? "";
      return text.trim() ? boundedReading({ kind: "page", text: text.replace(/\s+/g, " "), comments: [], limits }) : null;
    },
  };
}
