import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import { OutboundError } from "../http/errors.ts";
import type { SourceConnector } from "../types.ts";
import type { ReadLimits } from "./reading.ts";
import { readStackExchangeQuestion } from "./stackexchange-answers.ts";
import { clipText, engagementOf, isoDate, isHttpUrl, parseAnswer, plainText, shortQuery, sourceIdOf } from "./normalize.ts";

const itemSchema = z.object({
  question_id: z.number(),
  title: z.string(),
  link: z.string(),
  body: z.string().optional(),
  score: z.number().optional(),
  answer_count: z.number().optional(),
  view_count: z.number().optional(),
  creation_date: z.number().optional(),
  last_activity_date: z.number().optional(),
});
const answerSchema = z.object({
  items: z.array(itemSchema),
  quota_remaining: z.number().optional(),
  backoff: z.number().optional(),
});
const errorSchema = z.object({ error_id: z.number(), error_name: z.string(), error_message: z.string() });

/** Stack Exchange's documented field: seconds to wait before calling the same method again. */
const backoffSeconds = (json: unknown) => answerSchema.partial().safeParse(json).data?.backoff;

/**
 * Stack Exchange questions (keyless: 300 calls a day per IP; STACKEXCHANGE_KEY raises it to
 * 10,000). Honours the `backoff` field, and maps a throttle violation to a quota failure. The key
 * travels in the Authorization header: Stack Exchange stops accepting it in the query string
 * from June 2026 (docs/decisions/013-research-that-reads.md).
 */
export function createStackExchangeConnector({ http, baseUrl, site, key, limits }: {
  http: HttpClient; baseUrl: string; site: string; key: string | undefined; limits: ReadLimits;
}): SourceConnector {
  const authorization: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
  return {
    name: "stackexchange",
    async search(query, { signal, limit }) {
      const url = new URL(`${baseUrl}/search/advanced`);
      url.searchParams.set("order", "desc");
      url.searchParams.set("sort", "relevance");
      url.searchParams.set("q", shortQuery(query.query));
      url.searchParams.set("site", site);
      url.searchParams.set("pagesize", String(Math.min(limit, 100)));
      url.searchParams.set("filter", "withbody");
      const response = await http.request({ url: url.toString(), headers: authorization, signal, cache: "search", backoffSeconds }).catch((error: unknown) => {
        throw throttleFailure(error) ?? error;
      });
      const { items } = parseAnswer({ response, schema: answerSchema, api: "Stack Exchange search" });
      return items.filter((item) => isHttpUrl(item.link)).slice(0, limit).map((item) => ({
        id: sourceIdOf(item.link),
        title: plainText(item.title),
        url: item.link,
        type: "discussion" as const,
        platform: site === "stackoverflow" ? "stackoverflow" as const : "other" as const,
        date: isoDate(item.creation_date),
        excerpt: clipText(plainText(item.body)),
        engagement: engagementOf({ score: item.score, comments: item.answer_count, views: item.view_count }),
        connector: "stackexchange",
      }));
    },
    read: (source, { signal }) => readStackExchangeQuestion({ http, baseUrl, site, authorization, source, signal, limits }).catch((error: unknown) => {
      throw throttleFailure(error) ?? error;
    }),
  };
}

/** Stack Exchange reports a spent quota as HTTP 400 with error_id 502 (throttle_violation). */
function throttleFailure(error: unknown): OutboundError | null {
  if (!(error instanceof OutboundError) || error.status !== 400 || !error.body) return null;
  let parsed: z.infer<typeof errorSchema> | undefined;
  try {
    parsed = errorSchema.safeParse(JSON.parse(error.body)).data;
  } catch {
    return null;
  }
  if (!parsed || parsed.error_name !== "throttle_violation") return null;
  const seconds = /available in (\d+) seconds/.exec(parsed.error_message)?.[1];
  return new OutboundError({
    kind: "quota",
    host: error.host,
    status: 400,
    retryAfterMs: seconds ? Number(seconds) * 1000 : undefined,
    message: `Stack Exchange quota spent: ${parsed.error_message}`,
  });
}
