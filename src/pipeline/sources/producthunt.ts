import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import { OutboundError } from "../http/errors.ts";
import type { SourceConnector } from "../types.ts";
import { clipText, engagementOf, isoDate, isHttpUrl, parseAnswer, plainText, sourceIdOf } from "./normalize.ts";

const TOPICS_QUERY = `query Topics($query: String!) {
  topics(query: $query, first: 1) { edges { node { slug name } } }
}`;
const POSTS_QUERY = `query Posts($topic: String!, $first: Int!) {
  posts(topic: $topic, order: VOTES, first: $first) {
    edges { node { id name tagline description url votesCount commentsCount createdAt featuredAt } }
  }
}`;

const graphqlErrors = z.array(z.object({ message: z.string() })).optional();
const topicsSchema = z.object({
  data: z.object({ topics: z.object({ edges: z.array(z.object({ node: z.object({ slug: z.string(), name: z.string() }) })) }) }).nullish(),
  errors: graphqlErrors,
});
const postsSchema = z.object({
  data: z.object({
    posts: z.object({
      edges: z.array(z.object({
        node: z.object({
          id: z.string(),
          name: z.string(),
          tagline: z.string().nullish(),
          description: z.string().nullish(),
          url: z.string(),
          votesCount: z.number().optional(),
          commentsCount: z.number().optional(),
          createdAt: z.string().optional(),
          featuredAt: z.string().nullish(),
        }),
      })),
    }),
  }).nullish(),
  errors: graphqlErrors,
});

const STOP = new Set(["the", "a", "an", "for", "of", "to", "and", "or", "in", "on", "with", "app", "tool", "software", "best", "how", "vs"]);

/**
 * Product Hunt (PRODUCT_HUNT_TOKEN, GraphQL API v2). Its API has no free-text post search, so
 * the query is matched to a topic first and that topic's most-voted launches are the results;
 * the excerpt says which topic they came from.
 */
export function createProductHuntConnector({ http, baseUrl, token }: { http: HttpClient; baseUrl: string; token: string }): SourceConnector {
  async function graphql<Schema extends z.ZodType>({ query, variables, schema, signal }: {
    query: string; variables: Record<string, unknown>; schema: Schema; signal: AbortSignal;
  }): Promise<z.output<Schema>> {
    const response = await http.request({
      url: baseUrl,
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
      signal,
      cache: "search",
    });
    const answer = parseAnswer({ response, schema, api: "Product Hunt" }) as { errors?: { message: string }[] };
    if (answer.errors?.length) {
      throw new OutboundError({ kind: "http", host: new URL(response.url).host, message: `Product Hunt refused the query: ${answer.errors[0]!.message}` });
    }
    return answer as z.output<Schema>;
  }

  return {
    name: "producthunt",
    async search(query, { signal, limit }) {
      const words = query.query.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length > 2 && !STOP.has(word));
      const attempts = [...new Set([words.slice(0, 3).join(" "), words[0]].filter((text): text is string => Boolean(text)))];
      let topic: { slug: string; name: string } | undefined;
      for (const attempt of attempts) {
        const answer = await graphql({ query: TOPICS_QUERY, variables: { query: attempt }, schema: topicsSchema, signal });
        topic = answer.data?.topics.edges[0]?.node;
        if (topic) break;
      }
      if (!topic) return [];
      const answer = await graphql({ query: POSTS_QUERY, variables: { topic: topic.slug, first: Math.min(limit, 20) }, schema: postsSchema, signal });
      return (answer.data?.posts.edges ?? []).map((edge) => edge.node).filter((post) => isHttpUrl(post.url)).slice(0, limit).map((post) => ({
        id: sourceIdOf(post.url),
        title: `${plainText(post.name)}${post.tagline ? ` — ${plainText(post.tagline)}` : ""}`,
        url: post.url,
        type: "review" as const,
        platform: "other" as const,
        date: isoDate(post.featuredAt ?? post.createdAt),
        excerpt: clipText(`${plainText(post.description) || plainText(post.tagline)} (Product Hunt topic: ${topic.name})`),
        engagement: engagementOf({ score: post.votesCount, comments: post.commentsCount }),
        connector: "producthunt",
        facts: {
          ...(typeof post.votesCount === "number" ? { votes: post.votesCount } : {}),
          ...(isoDate(post.featuredAt ?? post.createdAt) ? { lastActivity: isoDate(post.featuredAt ?? post.createdAt) } : {}),
        },
      }));
    },
  };
}
