import { z } from "zod";
import type { Country } from "../../shared/contracts/idea.ts";
import type { HttpClient } from "../http/client.ts";
import { OutboundError } from "../http/errors.ts";
import { KeywordTrendsError, monthPoint } from "./types.ts";
import type { TrendsProvider } from "./types.ts";

const MONTHS = 24;

const answerSchema = z.object({
  error: z.string().optional(),
  interest_over_time: z.object({
    timeline_data: z.array(z.object({
      timestamp: z.string(),
      partial_data: z.boolean().optional(),
      values: z.array(z.object({ extracted_value: z.number() })),
    })),
  }).optional(),
});

/**
 * Google Trends interest over time through SerpApi (SERPAPI_API_KEY): a 0-100 index relative to
 * the busiest week, not a search count, and labelled so. Weeks are averaged into months; a week
 * Google marks as partial and the current month are left out.
 */
export function createGoogleTrendsProvider({ http, url, apiKey, now = () => new Date() }: {
  http: HttpClient; url: string; apiKey: string; now?: () => Date;
}): TrendsProvider {
  return {
    name: "google-trends",
    async fetch({ keyword, country, signal }) {
      const request = new URL(`${url}/search.json`);
      for (const [name, value] of Object.entries({ engine: "google_trends", data_type: "TIMESERIES", q: keyword, date: "today 5-y", geo: geoOf(country), tz: "0", api_key: apiKey })) {
        request.searchParams.set(name, value);
      }
      const response = await http.request({ url: request.toString(), signal, cache: "trends" }).catch((error: unknown) => {
        if (error instanceof OutboundError && error.status === 429) {
          throw new KeywordTrendsError("quota", `SerpApi: ${errorText(error.body) ?? "rate limit or searches used up"}`);
        }
        throw error;
      });
      const parsed = answerSchema.safeParse(response.json());
      if (!parsed.success) throw new KeywordTrendsError("unavailable", "SerpApi sent an answer we do not understand");
      if (parsed.data.error) {
        if (/hasn't returned any results/i.test(parsed.data.error)) return null;
        throw new KeywordTrendsError(/run out of searches/i.test(parsed.data.error) ? "quota" : "unavailable", `SerpApi: ${parsed.data.error}`);
      }
      const thisMonth = monthKey(now());
      const months = new Map<string, { year: number; month: number; total: number; weeks: number }>();
      for (const week of parsed.data.interest_over_time?.timeline_data ?? []) {
        if (week.partial_data) continue;
        const start = new Date(Number(week.timestamp) * 1000);
        const key = monthKey(start);
        if (Number.isNaN(start.getTime()) || key >= thisMonth) continue;
        const entry = months.get(key) ?? { year: start.getUTCFullYear(), month: start.getUTCMonth() + 1, total: 0, weeks: 0 };
        entry.total += week.values[0]?.extracted_value ?? 0;
        entry.weeks += 1;
        months.set(key, entry);
      }
      const points = [...months.entries()].sort(([a], [b]) => a.localeCompare(b)).slice(-MONTHS)
        .map(([, m]) => monthPoint({ year: m.year, month: m.month, volume: Math.round((m.total / m.weeks) * 10) / 10 }));
      if (points.length === 0 || points.every((point) => point.volume === 0)) return null;
      return { source: "Google Trends interest (SerpApi)", metric: "interest-index", points };
    },
  };
}

function geoOf(country: Country): string {
  return country;
}

function monthKey(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

function errorText(body: string | undefined): string | undefined {
  try {
    return z.object({ error: z.string() }).safeParse(JSON.parse(body ?? "")).data?.error;
  } catch {
    return undefined;
  }
}
