import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import { OutboundError } from "../http/errors.ts";
import type { Logger, SourceConnector } from "../types.ts";
import { clipText, engagementOf, isoDate, parseAnswer, plainText, shortQuery, sourceIdOf } from "./normalize.ts";

const searchSchema = z.object({
  items: z.array(z.object({
    id: z.object({ kind: z.string(), videoId: z.string().optional() }),
    snippet: z.object({ publishedAt: z.string().optional(), title: z.string(), description: z.string().optional(), channelTitle: z.string().optional() }),
  })),
});
const videosSchema = z.object({
  items: z.array(z.object({
    id: z.string(),
    statistics: z.object({ viewCount: z.string().optional(), likeCount: z.string().optional(), commentCount: z.string().optional() }).optional(),
  })),
});
const errorSchema = z.object({ error: z.object({ errors: z.array(z.object({ reason: z.string() })).optional(), message: z.string().optional() }) });
const QUOTA_REASONS = new Set(["quotaExceeded", "dailyLimitExceeded", "rateLimitExceeded", "userRateLimitExceeded"]);

/**
 * YouTube Data API (YOUTUBE_API_KEY): a search (100 quota units) and one statistics call
 * (1 unit) for view and comment counts. Statistics are optional: the videos stand without them.
 */
export function createYouTubeConnector({ http, baseUrl, apiKey, log }: { http: HttpClient; baseUrl: string; apiKey: string; log: Logger }): SourceConnector {
  return {
    name: "youtube",
    async search(query, { signal, limit }) {
      const url = new URL(`${baseUrl}/search`);
      for (const [name, value] of Object.entries({
        part: "snippet", type: "video", q: shortQuery(query.query), maxResults: String(Math.min(limit, 50)),
        safeSearch: "moderate", relevanceLanguage: "en", key: apiKey,
      })) url.searchParams.set(name, value);
      const response = await http.request({ url: url.toString(), signal, cache: "search" }).catch((error: unknown) => {
        throw quotaFailure(error) ?? error;
      });
      const { items } = parseAnswer({ response, schema: searchSchema, api: "YouTube search" });
      const videos = items.filter((item) => item.id.kind === "youtube#video" && item.id.videoId).slice(0, limit);
      const stats = await statisticsOf({ http, baseUrl, apiKey, signal, ids: videos.map((v) => v.id.videoId!) }).catch((error: unknown) => {
        log.debug({ err: error }, "youtube statistics unavailable");
        return new Map<string, { views?: number; comments?: number }>();
      });
      return videos.map((video) => {
        const videoUrl = `https://www.youtube.com/watch?v=${encodeURIComponent(video.id.videoId!)}`;
        const channel = video.snippet.channelTitle ? ` (${plainText(video.snippet.channelTitle)})` : "";
        const stat = stats.get(video.id.videoId!);
        return {
          id: sourceIdOf(videoUrl),
          title: `${plainText(video.snippet.title)}${channel}`,
          url: videoUrl,
          type: "video" as const,
          platform: "youtube" as const,
          date: isoDate(video.snippet.publishedAt),
          excerpt: clipText(plainText(video.snippet.description)),
          engagement: engagementOf({ views: stat?.views, comments: stat?.comments }),
          connector: "youtube",
        };
      });
    },
  };
}

async function statisticsOf({ http, baseUrl, apiKey, signal, ids }: {
  http: HttpClient; baseUrl: string; apiKey: string; signal: AbortSignal; ids: string[];
}): Promise<Map<string, { views?: number; comments?: number }>> {
  if (ids.length === 0) return new Map();
  const url = new URL(`${baseUrl}/videos`);
  url.searchParams.set("part", "statistics");
  url.searchParams.set("id", ids.join(","));
  url.searchParams.set("key", apiKey);
  const response = await http.request({ url: url.toString(), signal, cache: "search" });
  const { items } = parseAnswer({ response, schema: videosSchema, api: "YouTube videos" });
  const count = (text: string | undefined) => (text === undefined ? undefined : Number(text));
  return new Map(items.map((item) => [item.id, { views: count(item.statistics?.viewCount), comments: count(item.statistics?.commentCount) }]));
}

/** YouTube answers a spent quota with 403 and reason quotaExceeded. */
function quotaFailure(error: unknown): OutboundError | null {
  if (!(error instanceof OutboundError) || (error.status !== 403 && error.status !== 429) || !error.body) return null;
  let reason: string | undefined;
  try {
    reason = errorSchema.safeParse(JSON.parse(error.body)).data?.error.errors?.[0]?.reason;
  } catch {
    return null;
  }
  if (!reason || !QUOTA_REASONS.has(reason)) return null;
  return new OutboundError({ kind: "quota", host: error.host, status: error.status, message: `YouTube Data API quota spent (${reason})` });
}
