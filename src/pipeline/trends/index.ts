import type { Db } from "../../db/client.ts";
import type { HttpClient } from "../http/client.ts";
import { outboundClientFor } from "../sources/index.ts";
import type { ResearchSettings } from "../sources/index.ts";
import type { Logger } from "../types.ts";
import { createDataForSeoProvider } from "./dataforseo.ts";
import { createGoogleTrendsProvider } from "./google-trends.ts";
import { createKeywordTrendsService } from "./service.ts";
import type { KeywordTrendsService, TrendsProvider } from "./types.ts";
import { createWikipediaPageviewsProvider } from "./wikipedia-pageviews.ts";

/**
 * The keyword-trends service for the web process: providers in TRENDS_PROVIDERS order (keyed
 * search volume first, then the Google Trends index, then Wikipedia page views), sharing the one
 * outbound client. With no provider it answers "No keyword data found for this idea".
 */
export function createKeywordTrends({ config, db, log, http, now }: {
  config: ResearchSettings; db: Db; log: Logger; http?: HttpClient; now?: () => Date;
}): KeywordTrendsService {
  const client = http ?? outboundClientFor({ config, db, log });
  const providers = createTrendsProviders({ config, http: client, ...(now ? { now } : {}) });
  return createKeywordTrendsService({ db, providers, freshMs: config.trends.freshMs, log, ...(now ? { now } : {}) });
}

/** The configured trends providers in TRENDS_PROVIDERS order (also checked one by one by `npm run doctor`). */
export function createTrendsProviders({ config, http, now }: { config: ResearchSettings; http: HttpClient; now?: () => Date }): TrendsProvider[] {
  const { trends } = config;
  return trends.providers.flatMap((name): TrendsProvider[] => {
    if (name === "dataforseo" && trends.dataForSeo) return [createDataForSeoProvider({ http, ...trends.dataForSeo })];
    if (name === "google-trends" && trends.serpApi) return [createGoogleTrendsProvider({ http, url: trends.serpApi.url, apiKey: trends.serpApi.key, ...(now ? { now } : {}) })];
    if (name === "wikipedia") return [createWikipediaPageviewsProvider({ http, wikipediaUrl: trends.wikipediaUrl, wikimediaUrl: trends.wikimediaUrl, ...(now ? { now } : {}) })];
    return [];
  });
}

export { KeywordTrendsError } from "./types.ts";
export type { KeywordTrendsService, TrendPoint, TrendSeries, TrendsProvider } from "./types.ts";
