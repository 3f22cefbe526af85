import type { Db } from "../../db/client.ts";
import type { Config } from "../../config/index.ts";
import type { SourceName } from "../../config/research.ts";
import { createHttpClient } from "../http/client.ts";
import type { HttpClient } from "../http/client.ts";
import type { Resolver } from "../http/guarded-agent.ts";
import { createDbResponseCache, noResponseCache } from "../http/http-cache.ts";
import type { Logger, SourceConnector } from "../types.ts";
import { createBraveConnector } from "./brave.ts";
import { createGitHubConnector } from "./github.ts";
import { createHackerNewsConnector } from "./hackernews.ts";
import { createProductHuntConnector } from "./producthunt.ts";
import { createRedditConnector } from "./reddit.ts";
import { createStackExchangeConnector } from "./stackexchange.ts";
import { createTavilyConnector } from "./tavily.ts";
import { createWikipediaConnector } from "./wikipedia.ts";
import { createYouTubeConnector } from "./youtube.ts";

export type ResearchSettings = Pick<Config, "research" | "trends" | "outbound" | "publicUrl" | "supportEmail">;

const sharedClients = new WeakMap<object, HttpClient>();

/**
 * The one outbound HTTP client of a process (per configuration): every connector and trends
 * provider built from the same config shares its per-host limits, cooldowns and cache.
 */
export function outboundClientFor({ config, db, log, resolver }: {
  config: ResearchSettings; db: Db | null; log: Logger; resolver?: Resolver;
}): HttpClient {
  let client = sharedClients.get(config);
  if (!client) {
    client = createHttpClient({
      config: config.outbound,
      log,
      cache: db ? createDbResponseCache({ db, ttlMs: config.outbound.cacheTtlMs, log }) : noResponseCache,
      userAgent: `Greenlight/1.0 (idea research; +${config.publicUrl}; ${config.supportEmail})`,
      ...(resolver ? { resolver } : {}),
    });
    sharedClients.set(config, client);
  }
  return client;
}

/**
 * One connector per enabled source (SOURCES, keys), in a stable order. Errors thrown by
 * `search` are OutboundErrors whose message says why the source could not be used, e.g.
 * "hn.algolia.com could not be reached (DNS lookup failed)".
 */
export function createConnectors({ config, db, log, http }: {
  config: ResearchSettings; db: Db | null; log: Logger; http?: HttpClient;
}): SourceConnector[] {
  const client = http ?? outboundClientFor({ config, db, log });
  const { research } = config;
  const build: Record<SourceName, () => SourceConnector | null> = {
    hackernews: () => createHackerNewsConnector({ http: client, baseUrl: research.urls.hackernews }),
    stackexchange: () => createStackExchangeConnector({ http: client, baseUrl: research.urls.stackexchange, ...research.stackExchange }),
    github: () => createGitHubConnector({ http: client, baseUrl: research.urls.github, token: research.githubToken }),
    wikipedia: () => createWikipediaConnector({ http: client, baseUrl: research.urls.wikipedia }),
    tavily: () => (research.tavilyKey ? createTavilyConnector({ http: client, baseUrl: research.urls.tavily, apiKey: research.tavilyKey }) : null),
    brave: () => (research.braveKey ? createBraveConnector({ http: client, baseUrl: research.urls.brave, apiKey: research.braveKey }) : null),
    youtube: () => (research.youtubeKey ? createYouTubeConnector({ http: client, baseUrl: research.urls.youtube, apiKey: research.youtubeKey, log }) : null),
    reddit: () => (research.reddit ? createRedditConnector({ http: client, baseUrl: research.urls.reddit, ...research.reddit }) : null),
    producthunt: () => (research.productHuntToken ? createProductHuntConnector({ http: client, baseUrl: research.urls.producthunt, token: research.productHuntToken }) : null),
  };
  return research.sources.map((name) => build[name]()).filter((connector): connector is SourceConnector => connector !== null);
}

/** Start-up lines: which sources and trend providers are on, and any outbound allowance that weakens the SSRF guard. */
export function describeConnectors(config: ResearchSettings): string[] {
  const { research, trends, outbound } = config;
  const sources = research.sources.length ? research.sources.join(", ") : "none";
  const missing = research.sourcesWithoutKey.length ? `; without a key: ${research.sourcesWithoutKey.join(", ")}` : "";
  const lines = [
    `sources:   ${sources}${missing}`,
    `trends:    ${trends.providers.length ? trends.providers.join(", ") : "none (keyword trends answer \"No keyword data found\")"}`,
  ];
  if (outbound.allowPrivateHosts.length) {
    lines.push(`outbound:  WARNING private addresses allowed (OUTBOUND_ALLOW_PRIVATE_HOSTS=${outbound.allowPrivateHosts.join(",")}); for tests only`);
  }
  return lines;
}

export { OutboundError, isOutboundError } from "../http/errors.ts";
export type { HttpClient } from "../http/client.ts";
