import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import { OutboundError } from "../http/errors.ts";
import type { SourceConnector } from "../types.ts";
import { boundedReading, markdownText, type ReadLimits } from "./reading.ts";
import { readWebPage } from "./web-page.ts";
import { classifyUrl, clipText, isoDate, isHttpUrl, parseAnswer, plainText, shortQuery, sourceIdOf } from "./normalize.ts";

const resultSchema = z.object({
  title: z.string(),
  url: z.string(),
  content: z.string().nullish(),
  score: z.number().optional(),
  published_date: z.string().nullish(),
  raw_content: z.string().nullish(),
});
const answerSchema = z.object({ results: z.array(resultSchema) });

/**
 * Tavily web search (TAVILY_API_KEY). 432 and 433 are its "plan / pay-as-you-go limit reached"
 * answers. Each result comes with its page's cleaned text (`include_raw_content`), so pages are
 * read in full without a second call. Timing queries use the `news` topic, the one that dates its
 * results (`published_date`); a general result without a date stays undated.
 */
export function createTavilyConnector({ http, baseUrl, apiKey, limits }: { http: HttpClient; baseUrl: string; apiKey: string; limits: ReadLimits }): SourceConnector {
  return {
    name: "tavily",
    async search(query, { signal, limit }) {
      const body = JSON.stringify({
        query: shortQuery(query.query, 380),
        max_results: Math.min(limit, 20),
        search_depth: "basic",
        topic: query.dimension === "timing" ? "news" : "general",
        include_answer: false,
        include_raw_content: true,
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
      return results.filter((result) => isHttpUrl(result.url)).slice(0, limit).map((result) => {
        const raw = markdownText(result.raw_content);
        return {
          id: sourceIdOf(result.url),
          title: plainText(result.title),
          url: result.url,
          ...classifyUrl(result.url),
          date: isoDate(result.published_date),
          excerpt: clipText(plainText(result.content)),
          engagement: {},
          connector: "tavily",
          ...(raw ? { reading: boundedReading({ kind: "page", text: raw, comments: [], limits }) } : {}),
        };
      });
    },
    read: (source, { signal }) => readWebPage({ http, source, signal, limits }),
  };
}
