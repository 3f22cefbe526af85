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
      userAgent: `Greenlight/1.0 (idea research; +${config.publicUrl}; ${contactAddress(config)})`,
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
  const limits = { commentsPerThread: research.reading.commentsPerThread };
  const build: Record<SourceName, () => SourceConnector | null> = {
    hackernews: () => createHackerNewsConnector({ http: client, baseUrl: research.urls.hackernews, limits }),
    stackexchange: () => createStackExchangeConnector({ http: client, baseUrl: research.urls.stackexchange, ...research.stackExchange, limits }),
    github: () => createGitHubConnector({ http: client, baseUrl: research.urls.github, token: research.githubToken, limits }),
    wikipedia: () => createWikipediaConnector({ http: client, baseUrl: research.urls.wikipedia, limits }),
    tavily: () => (research.tavilyKey ? createTavilyConnector({ http: client, baseUrl: research.urls.tavily, apiKey: research.tavilyKey, limits }) : null),
    brave: () => (research.braveKey ? createBraveConnector({ http: client, baseUrl: research.urls.brave, apiKey: research.braveKey, limits }) : null),
    youtube: () => (research.youtubeKey ? createYouTubeConnector({ http: client, baseUrl: research.urls.youtube, apiKey: research.youtubeKey, log }) : null),
    reddit: () => (research.reddit ? createRedditConnector({ http: client, baseUrl: research.urls.reddit, ...research.reddit, limits }) : null),
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
  const contact = contactAddress(config);
  if ((research.sources.length > 0 || trends.providers.length > 0) && PLACEHOLDER_ADDRESS.test(contact)) {
    lines.push(`outbound:  WARNING the User-Agent names ${contact}, a placeholder: Wikimedia and Reddit require a working contact address (set RESEARCH_CONTACT_EMAIL or SUPPORT_EMAIL)`);
  }
  if (outbound.allowPrivateHosts.length) {
    lines.push(`outbound:  WARNING private addresses allowed (OUTBOUND_ALLOW_PRIVATE_HOSTS=${outbound.allowPrivateHosts.join(",")}); for tests only`);
  }
  return lines;
}

/** The address outbound calls name as their contact: RESEARCH_CONTACT_EMAIL, else SUPPORT_EMAIL. */
export function contactAddress(config: ResearchSettings): string {
  return config.research.contactEmail ?? config.supportEmail;
}

/** Reserved example domains (RFC 2606), such as the default support@greenlight.example. */
const PLACEHOLDER_ADDRESS = /@([^@]+\.)?(example|test|invalid|localhost)$|@example\.(com|org|net)$/i;

/**
 * Whether a connector answers and accepts its credentials right now: one small search. For
 * health checks; the message is the reason when it does not.
 */
export async function checkConnector(connector: SourceConnector, { timeoutMs = 10_000 }: { timeoutMs?: number } = {}): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await connector.search({ dimension: "demand", query: "invoice software" }, { signal: AbortSignal.timeout(timeoutMs), limit: 1 });
    return { ok: true };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

export { readInFull } from "./read-in-full.ts";
export type { ReadInFullOutcome } from "./read-in-full.ts";
export { OutboundError, isOutboundError } from "../http/errors.ts";
export type { HttpClient } from "../http/client.ts";
