import pino from "pino";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.ts";
import type { Database } from "../../src/db/client.ts";
import { openQueue, type JobQueue } from "../../src/db/queue.ts";
import { createLlmClientFromSettings } from "../../src/pipeline/llm/providers.ts";
import { buildApp } from "../../src/server/app.ts";
import { startFakeProvider, type FakeProvider } from "../fakes/fake-provider-servers.ts";
import { providerSettings } from "../pipeline/llm/provider-settings.ts";
import { createTestDatabase } from "../helpers/test-database.ts";

// improve-description with a model configured: a model failure is logged and the page is told the
// text is the offline rewrite, instead of being swallowed.

const IDEA = "A booking app for mobile dog groomers who lose hours to phone calls and no-shows.";
let fake: FakeProvider;
let database: Database;
let queue: JobQueue;
let app: FastifyInstance;
let cookie: string;
const logLines: { level: number; msg: string; err?: { message: string } }[] = [];

beforeAll(async () => {
  fake = await startFakeProvider({ wire: "openai" });
  const config = loadConfig({ env: { NODE_ENV: "test", DATA_DIR: "memory://" }, argv: [] });
  database = await createTestDatabase();
  queue = await openQueue({ database, settings: { jobTimeoutSeconds: 60, retryLimit: 0, superviseIntervalSeconds: 2 } });
  const sink = new Writable({ write(chunk: Buffer, _enc, done) { logLines.push(JSON.parse(chunk.toString("utf8")) as (typeof logLines)[number]); done(); } });
  const llm = createLlmClientFromSettings(providerSettings({ wire: "openai", url: fake.url, over: { maxRetries: 0 } }));
  app = await buildApp({ config, database, queue, llm, analyst: llm.analyst, distDir: null, logger: pino({ level: "warn" }, sink) });
  await app.ready();
  const login = await app.inject({ method: "POST", url: "/api/login", payload: { email: "groomer@example.com", name: "Groomer" } });
  cookie = `greenlight_session=${login.cookies.find((c) => c.name === "greenlight_session")!.value}`;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await queue?.stop({ graceful: false, timeoutMs: 2000 });
  await database?.close();
  await fake?.close();
});

const improve = () => app.inject({ method: "POST", url: "/api/ideas/improve-description", headers: { cookie }, payload: { description: IDEA } });

describe("improve-description with a model", () => {
  it("returns the model's rewrite and says it did not fall back", async () => {
    const response = await improve();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fellBackToOffline: false, improvedDescription: expect.stringContaining("Problem:") });
    expect(fake.requests.at(-1)!.task).toBe("improve-description");
  });

  it("logs a model failure (a wrong key) and tells the page the text is the offline rewrite", async () => {
    fake.failNext({ status: 401, message: "Incorrect API key provided" });
    const response = await improve();
    expect(response.statusCode).toBe(200);
    const body = response.json<{ improvedDescription: string; fellBackToOffline: boolean }>();
    expect(body.fellBackToOffline).toBe(true);
    expect(body.improvedDescription).toContain("dog groomers");
    const warning = logLines.find((line) => line.msg.startsWith("improve-description: the model failed"));
    expect(warning?.err?.message).toMatch(/HTTP 401 .*Incorrect API key provided/);
  });
});
