import type { Resolver } from "../../src/pipeline/http/guarded-agent.ts";
import { createConnectors, outboundClientFor, type ResearchSettings } from "../../src/pipeline/sources/index.ts";
import type { Logger, SourceConnector } from "../../src/pipeline/types.ts";
import { startFakeServer } from "./fake-http-server.ts";
import type { FakeReply, FakeRoute, FakeServer, Latency, RecordedRequest } from "./fake-http-server.ts";
import { FAKE_KEYS } from "./fake-source-servers.ts";
import { loadResearchWorld, matchesEveryWord, rankedByQuery, type WorldEntry, type WorldSource } from "./research-world.ts";

// The research world served by fake source APIs on 127.0.0.1, each in its own wire format: Hacker
// News (Algolia search and items), Stack Exchange, GitHub (repository search, README, issues),
// Wikipedia (search and extracts), Tavily and Brave web search, and the web pages they point at.
// Search finds a source only when EVERY word of the query is in its title or text, as the real
// APIs match, so a query carrying a helper word the page lacks finds nothing.

export const WORLD_SERVER_NAMES = ["hackernews", "stackexchange", "github", "wikipedia", "tavily", "brave", "web"] as const;
export type WorldServerName = (typeof WORLD_SERVER_NAMES)[number];

// Some HN excerpts were read from a comment page that showed no author; Algolia never omits one.
const UNRECORDED_AUTHOR = "(author not recorded)";

const isoOf = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T12:00:00.000Z` : /^\d{4}(-\d{2})?$/.test(date) ? `${date.length === 4 ? `${date}-06` : date}-15T12:00:00.000Z` : null);
const paragraphs = (text: string) => text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
const html = (text: string) => paragraphs(text).map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("");
const notFound: FakeReply = { status: 404, json: { message: "Not Found" } };

/** Whether a search finds a source; by default as the real APIs do, every query word in its title or text. */
export type WorldFinder = (query: string, source: WorldSource, text: string) => boolean;
const everyWord: WorldFinder = (query, _source, text) => matchesEveryWord(query, text);

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** What a search matches: the page's title and text (a title we made up is not the page's). */
export const searchable = (source: WorldSource) => `${source.titleOurs ? "" : source.title} ${source.text}`;

/** Where a web source is served on the fake web site: its host and path kept, so results stay apart. */
export function worldPagePath(source: WorldSource): string {
  const url = new URL(source.url);
  return `/${url.hostname}${url.pathname}${url.search}`.replace(/\/$/, "") || "/";
}

/** The address Wikipedia gives an article: the world copied it from a mirror of that article. */
const wikipediaUrl = (title: string) => `https://en.wikipedia.org/wiki/${encodeURIComponent(title.replace(/ /g, "_"))}`;

function hackerNewsRoute(sources: WorldSource[], finds: () => WorldFinder): FakeRoute {
  const threads = sources.filter((s) => s.server === "hackernews");
  const commentId = (source: WorldSource, index: number) => source.hnId! * 1000 + index + 1;
  return (r) => {
    const item = /^\/api\/v1\/items\/(\d+)$/.exec(r.path);
    if (item) {
      const source = threads.find((s) => String(s.hnId) === item[1]);
      if (!source) return { status: 404, json: { status: 404, error: "Not Found" } };
      return {
        json: {
          id: source.hnId, type: "story", title: source.title, url: source.storyUrl ?? null, text: source.text ? html(source.text) : null,
          author: UNRECORDED_AUTHOR, created_at: isoOf(source.date), points: null,
          children: (source.comments ?? []).map((c, i) => ({ id: commentId(source, i), type: "comment", author: c.author || UNRECORDED_AUTHOR, text: html(c.text), created_at: isoOf(source.date), children: [] })),
        },
      };
    }
    if (r.path !== "/api/v1/search") return { status: 404, json: { message: "Not Found", status: 404 } };
    const query = r.query.get("query") ?? "";
    const perPage = Number(r.query.get("hitsPerPage") ?? 20);
    if (r.query.get("tags") === "comment") {
      const hits = threads.flatMap((s) => (s.comments ?? []).map((c, i) => ({ s, c, i }))).filter(({ s, c }) => finds()(query, s, c.text)).slice(0, perPage)
        .map(({ s, c, i }) => ({ objectID: String(commentId(s, i)), comment_text: html(c.text), author: c.author || UNRECORDED_AUTHOR, story_id: s.hnId, story_title: s.title, created_at: isoOf(s.date), _tags: ["comment", `story_${s.hnId}`] }));
      return { json: algolia(query, hits) };
    }
    // A story is found by its own title and text; threads the world knows only by a comment (no
    // story title was on the page) are found through comment search alone.
    const hits = threads.filter((s) => s.storyUrl && finds()(query, s, searchable(s))).slice(0, perPage)
      .map((s) => ({ objectID: String(s.hnId), title: s.title, url: s.storyUrl, story_text: s.text ? html(s.text) : null, author: UNRECORDED_AUTHOR, num_comments: s.comments?.length ?? 0, created_at: isoOf(s.date), _tags: ["story", `story_${s.hnId}`] }));
    return { json: algolia(query, hits) };
  };
}

const algolia = (query: string, hits: unknown[]) => ({ hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: hits.length, query, params: `query=${encodeURIComponent(query)}` });

function stackExchangeRoute(): FakeRoute {
  // The world holds no Stack Exchange question: every search answers, in the API's shape, with none.
  const empty = { items: [], has_more: false, quota_max: 10000, quota_remaining: 9999 };
  return (r) => {
    if (!r.query.get("site")) return { status: 400, json: { error_id: 400, error_name: "bad_parameter", error_message: "site is required" }, gzip: true };
    if (r.path === "/2.3/search/advanced" || /^\/2\.3\/questions\/\d+\/(answers|comments)$/.test(r.path)) return { json: empty, gzip: true };
    return { status: 404, json: { error_id: 404, error_name: "no_method", error_message: "method not found" }, gzip: true };
  };
}

/**
 * GitHub's answers. Two markets may hold one repository ("ripienaar/free-for-dev" lists uptime monitors and CI services): its README and
 * issues are those of the records shown, so a market measured alone reads only its own copy of the repository.
 */
function gitHubRoute(sources: WorldSource[], finds: () => WorldFinder, shown: () => (source: WorldSource) => boolean): FakeRoute {
  const all = new Map<string, WorldSource[]>();
  for (const s of sources.filter((x) => x.server === "github")) all.set(s.repo!, [...(all.get(s.repo!) ?? []), s]);
  const recordsOf = (repo: string) => (all.get(repo) ?? []).filter(shown());
  const readmeOf = (repo: string) => recordsOf(repo).map((s) => s.text).filter(Boolean).join("\n\n");
  const descriptionOf = (repo: string) => recordsOf(repo).map((s) => s.description).find(Boolean) ?? null;
  return (r) => {
    const readme = /^\/repos\/([\w.-]+\/[\w.-]+)\/readme$/.exec(r.path);
    if (readme) {
      if (r.headers.accept !== "application/vnd.github.raw+json") return { status: 415, json: { message: "Unsupported media type in this fake" } };
      const text = readmeOf(readme[1]!);
      return text ? { body: text, headers: { "content-type": "text/plain; charset=utf-8" } } : notFound;
    }
    const issues = /^\/repos\/([\w.-]+\/[\w.-]+)\/issues$/.exec(r.path);
    if (issues) {
      const list = recordsOf(issues[1]!).flatMap((s) => (s.issues ?? []).map((issue) => ({ s, issue })));
      // The issues endpoint gives each issue's opening post; a later comment in the same thread is not in it.
      const firsts = list.filter(({ issue }, i) => list.findIndex((other) => other.issue.number === issue.number) === i);
      return { json: firsts.map(({ s, issue }) => ({ html_url: issue.url, number: issue.number, title: issue.title, body: issue.text, user: { login: issue.author }, created_at: isoOf(s.date), comments: list.filter((x) => x.issue.number === issue.number).length - 1, state: "open" })) };
    }
    if (r.path !== "/search/repositories") return notFound;
    const q = r.query.get("q") ?? "";
    if (!q) return { status: 422, json: { message: "Validation Failed", errors: [{ resource: "Search", field: "q", code: "missing" }] } };
    const items = [...all.keys()].filter((repo) => recordsOf(repo).length > 0 && finds()(q, recordsOf(repo)[0]!, `${repo.replace("/", " ")} ${descriptionOf(repo) ?? ""} ${readmeOf(repo)}`))
      .map((repo, i) => ({ id: i + 1, full_name: repo, html_url: `https://github.com/${repo}`, description: descriptionOf(repo), archived: false }));
    return { json: { total_count: items.length, incomplete_results: false, items } };
  };
}

function wikipediaRoute(sources: WorldSource[], finds: () => WorldFinder): FakeRoute {
  const articles = sources.filter((s) => s.server === "wikipedia");
  const page = (s: WorldSource, index: number) => ({ pageid: 1000 + articles.indexOf(s), ns: 0, title: s.title, index: index + 1, fullurl: wikipediaUrl(s.title), canonicalurl: wikipediaUrl(s.title), extract: paragraphs(s.text)[0] ?? "" });
  return (r) => {
    if (r.path !== "/w/api.php") return notFound;
    if (r.query.get("prop") === "extracts" && r.query.get("titles")) {
      const s = articles.find((a) => a.title === r.query.get("titles"));
      return { json: { batchcomplete: true, query: { pages: [s ? { pageid: 1000 + articles.indexOf(s), ns: 0, title: s.title, extract: s.text } : { ns: 0, title: r.query.get("titles"), missing: true }] } } };
    }
    const search = r.query.get("gsrsearch") ?? r.query.get("srsearch");
    if (!search) return { json: { error: { code: "nosuchaction", info: "Unrecognized value for parameter \"action\"." } } };
    const found = articles.filter((s) => finds()(search, s, searchable(s)));
    if (r.query.get("list") === "search") return { json: { batchcomplete: true, query: { search: found.map((s) => ({ ns: 0, title: s.title, pageid: 1000 + articles.indexOf(s) })) } } };
    return { json: found.length ? { batchcomplete: true, query: { pages: found.map(page) } } : { batchcomplete: true } };
  };
}

/**
 * Where the fake web site serves a page: under the page's own host name (resolved to 127.0.0.1 by
 * `resolver`) on the fake's port, so what the pipeline reads from an address (a seller's site name,
 * one vendor per domain) is read as it would be from the real page.
 */
export function worldPageUrl(source: WorldSource, port: number): string {
  const url = new URL(source.url);
  return `http://${url.hostname}:${port}${`${url.pathname}${url.search}`.replace(/\/$/, "")}`;
}

function webRoutes(sources: WorldSource[], webPort: () => number, finds: () => WorldFinder) {
  const pages = sources.filter((s) => s.server === "web");
  // Best answers first, as a search engine ranks them.
  const found = (query: string) => rankedByQuery(query, pages.filter((s) => finds()(query, s, searchable(s))), (s) => ({ title: s.titleOurs ? "" : s.title, text: s.text }));
  const urlOf = (s: WorldSource) => worldPageUrl(s, webPort());
  const tavily: FakeRoute = (r) => {
    if (r.method !== "POST" || r.path !== "/search") return notFound;
    if (r.headers.authorization !== `Bearer ${FAKE_KEYS.tavily}`) return { status: 401, json: { detail: { error: "Unauthorized: missing or invalid API key." } } };
    const body = JSON.parse(r.body || "{}") as { query?: string; max_results?: number };
    if (!body.query) return { status: 400, json: { detail: { error: "Query is missing." } } };
    const results = found(body.query).slice(0, body.max_results ?? 5).map((s, i) => ({ title: s.title, url: urlOf(s), content: paragraphs(s.text)[0]!.slice(0, 400), score: 0.9 - i * 0.05, raw_content: s.text, ...(isoOf(s.date) ? { published_date: isoOf(s.date) } : {}) }));
    return { json: { query: body.query, answer: null, images: [], results, response_time: 0.4 } };
  };
  const brave: FakeRoute = (r) => {
    if (r.path !== "/res/v1/web/search") return notFound;
    if (r.headers["x-subscription-token"] !== FAKE_KEYS.brave) return { status: 422, json: { type: "ErrorResponse", error: { id: "1", status: 422, code: "SUBSCRIPTION_TOKEN_INVALID", detail: "The provided subscription token is invalid." } } };
    const q = r.query.get("q") ?? "";
    const results = found(q).slice(0, Number(r.query.get("count") ?? 20)).map((s) => ({ type: "search_result", title: s.title, url: urlOf(s), description: paragraphs(s.text)[0]!.slice(0, 300), extra_snippets: paragraphs(s.text).slice(1, 6).map((p) => p.slice(0, 300)), ...(isoOf(s.date) ? { page_age: isoOf(s.date) } : {}) }));
    return { json: { type: "search", query: { original: q }, web: { type: "search", results } } };
  };
  const web: FakeRoute = (r) => {
    const host = String(r.headers.host ?? "").replace(/:\d+$/, "");
    const s = pages.find((p) => worldPagePath(p) === `/${host}${r.path}${r.query.size ? `?${r.query.toString()}` : ""}`.replace(/\/$/, ""));
    if (!s) return notFound;
    return { body: `<!doctype html><html><head><title>${escapeHtml(s.title)}</title></head><body><nav><a href="/">Home</a></nav><article><h1>${escapeHtml(s.title)}</h1>${html(s.text)}</article></body></html>`, headers: { "content-type": "text/html; charset=utf-8" } };
  };
  return { tavily, brave, web };
}

export interface ResearchWorldServers {
  servers: Record<WorldServerName, FakeServer>;
  /** Environment for loadConfig: these six sources, each pointed here with its key, loopback allowed. */
  env: Record<string, string>;
  requests(): Array<RecordedRequest & { server: WorldServerName }>;
  /** Replaces how searches find sources (null: every query word, as the real APIs match). */
  setFinder(finder: WorldFinder | null): void;
  /** Which sources the servers hold at all, for a repository two markets share (null: every one). */
  setShown(shown: ((source: WorldSource) => boolean) | null): void;
  /** The address the web searches give a web source of the world. */
  pageUrl(source: WorldSource): string;
  /** The research connectors for a config of `env`, reaching the world's web pages by their own host names. */
  connectors(options: { config: ResearchSettings; log: Logger }): SourceConnector[];
  close(): Promise<void>;
}

/** One fake server per API, all serving the whole research world (every idea's sources at once), or the entries given. */
export async function startResearchWorldServers({ latencyMs = 0, world = loadResearchWorld() }: { latencyMs?: Latency; world?: readonly WorldEntry[] } = {}): Promise<ResearchWorldServers> {
  const sources = world.flatMap((entry) => entry.sources);
  let webPort = 0;
  let finder = everyWord;
  const finds = () => finder;
  const everySource = () => true;
  let shown: (source: WorldSource) => boolean = everySource;
  const routes = webRoutes(sources, () => webPort, finds);
  // Every web page's own host name is the fake web site; nothing else resolves.
  const webHosts = new Set(sources.filter((s) => s.server === "web").map((s) => new URL(s.url).hostname));
  const resolver: Resolver = async (hostname) => {
    if (webHosts.has(hostname) || hostname === "127.0.0.1" || hostname === "localhost") return ["127.0.0.1"];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  };
  const routeOf: Record<WorldServerName, FakeRoute> = {
    hackernews: hackerNewsRoute(sources, finds), stackexchange: stackExchangeRoute(), github: gitHubRoute(sources, finds, () => shown), wikipedia: wikipediaRoute(sources, finds),
    tavily: routes.tavily, brave: routes.brave, web: routes.web,
  };
  const entries = await Promise.all(WORLD_SERVER_NAMES.map(async (name) => [name, await startFakeServer({ route: routeOf[name], latencyMs })] as const));
  const servers = Object.fromEntries(entries) as Record<WorldServerName, FakeServer>;
  webPort = Number(new URL(servers.web.origin).port);
  const env = {
    SOURCES: "hackernews,stackexchange,github,wikipedia,tavily,brave",
    HN_API_URL: `${servers.hackernews.origin}/api/v1`,
    STACKEXCHANGE_API_URL: `${servers.stackexchange.origin}/2.3`,
    GITHUB_API_URL: servers.github.origin,
    WIKIPEDIA_API_URL: `${servers.wikipedia.origin}/w/api.php`,
    TAVILY_API_URL: servers.tavily.origin,
    TAVILY_API_KEY: FAKE_KEYS.tavily,
    BRAVE_API_URL: `${servers.brave.origin}/res/v1`,
    BRAVE_API_KEY: FAKE_KEYS.brave,
    OUTBOUND_ALLOW_PRIVATE_HOSTS: "127.0.0.1",
  };
  return {
    servers,
    env,
    setFinder: (next) => { finder = next ?? everyWord; },
    setShown: (next) => { shown = next ?? everySource; },
    pageUrl: (source) => worldPageUrl(source, webPort),
    connectors: ({ config, log }) => createConnectors({ config, db: null, log, http: outboundClientFor({ config, db: null, log, resolver }) }),
    requests: () => entries.flatMap(([name, server]) => server.requests.map((request) => ({ ...request, server: name }))).sort((a, b) => a.at - b.at),
    close: async () => { await Promise.all(entries.map(([, server]) => server.close())); },
  };
}
