import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpClient } from "../../../src/pipeline/http/client.ts";
import { createDataForSeoProvider, monthsAgo } from "../../../src/pipeline/trends/dataforseo.ts";
import { trendsFailureOf } from "../../../src/pipeline/trends/errors.ts";
import { createGoogleTrendsProvider } from "../../../src/pipeline/trends/google-trends.ts";
import { KeywordTrendsError } from "../../../src/pipeline/trends/types.ts";
import type { TrendsProvider } from "../../../src/pipeline/trends/types.ts";
import { createWikipediaPageviewsProvider } from "../../../src/pipeline/trends/wikipedia-pageviews.ts";
import { FAKE_KEYS, fixture, startFakeSourceServers } from "../../fakes/fake-source-servers.ts";
import type { FakeSources } from "../../fakes/fake-source-servers.ts";
import { testHttpClient } from "../../fakes/outbound.ts";

let fakes: FakeSources;
let http: HttpClient;
let dataForSeo: TrendsProvider;
let googleTrends: TrendsProvider;
let wikipedia: TrendsProvider;
const now = () => new Date("2024-10-05T12:00:00Z");

beforeAll(async () => {
  fakes = await startFakeSourceServers();
  http = testHttpClient({ config: { timeoutMs: 1500 } });
  dataForSeo = createDataForSeoProvider({ http, url: fakes.env.DATAFORSEO_API_URL!, login: FAKE_KEYS.dataForSeoLogin, password: FAKE_KEYS.dataForSeoPassword });
  googleTrends = createGoogleTrendsProvider({ http, url: fakes.env.SERPAPI_API_URL!, apiKey: FAKE_KEYS.serpApi, now });
  wikipedia = createWikipediaPageviewsProvider({ http, wikipediaUrl: fakes.env.WIKIPEDIA_API_URL!, wikimediaUrl: fakes.env.WIKIMEDIA_API_URL!, now });
});
afterAll(async () => {
  await http.close();
  await fakes.close();
});

const ask = (provider: TrendsProvider, keyword = "invoicing software", country: "US" | "GB" | "DE" = "US") =>
  provider.fetch({ keyword, country, signal: AbortSignal.timeout(5000) });
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  const mapped = trendsFailureOf(error);
  if (!mapped) throw new Error(`expected a trends failure, got ${String(error)}`);
  return mapped;
};

describe("DataForSEO search volume", () => {
  it("asks for the idea's market and returns monthly volumes in thousands, oldest first", async () => {
    const series = await ask(dataForSeo, "invoicing software", "GB");
    const request = fakes.servers.dataforseo.requests.at(-1)!;
    expect(request.path).toBe("/v3/keywords_data/google_ads/search_volume/live");
    // 24 months from the first of the month 23 months back: the API's default is only 12, too few for year over year.
    expect(JSON.parse(request.body)).toEqual([{ keywords: ["invoicing software"], location_code: 2826, language_code: "en", search_partners: false, date_from: monthsAgo(23) }]);
    expect(monthsAgo(23, new Date("2026-11-26T04:00:00Z"))).toBe("2024-12-01");
    expect(series?.metric).toBe("search-volume");
    expect(series?.source).toBe("Google Ads search volume (DataForSEO)");
    expect(series?.points).toHaveLength(24);
    expect(series?.points[0]).toEqual({ date: "2022-10", year: 2022, volume: 8.1 });
    expect(series?.points.at(-1)).toEqual({ date: "2024-09", year: 2024, volume: 14.8 });
  });

  it("answers no data when Google Ads has no volumes for the keyword", async () => {
    fakes.servers.dataforseo.enqueue({ json: fixture("trends/dataforseo/search-volume-empty.json") });
    expect(await ask(dataForSeo, "zzqx widget")).toBeNull();
  });

  it("maps its in-body rate-limit code and an insufficient-funds 402 to quota", async () => {
    fakes.servers.dataforseo.enqueue({ json: fixture("trends/dataforseo/rate-limit.json") });
    const limited = await failure(ask(dataForSeo, "rate"));
    expect(limited).toMatchObject({ kind: "quota", message: "DataForSEO: Rate-limit per minute has been exceeded. Please, contact support. (40202)" });
    fakes.servers.dataforseo.enqueue({ status: 402, json: fixture("trends/dataforseo/insufficient-funds.json") });
    expect((await failure(ask(dataForSeo, "funds"))).kind).toBe("quota");
  });

  it("reports bad credentials as unavailable, not as no data", async () => {
    const wrong = createDataForSeoProvider({ http, url: fakes.env.DATAFORSEO_API_URL!, login: "someone", password: "wrong" });
    expect((await failure(ask(wrong, "auth"))).kind).toBe("unavailable");
  });
});

describe("Google Trends through SerpApi", () => {
  it("averages complete weeks into complete months and labels the figure an index", async () => {
    const series = await ask(googleTrends);
    const request = fakes.servers.serpapi.requests.at(-1)!;
    expect(Object.fromEntries(request.query)).toMatchObject({ engine: "google_trends", data_type: "TIMESERIES", q: "invoicing software", geo: "US", api_key: FAKE_KEYS.serpApi });
    expect(series?.metric).toBe("interest-index");
    expect(series?.source).toBe("Google Trends interest (SerpApi)");
    expect(series?.points).toHaveLength(24);
    expect(series?.points[0]?.date).toBe("2022-10");
    expect(series?.points.at(-1)?.date).toBe("2024-09");
    // September 2024 has weeks starting 1, 8 and 15 September; the week of the 22nd is partial and left out.
    const weeks = (fixture("trends/serpapi/google-trends.json") as { interest_over_time: { timeline_data: Array<{ timestamp: string; values: Array<{ extracted_value: number }> }> } })
      .interest_over_time.timeline_data.filter((w) => ["2024-09-01", "2024-09-08", "2024-09-15"].includes(new Date(Number(w.timestamp) * 1000).toISOString().slice(0, 10)));
    expect(weeks).toHaveLength(3);
    const mean = weeks.reduce((sum, w) => sum + w.values[0]!.extracted_value, 0) / 3;
    expect(series?.points.at(-1)?.volume).toBe(Math.round(mean * 10) / 10);
    for (const point of series!.points) expect(point.volume).toBeLessThanOrEqual(100);
  });

  it("answers no data for a keyword Google Trends has no results for", async () => {
    fakes.servers.serpapi.enqueue({ json: fixture("trends/serpapi/no-results.json") });
    expect(await ask(googleTrends, "zzqx widget")).toBeNull();
  });

  it("maps 'run out of searches' (429) to quota", async () => {
    const spent = { status: 429, json: fixture("trends/serpapi/out-of-searches.json") };
    // A 429 without Retry-After is retried (twice here); a spent account keeps answering it.
    fakes.servers.serpapi.enqueue(spent, spent, spent);
    const error = await failure(ask(googleTrends, "out of searches"));
    expect(error).toBeInstanceOf(KeywordTrendsError);
    expect(error).toMatchObject({ kind: "quota", message: "SerpApi: Your account has run out of searches." });
  });
});

describe("Wikipedia page views", () => {
  it("finds the article and returns 24 complete months of views in thousands", async () => {
    const before = fakes.servers.wikimedia.requests.length;
    const series = await ask(wikipedia);
    const lookup = fakes.servers.wikipedia.requests.at(-1)!;
    expect(Object.fromEntries(lookup.query)).toMatchObject({ list: "search", srsearch: "invoicing software", srlimit: "1" });
    const views = fakes.servers.wikimedia.requests.slice(before)[0]!;
    expect(views.path).toBe("/api/rest_v1/metrics/pageviews/per-article/en.wikipedia/all-access/user/Invoice/monthly/2022100100/2024093000");
    expect(series).toMatchObject({ source: "Wikipedia page views: Invoice", metric: "page-views" });
    expect(series?.points).toHaveLength(24);
    expect(series?.points[0]).toEqual({ date: "2022-10", year: 2022, volume: 41.21 });
    expect(series?.points.at(-1)).toEqual({ date: "2024-09", year: 2024, volume: 54.387 });
  });

  it("answers no data when no article matches or Wikimedia has no views", async () => {
    fakes.servers.wikipedia.enqueue({ json: { batchcomplete: true, query: { searchinfo: { totalhits: 0 }, search: [] } } });
    expect(await ask(wikipedia, "zzqx widget")).toBeNull();
    fakes.servers.wikimedia.enqueue({ status: 404, json: fixture("trends/wikimedia/not-found.json") });
    expect(await ask(wikipedia, "brand new thing")).toBeNull();
  });

  it("reports a Wikimedia outage as unavailable", async () => {
    fakes.servers.wikimedia.enqueue({ status: 503, body: "upstream connect error" }, { status: 503, body: "x" }, { status: 503, body: "x" });
    expect((await failure(ask(wikipedia, "outage"))).kind).toBe("unavailable");
  });
});
