import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../src/db/client.ts";
import { openQueue } from "../../../src/db/queue.ts";
import type { JobQueue } from "../../../src/db/queue.ts";
import { saveIdeaKeywords } from "../../../src/db/queries/keyword-trends.ts";
import { TEXT_ANALYST } from "../../../src/pipeline/services/index.ts";
import type { HttpClient } from "../../../src/pipeline/http/client.ts";
import { createKeywordTrends } from "../../../src/pipeline/trends/index.ts";
import { KeywordTrendsError } from "../../../src/pipeline/trends/types.ts";
import type { KeywordTrendsService } from "../../../src/pipeline/trends/types.ts";
import { buildApp } from "../../../src/server/app.ts";
import { loadConfig } from "../../../src/config/index.ts";
import { keywordTrendsSchema } from "../../../src/shared/contracts/trends.ts";
import { fixture, startFakeSourceServers } from "../../fakes/fake-source-servers.ts";
import type { FakeSources } from "../../fakes/fake-source-servers.ts";
import { testHttpClient } from "../../fakes/outbound.ts";
import { silentLogger } from "../../helpers/silent-logger.ts";
import { createTestDatabase } from "../../helpers/test-database.ts";

let database: Database;
let queue: JobQueue;
let fakes: FakeSources;
let http: HttpClient;
const apps: FastifyInstance[] = [];
/** What the scripted service does next; the real one is used where the test says so. */
let next: () => Promise<unknown>;

const scripted: KeywordTrendsService = {
  providers: ["scripted"],
  forIdea: async () => (await next()) as Awaited<ReturnType<KeywordTrendsService["forIdea"]>>,
};

beforeAll(async () => {
  database = await createTestDatabase();
  fakes = await startFakeSourceServers();
  http = testHttpClient();
}, 60_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await queue?.stop({ graceful: false, timeoutMs: 2000 });
  await http.close();
  await fakes.close();
  await database.close();
});

async function appWith(trends: KeywordTrendsService | null | undefined) {
  // Every app here submits an idea for the same founder; the per-founder limits are not under test.
  const config = loadConfig({ env: { NODE_ENV: "test", DATA_DIR: "memory://", USER_ACTIVE_VALIDATIONS: "100", ...fakes.env }, argv: [] });
  queue ??= await openQueue({ database, settings: { jobTimeoutSeconds: 60, retryLimit: 0, superviseIntervalSeconds: 2 } });
  const app = await buildApp({ config, database, queue, llm: null, analyst: TEXT_ANALYST, trends, distDir: null });
  await app.ready();
  apps.push(app);
  const login = await app.inject({ method: "POST", url: "/api/login", payload: { email: "founder@example.com", name: "Founder" } });
  const cookie = `greenlight_session=${login.cookies.find((c) => c.name === "greenlight_session")!.value}`;
  const created = await app.inject({
    method: "POST", url: "/api/ideas", headers: { cookie },
    payload: { description: "Invoicing software that chases late payments for freelancers automatically.", country: "US", validationMode: "deep" },
  });
  const ideaId = (created.json() as { id: string }).id;
  const get = (query = "", as = cookie) => app.inject({ method: "GET", url: `/api/ideas/${ideaId}/keyword-trends${query}`, headers: { cookie: as } });
  const profile = (keywords: string[]) => saveIdeaKeywords({ db: database.db, ideaId, keywords });
  return { app, ideaId, get, profile, config };
}

describe("GET /api/ideas/:id/keyword-trends", () => {
  it("answers 404 'No keyword data found for this idea' with no provider configured", async () => {
    for (const trends of [undefined, null]) {
      const { get, profile } = await appWith(trends);
      await profile(["invoicing software"]);
      const response = await get();
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "No keyword data found for this idea", code: "no_keyword_data" });
    }
  });

  it("maps the service's failures to SPEC's answers", async () => {
    const { get } = await appWith(scripted);
    next = async () => { throw new KeywordTrendsError("quota", "DataForSEO: Rate-limit per minute has been exceeded. (40202)"); };
    const quota = await get();
    expect(quota.statusCode).toBe(429);
    expect(quota.json()).toEqual({ error: "API quota exceeded. Please try again later.", code: "quota_exceeded" });
    next = async () => { throw new KeywordTrendsError("unavailable", "hn could not be reached"); };
    const down = await get();
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe("trends_unavailable");
    next = async () => { throw new KeywordTrendsError("no-data", "No keyword data found for this idea"); };
    expect((await get()).statusCode).toBe(404);
  });

  it("refuses another user's idea as not found, without asking any provider", async () => {
    const { app, get } = await appWith(scripted);
    let asked = false;
    next = async () => { asked = true; return {}; };
    const login = await app.inject({ method: "POST", url: "/api/login", payload: { email: "other@example.com", name: "Other" } });
    const other = `greenlight_session=${login.cookies.find((c) => c.name === "greenlight_session")!.value}`;
    const response = await get("", other);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("Idea not found");
    expect(asked).toBe(false);
  });

  it("serves the keyword-trends contract plus source and metric, end to end through the fake providers", async () => {
    const setup = await appWith(null);
    const trends = createKeywordTrends({ config: setup.config, db: database.db, log: silentLogger, http, now: () => new Date("2024-10-05T00:00:00Z") });
    const { get, profile } = await appWith(trends);
    expect((await get()).statusCode).toBe(404);
    await profile(["invoicing software", "late payments"]);
    const response = await get();
    expect(response.statusCode).toBe(200);
    const body = keywordTrendsSchema.parse(response.json());
    expect(body).toMatchObject({
      keywords: ["invoicing software", "late payments"],
      selectedKeyword: "invoicing software",
      currentVolume: 14.8,
      growthRate: 47.5,
      isStale: false,
      source: "Google Ads search volume (DataForSEO)",
      metric: "search-volume",
    });
    expect(body.data[0]).toEqual({ date: "2022-10", year: 2022, volume: 8.1 });

    // A spent quota with nothing stored for that keyword is SPEC's 429 …
    const spent = { json: fixture("trends/dataforseo/rate-limit.json") };
    const serpSpent = { status: 429, json: fixture("trends/serpapi/out-of-searches.json") };
    fakes.servers.dataforseo.enqueue(spent);
    fakes.servers.serpapi.enqueue(serpSpent, serpSpent, serpSpent);
    fakes.servers.wikipedia.enqueue({ json: { batchcomplete: true, query: { search: [] } } });
    const quota = await get("?keyword=late%20payments");
    expect(quota.statusCode).toBe(429);
    expect(quota.json().error).toBe("API quota exceeded. Please try again later.");
    // … and an unknown keyword is no data for this idea.
    expect((await get("?keyword=bitcoin")).statusCode).toBe(404);
  });
});
