import { z } from "zod";
import type { Config } from "../../src/config/index.ts";
import { KEY_VARIABLE, type LlmConfig } from "../../src/config/llm.ts";
import type { SourceName, TrendsProviderName } from "../../src/config/research.ts";
import { openDatabase } from "../../src/db/client.ts";
import { findSessionUser } from "../../src/db/queries/sessions.ts";
import { createLlmClientFromSettings } from "../../src/pipeline/llm/providers.ts";
import { UsageMeter, type LlmRole } from "../../src/pipeline/llm/usage.ts";
import type { HttpClient, HttpResponse } from "../../src/pipeline/http/client.ts";
import { createConnectors, outboundClientFor } from "../../src/pipeline/sources/index.ts";
import { createTrendsProviders } from "../../src/pipeline/trends/index.ts";
import type { Logger } from "../../src/pipeline/types.ts";

/** One line of the doctor's table: what was checked, how it went, and what to change when it did not. */
export interface CheckRow {
  area: "database" | "sign-in" | "model" | "source" | "trends";
  name: string;
  status: "ok" | "warn" | "fail" | "off";
  detail: string;
  fix: string;
}

const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ").slice(0, 240);
/** The messages of an error and its causes: a database driver's reason sits under the query wrapper. */
const causesOf = (error: unknown): string => {
  const messages: string[] = [];
  for (let e: unknown = error; e instanceof Error && messages.length < 5; e = e.cause) messages.push(e.message);
  return messages.join(" ");
};
/** The provider or source said the credentials are wrong, rather than that it could not be reached. */
const unauthorised = (message: string) => /\b(401|403)\b|unauthori[sz]ed|forbidden|invalid api key|incorrect api key/i.test(message);

export async function checkDatabase(config: Config): Promise<CheckRow> {
  const name = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      // A read of the sessions table: the connection works and the schema is there.
      await findSessionUser({ db: database.db, sessionId: "doctor" });
      return { area: "database", name, status: "ok", detail: `${database.description}, schema in place`, fix: "" };
    } catch (error) {
      if (/does not exist/.test(causesOf(error))) {
        return { area: "database", name, status: "warn", detail: "reachable, no tables yet", fix: "none: `npm start` creates them on first start" };
      }
      throw error;
    } finally {
      await database.close();
    }
  } catch (error) {
    return { area: "database", name, status: "fail", detail: messageOf(error), fix: config.databaseUrl ? "DATABASE_URL (host, credentials, database name)" : "DATA_DIR (a writable directory)" };
  }
}

export async function checkSignIn(config: Config, fetchImpl: typeof fetch = fetch): Promise<CheckRow> {
  const { oidc } = config;
  if (!oidc) {
    return config.localSignInAllowRemote
      ? { area: "sign-in", name: "local (email only)", status: "warn", detail: "anyone who reaches the server can sign in as any address", fix: "OIDC_ISSUER_URL and OIDC_CLIENT_ID for real accounts" }
      : { area: "sign-in", name: "local (email only)", status: "ok", detail: "this machine only", fix: "" };
  }
  const url = `${oidc.issuerUrl.replace(/\/$/, "")}/.well-known/openid-configuration`;
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return { area: "sign-in", name: "OpenID Connect", status: "fail", detail: `discovery answered HTTP ${response.status}`, fix: "OIDC_ISSUER_URL" };
    const issuer = ((await response.json()) as { issuer?: string }).issuer;
    return { area: "sign-in", name: "OpenID Connect", status: "ok", detail: `issuer ${issuer ?? oidc.issuerUrl}, client ${oidc.clientId}`, fix: "" };
  } catch (error) {
    return { area: "sign-in", name: "OpenID Connect", status: "fail", detail: `discovery not reachable: ${messageOf(error)}`, fix: "OIDC_ISSUER_URL" };
  }
}

const pingSchema = z.object({ ok: z.boolean() });

/** The variable that fixes a model failure, from what the provider said. */
function modelFix(llm: LlmConfig, role: LlmRole, message: string): string {
  if (unauthorised(message)) return llm.provider === "ollama" || llm.provider === "openai-compatible" ? "LLM_API_KEY" : `${KEY_VARIABLE[llm.provider]} or LLM_API_KEY`;
  if (/no response from|Cannot connect|ECONNREFUSED|ENOTFOUND|fetch failed|no answer within/i.test(message)) return llm.provider === "ollama" ? "LLM_BASE_URL (is `ollama serve` running?)" : "LLM_BASE_URL or the network";
  if (/\b404\b|not found|does not exist/i.test(message)) return role === "smart" ? "LLM_MODEL" : "LLM_FAST_MODEL (or LLM_MODEL)";
  return "LLM_PROVIDER, LLM_MODEL";
}

/** One tiny structured call per role, through the same client as validations. */
export async function checkModel(config: Config): Promise<CheckRow[]> {
  const llm = config.llm;
  if (!llm) return [{ area: "model", name: "none", status: "off", detail: "the text analyst writes reports from the description and sources", fix: "LLM_PROVIDER and its key to use a model" }];
  const client = createLlmClientFromSettings(llm);
  const roles: LlmRole[] = llm.fastModel === llm.model ? ["smart"] : ["fast", "smart"];
  return Promise.all(roles.map(async (role): Promise<CheckRow> => {
    const model = role === "smart" ? llm.model : llm.fastModel;
    const name = `${llm.provider} ${model} (${roles.length === 1 ? "both roles" : role})`;
    const started = performance.now();
    try {
      await client.generateObject({
        role, stage: "doctor", task: "the doctor's check", schema: pingSchema,
        system: "Task: doctor.\nAnswer with the JSON object {\"ok\": true} and nothing else.", prompt: "Are you there?",
        maxOutputTokens: 50, signal: AbortSignal.timeout(llm.timeoutSeconds * 1000),
        meter: new UsageMeter({ budget: 10_000, prices: client.prices }),
      });
      return { area: "model", name, status: "ok", detail: `structured answer in ${seconds(performance.now() - started)}${llm.extractionOnly ? "; extraction only" : ""}`, fix: "" };
    } catch (error) {
      const message = messageOf(error);
      return { area: "model", name, status: "fail", detail: message, fix: modelFix(llm, role, message) };
    }
  }));
}

const SOURCE_VARIABLE: Readonly<Record<SourceName, string>> = {
  hackernews: "SOURCES (leave hackernews out)", stackexchange: "STACKEXCHANGE_KEY", github: "GITHUB_TOKEN", wikipedia: "SOURCES (leave wikipedia out)",
  tavily: "TAVILY_API_KEY", brave: "BRAVE_API_KEY", youtube: "YOUTUBE_API_KEY", reddit: "REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET", producthunt: "PRODUCT_HUNT_TOKEN",
};
const TRENDS_VARIABLE: Readonly<Record<TrendsProviderName, string>> = {
  dataforseo: "DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD", "google-trends": "SERPAPI_API_KEY", wikipedia: "TRENDS_PROVIDERS (leave wikipedia out)",
};

/** The outbound client, keeping every answer so each row can say what quota the API reported. */
function recordingClient(base: HttpClient): { http: HttpClient; answers: HttpResponse[] } {
  const answers: HttpResponse[] = [];
  const http: HttpClient = {
    request: async (request) => {
      const response = await base.request(request);
      answers.push(response);
      return response;
    },
    setHostLimits: (host, limits) => base.setHostLimits(host, limits),
    policy: base.policy,
    close: () => base.close(),
  };
  return { http, answers };
}

/**
 * The quota an API said is left, from the last answer of that host: the common X-RateLimit-Remaining
 * headers (GitHub, Brave "per second, per month", Reddit) or Stack Exchange's `quota_remaining`.
 */
export function quotaLeft({ answers, baseUrl }: { answers: readonly HttpResponse[]; baseUrl: string }): string | null {
  const host = new URL(baseUrl).host;
  const answer = answers.filter((a) => new URL(a.url).host === host).at(-1);
  if (!answer) return null;
  const header = answer.headers["x-ratelimit-remaining"] ?? answer.headers["x-rate-limit-remaining"] ?? answer.headers["ratelimit-remaining"];
  if (header) return header.split(",").map((part) => String(Math.floor(Number(part.trim())))).join(" / ");
  try {
    const body = answer.json() as { quota_remaining?: unknown };
    return typeof body.quota_remaining === "number" ? String(body.quota_remaining) : null;
  } catch {
    return null;
  }
}

function outboundRow({ area, name, variable, started, error, found }: {
  area: "source" | "trends"; name: string; variable: string; started: number; error: unknown; found: string;
}): CheckRow {
  if (error === undefined) return { area, name, status: "ok", detail: `${found} in ${seconds(performance.now() - started)}`, fix: "" };
  const message = messageOf(error);
  const fix = unauthorised(message) ? variable : /quota|rate|429/i.test(message) ? `wait, or ${variable} for a higher quota` : `network access to it, or ${variable}`;
  return { area, name, status: "fail", detail: message, fix };
}

/** One small search per research source and one keyword per trends provider: reachable, authorised, answering. */
export async function checkOutbound(config: Config): Promise<CheckRow[]> {
  const { http, answers } = recordingClient(outboundClientFor({ config, db: null, log: quiet }));
  const connectors = createConnectors({ config, db: null, log: quiet, http });
  const rows: Promise<CheckRow>[] = connectors.map(async (connector, i) => {
    const source = config.research.sources[i]!;
    const started = performance.now();
    try {
      const found = await connector.search({ dimension: "demand", query: "invoice reminders" }, { signal: AbortSignal.timeout(20_000), limit: 3 });
      const quota = quotaLeft({ answers, baseUrl: config.research.urls[source] });
      return outboundRow({ area: "source", name: source, variable: SOURCE_VARIABLE[source], started, error: undefined, found: `${found.length} results${quota ? ` (quota left: ${quota})` : ""}` });
    } catch (error) {
      return outboundRow({ area: "source", name: source, variable: SOURCE_VARIABLE[source], started, error, found: "" });
    }
  });
  const providers = createTrendsProviders({ config, http });
  rows.push(...providers.map(async (provider, i) => {
    const name = config.trends.providers[i]!;
    const started = performance.now();
    try {
      const series = await provider.fetch({ keyword: "invoice", country: "US", signal: AbortSignal.timeout(20_000) });
      return outboundRow({ area: "trends", name, variable: TRENDS_VARIABLE[name], started, error: undefined, found: series ? `${series.points.length} months of ${series.metric}` : "no data for the test keyword" });
    } catch (error) {
      return outboundRow({ area: "trends", name, variable: TRENDS_VARIABLE[name], started, error, found: "" });
    }
  }));
  const off: CheckRow[] = config.research.sourcesWithoutKey.map((name) => ({ area: "source", name, status: "off", detail: "no key", fix: `${SOURCE_VARIABLE[name]} to add it` }));
  return [...(await Promise.all(rows)), ...off];
}
