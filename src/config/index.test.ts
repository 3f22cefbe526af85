import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./index.ts";

describe("configuration", () => {
  it("reads an empty or blank variable as unset, as docker-compose and .env files write one", () => {
    const config = loadConfig({ env: { NODE_ENV: "", PORT: " ", HOST: "", OIDC_ISSUER_URL: "", SOURCES: "" }, argv: [] });
    expect(config.env).toBe("production");
    expect(config.port).toBe(5000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.oidc).toBeNull();
    expect(config.research.sources).toEqual(["hackernews", "stackexchange", "github", "wikipedia"]);
  });

  it("gives each role its typed section", () => {
    const config = loadConfig({ env: { WORKER_CONCURRENCY: "2", VALIDATION_TIME_BUDGET_SECONDS: "60", SUPPORT_EMAIL: "help@example.com" }, argv: ["--role", "worker"] });
    expect(config.role).toBe("worker");
    expect(config.worker.concurrency).toBe(2);
    expect(config.validationTimeBudgetSeconds).toBe(60);
    expect(config.privacyEmail).toBe("help@example.com");
    expect(config.llm).toBeNull();
  });

  it("names every bad variable of every section at once", () => {
    const load = () => loadConfig({ env: { OIDC_ISSUER_URL: "https://id.example.com", REDDIT_CLIENT_ID: "abc", LLM_API_KEY: "k" }, argv: [] });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/OIDC_ISSUER_URL and OIDC_CLIENT_ID must be set together[\s\S]*REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET[\s\S]*LLM_API_KEY is set/);
  });

  it("refuses an unknown role", () => {
    expect(() => loadConfig({ env: {}, argv: ["--role=web2"] })).toThrow(/--role must be one of web, worker, all/);
  });
});
