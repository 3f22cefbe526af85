import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { openQueue, type JobQueue } from "../../src/db/queue.ts";
import { TEXT_ANALYST } from "../../src/pipeline/services/index.ts";
import { KeywordTrendsError, type KeywordTrendsService } from "../../src/pipeline/trends/types.ts";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/config/index.ts";
import { keywordTrendsSchema, type KeywordTrends } from "../../src/shared/contracts/trends.ts";
import { pdfToText } from "../helpers/pdf-text.ts";
import { readReportFixture, seedCompletedIdea } from "../helpers/seed-report.ts";
import { createTestDatabase } from "../helpers/test-database.ts";

const OWNER = "trends-owner@example.com";
const fixtures = JSON.parse(await readFile(join(import.meta.dirname, "..", "fixtures", "reports", "keyword-trends.json"), "utf8")) as Record<string, unknown>;
const trendsFor = (keyword: string): KeywordTrends => keywordTrendsSchema.parse(fixtures[keyword]);

let database: Database;
let queue: JobQueue;
let app: FastifyInstance;
let cookie: string;
let ideaId: string;
let token: string;
const asked: Array<{ ideaId: string; country: string; keyword: string | undefined }> = [];
/** What the scripted trends service does next, as the research engine's service would. */
let next: (keyword: string | undefined) => Promise<KeywordTrends> = async (keyword) => trendsFor(keyword ?? "dog walking app");

const scripted: KeywordTrendsService = {
  providers: ["scripted"],
  forIdea: async ({ ideaId: id, country, keyword }) => {
    asked.push({ ideaId: id, country, keyword });
    return next(keyword);
  },
};

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await openQueue({ database, settings: { jobTimeoutSeconds: 60, retryLimit: 0, superviseIntervalSeconds: 2 } });
  const config = loadConfig({ env: { NODE_ENV: "test", DATA_DIR: "memory://" }, argv: [] });
  app = await buildApp({ config, database, queue, llm: null, analyst: TEXT_ANALYST, trends: scripted, distDir: null });
  await app.ready();
  ({ ideaId } = await seedCompletedIdea({
    db: database.db, email: OWNER, title: "Dog walker scheduling", description: "Recurring walks", body: await readReportFixture("dog-walker-with-sources.json"),
  }));
  const login = await app.inject({ method: "POST", url: "/api/login", payload: { email: OWNER, name: "Owner" } });
  cookie = `greenlight_session=${login.cookies.find((c) => c.name === "greenlight_session")?.value ?? ""}`;
  token = (await app.inject({ method: "POST", url: `/api/ideas/${ideaId}/share-links`, headers: { cookie } })).json().path.replace("/shared/", "");
});
afterAll(async () => {
  await app?.close();
  await queue?.stop({ graceful: false, timeoutMs: 2000 });
  await database?.close();
});

describe("keyword trends behind a share link", () => {
  it("answers what the owner's route answers, for the chosen keyword", async () => {
    const shared = await app.inject({ method: "GET", url: `/api/shared/${token}/keyword-trends?keyword=dog%20walker%20software` });
    expect(shared.statusCode).toBe(200);
    const own = await app.inject({ method: "GET", url: `/api/ideas/${ideaId}/keyword-trends?keyword=dog%20walker%20software`, headers: { cookie } });
    expect(shared.json()).toEqual(own.json());
    expect(shared.json().metric).toBe("page-views");
    expect(asked.at(-1)).toEqual({ ideaId, country: "US", keyword: "dog walker software" });
  });

  it("maps the service's failures to SPEC's answers", async () => {
    const cases = [["no-data", 404, "No keyword data found for this idea"], ["quota", 429, "API quota exceeded. Please try again later."], ["unavailable", 503, "Keyword trend data is unavailable right now"]] as const;
    for (const [kind, status, message] of cases) {
      next = async () => { throw new KeywordTrendsError(kind, kind); };
      const response = await app.inject({ method: "GET", url: `/api/shared/${token}/keyword-trends` });
      expect(response.statusCode, kind).toBe(status);
      expect(response.json().error).toBe(message);
    }
    next = async (keyword) => trendsFor(keyword ?? "dog walking app");
  });
});

describe("the chart in the PDF", () => {
  const flat = async (pdf: Buffer) => (await pdfToText(pdf)).replace(/\s+/g, " ");

  it("draws the owner's trend for the keyword on screen, with its figures", async () => {
    const response = await app.inject({ method: "GET", url: `/api/ideas/${ideaId}/report.pdf`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const text = await flat(response.rawPayload);
    for (const part of ["Market Interest", "Keyword dog walking app", "Volume 20.1K (Monthly global search volume)", "Growth +18%", "Peak: 20.1K", "Jul 2024", "Jun 2025", "Last updated: Jun 28, 2025", "Other keywords: dog walker software, pet sitting scheduling"]) {
      expect(text, part).toContain(part);
    }
    const chosen = await app.inject({ method: "GET", url: `/api/shared/${token}/report.pdf?keyword=dog%20walker%20software` });
    const chosenText = await flat(chosen.rawPayload);
    expect(chosenText).toContain("Keyword dog walker software");
    expect(chosenText).toContain("Data not recently synced");
    expect(chosenText).toContain("used as a proxy for interest");
  });

  it("still downloads, saying the data is unavailable, when the providers fail", async () => {
    next = async () => { throw new KeywordTrendsError("unavailable", "down"); };
    const response = await app.inject({ method: "GET", url: `/api/ideas/${ideaId}/report.pdf`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(await flat(response.rawPayload)).toContain("Keyword trend data unavailable - Check back later or try refreshing the page");
    next = async (keyword) => trendsFor(keyword ?? "dog walking app");
  });
});
