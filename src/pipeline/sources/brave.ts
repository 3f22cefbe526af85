import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import type { SourceConnector } from "../types.ts";
import type { ReadLimits } from "./reading.ts";
import { readWebPage } from "./web-page.ts";
import { classifyUrl, clipText, isoDate, isHttpUrl, parseAnswer, plainText, shortQuery, sourceIdOf } from "./normalize.ts";

const resultSchema = z.object({
  title: z.string(),
  url: z.string(),
  description: z.string().nullish(),
  page_age: z.string().nullish(),
  extra_snippets: z.array(z.string()).optional(),
});
const answerSchema = z.object({ web: z.object({ results: z.array(resultSchema) }).optional() });

/**
 * Brave web search (BRAVE_API_KEY). Brave reports its windows in X-RateLimit-Remaining and
 * X-RateLimit-Reset ("per second, per month"); the HTTP client waits out a spent one. Asks for
 * `extra_snippets` (up to five more excerpts of each page) and reads chosen pages in full.
 */
export function createBraveConnector({ http, baseUrl, apiKey, limits }: { http: HttpClient; baseUrl: string; apiKey: string; limits: ReadLimits }): SourceConnector {
  return {
    name: "brave",
    async search(query, { signal, limit }) {
      const url = new URL(`${baseUrl}/web/search`);
      url.searchParams.set("q", shortQuery(query.query, 380));
      url.searchParams.set("count", String(Math.min(limit, 20)));
      url.searchParams.set("safesearch", "moderate");
      url.searchParams.set("extra_snippets", "true");
      const response = await http.request({
        url: url.toString(),
        headers: { "x-subscription-token": apiKey },
        signal,
        cache: "search",
      });
      const { web } = parseAnswer({ response, schema: answerSchema, api: "Brave search" });
      return (web?.results ?? []).filter((result) => isHttpUrl(result.url)).slice(0, limit).map((result) => ({
        id: sourceIdOf(result.url),
        title: plainText(result.title),
        url: result.url,
        ...classifyUrl(result.url),
        date: isoDate(result.page_age),
        excerpt: clipText(plainText([result.description, ...(result.extra_snippets ?? [])].filter(Boolean).join(" "))),
        engagement: {},
        connector: "brave",
      }));
    },
    read: (source, { signal }) => readWebPage({ http, source, signal, limits }),
  };
}
