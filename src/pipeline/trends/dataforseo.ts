import { z } from "zod";
import type { Country } from "../../shared/contracts/idea.ts";
import type { HttpClient } from "../http/client.ts";
import { OutboundError } from "../http/errors.ts";
import { KeywordTrendsError, monthPoint } from "./types.ts";
import type { TrendsProvider } from "./types.ts";

// Google Ads location codes (DataForSEO /v3/keywords_data/google_ads/locations).
const LOCATION: Record<Country, { location_code: number; language_code: string }> = {
  US: { location_code: 2840, language_code: "en" },
  CA: { location_code: 2124, language_code: "en" },
  GB: { location_code: 2826, language_code: "en" },
  AU: { location_code: 2036, language_code: "en" },
  DE: { location_code: 2276, language_code: "de" },
  FR: { location_code: 2250, language_code: "fr" },
};
/** DataForSEO's own codes for a spent allowance: rate per minute, concurrency, spend cap, funds. */
const QUOTA_CODES = new Set([40202, 40203, 40209, 40210]);
const MONTHS = 24;

const answerSchema = z.object({
  status_code: z.number(),
  status_message: z.string(),
  tasks: z.array(z.object({
    status_code: z.number(),
    status_message: z.string(),
    result: z.array(z.object({
      keyword: z.string(),
      monthly_searches: z.array(z.object({ year: z.number(), month: z.number(), search_volume: z.number().nullable() })).nullable(),
    })).nullable(),
  })).nullable(),
});

/** Monthly Google Ads search volumes from DataForSEO (DATAFORSEO_LOGIN / DATAFORSEO_PASSWORD). */
export function createDataForSeoProvider({ http, url, login, password }: { http: HttpClient; url: string; login: string; password: string }): TrendsProvider {
  return {
    name: "dataforseo",
    async fetch({ keyword, country, signal }) {
      const response = await http.request({
        url: `${url}/v3/keywords_data/google_ads/search_volume/live`,
        method: "POST",
        headers: { authorization: `Basic ${Buffer.from(`${login}:${password}`).toString("base64")}`, "content-type": "application/json" },
        // Without date_from the API answers the last 12 months; 24 make growth year over year.
        body: JSON.stringify([{ keywords: [keyword], ...LOCATION[country], search_partners: false, date_from: monthsAgo(MONTHS - 1) }]),
        signal,
        cache: "trends",
        cacheVary: login,
      }).catch((error: unknown) => {
        throw quotaFromBody(error) ?? error;
      });
      const parsed = answerSchema.safeParse(response.json());
      if (!parsed.success) throw new KeywordTrendsError("unavailable", "DataForSEO sent an answer we do not understand");
      const answer = parsed.data;
      const task = answer.tasks?.[0];
      const code = answer.status_code !== 20000 ? answer.status_code : task?.status_code;
      if (code !== undefined && code !== 20000) {
        const message = answer.status_code !== 20000 ? answer.status_message : task?.status_message;
        throw new KeywordTrendsError(QUOTA_CODES.has(code) ? "quota" : "unavailable", `DataForSEO: ${message} (${code})`);
      }
      const monthly = task?.result?.[0]?.monthly_searches ?? [];
      const points = monthly
        .filter((m): m is { year: number; month: number; search_volume: number } => m.search_volume !== null)
        .sort((a, b) => a.year - b.year || a.month - b.month)
        .slice(-MONTHS)
        .map((m) => monthPoint({ year: m.year, month: m.month, volume: m.search_volume / 1000 }));
      if (points.length === 0) return null;
      return { source: "Google Ads search volume (DataForSEO)", metric: "search-volume", points };
    },
  };
}

/** The first day of the month `months` before this one, as DataForSEO's yyyy-mm-dd. */
export function monthsAgo(months: number, now = new Date()): string {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return start.toISOString().slice(0, 10);
}

/** DataForSEO answers "insufficient funds" with HTTP 402 and its 40210 code in the body. */
function quotaFromBody(error: unknown): KeywordTrendsError | null {
  if (!(error instanceof OutboundError) || error.status !== 402) return null;
  return new KeywordTrendsError("quota", "DataForSEO: insufficient funds (40210)");
}
