import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../../src/db/client.ts";
import { saveIdeaKeywords } from "../../../src/db/queries/keyword-trends.ts";
import { ideas, keywordTrends, users } from "../../../src/db/schema.ts";
import { OutboundError } from "../../../src/pipeline/http/errors.ts";
import { createKeywordTrends } from "../../../src/pipeline/trends/index.ts";
import { createKeywordTrendsService } from "../../../src/pipeline/trends/service.ts";
import { KeywordTrendsError, monthPoint } from "../../../src/pipeline/trends/types.ts";
import type { TrendSeries, TrendsProvider } from "../../../src/pipeline/trends/types.ts";
import { keywordTrendsSchema } from "../../../src/shared/contracts/trends.ts";
import { loadConfig } from "../../../src/config/index.ts";
import { startFakeSourceServers } from "../../fakes/fake-source-servers.ts";
import { testHttpClient } from "../../fakes/outbound.ts";
import { silentLogger } from "../../helpers/silent-logger.ts";
import { createTestDatabase, queryRows } from "../../helpers/test-database.ts";

let database: Database;
let ideaId: string;
let bareIdeaId: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db.insert(users).values({ subject: "local:trends@example.com", email: "trends@example.com" }).returning();
  const [idea, bare] = await database.db.insert(ideas).values([
    { userId: user!.id, title: "Invoice chaser", description: "Invoicing software that chases late payments for freelancers", country: "US", validationMode: "deep" },
    { userId: user!.id, title: "Not yet profiled", description: "An idea whose validation has not started", country: "US", validationMode: "deep" },
  ]).returning();
  ideaId = idea!.id;
  bareIdeaId = bare!.id;
  // What the runner stores when planning-profile finishes.
  await saveIdeaKeywords({ db: database.db, ideaId, keywords: ["invoicing software", "late payments", "Invoicing Software"] });
}, 60_000);
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(keywordTrends);
});

const series: TrendSeries = {
  source: "Test volumes",
  metric: "search-volume",
  points: [1, 2, 3, 4].map((volume, i) => monthPoint({ year: 2024, month: i + 1, volume })),
};

function provider(name: string, behave: () => Promise<TrendSeries | null>): TrendsProvider & { calls: string[] } {
  const calls: string[] = [];
  return { name, calls, fetch: async ({ keyword }) => { calls.push(keyword); return behave(); } };
}
const ask = (service: ReturnType<typeof createKeywordTrendsService>, keyword?: string, id = ideaId) =>
  service.forIdea({ ideaId: id, country: "US", keyword, signal: AbortSignal.timeout(5000) });
const kindOf = (promise: Promise<unknown>) => promise.then(() => "answered", (e: unknown) => (e instanceof KeywordTrendsError ? e.kind : `other: ${String(e)}`));

describe("keyword trends service", () => {
  it("answers for the idea's first profiled keyword, with growth computed in code", async () => {
    const source = provider("a", async () => series);
    const service = createKeywordTrendsService({ db: database.db, providers: [source], freshMs: HOUR, log: silentLogger, now: () => new Date("2024-05-02T00:00:00Z") });
    const answer = keywordTrendsSchema.parse(await ask(service));
    expect(answer).toEqual({
      keywords: ["invoicing software", "late payments"],
      selectedKeyword: "invoicing software",
      data: series.points,
      currentVolume: 4,
      growthRate: 133.3,
      lastUpdated: "2024-05-02T00:00:00.000Z",
      isStale: false,
      source: "Test volumes",
      metric: "search-volume",
    });
    const rows = await queryRows<{ keyword: string; source: string; metric: string }>(database.db, "select keyword, source, metric from keyword_trends");
    expect(rows).toEqual([{ keyword: "invoicing software", source: "Test volumes", metric: "search-volume" }]);
  });

  it("serves a fresh stored answer without asking the provider, and refreshes a stale one", async () => {
    let now = new Date("2024-05-02T00:00:00Z");
    const source = provider("a", async () => series);
    const service = createKeywordTrendsService({ db: database.db, providers: [source], freshMs: HOUR, log: silentLogger, now: () => now });
    await ask(service, "late payments");
    now = new Date("2024-05-02T00:59:00Z");
    expect((await ask(service, "LATE PAYMENTS")).lastUpdated).toBe("2024-05-02T00:00:00.000Z");
    expect(source.calls).toEqual(["late payments"]);
    now = new Date("2024-05-02T01:01:00Z");
    const refreshed = await ask(service, "late payments");
    expect(refreshed).toMatchObject({ isStale: false, lastUpdated: "2024-05-02T01:01:00.000Z" });
    expect(source.calls).toHaveLength(2);
  });

  it("answers the stored series with isStale: true when every provider fails", async () => {
    let now = new Date("2024-05-02T00:00:00Z");
    let fail = false;
    const source = provider("a", async () => {
      if (fail) throw new OutboundError({ kind: "unreachable", host: "api.example", message: "api.example could not be reached (DNS lookup failed)" });
      return series;
    });
    const service = createKeywordTrendsService({ db: database.db, providers: [source], freshMs: HOUR, log: silentLogger, now: () => now });
    await ask(service);
    fail = true;
    now = new Date("2024-05-03T00:00:00Z");
    expect(await ask(service)).toMatchObject({ isStale: true, lastUpdated: "2024-05-02T00:00:00.000Z", currentVolume: 4 });
  });

  it("falls through providers in order until one has data", async () => {
    const none = provider("none", async () => null);
    const down = provider("down", async () => { throw new OutboundError({ kind: "timeout", host: "x", message: "x did not answer" }); });
    const good = provider("good", async () => ({ ...series, source: "Good" }));
    const service = createKeywordTrendsService({ db: database.db, providers: [none, down, good], freshMs: HOUR, log: silentLogger });
    expect((await ask(service)).source).toBe("Good");
    expect([none.calls.length, down.calls.length, good.calls.length]).toEqual([1, 1, 1]);
  });

  it("maps failures without a stored answer: quota beats unavailable beats no data", async () => {
    const quota = provider("q", async () => { throw new OutboundError({ kind: "rate-limited", host: "x", message: "x is rate limiting us" }); });
    const down = provider("d", async () => { throw new OutboundError({ kind: "unreachable", host: "y", message: "y could not be reached" }); });
    const empty = provider("e", async () => null);
    const service = (list: TrendsProvider[]) => createKeywordTrendsService({ db: database.db, providers: list, freshMs: HOUR, log: silentLogger });
    expect(await kindOf(ask(service([down, quota, empty])))).toBe("quota");
    expect(await kindOf(ask(service([empty, down])))).toBe("unavailable");
    expect(await kindOf(ask(service([empty])))).toBe("no-data");
    expect(await kindOf(ask(service([])))).toBe("no-data");
  });

  it("has no data before the idea is profiled, and none for a keyword that is not the idea's", async () => {
    const source = provider("a", async () => series);
    const service = createKeywordTrendsService({ db: database.db, providers: [source], freshMs: HOUR, log: silentLogger });
    expect(await kindOf(ask(service, undefined, bareIdeaId))).toBe("no-data");
    expect(await kindOf(ask(service, "bitcoin price"))).toBe("no-data");
    expect(source.calls).toEqual([]);
  });

  it("asks a provider once for concurrent requests of the same keyword", async () => {
    const source = provider("slow", () => new Promise((resolve) => setTimeout(() => resolve(series), 100)));
    const service = createKeywordTrendsService({ db: database.db, providers: [source], freshMs: HOUR, log: silentLogger });
    const answers = await Promise.all([ask(service), ask(service), ask(service)]);
    expect(answers.map((a) => a.currentVolume)).toEqual([4, 4, 4]);
    expect(source.calls).toHaveLength(1);
  });
});

describe("createKeywordTrends against the fake provider APIs", () => {
  it("uses the keyed search-volume provider first and Wikipedia page views when it has nothing", async () => {
    const fakes = await startFakeSourceServers();
    const http = testHttpClient();
    try {
      const config = loadConfig({ env: { NODE_ENV: "test", DATA_DIR: "memory://", ...fakes.env }, argv: [] });
      expect(config.trends.providers).toEqual(["dataforseo", "google-trends", "wikipedia"]);
      const trends = createKeywordTrends({ config, db: database.db, log: silentLogger, http, now: () => new Date("2024-10-05T00:00:00Z") });
      const first = await trends.forIdea({ ideaId, country: "US", signal: AbortSignal.timeout(5000) });
      expect(first).toMatchObject({ source: "Google Ads search volume (DataForSEO)", metric: "search-volume", currentVolume: 14.8 });
      // Oct 2023-Sep 2024 sums to 160,300 searches, the 12 months before to 108,700: +47.5 %.
      expect(first.growthRate).toBe(47.5);

      const empty = await import("../../fakes/fake-source-servers.ts").then((m) => m.fixture("trends/dataforseo/search-volume-empty.json"));
      fakes.servers.dataforseo.enqueue({ json: empty });
      fakes.servers.serpapi.enqueue({ json: { search_metadata: { status: "Success" }, error: "Google Trends hasn't returned any results for this query." } });
      const second = await trends.forIdea({ ideaId, country: "US", keyword: "late payments", signal: AbortSignal.timeout(5000) });
      expect(second).toMatchObject({ source: "Wikipedia page views: Invoice", metric: "page-views", isStale: false });
      expect(second.data).toHaveLength(24);
    } finally {
      await http.close();
      await fakes.close();
    }
  });
});
