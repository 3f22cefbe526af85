import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startFakeServer } from "./fake-http-server.ts";
import type { FakeReply, FakeRoute, FakeServer, Latency, RecordedRequest } from "./fake-http-server.ts";

// Fake research-source and trends APIs on 127.0.0.1. Each serves recorded answers from
// tests/fixtures (JSON in each API's documented shape) and checks what the real API checks —
// its path, required parameters and credentials — answering as that API does when they are wrong.

const FIXTURES = fileURLToPath(new URL("../fixtures/", import.meta.url));

/** A recorded answer that is not JSON (a README, an HTML page). */
export function fixtureText(path: string): string {
  return readFileSync(`${FIXTURES}${path}`, "utf8");
}

/** A recorded answer, e.g. fixture("sources/hackernews/search.json"). */
export function fixture(path: string): unknown {
  return JSON.parse(readFileSync(`${FIXTURES}${path}`, "utf8")) as unknown;
}

export const FAKE_KEYS = {
  tavily: "tvly-test-0000",
  brave: "BSA-test-0000",
  youtube: "AIza-test-0000",
  redditId: "reddit-client-id",
  redditSecret: "reddit-client-secret",
  redditUserAgent: "server:greenlight-test:1.0 (by /u/greenlight_test)",
  productHunt: "ph-test-token",
  dataForSeoLogin: "login@example.com",
  dataForSeoPassword: "dfs-password",
  serpApi: "serpapi-test-key",
} as const;

export const FAKE_NAMES = [
  "hackernews", "stackexchange", "github", "wikipedia", "tavily", "brave", "youtube", "reddit", "redditAuth", "producthunt",
  "dataforseo", "serpapi", "wikimedia", "web",
] as const;
export type FakeName = (typeof FAKE_NAMES)[number];

const REDDIT_TOKEN = (fixture("sources/reddit/access-token.json") as { access_token: string }).access_token;
const json = (path: string, extra: Omit<Extract<FakeReply, { json?: unknown }>, "json"> = {}): FakeReply => ({ json: fixture(path), ...extra });
const notFound: FakeReply = { status: 404, json: { message: "Not Found" } };
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

const ROUTES: Record<FakeName, FakeRoute> = {
  hackernews: (r) => {
    // Algolia's items/:id answers a story with its whole comment tree.
    if (/^\/api\/v1\/items\/\d+$/.test(r.path)) return json("sources/hackernews/item.json");
    if (r.path !== "/api/v1/search") return { status: 404, json: { message: "Not Found", status: 404 } };
    if (!r.query.get("query")) return json("sources/hackernews/search-empty.json");
    if (r.query.get("tags") === "comment") return json(/invoic/i.test(r.query.get("query") ?? "") ? "sources/hackernews/search-comments.json" : "sources/hackernews/search-empty.json");
    return json("sources/hackernews/search.json");
  },
  stackexchange: (r) => {
    // From June 2026 a key in the query string is refused; it goes in the Authorization header.
    if (r.query.has("key")) return { status: 400, json: { error_id: 400, error_name: "bad_parameter", error_message: "key must be sent in the Authorization header" }, gzip: true };
    if (!r.query.get("site") && r.path.startsWith("/2.3/")) return { status: 400, json: { error_id: 400, error_name: "bad_parameter", error_message: "site is required" }, gzip: true };
    // The real API always compresses its answers.
    if (r.path === "/2.3/search/advanced") return json("sources/stackexchange/search.json", { gzip: true });
    if (/^\/2\.3\/questions\/\d+\/answers$/.test(r.path)) return json("sources/stackexchange/answers.json", { gzip: true });
    if (/^\/2\.3\/questions\/\d+\/comments$/.test(r.path)) return json("sources/stackexchange/comments.json", { gzip: true });
    return { status: 404, json: { error_id: 404, error_name: "no_method", error_message: "method not found" }, gzip: true };
  },
  github: (r) => {
    const reset = String(Math.floor(Date.now() / 1000) + 60);
    const coreWindow = { "x-ratelimit-limit": "60", "x-ratelimit-remaining": "59", "x-ratelimit-reset": reset, "x-ratelimit-resource": "core" };
    if (/^\/repos\/[\w.-]+\/[\w.-]+\/readme$/.test(r.path)) {
      // The raw media type answers the Markdown itself; the default one answers base64 in JSON.
      if (r.headers.accept !== "application/vnd.github.raw+json") return { status: 415, json: { message: "Unsupported media type in this fake" } };
      return { body: fixtureText("sources/github/readme.md"), headers: { "content-type": "text/plain; charset=utf-8", ...coreWindow } };
    }
    if (/^\/repos\/[\w.-]+\/[\w.-]+\/issues$/.test(r.path)) return json("sources/github/issues.json", { headers: coreWindow });
    if (r.path !== "/search/repositories") return notFound;
    if (!r.query.get("q")) return { status: 422, json: { message: "Validation Failed", errors: [{ resource: "Search", field: "q", code: "missing" }] } };
    return json("sources/github/search-repositories.json", { headers: { "x-ratelimit-limit": "10", "x-ratelimit-remaining": "9", "x-ratelimit-reset": reset, "x-ratelimit-resource": "search" } });
  },
  wikipedia: (r) => {
    if (r.path !== "/w/api.php") return notFound;
    if (r.query.get("prop") === "extracts" && r.query.get("titles")) return json("sources/wikipedia/article.json");
    if (r.query.get("generator") === "search" && r.query.get("gsrsearch")) return json("sources/wikipedia/search.json");
    if (r.query.get("list") === "search" && r.query.get("srsearch")) return json("sources/wikipedia/title-search.json");
    return { json: { error: { code: "nosuchaction", info: "Unrecognized value for parameter \"action\"." } } };
  },
  tavily: (r) => {
    if (r.method !== "POST" || r.path !== "/search") return notFound;
    if (r.headers.authorization !== `Bearer ${FAKE_KEYS.tavily}`) return { status: 401, json: { detail: { error: "Unauthorized: missing or invalid API key." } } };
    const body = JSON.parse(r.body || "{}") as { query?: string };
    if (!body.query) return { status: 400, json: { detail: { error: "Query is missing." } } };
    return json("sources/tavily/search.json");
  },
  brave: (r) => {
    if (r.path !== "/res/v1/web/search") return notFound;
    if (r.headers["x-subscription-token"] !== FAKE_KEYS.brave) {
      return { status: 422, json: { type: "ErrorResponse", error: { id: "1", status: 422, code: "SUBSCRIPTION_TOKEN_INVALID", detail: "The provided subscription token is invalid." } } };
    }
    return json("sources/brave/web-search.json", { headers: { "x-ratelimit-limit": "20, 20000000", "x-ratelimit-remaining": "19, 19999990", "x-ratelimit-reset": "1, 2419200" } });
  },
  youtube: (r) => {
    if (r.query.get("key") !== FAKE_KEYS.youtube) {
      return { status: 400, json: { error: { code: 400, message: "API key not valid. Please pass a valid API key.", errors: [{ message: "API key not valid. Please pass a valid API key.", domain: "global", reason: "badRequest" }], status: "INVALID_ARGUMENT" } } };
    }
    if (r.path === "/youtube/v3/search" && r.query.get("part") === "snippet") return json("sources/youtube/search.json");
    if (r.path === "/youtube/v3/videos" && r.query.get("id")) return json("sources/youtube/videos.json");
    return notFound;
  },
  redditAuth: (r) => {
    if (r.method !== "POST" || r.path !== "/api/v1/access_token") return notFound;
    if (r.headers.authorization !== basic(FAKE_KEYS.redditId, FAKE_KEYS.redditSecret)) return { status: 401, json: { message: "Unauthorized", error: 401 } };
    if (!r.body.includes("grant_type=client_credentials")) return { json: { error: "unsupported_grant_type" } };
    return json("sources/reddit/access-token.json");
  },
  reddit: (r) => {
    if (r.headers.authorization !== `bearer ${REDDIT_TOKEN}`) return { status: 401, json: { message: "Unauthorized", error: 401 } };
    // Reddit throttles generic User-Agents; its rules ask for <platform>:<app id>:<version> (by /u/<user>).
    if (!/^\S+:\S+:\S+ \(by \/u\/[\w-]+\)$/.test(String(r.headers["user-agent"]))) return { status: 429, json: { message: "Too Many Requests", error: 429 } };
    const window = { "x-ratelimit-remaining": "599.0", "x-ratelimit-used": "1", "x-ratelimit-reset": "420" };
    if (/^\/comments\/[a-z0-9]+$/.test(r.path)) return json("sources/reddit/comments.json", { headers: window });
    if (r.path !== "/search") return notFound;
    return json("sources/reddit/search.json", { headers: window });
  },
  producthunt: (r) => {
    if (r.method !== "POST" || r.path !== "/v2/api/graphql") return notFound;
    if (r.headers.authorization !== `Bearer ${FAKE_KEYS.productHunt}`) return { status: 401, json: fixture("sources/producthunt/error-unauthorized.json") };
    const { query } = JSON.parse(r.body || "{}") as { query?: string };
    if (query?.includes("topics(")) return json("sources/producthunt/topics.json");
    if (query?.includes("posts(")) return json("sources/producthunt/posts.json");
    return { json: { errors: [{ message: "Field 'unknown' doesn't exist on type 'Query'" }] } };
  },
  dataforseo: (r) => {
    if (r.method !== "POST" || r.path !== "/v3/keywords_data/google_ads/search_volume/live") return notFound;
    if (r.headers.authorization !== basic(FAKE_KEYS.dataForSeoLogin, FAKE_KEYS.dataForSeoPassword)) {
      return { status: 401, json: { version: "0.1.20240801", status_code: 40100, status_message: "You are not authorized to access this resource.", time: "0 sec.", cost: 0, tasks_count: 0, tasks_error: 0, tasks: null } };
    }
    return json("trends/dataforseo/search-volume.json");
  },
  serpapi: (r) => {
    if (r.path !== "/search.json" || r.query.get("engine") !== "google_trends") return notFound;
    if (r.query.get("api_key") !== FAKE_KEYS.serpApi) return { status: 401, json: { error: "Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key" } };
    return json("trends/serpapi/google-trends.json");
  },
  // Any web site a search result points to: an article page, a page with no article, and a PDF.
  web: (r) => {
    if (r.path.startsWith("/articles/")) return { body: fixtureText("sources/web/article.html"), headers: { "content-type": "text/html; charset=utf-8" } };
    if (r.path === "/empty") return { body: "<!doctype html><html><body><nav>Home</nav></body></html>", headers: { "content-type": "text/html" } };
    if (r.path.endsWith(".pdf")) return { body: "%PDF-1.7 binary", headers: { "content-type": "application/pdf" } };
    return notFound;
  },
  wikimedia: (r) => {
    if (!/^\/api\/rest_v1\/metrics\/pageviews\/per-article\/en\.wikipedia\/all-access\/user\/[^/]+\/monthly\/\d{10}\/\d{10}$/.test(r.path)) {
      return { status: 404, json: fixture("trends/wikimedia/not-found.json") };
    }
    return json("trends/wikimedia/pageviews-monthly.json");
  },
};

export interface FakeSources {
  servers: Record<FakeName, FakeServer>;
  /** Environment for loadConfig: every base URL pointed here, every key set, loopback allowed. */
  env: Record<string, string>;
  /** Every request any fake received, in order. */
  allRequests(): Array<RecordedRequest & { server: FakeName }>;
  setLatency(ms: Latency): void;
  close(): Promise<void>;
}

/**
 * Starts one fake server per API (so per-host limits apply as they would to the real hosts).
 * `distinctPerQuery` makes each search query find its own items (ids and links derived from the
 * query, web results pointing at the fake web site), as real searches do; tests keep the recorded ids.
 */
export async function startFakeSourceServers({ latencyMs = 0, distinctPerQuery = false }: { latencyMs?: Latency; distinctPerQuery?: boolean } = {}): Promise<FakeSources> {
  const web = await startFakeServer({ route: ROUTES.web, latencyMs });
  const routeOf = (name: FakeName): FakeRoute => (distinctPerQuery ? (r) => perQuery({ name, reply: ROUTES[name](r), request: r, webOrigin: web.origin }) : ROUTES[name]);
  const entries = await Promise.all(FAKE_NAMES.map(async (name) => [name, name === "web" ? web : await startFakeServer({ route: routeOf(name), latencyMs })] as const));
  const servers = Object.fromEntries(entries) as Record<FakeName, FakeServer>;
  const origin = (name: FakeName) => servers[name].origin;
  const env: Record<string, string> = {
    // Every source is served here, so the program searches all of them (test apps default to none).
    SOURCES: "hackernews,stackexchange,github,wikipedia,tavily,brave,youtube,reddit,producthunt",
    HN_API_URL: `${origin("hackernews")}/api/v1`,
    STACKEXCHANGE_API_URL: `${origin("stackexchange")}/2.3`,
    GITHUB_API_URL: origin("github"),
    WIKIPEDIA_API_URL: `${origin("wikipedia")}/w/api.php`,
    TAVILY_API_URL: origin("tavily"),
    TAVILY_API_KEY: FAKE_KEYS.tavily,
    BRAVE_API_URL: `${origin("brave")}/res/v1`,
    BRAVE_API_KEY: FAKE_KEYS.brave,
    YOUTUBE_API_URL: `${origin("youtube")}/youtube/v3`,
    YOUTUBE_API_KEY: FAKE_KEYS.youtube,
    REDDIT_API_URL: origin("reddit"),
    REDDIT_AUTH_URL: origin("redditAuth"),
    REDDIT_CLIENT_ID: FAKE_KEYS.redditId,
    REDDIT_CLIENT_SECRET: FAKE_KEYS.redditSecret,
    REDDIT_USER_AGENT: FAKE_KEYS.redditUserAgent,
    PRODUCT_HUNT_API_URL: `${origin("producthunt")}/v2/api/graphql`,
    PRODUCT_HUNT_TOKEN: FAKE_KEYS.productHunt,
    DATAFORSEO_API_URL: origin("dataforseo"),
    DATAFORSEO_LOGIN: FAKE_KEYS.dataForSeoLogin,
    DATAFORSEO_PASSWORD: FAKE_KEYS.dataForSeoPassword,
    SERPAPI_API_URL: origin("serpapi"),
    SERPAPI_API_KEY: FAKE_KEYS.serpApi,
    WIKIMEDIA_API_URL: `${origin("wikimedia")}/api/rest_v1`,
    OUTBOUND_ALLOW_PRIVATE_HOSTS: "127.0.0.1",
  };
  return {
    servers,
    env,
    allRequests: () => entries.flatMap(([name, server]) => server.requests.map((request) => ({ ...request, server: name })))
      .sort((a, b) => a.at - b.at),
    setLatency: (ms) => { for (const [, server] of entries) server.setLatency(ms); },
    close: async () => { await Promise.all(entries.map(([, server]) => server.close())); },
  };
}

/** The search text of a request, for the APIs that search. */
function searchTextOf(name: FakeName, r: RecordedRequest): string | null {
  if (name === "tavily") return (JSON.parse(r.body || "{}") as { query?: string }).query ?? null;
  if (name === "hackernews") return r.path === "/api/v1/search" ? r.query.get("query") : null;
  if (name === "wikipedia") return r.query.get("gsrsearch");
  if (["stackexchange", "github", "reddit", "brave"].includes(name)) return r.query.get("q");
  return null;
}

/** A recorded search answer made this query's own: every id and link gets a number derived from the query. */
function perQuery({ name, reply, request, webOrigin }: { name: FakeName; reply: FakeReply; request: RecordedRequest; webOrigin: string }): FakeReply {
  const text = searchTextOf(name, request);
  if (!text || !("json" in reply) || reply.json === undefined) return reply;
  let n = 7;
  for (const char of text) n = (n * 31 + char.charCodeAt(0)) % 9000;
  const tag = String(1000 + n);
  let body = JSON.stringify(reply.json);
  const rewrites: Partial<Record<FakeName, Array<[RegExp, string]>>> = {
    hackernews: [[/"(objectID|story_id)":"?(\d+)"?/g, `"$1":"$2${tag}"`]],
    stackexchange: [[/\/questions\/(\d+)\//g, `/questions/$1${tag}/`], [/"question_id":(\d+)/g, `"question_id":$1${tag}`]],
    github: [[/"(full_name|html_url)":"([^"]+)"/g, `"$1":"$2-${tag}"`]],
    reddit: [[/\/comments\/([a-z0-9]+)\//g, `/comments/$1${Number(tag).toString(36)}/`]],
    wikipedia: [[/"(canonicalurl|fullurl)":"([^"]+)"/g, `"$1":"$2_${tag}"`]],
    tavily: [[/"url":"https?:\/\/[^"]+"/g, `"url":"${webOrigin}/articles/${tag}-RESULT"`]],
    brave: [[/"url":"https?:\/\/(?!imgs\.)[^"]+"/g, `"url":"${webOrigin}/articles/${tag}-RESULT"`]],
  };
  for (const [pattern, replacement] of rewrites[name] ?? []) body = body.replace(pattern, replacement);
  let result = 0;
  body = body.replace(/-RESULT/g, () => `-${(result += 1)}`);
  // story_id is a number in Algolia's answers.
  if (name === "hackernews") body = body.replace(/"story_id":"(\d+)"/g, "\"story_id\":$1");
  return { ...reply, json: JSON.parse(body) as unknown };
}
