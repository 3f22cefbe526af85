import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.ts";
import { runDoctor } from "../../scripts/doctor/run.ts";
import { renderTable } from "../../scripts/doctor/table.ts";
import { startFakeProvider, type FakeProvider } from "../fakes/fake-provider-servers.ts";
import { startFakeSourceServers, type FakeSources } from "../fakes/fake-source-servers.ts";

// `npm run doctor` against fakes of the model provider, the research sources and the trends providers.

let gemini: FakeProvider;
let sources: FakeSources;
beforeAll(async () => {
  gemini = await startFakeProvider({ wire: "google" });
  sources = await startFakeSourceServers();
}, 60_000);
afterAll(async () => {
  await gemini?.close();
  await sources?.close();
});

const configWith = (env: Record<string, string>) => loadConfig({
  env: {
    NODE_ENV: "test", DATA_DIR: "memory://", ...sources.env, SOURCES: "hackernews,github,brave", TRENDS_PROVIDERS: "google-trends",
    LLM_PROVIDER: "google", GOOGLE_GENERATIVE_AI_API_KEY: "test-key", LLM_BASE_URL: gemini.url, ...env,
  },
  argv: [],
});

describe("npm run doctor", () => {
  it("checks the database, sign-in, one structured call per model role, each source and each trends provider", async () => {
    const rows = await runDoctor(configWith({}));
    const by = (area: string, name: RegExp) => rows.find((r) => r.area === area && name.test(r.name));
    expect(by("database", /PGlite/)).toMatchObject({ status: "warn", detail: "reachable, no tables yet" });
    expect(by("sign-in", /local/)).toMatchObject({ status: "ok" });
    expect(by("model", /gemini-3\.5-flash-lite \(fast\)/)).toMatchObject({ status: "ok", detail: expect.stringMatching(/^structured answer in \d+\.\d s$/) });
    expect(by("model", /gemini-3\.8-flash \(smart\)/)).toMatchObject({ status: "ok" });
    expect(gemini.requests.filter((r) => /Task: doctor\./.test(r.system)).map((r) => r.model).sort()).toEqual(["gemini-3.5-flash-lite", "gemini-3.8-flash"]);
    for (const source of ["hackernews", "github", "brave"]) expect(by("source", new RegExp(`^${source}$`))).toMatchObject({ status: "ok", detail: expect.stringMatching(/results/) });
    // Where the API says what is left: GitHub's and Brave's X-RateLimit-Remaining (Brave per second and per month).
    expect(by("source", /^github$/)!.detail).toMatch(/quota left: \d+/);
    expect(by("source", /^brave$/)!.detail).toMatch(/quota left: 19 \/ 19999990/);
    expect(by("trends", /google-trends/)).toMatchObject({ status: "ok" });
    expect(renderTable(rows)).toMatch(/^Check +What +Status +Detail/);
  }, 60_000);

  it("names the variable to change when the model key is wrong, the model is missing or a source refuses its key", async () => {
    gemini.failNext({ status: 403, message: "API key not valid. Please pass a valid API key." }, { status: 404, message: "models/gemini-9 is not found for API version v1beta" });
    sources.servers.brave.enqueue({ status: 401, json: { error: { code: "SUBSCRIPTION_TOKEN_INVALID", detail: "The provided subscription token is invalid." } } });
    const rows = await runDoctor(configWith({}));
    const model = rows.filter((r) => r.area === "model");
    expect(model.map((r) => r.status)).toEqual(["fail", "fail"]);
    expect(model.map((r) => r.fix).sort()).toEqual(["GOOGLE_GENERATIVE_AI_API_KEY or LLM_API_KEY", expect.stringMatching(/^LLM_(FAST_)?MODEL/)]);
    expect(rows.find((r) => r.name === "brave")).toMatchObject({ status: "fail", fix: "BRAVE_API_KEY" });
  }, 60_000);

  it("says when no model is configured and what would add one", async () => {
    const rows = await runDoctor(configWith({ LLM_PROVIDER: "none" }));
    expect(rows.find((r) => r.area === "model")).toMatchObject({ status: "off", fix: "LLM_PROVIDER and its key to use a model" });
  }, 60_000);
});
