// bench/pipeline: validations with a model and live sources, against the fake servers at realistic
// speed (model: first token 0.6 s, then 60 tokens/s; sources: 300 ms an answer). Prints one
// validation's wall time next to its critical path, the longest chain of calls that depend on each
// other, with their ratio (target at most 1.3), then validations per minute for 20 at once on one
// worker. Source rate limits are lifted and the HTTP cache is off, so what is measured is the
// pipeline itself, not our politeness to real APIs or repeated answers.
import { openDatabase } from "../src/db/client.ts";
import { openQueue } from "../src/db/queue.ts";
import { listValidationStates } from "../src/db/queries/idea-validation.ts";
import { ideas, users } from "../src/db/schema.ts";
import { createLlmClientFromSettings } from "../src/pipeline/llm/providers.ts";
import { createConnectors } from "../src/pipeline/sources/index.ts";
import type { Logger } from "../src/pipeline/types.ts";
import { startWorker } from "../src/pipeline/worker.ts";
import { loadConfig } from "../src/config/index.ts";
import { startFakeLlmServer, type LlmRequestRecord } from "../tests/fakes/fake-llm-server.ts";
import { startFakeSourceServers } from "../tests/fakes/fake-source-servers.ts";

const FIRST_TOKEN_MS = 600;
const TOKENS_PER_SECOND = 60;
const SOURCE_LATENCY_MS = 300;
/** Reddit (token, then search) and YouTube (search, then video details) make two dependent calls per search. */
const DEPENDENT_SOURCE_CALLS = 2;
const AT_ONCE = 20;

const llmServer = await startFakeLlmServer({ firstTokenMs: FIRST_TOKEN_MS, tokensPerSecond: TOKENS_PER_SECOND });
const sourceServers = await startFakeSourceServers({ latencyMs: SOURCE_LATENCY_MS });
const config = loadConfig({
  env: {
    ...sourceServers.env, NODE_ENV: "production", DATA_DIR: "memory://", LOG_LEVEL: "warn", WORKER_CONCURRENCY: String(AT_ONCE),
    LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: llmServer.url, LLM_MODEL: "fake-smart", LLM_FAST_MODEL: "fake-fast",
    OUTBOUND_HOST_RATE_PER_SECOND: "1000", OUTBOUND_HOST_BURST: "1000", OUTBOUND_HOST_CONCURRENCY: "64",
  },
  argv: [],
});
const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const database = await openDatabase({ dataDir: "memory://" });
await database.migrate();
const queue = await openQueue({ database, settings: { jobTimeoutSeconds: 900, retryLimit: 0, superviseIntervalSeconds: 30 } });
const llm = createLlmClientFromSettings(config.llm!);
const worker = await startWorker({
  queue,
  concurrency: AT_ONCE,
  deps: { db: database.db, llm, sources: createConnectors({ config, db: null, log: silent }), analyst: llm.analyst, log: silent, stageDelayMs: 0, timeBudgetMs: config.validationTimeBudgetSeconds * 1000 },
});
const [user] = await database.db.insert(users).values({ subject: "bench:pipeline", name: "Bench" }).returning();

async function validate(count: number): Promise<{ wallMs: number; perIdeaMs: number[] }> {
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
  return { wallMs: performance.now() - started, perIdeaMs: [...done.values()] };
}

/** The longest chain of dependent calls: each stage's slowest call at the fake's speed, stage after stage. */
function criticalPathMs(calls: readonly LlmRequestRecord[]): { totalMs: number; parts: string[] } {
  const slowest = (tasks: string[]) => Math.max(0, ...calls.filter((c) => c.task !== null && tasks.includes(c.task)).map((c) => c.idealMs));
  const chain: [string, number][] = [
    ["profile", slowest(["planning-profile"])],
    ["queries", slowest(["planning-queries"])],
    ["research", DEPENDENT_SOURCE_CALLS * SOURCE_LATENCY_MS],
    ["analysis", slowest(["analysis"])],
    ["synthesis", slowest(["synthesis-scores", "synthesis-business"])],
  ];
  return { totalMs: chain.reduce((sum, [, ms]) => sum + ms, 0), parts: chain.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`) };
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
try {
  // A first validation warms the model loaders and the database; it is not counted.
  await validate(1);
  const before = llmServer.requests.length;
  const single = await validate(1);
  const path = criticalPathMs(llmServer.requests.slice(before));
  const ratio = single.wallMs / path.totalMs;
  const calls = llmServer.requests.length - before;

  const many = await validate(AT_ONCE);
  const perMinute = AT_ONCE / (many.wallMs / 60_000);
  const slowest = Math.max(...many.perIdeaMs);

  console.log("\nbench/pipeline: validations with a model and live sources against the fake servers");
  console.log(`speed:          model first token ${FIRST_TOKEN_MS / 1000} s then ${TOKENS_PER_SECOND} tokens/s; sources ${SOURCE_LATENCY_MS} ms; ${calls} model calls and ${sourceServers.allRequests().length} source requests so far`);
  console.log(`one validation: ${s(single.wallMs)} wall, critical path ${s(path.totalMs)} (${path.parts.join(" + ")})`);
  console.log(`ratio:          ${ratio.toFixed(2)} (target <= 1.3: ${ratio <= 1.3 ? "met" : "NOT met"})`);
  console.log(`${AT_ONCE} at once:     ${s(many.wallMs)} wall on one worker (slowest ${s(slowest)}, ${(slowest / path.totalMs).toFixed(2)}x its critical path)`);
  console.log(`throughput:     ${perMinute.toFixed(1)} validations per minute`);
} finally {
  await worker.stop();
  await queue.stop({ graceful: false, timeoutMs: 2000 });
  await database.close();
  await llmServer.close();
  await sourceServers.close();
}
