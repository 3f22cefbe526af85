import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import { OutboundError } from "../http/errors.ts";
import type { SourceConnector } from "../types.ts";
import type { ReadLimits } from "./reading.ts";
import { redditArticleOf, redditCommentsPath, redditReading } from "./reddit-comments.ts";
import { clipText, engagementOf, isoDate, parseAnswer, plainText, shortQuery, sourceIdOf } from "./normalize.ts";

const tokenSchema = z.object({ access_token: z.string(), token_type: z.string(), expires_in: z.number() });
const listingSchema = z.object({
  kind: z.literal("Listing"),
  data: z.object({
    children: z.array(z.object({
      kind: z.string(),
      data: z.object({
        title: z.string(),
        selftext: z.string().optional(),
        permalink: z.string(),
        subreddit_name_prefixed: z.string().optional(),
        score: z.number().optional(),
        num_comments: z.number().optional(),
        created_utc: z.number().optional(),
        over_18: z.boolean().optional(),
        removed_by_category: z.string().nullish(),
      }),
    })),
  }),
});

const TOKEN_MARGIN_MS = 60_000;

/**
 * Reddit search through the OAuth API (REDDIT_CLIENT_ID / REDDIT_CLIENT_SECRET, application-only
 * client-credentials grant). The token lives in memory only and is renewed before it expires,
 * or once when Reddit answers 401. Every call carries the operator's REDDIT_USER_AGENT, in the
 * `<platform>:<app id>:<version> (by /u/<user>)` form Reddit's API rules require.
 */
export function createRedditConnector({ http, baseUrl, authUrl, clientId, clientSecret, userAgent, limits }: {
  http: HttpClient; baseUrl: string; authUrl: string; clientId: string; clientSecret: string; userAgent: string; limits: ReadLimits;
}): SourceConnector {
  let token: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function accessToken(signal: AbortSignal, renew = false): Promise<string> {
    if (!renew && token && token.expiresAt > Date.now()) return token.value;
    pending ??= (async () => {
      try {
        const response = await http.request({
          url: `${authUrl}/api/v1/access_token`,
          method: "POST",
          headers: {
            "user-agent": userAgent,
            authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: "grant_type=client_credentials",
          signal,
        });
        const answer = parseAnswer({ response, schema: tokenSchema, api: "Reddit sign-in" });
        token = { value: answer.access_token, expiresAt: Date.now() + answer.expires_in * 1000 - TOKEN_MARGIN_MS };
        return token.value;
      } finally {
        pending = null;
      }
    })();
    return pending;
  }

  async function getOnce(url: string, signal: AbortSignal, renew: boolean, cache: "search" | "lookup") {
    const bearer = await accessToken(signal, renew);
    return http.request({ url, headers: { authorization: `bearer ${bearer}`, "user-agent": userAgent }, signal, cache });
  }

  /** A GET with the bearer token, renewed once when Reddit answers 401. */
  function get(url: string, signal: AbortSignal, cache: "search" | "lookup") {
    return getOnce(url, signal, false, cache).catch(async (error: unknown) => {
      if (error instanceof OutboundError && error.status === 401) return getOnce(url, signal, true, cache);
      throw error;
    });
  }

  return {
    name: "reddit",
    async search(query, { signal, limit }) {
      const url = new URL(`${baseUrl}/search`);
      for (const [name, value] of Object.entries({
        q: shortQuery(query.query), limit: String(Math.min(limit, 100)), sort: "relevance", t: "all", type: "link", raw_json: "1",
      })) url.searchParams.set(name, value);
      const response = await get(url.toString(), signal, "search");
      const listing = parseAnswer({ response, schema: listingSchema, api: "Reddit search" });
      return listing.data.children
        .filter((child) => child.kind === "t3" && !child.data.over_18 && !child.data.removed_by_category)
        .slice(0, limit)
        .map(({ data: post }) => {
          const postUrl = `https://www.reddit.com${post.permalink}`;
          const where = post.subreddit_name_prefixed ? `${post.subreddit_name_prefixed}: ` : "";
          return {
            id: sourceIdOf(postUrl),
            title: `${where}${plainText(post.title)}`,
            url: postUrl,
            type: "discussion" as const,
            platform: "reddit" as const,
            date: isoDate(post.created_utc),
            excerpt: clipText(plainText(post.selftext)),
            engagement: engagementOf({ score: post.score, comments: post.num_comments }),
            connector: "reddit",
          };
        });
    },
    async read(source, { signal }) {
      const article = redditArticleOf(source.url);
      if (!article) return null;
      const response = await get(`${baseUrl}${redditCommentsPath({ article, limits })}`, signal, "lookup");
      return redditReading({ response, source, limits });
    },
  };
}
