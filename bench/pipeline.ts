// bench/pipeline: validations against the fake servers at realistic speed (model: first token 0.6 s,
// then 60 tokens/s; sources: 300-800 ms a call, threads of 40-80 comments). Prints, for a no-key
// validation and for one with a model, the report's wall time next to how deep research read (pages
// and threads read in full, comments read, distinct sites, research seconds), the model's tokens per
// stage and the estimated cost at the list prices of each provider's default fast and smart models;
// then the model validation's critical path and validations per minute for 20 at once on one worker.
// Source rate limits are lifted and the HTTP cache is off, so what is measured is the pipeline itself.
import { openDatabase } from "../src/db/client.ts";
import { openQueue } from "../src/db/queue.ts";
import { listValidationStates } from "../src/db/queries/idea-validation.ts";
import { listStageRuns } from "../src/db/queries/stage-runs.ts";
import { ideas, users } from "../src/db/schema.ts";
import { DEFAULT_MODELS } from "../src/config/llm.ts";
import { costOf, resolvePrice } from "../src/pipeline/llm/pricing.ts";
import { createLlmClientFromSettings } from "../src/pipeline/llm/providers.ts";
import { createConnectors } from "../src/pipeline/sources/index.ts";
import type { ResearchResult } from "../src/pipeline/contracts/checkpoints.ts";
import { TEXT_ANALYST } from "../src/pipeline/analysts/text-analyst/index.ts";
import type { Logger } from "../src/pipeline/types.ts";
import { startWorker, type Worker } from "../src/pipeline/worker.ts";
import { loadConfig } from "../src/config/index.ts";
import { startFakeLlmServer, type LlmRequestRecord } from "../tests/fakes/fake-llm-server.ts";
import { startFakeSourceServers } from "../tests/fakes/fake-source-servers.ts";

const FIRST_TOKEN_MS = 600;
const TOKENS_PER_SECOND = 60;
const SOURCE_LATENCY_MS = { min: 300, max: 800 };
/** The longest chain of source calls: a search (HN stories, then its comment search), then reading the thread. */
const DEPENDENT_SOURCE_CALLS = 3;
const AT_ONCE = 20;
const TARGETS = { noKeyReportS: 30, reportS: 90, researchS: 45, readInFull: 25, costUsd: 0.08 };

const llmServer = await startFakeLlmServer({ firstTokenMs: FIRST_TOKEN_MS, tokensPerSecond: TOKENS_PER_SECOND });
// Each query finds its own items, as real searches do; web results point at the fake web site's article.
const sourceServers = await startFakeSourceServers({
  latencyMs: () => SOURCE_LATENCY_MS.min + Math.random() * (SOURCE_LATENCY_MS.max - SOURCE_LATENCY_MS.min),
  distinctPerQuery: true,
});
const baseEnv = {
  ...sourceServers.env, NODE_ENV: "production", DATA_DIR: "memory://", LOG_LEVEL: "warn", WORKER_CONCURRENCY: String(AT_ONCE),
  OUTBOUND_HOST_RATE_PER_SECOND: "1000", OUTBOUND_HOST_BURST: "1000", OUTBOUND_HOST_CONCURRENCY: "64",
  RESEARCH_CONTACT_EMAIL: "bench@greenlight.app",
};
const withModel = loadConfig({
  env: { ...baseEnv, LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: llmServer.url, LLM_MODEL: "fake-smart", LLM_FAST_MODEL: "fake-fast" },
  argv: [],
});
const noKey = loadConfig({ env: { ...baseEnv, SOURCES: "hackernews,stackexchange,github,wikipedia" }, argv: [] });
const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const database = await openDatabase({ dataDir: "memory://" });
await database.migrate();
const queue = await openQueue({ database, settings: { jobTimeoutSeconds: 900, retryLimit: 0, superviseIntervalSeconds: 30 } });
const [user] = await database.db.insert(users).values({ subject: "bench:pipeline", name: "Bench" }).returning();

/** One worker at a time takes the queue: the no-key one first, then the one with a model. */
async function startBenchWorker(model: boolean): Promise<Worker> {
  const config = model ? withModel : noKey;
  const llm = model ? createLlmClientFromSettings(config.llm!) : null;
  return startWorker({
    queue,
    concurrency: AT_ONCE,
    deps: {
      db: database.db, llm, sources: createConnectors({ config, db: null, log: silent }), analyst: llm?.analyst ?? TEXT_ANALYST,
      log: silent, stageDelayMs: 0, timeBudgetMs: config.validationTimeBudgetSeconds * 1000,
    },
  });
}

async function validate(count: number): Promise<{ wallMs: number; perIdeaMs: number[]; ids: string[] }> {
  const rows = await database.db.insert(ideas).values(Array.from({ length: count }, (_, i) => ({
    userId: user!.id, title: `Bench idea ${i + 1}`, country: "GB", validationMode: "deep", status: "pending",
    description: `Freelance designers waste hours chasing late invoices (case ${i + 1}). A tool that sends polite payment reminders automatically and offers instant payout for a 2% fee. $12/month.`,
  }))).returning({ id: ideas.id });
  const ids = rows.map((r) => r.id);
  const started = performance.now();
  await Promise.all(ids.map((id) => queue.enqueueValidation(id)));
  const done = new Map<string, number>();
  while (done.size < ids.length) {
    const states = await listValidationStates({ db: database.db, ideaIds: ids });
    for (const row of states) {
      if (row.status === "failed") throw new Error(`validation failed: ${row.error}`);
      if (row.status === "completed" && !done.has(row.id)) done.set(row.id, performance.now() - started);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { wallMs: performance.now() - started, perIdeaMs: [...done.values()], ids };
}

/** What one validation's research read and what each stage spent on the model. */
async function runFigures(ideaId: string) {
  const runs = await listStageRuns({ db: database.db, ideaId, version: 1 });
  const research = runs.find((run) => run.stage === "research" && run.output)?.output as ResearchResult | undefined;
  const tokens = runs.filter((run) => run.inputTokens + run.outputTokens > 0).map((run) => `${run.stage} ${run.inputTokens}+${run.outputTokens}`);
  return { depth: research?.depth, tokens };
}

/** Estimated cost of these model calls if the fast and smart roles were each provider's defaults, at list price. */
function costsAtListPrices(calls: readonly LlmRequestRecord[]): string[] {
  const role = (model: string) => calls.filter((c) => c.model === model).reduce((sum, c) => ({ input: sum.input + c.promptTokens, output: sum.output + c.completionTokens }), { input: 0, output: 0 });
  const fast = role("fake-fast");
  const smart = role("fake-smart");
  return Object.entries(DEFAULT_MODELS).flatMap(([provider, models]) => {
    const fastCost = costOf({ price: resolvePrice({ model: models.fast, configured: null }), inputTokens: fast.input, outputTokens: fast.output });
    const smartCost = costOf({ price: resolvePrice({ model: models.smart, configured: null }), inputTokens: smart.input, outputTokens: smart.output });
    if (fastCost === null || smartCost === null) return [];
    const total = fastCost + smartCost;
    return [`${provider} (${models.fast} + ${models.smart}) $${total.toFixed(4)} ${met(total <= TARGETS.costUsd, `<= $${TARGETS.costUsd}`)}`];
  });
}

/** The longest chain of dependent calls: each stage's slowest call at the fake's speed, stage after stage. */
function criticalPathMs(calls: readonly LlmRequestRecord[]): { totalMs: number; parts: string[] } {
  const slowest = (tasks: string[]) => Math.max(0, ...calls.filter((c) => c.task !== null && tasks.includes(c.task)).map((c) => c.idealMs));
  const chain: [string, number][] = [
    ["profile", slowest(["planning-profile"])],
    ["queries", slowest(["planning-queries"])],
    ["research", DEPENDENT_SOURCE_CALLS * SOURCE_LATENCY_MS.max],
    ["analysis", slowest(["analysis"])],
    ["synthesis", slowest(["synthesis-scores", "synthesis-business"])],
    // The experiments' wording is asked once the report it words is built.
    ["experiment wording", slowest(["experiment-wording"])],
  ];
  return { totalMs: chain.reduce((sum, [, ms]) => sum + ms, 0), parts: chain.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`) };
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const met = (ok: boolean, target: string) => `(target ${target}: ${ok ? "met" : "NOT met"})`;
type Depth = NonNullable<ResearchResult["depth"]>;
const depthLine = (depth: Depth | undefined) => (depth
  ? `${depth.threadsRead} threads/repositories + ${depth.pagesRead} pages read in full, ${depth.commentsRead} comments read, ${depth.snippetsOnly} snippets only, ${depth.sites} sites, ${depth.readsFailed} reads failed`
  : "no research figures");

let worker = await startBenchWorker(false);
try {
  console.log("\nbench/pipeline: validations against the fake servers");
  console.log(`speed:          model first token ${FIRST_TOKEN_MS / 1000} s then ${TOKENS_PER_SECOND} tokens/s; sources ${SOURCE_LATENCY_MS.min}-${SOURCE_LATENCY_MS.max} ms a call`);

  await validate(1); // warms the loaders and the database; not counted
  const keyless = await validate(1);
  const keylessFigures = await runFigures(keyless.ids[0]!);
  console.log(`no key:         report ${s(keyless.wallMs)} ${met(keyless.wallMs < TARGETS.noKeyReportS * 1000, `< ${TARGETS.noKeyReportS} s`)}; research ${keylessFigures.depth?.seconds ?? "?"} s`);
  console.log(`  depth:        ${depthLine(keylessFigures.depth)}`);
  await worker.stop();

  worker = await startBenchWorker(true);
  await validate(1);
  const before = llmServer.requests.length;
  const single = await validate(1);
  const calls = llmServer.requests.slice(before);
  const figures = await runFigures(single.ids[0]!);
  const depth = figures.depth;
  const readInFull = depth ? depth.pagesRead + depth.threadsRead : 0;
  console.log(`with a model:   report ${s(single.wallMs)} ${met(single.wallMs < TARGETS.reportS * 1000, `< ${TARGETS.reportS} s`)}; research ${depth?.seconds ?? "?"} s ${met((depth?.seconds ?? Infinity) < TARGETS.researchS, `< ${TARGETS.researchS} s`)}`);
  console.log(`  depth:        ${depthLine(depth)} ${met(readInFull >= TARGETS.readInFull, `>= ${TARGETS.readInFull} read in full`)}`);
  console.log(`  tokens:       ${figures.tokens.join("; ")} (in+out per stage; ${calls.length} model calls)`);
  console.log(`  cost:         ${costsAtListPrices(calls).join("; ")}`);

  const path = criticalPathMs(calls);
  const ratio = single.wallMs / path.totalMs;
  console.log(`  critical path ${s(path.totalMs)} (${path.parts.join(" + ")}); wall/critical ${ratio.toFixed(2)}`);

  const many = await validate(AT_ONCE);
  const slowest = Math.max(...many.perIdeaMs);
  console.log(`${AT_ONCE} at once:    ${s(many.wallMs)} wall on one worker (slowest ${s(slowest)}); ${(AT_ONCE / (many.wallMs / 60_000)).toFixed(1)} validations per minute`);
  console.log(`requests:       ${llmServer.requests.length} model calls and ${sourceServers.allRequests().length} source requests in all`);
} finally {
  await worker.stop();
  await queue.stop({ graceful: false, timeoutMs: 2000 });
  await database.close();
  await llmServer.close();
  await sourceServers.close();
}
