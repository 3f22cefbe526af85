import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import { OutboundError } from "../http/errors.ts";
import { completeMonths, KeywordTrendsError, monthPoint } from "./types.ts";
import type { TrendsProvider } from "./types.ts";

const MONTHS = 24;

const searchSchema = z.object({ query: z.object({ search: z.array(z.object({ title: z.string() })) }).optional() });
const viewsSchema = z.object({ items: z.array(z.object({ timestamp: z.string(), views: z.number() })) });

/**
 * Monthly page views of the Wikipedia article that best matches the keyword (keyless). A proxy
 * for interest, not search volume: the source names the article, the metric says page views.
 */
export function createWikipediaPageviewsProvider({ http, wikipediaUrl, wikimediaUrl, now = () => new Date() }: {
  http: HttpClient; wikipediaUrl: string; wikimediaUrl: string; now?: () => Date;
}): TrendsProvider {
  const project = /^([a-z-]+)\.wikipedia\.org$/.exec(new URL(wikipediaUrl).hostname)?.[1] ?? "en";
  return {
    name: "wikipedia",
    async fetch({ keyword, signal }) {
      const search = new URL(wikipediaUrl);
      for (const [name, value] of Object.entries({ action: "query", list: "search", srsearch: keyword, srlimit: "1", srprop: "", format: "json", formatversion: "2" })) {
        search.searchParams.set(name, value);
      }
      const found = searchSchema.safeParse((await http.request({ url: search.toString(), signal, cache: "lookup" })).json());
      if (!found.success) throw new KeywordTrendsError("unavailable", "Wikipedia sent an answer we do not understand");
      const title = found.data.query?.search[0]?.title;
      if (!title) return null;

      const months = completeMonths({ now: now(), count: MONTHS });
      const first = months[0]!;
      const last = months.at(-1)!;
      const lastDay = new Date(Date.UTC(last.year, last.month, 0)).getUTCDate();
      const pad = (n: number) => String(n).padStart(2, "0");
      const article = encodeURIComponent(title.replace(/ /g, "_"));
      const range = `${first.year}${pad(first.month)}0100/${last.year}${pad(last.month)}${pad(lastDay)}00`;
      const viewsUrl = `${wikimediaUrl}/metrics/pageviews/per-article/${project}.wikipedia/all-access/user/${article}/monthly/${range}`;
      const response = await http.request({ url: viewsUrl, signal, cache: "trends" }).catch((error: unknown) => {
        // Wikimedia answers 404 when it has no data for the article in that range.
        if (error instanceof OutboundError && error.status === 404) return null;
        throw error;
      });
      if (!response) return null;
      const views = viewsSchema.safeParse(response.json());
      if (!views.success) throw new KeywordTrendsError("unavailable", "Wikimedia sent an answer we do not understand");
      const points = views.data.items
        .map((item) => ({ year: Number(item.timestamp.slice(0, 4)), month: Number(item.timestamp.slice(4, 6)), views: item.views }))
        .filter((item) => Number.isInteger(item.year) && item.month >= 1 && item.month <= 12)
        .sort((a, b) => a.year - b.year || a.month - b.month)
        .map((item) => monthPoint({ year: item.year, month: item.month, volume: item.views / 1000 }));
      if (points.length === 0) return null;
      return { source: `Wikipedia page views: ${title}`, metric: "page-views", points };
    },
  };
}
