import { type ResearchQuery } from "../types.ts";
import { RESEARCH_DIMENSIONS, type ResearchDimension } from "../contracts/vocabulary.ts";
import { wordTable } from "../../shared/word-table.ts";

interface Route {
  dimensions: readonly ResearchDimension[] | "all";
  /** Queries per validation: several free APIs allow only a few searches a minute or a few hundred a day. */
  maxQueries: number;
  /** Searches for products the first results named, on top of `maxQueries`; none where the source lists no products. */
  followUps: number;
}

/**
 * Which research dimensions each source answers well. Hacker News discusses everything; Stack
 * Exchange is where people describe problems; GitHub and Product Hunt list competitors; Wikipedia
 * gives a market's background. A source not listed here gets one query per dimension.
 */
const ROUTES: Readonly<Record<string, Route>> = wordTable({
  hackernews: { dimensions: "all", maxQueries: 12, followUps: 3 },
  stackexchange: { dimensions: ["pain", "pricing", "competitors", "demand"], maxQueries: 4, followUps: 0 },
  stackoverflow: { dimensions: ["pain", "pricing", "competitors", "demand"], maxQueries: 4, followUps: 0 },
  github: { dimensions: ["competitors", "demand"], maxQueries: 3, followUps: 1 },
  wikipedia: { dimensions: ["timing", "competitors", "demand"], maxQueries: 3, followUps: 2 },
  reddit: { dimensions: ["pain", "demand", "channels", "pricing", "competitors"], maxQueries: 8, followUps: 2 },
  youtube: { dimensions: ["demand", "channels", "competitors"], maxQueries: 3, followUps: 0 },
  producthunt: { dimensions: ["competitors", "timing", "demand"], maxQueries: 3, followUps: 2 },
});
const DEFAULT_ROUTE: Route = { dimensions: "all", maxQueries: RESEARCH_DIMENSIONS.length, followUps: 3 };

const keyOf = (connector: string) => connector.toLowerCase().replace(/[^a-z0-9]/g, "");
const routeOf = (connector: string): Route => ROUTES[keyOf(connector)] ?? DEFAULT_ROUTE;

/**
 * General web search engines: they index the same web, so the same query on two of them finds mostly
 * the same pages. Each engine configured after the first continues the plan where the one before it
 * stopped, and together they run more of it.
 */
const WEB_SEARCH = new Set(["tavily", "brave"]);

/** Interleaves dimensions (first query of each, then the second of each…) so a capped source still covers them all. */
function interleave(queries: readonly ResearchQuery[]): ResearchQuery[] {
  const byDimension = RESEARCH_DIMENSIONS.map((d) => queries.filter((q) => q.dimension === d));
  const out: ResearchQuery[] = [];
  for (let round = 0; out.length < queries.length; round += 1) {
    for (const list of byDimension) {
      const query = list[round];
      if (query) out.push(query);
    }
  }
  return out;
}

/**
 * The queries each connector runs, up to its cap: the plan's first query, then those of the dimensions
 * it answers well. A drafted plan's first query names the subject alone ("meal kits"), the search
 * every source answers best: GitHub's repositories and Wikipedia's articles are about a thing, and
 * with every word matched a helper word ("meal kits app", "meal kits shut down") finds fewer of them.
 * A model's plan opens with its first pain query.
 */
export function routeQueries({ connector, queries, connectors = [connector] }: {
  connector: string; queries: readonly ResearchQuery[];
  /** Every connector of the run, in order: a web search engine's share of the plan depends on the engines before it. */
  connectors?: readonly string[];
}): ResearchQuery[] {
  const route = routeOf(connector);
  const lead = queries[0];
  if (!lead) return [];
  const allowed = interleave(queries).filter((q) => q !== lead && (route.dimensions === "all" || route.dimensions.includes(q.dimension)));
  const enginesBefore = WEB_SEARCH.has(keyOf(connector)) ? connectors.slice(0, connectors.indexOf(connector)).filter((c) => WEB_SEARCH.has(keyOf(c))).length : 0;
  // Where the plan runs out, an engine goes on from its start: each engine runs its full share.
  const start = allowed.length === 0 ? 0 : ((route.maxQueries - 1) * enginesBefore) % allowed.length;
  return [lead, ...allowed.slice(start), ...allowed.slice(0, start)].slice(0, route.maxQueries);
}

/** The searches by a product's name each connector runs after the first round, up to its own cap. */
export function routeFollowUps({ connector, queries }: { connector: string; queries: readonly ResearchQuery[] }): ResearchQuery[] {
  return queries.slice(0, routeOf(connector).followUps);
}
