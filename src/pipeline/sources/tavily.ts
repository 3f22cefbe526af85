import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import { OutboundError } from "../http/errors.ts";
import type { SourceConnector } from "../types.ts";
import { classifyUrl, clipText, isoDate, isHttpUrl, parseAnswer, plainText, shortQuery, sourceIdOf } from "./normalize.ts";

const resultSchema = z.object({
  title: z.string(),
  url: z.string(),
  content: z.string().nullish(),
  score: z.number().optional(),
  published_date: z.string().nullish(),
});
const answerSchema = z.object({ results: z.array(resultSchema) });

/** Tavily web search (TAVILY_API_KEY). 432 and 433 are its "plan / pay-as-you-go limit reached" answers. */
export function createTavilyConnector({ http, baseUrl, apiKey }: { http: HttpClient; baseUrl: string; apiKey: string }): SourceConnector {
  return {
    name: "tavily",
    async search(query, { signal, limit }) {
      const body = JSON.stringify({
        query: shortQuery(query.query, 380),
        max_results: Math.min(limit, 20),
        search_depth: "basic",
        topic: "general",
        include_answer: false,
        include_raw_content: false,
        include_images: false,
      });
      const response = await http.request({
        url: `${baseUrl}/search`,
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
        body,
        signal,
        cache: "search",
      }).catch((error: unknown) => {
        if (error instanceof OutboundError && (error.status === 432 || error.status === 433)) {
          throw new OutboundError({ kind: "quota", host: error.host, status: error.status, message: "Tavily usage limit of this plan is reached" });
        }
        throw error;
      });
      const { results } = parseAnswer({ response, schema: answerSchema, api: "Tavily search" });
      return results.filter((result) => isHttpUrl(result.url)).slice(0, limit).map((result) => ({
        id: sourceIdOf(result.url),
        title: plainText(result.title),
        url: result.url,
        ...classifyUrl(result.url),
        date: isoDate(result.published_date),
        excerpt: clipText(plainText(result.content)),
        engagement: {},
        connector: "tavily",
      }));
    },
  };
}
