import { z } from "zod";
import { httpUrl, intSetting, listText, optionalText } from "./env-values.ts";

// The research section: live sources, keyword-trend providers and the one outbound HTTP client
// they share. Merged by index.ts with the other sections, so every bad value is named at start-up.

export const SOURCE_NAMES = ["hackernews", "stackexchange", "github", "wikipedia", "tavily", "brave", "youtube", "reddit", "producthunt"] as const;
export type SourceName = (typeof SOURCE_NAMES)[number];
const KEYLESS_SOURCES: readonly SourceName[] = ["hackernews", "stackexchange", "github", "wikipedia"];
/** Reddit's API rules: `<platform>:<app id>:<version> (by /u/<reddit username>)`. */
const REDDIT_USER_AGENT_FORM = /^[\w.-]+:[\w.-]+:[\w.-]+ \(by \/u\/[\w-]{3,20}\)$/;

export const TRENDS_PROVIDER_NAMES = ["dataforseo", "google-trends", "wikipedia"] as const;
export type TrendsProviderName = (typeof TRENDS_PROVIDER_NAMES)[number];

export const CACHE_KINDS = ["search", "lookup", "trends"] as const;
export type CacheKind = (typeof CACHE_KINDS)[number];

const text = optionalText;
const list = listText;
const int = intSetting;
const url = (fallback: string) => text.pipe(httpUrl.optional()).transform((value) => (value ?? fallback).replace(/\/+$/, ""));

export const researchEnvShape = {
  SOURCES: list,
  HN_API_URL: url("https://hn.algolia.com/api/v1"),
  STACKEXCHANGE_API_URL: url("https://api.stackexchange.com/2.3"),
  STACKEXCHANGE_KEY: text,
  STACKEXCHANGE_SITE: z.string().trim().regex(/^[a-z.]+$/, "must be a Stack Exchange site name such as stackoverflow").default("stackoverflow"),
  GITHUB_API_URL: url("https://api.github.com"),
  GITHUB_TOKEN: text,
  WIKIPEDIA_API_URL: url("https://en.wikipedia.org/w/api.php"),
  TAVILY_API_KEY: text,
  TAVILY_API_URL: url("https://api.tavily.com"),
  BRAVE_API_KEY: text,
  BRAVE_API_URL: url("https://api.search.brave.com/res/v1"),
  YOUTUBE_API_KEY: text,
  YOUTUBE_API_URL: url("https://www.googleapis.com/youtube/v3"),
  REDDIT_CLIENT_ID: text,
  REDDIT_CLIENT_SECRET: text,
  REDDIT_API_URL: url("https://oauth.reddit.com"),
  REDDIT_AUTH_URL: url("https://www.reddit.com"),
  REDDIT_USER_AGENT: text,
  RESEARCH_CONTACT_EMAIL: text.pipe(z.email("must be an email address").optional()),
  RESEARCH_COMMENTS_PER_THREAD: int({ min: 1, max: 200, fallback: 60 }),
  PRODUCT_HUNT_TOKEN: text,
  PRODUCT_HUNT_API_URL: url("https://api.producthunt.com/v2/api/graphql"),
  TRENDS_PROVIDERS: list,
  TRENDS_FRESH_HOURS: int({ min: 1, max: 24 * 90, fallback: 24 }),
  DATAFORSEO_LOGIN: text,
  DATAFORSEO_PASSWORD: text,
  DATAFORSEO_API_URL: url("https://api.dataforseo.com"),
  SERPAPI_API_KEY: text,
  SERPAPI_API_URL: url("https://serpapi.com"),
  WIKIMEDIA_API_URL: url("https://wikimedia.org/api/rest_v1"),
  OUTBOUND_CONNECT_TIMEOUT_MS: int({ min: 50, max: 60_000, fallback: 3000 }),
  OUTBOUND_TIMEOUT_MS: int({ min: 100, max: 120_000, fallback: 10_000 }),
  OUTBOUND_RETRIES: int({ min: 0, max: 5, fallback: 2 }),
  OUTBOUND_MAX_RETRY_WAIT_MS: int({ min: 0, max: 60_000, fallback: 5000 }),
  OUTBOUND_MAX_BYTES: int({ min: 1024, max: 50_000_000, fallback: 2_000_000 }),
  OUTBOUND_HOST_CONCURRENCY: int({ min: 1, max: 64, fallback: 4 }),
  OUTBOUND_HOST_RATE_PER_SECOND: z.coerce.number().min(0.01).max(1000).default(3),
  OUTBOUND_HOST_BURST: int({ min: 1, max: 1000, fallback: 12 }),
  OUTBOUND_HOST_COOLDOWN_MS: int({ min: 0, max: 600_000, fallback: 30_000 }),
  OUTBOUND_ALLOW_PRIVATE_HOSTS: list,
  OUTBOUND_ALLOWED_PORTS: list,
  OUTBOUND_CACHE_TTL_MINUTES: list,
};

type ResearchEnv = z.output<z.ZodObject<typeof researchEnvShape>>;

export interface ResearchConfig {
  /** The sources that will be searched, in a stable order; keyed ones appear only with their key. */
  sources: SourceName[];
  /** Keyed sources left out because their key is unset (for the start-up summary). */
  sourcesWithoutKey: SourceName[];
  urls: Record<SourceName, string>;
  stackExchange: { site: string; key: string | undefined };
  githubToken: string | undefined;
  tavilyKey: string | undefined;
  braveKey: string | undefined;
  youtubeKey: string | undefined;
  reddit: { clientId: string; clientSecret: string; authUrl: string; userAgent: string } | null;
  productHuntToken: string | undefined;
  /** The address in every outbound User-Agent (RESEARCH_CONTACT_EMAIL); unset means SUPPORT_EMAIL. */
  contactEmail: string | undefined;
  /** Reading whole threads: comments, answers or issues kept per thread (RESEARCH_COMMENTS_PER_THREAD). */
  reading: { commentsPerThread: number };
}

export interface TrendsConfig {
  providers: TrendsProviderName[];
  freshMs: number;
  dataForSeo: { login: string; password: string; url: string } | null;
  serpApi: { key: string; url: string } | null;
  wikimediaUrl: string;
  wikipediaUrl: string;
}

export interface OutboundConfig {
  connectTimeoutMs: number;
  timeoutMs: number;
  retries: number;
  maxRetryWaitMs: number;
  maxBytes: number;
  hostConcurrency: number;
  hostRatePerSecond: number;
  hostBurst: number;
  hostCooldownMs: number;
  /** Addresses or CIDR ranges that may be reached although they are not public (tests only). */
  allowPrivateHosts: string[];
  /** Ports besides 80 and 443 that public hosts may be reached on. */
  allowedPorts: number[];
  cacheTtlMs: Record<CacheKind, number>;
}

const DEFAULT_CACHE_TTL_MINUTES: Record<CacheKind, number> = { search: 6 * 60, lookup: 7 * 24 * 60, trends: 12 * 60 };

/** The research sections of Config. */
export interface ResearchSections {
  research: ResearchConfig;
  trends: TrendsConfig;
  outbound: OutboundConfig;
}

/** Builds the research sections; returns the problems instead of throwing so index.ts reports them with the rest. */
export function buildResearchConfig(e: ResearchEnv): ResearchSections | { problems: string[] } {
  const problems: string[] = [];
  const keyOf: Record<SourceName, { set: boolean; variable: string }> = {
    hackernews: { set: true, variable: "" },
    stackexchange: { set: true, variable: "" },
    github: { set: true, variable: "" },
    wikipedia: { set: true, variable: "" },
    tavily: { set: Boolean(e.TAVILY_API_KEY), variable: "TAVILY_API_KEY" },
    brave: { set: Boolean(e.BRAVE_API_KEY), variable: "BRAVE_API_KEY" },
    youtube: { set: Boolean(e.YOUTUBE_API_KEY), variable: "YOUTUBE_API_KEY" },
    reddit: { set: Boolean(e.REDDIT_CLIENT_ID && e.REDDIT_CLIENT_SECRET), variable: "REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET" },
    producthunt: { set: Boolean(e.PRODUCT_HUNT_TOKEN), variable: "PRODUCT_HUNT_TOKEN" },
  };
  if (Boolean(e.REDDIT_CLIENT_ID) !== Boolean(e.REDDIT_CLIENT_SECRET)) problems.push("REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET must be set together");
  if (e.REDDIT_CLIENT_ID && e.REDDIT_CLIENT_SECRET && !e.REDDIT_USER_AGENT) {
    problems.push("REDDIT_USER_AGENT is required with the Reddit keys, as <platform>:<app id>:<version> (by /u/<reddit user>)");
  }
  if (e.REDDIT_USER_AGENT && !REDDIT_USER_AGENT_FORM.test(e.REDDIT_USER_AGENT)) {
    problems.push(`REDDIT_USER_AGENT: "${e.REDDIT_USER_AGENT}" must read <platform>:<app id>:<version> (by /u/<reddit user>), e.g. server:greenlight:1.0 (by /u/yourname)`);
  }
  if (Boolean(e.DATAFORSEO_LOGIN) !== Boolean(e.DATAFORSEO_PASSWORD)) problems.push("DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD must be set together");

  const keyed = (name: SourceName) => keyOf[name].set;
  const chosen = chooseNames({ variable: "SOURCES", entries: e.SOURCES, known: SOURCE_NAMES, defaults: SOURCE_NAMES.filter(keyed), problems });
  if (chosen.explicit) {
    for (const name of chosen.names) {
      if (!keyOf[name].set) problems.push(`SOURCES: ${name} needs ${keyOf[name].variable}`);
    }
  }
  const sources = chosen.names;
  const sourcesWithoutKey = chosen.explicit ? [] : SOURCE_NAMES.filter((name) => !keyed(name) && !KEYLESS_SOURCES.includes(name));

  const trendKeys: Record<TrendsProviderName, { set: boolean; variable: string }> = {
    dataforseo: { set: Boolean(e.DATAFORSEO_LOGIN && e.DATAFORSEO_PASSWORD), variable: "DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD" },
    "google-trends": { set: Boolean(e.SERPAPI_API_KEY), variable: "SERPAPI_API_KEY" },
    wikipedia: { set: true, variable: "" },
  };
  const chosenTrends = chooseNames({
    variable: "TRENDS_PROVIDERS",
    entries: e.TRENDS_PROVIDERS,
    known: TRENDS_PROVIDER_NAMES,
    defaults: TRENDS_PROVIDER_NAMES.filter((name) => trendKeys[name].set),
    problems,
  });
  if (chosenTrends.explicit) {
    for (const name of chosenTrends.names) {
      if (!trendKeys[name].set) problems.push(`TRENDS_PROVIDERS: ${name} needs ${trendKeys[name].variable}`);
    }
  }
  const providers = chosenTrends.names;

  const allowPrivateHosts = e.OUTBOUND_ALLOW_PRIVATE_HOSTS ?? [];
  for (const entry of allowPrivateHosts) {
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry)) problems.push(`OUTBOUND_ALLOW_PRIVATE_HOSTS: "${entry}" is not an IP address or CIDR range`);
  }
  const allowedPorts = (e.OUTBOUND_ALLOWED_PORTS ?? []).map((entry) => {
    const port = Number(entry);
    if (!Number.isInteger(port) || port < 1 || port > 65535) problems.push(`OUTBOUND_ALLOWED_PORTS: "${entry}" is not a port`);
    return port;
  });
  const cacheTtlMs = Object.fromEntries(CACHE_KINDS.map((kind) => [kind, DEFAULT_CACHE_TTL_MINUTES[kind] * 60_000])) as Record<CacheKind, number>;
  for (const entry of e.OUTBOUND_CACHE_TTL_MINUTES ?? []) {
    const [kind, minutes] = entry.split("=").map((part) => part.trim());
    if (!(CACHE_KINDS as readonly string[]).includes(kind ?? "") || !/^\d+$/.test(minutes ?? "")) {
      problems.push(`OUTBOUND_CACHE_TTL_MINUTES: "${entry}" must be kind=minutes with kind one of ${CACHE_KINDS.join(", ")}`);
      continue;
    }
    cacheTtlMs[kind as CacheKind] = Number(minutes) * 60_000;
  }
  if (problems.length > 0) return { problems };

  return {
    research: {
      sources,
      sourcesWithoutKey,
      urls: {
        hackernews: e.HN_API_URL,
        stackexchange: e.STACKEXCHANGE_API_URL,
        github: e.GITHUB_API_URL,
        wikipedia: e.WIKIPEDIA_API_URL,
        tavily: e.TAVILY_API_URL,
        brave: e.BRAVE_API_URL,
        youtube: e.YOUTUBE_API_URL,
        reddit: e.REDDIT_API_URL,
        producthunt: e.PRODUCT_HUNT_API_URL,
      },
      stackExchange: { site: e.STACKEXCHANGE_SITE, key: e.STACKEXCHANGE_KEY },
      githubToken: e.GITHUB_TOKEN,
      tavilyKey: e.TAVILY_API_KEY,
      braveKey: e.BRAVE_API_KEY,
      youtubeKey: e.YOUTUBE_API_KEY,
      reddit: e.REDDIT_CLIENT_ID && e.REDDIT_CLIENT_SECRET && e.REDDIT_USER_AGENT
        ? { clientId: e.REDDIT_CLIENT_ID, clientSecret: e.REDDIT_CLIENT_SECRET, authUrl: e.REDDIT_AUTH_URL, userAgent: e.REDDIT_USER_AGENT }
        : null,
      productHuntToken: e.PRODUCT_HUNT_TOKEN,
      contactEmail: e.RESEARCH_CONTACT_EMAIL,
      reading: { commentsPerThread: e.RESEARCH_COMMENTS_PER_THREAD },
    },
    trends: {
      providers,
      freshMs: e.TRENDS_FRESH_HOURS * 3_600_000,
      dataForSeo: e.DATAFORSEO_LOGIN && e.DATAFORSEO_PASSWORD
        ? { login: e.DATAFORSEO_LOGIN, password: e.DATAFORSEO_PASSWORD, url: e.DATAFORSEO_API_URL }
        : null,
      serpApi: e.SERPAPI_API_KEY ? { key: e.SERPAPI_API_KEY, url: e.SERPAPI_API_URL } : null,
      wikimediaUrl: e.WIKIMEDIA_API_URL,
      wikipediaUrl: e.WIKIPEDIA_API_URL,
    },
    outbound: {
      connectTimeoutMs: e.OUTBOUND_CONNECT_TIMEOUT_MS,
      timeoutMs: e.OUTBOUND_TIMEOUT_MS,
      retries: e.OUTBOUND_RETRIES,
      maxRetryWaitMs: e.OUTBOUND_MAX_RETRY_WAIT_MS,
      maxBytes: e.OUTBOUND_MAX_BYTES,
      hostConcurrency: e.OUTBOUND_HOST_CONCURRENCY,
      hostRatePerSecond: e.OUTBOUND_HOST_RATE_PER_SECOND,
      hostBurst: e.OUTBOUND_HOST_BURST,
      hostCooldownMs: e.OUTBOUND_HOST_COOLDOWN_MS,
      allowPrivateHosts,
      allowedPorts,
      cacheTtlMs,
    },
  };
}

/**
 * A list variable: unset means the defaults; "none" means nothing; names switch exactly those on;
 * names prefixed with "-" switch a default off ("-github" keeps every other default).
 */
function chooseNames<Name extends string>({ variable, entries, known, defaults, problems }: {
  variable: string;
  entries: string[] | undefined;
  known: readonly Name[];
  defaults: readonly Name[];
  problems: string[];
}): { names: Name[]; explicit: boolean } {
  if (!entries) return { names: [...defaults], explicit: false };
  if (entries.length === 1 && entries[0] === "none") return { names: [], explicit: true };
  const unknown = entries.filter((entry) => !(known as readonly string[]).includes(entry.replace(/^-/, "")));
  if (unknown.length > 0) {
    problems.push(`${variable}: unknown ${unknown.map((u) => `"${u}"`).join(", ")} (known: ${known.join(", ")}, or none)`);
    return { names: [], explicit: true };
  }
  const removed = entries.filter((entry) => entry.startsWith("-")).map((entry) => entry.slice(1));
  const added = entries.filter((entry) => !entry.startsWith("-"));
  if (added.length === 0) return { names: defaults.filter((name) => !removed.includes(name)), explicit: false };
  return { names: known.filter((name) => added.includes(name) && !removed.includes(name)), explicit: true };
}

export type { ResearchEnv };
