import { clip } from "../text/phrases.ts";
import { joinWords } from "../../shared/display/count-text.ts";
import type { ResearchQuery, RetrievedSource, StageContext } from "../types.ts";
import { describeDepth, readBestSources } from "./research-depth.ts";
import { stageDeadline, timeBudgetOf } from "../budget.ts";
import { mergeSources, scoreRelevance, wordsOf } from "./source-merge.ts";
import { routeFollowUps, routeQueries } from "./routing.ts";
import { topicOf } from "./relevance-gate.ts";
import { productsNamed } from "./source-evidence.ts";
import type { StageInput, IdeaProfile, ResearchPlan, ResearchedSource, ResearchResult } from "../contracts/checkpoints.ts";
import type { ResearchDimension } from "../contracts/vocabulary.ts";

const RESULTS_PER_SEARCH = { deep: 6, quick: 4 } as const;
const SOURCES_KEPT = { deep: 40, quick: 24 } as const;
/** Research never takes more than this share of the whole budget, however early it starts. */
const RESEARCH_SHARE = 0.35;
const EXCERPT_CHARS = 1200;
/** Products the first round's pages name that are searched for by name in a second round. */
const FOLLOW_UPS = { deep: 3, quick: 2 } as const;

interface Hit { source: RetrievedSource; dimension: ResearchDimension; query: string; order: [number, number, number, number] }

/** Hits in the order of the plan (round, connector, query, rank), whichever answered first. */
const orderedHits = (hits: readonly Hit[]) => [...hits].sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1] || a.order[2] - b.order[2] || a.order[3] - b.order[3]);
/** The distinct pages of the hits so far, in the plan's order. */
const orderedSources = (hits: readonly Hit[]) => mergeSources(orderedHits(hits)).merged.map((g) => g.source);

interface ConnectorTally {
  queries: number;
  results: number;
  failures: number;
  /** Searches still waiting for an answer. */
  pending: number;
  firstError: string | null;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ").slice(0, 200);

/**
 * Runs every routed query against every connector at once, stops at research's share of the time
 * budget (keeping what arrived), merges duplicate pages and scores each source's relevance. No model
 * is asked here, so both analysts research this way.
 */
export async function researchWithConnectors({ ctx, plan, profile }: {
  ctx: StageContext<StageInput>; plan: ResearchPlan; profile: IdeaProfile;
}): Promise<ResearchResult> {
  const { sources: connectors, signal, input, log } = ctx;
  const mode = input.idea.validationMode;
  const budget = timeBudgetOf(ctx);
  const started = Date.now();
  const deadline = Math.min(stageDeadline({ budget, stage: "research" }), started + RESEARCH_SHARE * budget.totalMs);
  const base = { queriesPlanned: plan.queries.length, skipped: [], retrievedAt: new Date(started).toISOString() };
  if (connectors.length === 0) {
    return { ...base, sources: [], consulted: [], failed: [], queriesRun: 0, note: `No research sources are configured, so none of the ${plan.queries.length} planned queries were run.` };
  }
  if (deadline <= started) {
    return { ...base, sources: [], consulted: [], failed: [], queriesRun: 0, unfinished: 0, note: "The time budget ran out before research could start, so no sources were searched." };
  }

  const stop = new AbortController();
  const searchSignal = AbortSignal.any([signal, stop.signal]);
  // Each hit keeps where it stands in the plan (round, connector, query, rank) so the merge never depends on which answer came first.
  const hits: Hit[] = [];
  const tallies = new Map<string, ConnectorTally>(connectors.map((c) => [c.name, { queries: 0, results: 0, failures: 0, pending: 0, firstError: null }]));

  const searchRound = async (round: number, queriesOf: (connector: string) => ResearchQuery[]): Promise<void> => {
    const searches = connectors.flatMap((connector, connectorIndex) => queriesOf(connector.name).map(async (query, queryIndex) => {
      const tally = tallies.get(connector.name)!;
      tally.queries += 1;
      tally.pending += 1;
      try {
        const found = await connector.search(query, { signal: searchSignal, limit: RESULTS_PER_SEARCH[mode] });
        if (stop.signal.aborted) return;
        tally.results += found.length;
        found.forEach((source, rank) => hits.push({ source: { ...source, connector: source.connector || connector.name }, dimension: query.dimension, query: query.query, order: [round, connectorIndex, queryIndex, rank] }));
      } catch (error) {
        if (stop.signal.aborted) return;
        tally.failures += 1;
        tally.firstError ??= reasonOf(error);
      } finally {
        if (!stop.signal.aborted) tally.pending -= 1;
      }
    }));
    let timer: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<"timeout">((resolve) => { timer = setTimeout(() => resolve("timeout"), Math.max(0, deadline - Date.now())); });
    const outcome = await Promise.race([Promise.allSettled(searches).then(() => "done" as const), outOfTime]);
    clearTimeout(timer);
    // Searches still out when time is up are abandoned (their connectors see the abort) and counted.
    if (outcome === "timeout") stop.abort(new Error("research time budget reached"));
  };

  await searchRound(0, (connector) => routeQueries({ connector, queries: plan.queries, connectors: connectors.map((c) => c.name) }));
  signal.throwIfAborted();
  // A person researching a market looks up the products its pages name ("AeroGarden", "Everlywell"): the pages about them
  // are where their users, prices and ends are. Named from the first round's results, in their fixed order, so the same
  // answers give the same searches.
  const followed = stop.signal.aborted || Date.now() >= deadline ? [] : productsNamed({ sources: orderedSources(hits), topic: topicOf(profile) }).slice(0, FOLLOW_UPS[mode]);
  if (followed.length > 0) {
    const queries = followed.map((name) => ({ dimension: "competitors" as const, query: name }));
    // A source that answered none of the plan's searches (unreachable, or out of its quota) is not asked again.
    const answered = (connector: string) => { const tally = tallies.get(connector)!; return tally.failures < tally.queries; };
    await searchRound(1, (connector) => (answered(connector) ? routeFollowUps({ connector, queries }) : []));
  }
  for (const tally of tallies.values()) {
    tally.failures += tally.pending;
    if (tally.pending > 0) tally.firstError ??= "no answer within the research time budget";
  }
  const unfinished = [...tallies.values()].reduce((sum, t) => sum + t.pending, 0);
  signal.throwIfAborted();

  const { merged, duplicates } = mergeSources(orderedHits(hits));
  const ideaTerms = wordsOf([...profile.keywords, ...(profile.likelyCompetitors ?? []), profile.category.label].join(" "));
  const sources: ResearchedSource[] = merged
    .map((gathered) => ({
      id: gathered.source.id,
      title: clip({ text: gathered.source.title, max: 300 }),
      url: gathered.source.url,
      type: gathered.source.type,
      platform: gathered.source.platform,
      relevance: scoreRelevance({ gathered, ideaTerms }),
      date: gathered.source.date,
      excerpt: clip({ text: gathered.source.excerpt, max: EXCERPT_CHARS }),
      engagement: gathered.source.engagement,
      connectors: gathered.connectors,
      dimensions: gathered.dimensions,
      ...(gathered.source.facts ? { facts: gathered.source.facts } : {}),
    }))
    .sort((a, b) => b.relevance - a.relevance || Date.parse(b.date) - Date.parse(a.date) || a.url.localeCompare(b.url))
    .slice(0, SOURCES_KEPT[mode]);
  // Evidence names its source by id, so two different pages must never share one.
  const ids = new Set<string>();
  for (const source of sources) {
    let id = source.id || source.url;
    for (let n = 2; ids.has(id); n += 1) id = `${source.id}~${n}`;
    ids.add(id);
    source.id = id;
  }

  const depth = await readBestSources({ sources, retrieved: merged.map((g) => g.source), connectors, mode, deadline, signal, started });

  const consulted = [...tallies].filter(([, t]) => t.queries > 0 && t.failures < t.queries)
    .map(([name, t]) => ({ name, queries: t.queries, results: t.results, failures: t.failures }));
  const failed = [...tallies].filter(([, t]) => t.queries > 0 && t.failures === t.queries)
    .map(([name, t]) => ({ name, reason: t.firstError ?? "no answer" }));
  const queriesRun = [...tallies.values()].reduce((sum, t) => sum + t.queries, 0);
  log.info({ ideaId: input.idea.id, sources: sources.length, hits: hits.length, followed, duplicates, failed: failed.map((f) => f.name), unfinished, depth }, "research finished");

  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  const parts = [`Ran ${n(queriesRun, "search", "searches")} (${n(plan.queries.length, "planned query", "planned queries")} routed to ${n(connectors.length, "source", "sources")}${followed.length ? `, then searches by name for ${joinWords(followed)}, which the first results named` : ""}) and kept ${n(sources.length, "distinct page", "distinct pages")} after merging ${n(duplicates, "duplicate", "duplicates")}.`];
  if (failed.length) parts.push(`Could not reach: ${failed.map((f) => `${f.name} (${f.reason})`).join("; ")}.`);
  if (unfinished) parts.push(`The research time budget ran out with ${unfinished} searches unanswered; the report uses what had arrived.`);
  parts.push(describeDepth(depth));
  return { ...base, sources, consulted, failed, queriesRun, duplicatesMerged: duplicates, unfinished, depth, note: parts.join(" ") };
}
