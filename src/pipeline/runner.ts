import { setTimeout as sleep } from "node:timers/promises";
import type { Db } from "../db/client.ts";
import { completeIdeaValidation, updateRunningIdea } from "../db/queries/idea-validation.ts";
import { listFounderEvidence } from "../db/queries/founder-evidence.ts";
import { findIdeaCorrections } from "../db/queries/idea-corrections.ts";
import { dailyTokenLedger } from "../db/queries/daily-tokens.ts";
import { findIdeaRow } from "../db/queries/ideas.ts";
import { saveIdeaKeywords } from "../db/queries/keyword-trends.ts";
import { failStageRun, finishStageRun, listStageRuns, startStageRun } from "../db/queries/stage-runs.ts";
import type { StageRunRow } from "../db/queries/stage-runs.ts";
import type { Country, StageName } from "../shared/contracts/idea.ts";
import { STAGE_NAMES } from "../shared/contracts/idea.ts";
import type { ReportRecommendation } from "../shared/contracts/report.ts";
import type { Analyst } from "./analysts/analyst.ts";
import { analystFor } from "./analysts/index.ts";
import { UsageMeter } from "./llm/usage.ts";
import { attemptUsage, priorUsage, recordStageUsage } from "./stage-usage.ts";
import { DEFAULT_TIME_BUDGET_MS } from "./budget.ts";
import { stages } from "./stages/registry.ts";
import type { StageInput, StageOutputs } from "./contracts/checkpoints.ts";
import type { LlmClient, Logger, PipelineIdea, SourceConnector, StageBudget } from "./types.ts";

/** What the runner reports as a validation moves on (the command line prints it live). */
export interface StageEvent {
  ideaId: string;
  stage: StageName;
  state: "started" | "finished" | "failed" | "reused";
  durationMs?: number;
  error?: string;
}

export interface RunnerDependencies {
  db: Db;
  llm: LlmClient;
  sources: SourceConnector[];
  analyst: string;
  log: Logger;
  /** Extra time spent in each stage so a person can follow progress (demos, tests); 0 in production. */
  stageDelayMs: number;
  /** Time a validation may take from its first stage until its report (VALIDATION_TIME_BUDGET_SECONDS); 4 minutes by default. */
  timeBudgetMs?: number;
  /** The founder's daily model-token budget (USER_DAILY_TOKENS), held call by call while validations run; unlimited when absent. */
  dailyTokens?: number;
  onStage?: (event: StageEvent) => void;
  /**
   * Aborted when the worker shuts down: the running stage finishes and stores its checkpoint,
   * then the validation stops so another worker (or this one, restarted) resumes it.
   */
  stopping?: AbortSignal;
}

/** The worker is shutting down; the job is retried and resumes after its last checkpoint. */
export class WorkerStoppingError extends Error {}

const IDEA_RECOMMENDATION: Record<ReportRecommendation, "GO" | "PAUSE" | "NO-GO"> = {
  "strong-go": "GO",
  go: "GO",
  caution: "PAUSE",
  "no-go": "NO-GO",
};


/** Thrown when the idea disappeared (deleted) mid-run: nothing to retry. */
class IdeaGoneError extends Error {}

/**
 * Takes one idea through every stage. Each finished stage is a checkpoint: a retried job reuses it
 * and resumes at the first stage without one, and each version of the report is written at most once.
 */
export async function runValidation({ deps, ideaId, version: jobVersion, signal }: {
  deps: RunnerDependencies; ideaId: string; version?: number; signal: AbortSignal;
}): Promise<"completed" | "skipped"> {
  const { db, log } = deps;
  const row = await findIdeaRow({ db, ideaId });
  if (!row || row.status === "completed" || row.status === "failed") return "skipped";
  // A job for a version the idea has moved past (its re-validation was taken back) is not this run's.
  if (jobVersion !== undefined && jobVersion !== row.version) return "skipped";

  const idea: PipelineIdea = {
    id: row.id,
    title: row.title,
    description: row.description,
    country: row.country as Country,
    validationMode: row.validationMode === "quick" ? "quick" : "deep",
    // First-party evidence: what the founder recorded before this version started.
    founderEvidence: await listFounderEvidence({ db, ideaId }),
    // The founder's corrections of the reading, kept with this version: planning-profile applies them.
    corrections: await findIdeaCorrections({ db, ideaId, version: row.version }),
  };
  // Each version of the report has its own checkpoints: a re-validation reads today's sources afresh.
  const version = row.version;
  const { outputs, runs } = await loadCheckpoints({ db, ideaId, version, analyst: deps.analyst });
  // The time budget runs from the first stage of the first attempt, so a retried job does not get a fresh one.
  const startedAt = row.startedAt ?? new Date();
  const totalMs = deps.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS;
  // The analyst that runs every stage; without a model its token budget is empty and its meter records no calls.
  const analyst = analystFor(deps.llm);
  const budget: StageBudget = {
    deadline: startedAt.getTime() + totalMs,
    totalMs,
    usage: new UsageMeter({
      budget: analyst.tokens.budget, prices: analyst.tokens.prices, prior: priorUsage(runs),
      daily: dailyTokenLedger({ db, ideaId, dailyLimit: deps.dailyTokens ?? Number.POSITIVE_INFINITY }),
    }),
  };

  try {
    for (const name of STAGE_NAMES) {
      if (outputs[name] !== undefined) {
        deps.onStage?.({ ideaId, stage: name, state: "reused" });
        continue;
      }
      signal.throwIfAborted();
      if (deps.stopping?.aborted) throw new WorkerStoppingError(`worker shutting down before ${name}; resuming later from the last checkpoint`);
      await markIdea({ db, ideaId, fields: { status: "validating", currentStage: name, startedAt } });
      outputs[name] = await runStage({ deps, analyst, name, version, input: { idea, outputs }, signal, budget }) as never;
    }
  } catch (error) {
    if (error instanceof IdeaGoneError) return "skipped";
    throw error;
  }

  const report = outputs.synthesis;
  if (!report) throw new Error("synthesis produced no report");
  const usage = budget.usage.summary(STAGE_NAMES);
  await completeIdeaValidation({
    db, ideaId, version, report, ideaRecommendation: IDEA_RECOMMENDATION[report.recommendation], analyst: deps.analyst,
    inputTokens: usage.inputTokens, outputTokens: usage.outputTokens,
  });
  log.info({ ideaId, recommendation: report.recommendation }, "validation completed");
  return "completed";
}

async function loadCheckpoints({ db, ideaId, version, analyst }: {
  db: Db; ideaId: string; version: number; analyst: string;
}): Promise<{ outputs: Partial<StageOutputs>; runs: StageRunRow[] }> {
  const outputs: Partial<StageOutputs> = {};
  const runs = await listStageRuns({ db, ideaId, version });
  for (const run of runs) {
    const name = run.stage as StageName;
    if (run.output === null || !STAGE_NAMES.includes(name)) continue;
    // A checkpoint another analyst wrote (the model was switched on or off between attempts) would
    // mix two kinds of work in one report, so it is recomputed.
    if (run.analyst !== analyst) continue;
    // A checkpoint that no longer matches its schema (older release) is recomputed, not trusted.
    const parsed = stages[name].output.safeParse(run.output);
    if (parsed.success) outputs[name] = parsed.data as never;
  }
  return { outputs, runs };
}

async function runStage({ deps, analyst, name, version, input, signal, budget }: {
  deps: RunnerDependencies; analyst: Analyst; name: StageName; version: number; input: StageInput; signal: AbortSignal; budget: StageBudget;
}): Promise<unknown> {
  const { db, log } = deps;
  const run = await startStageRun({ db, ideaId: input.idea.id, version, stage: name, analyst: deps.analyst });
  const started = performance.now();
  const usedBefore = budget.usage.stageUsage(name);
  const saveUsage = async () => {
    await recordStageUsage({ db, runId: run.id, usage: attemptUsage({ before: usedBefore, after: budget.usage.stageUsage(name) }) });
  };
  deps.onStage?.({ ideaId: input.idea.id, stage: name, state: "started" });
  try {
    if (deps.stageDelayMs > 0) await sleep(deps.stageDelayMs, undefined, { signal });
    const stage = stages[name];
    const raw = await stage.run({ input, analyst, sources: deps.sources, signal, log, budget });
    const output = stage.output.parse(raw);
    const durationMs = Math.round(performance.now() - started);
    await saveUsage();
    await finishStageRun({ db, runId: run.id, output, durationMs });
    // Keyword trends read the idea's keywords from the idea itself, never from this checkpoint.
    if (name === "planning-profile") await saveIdeaKeywords({ db, ideaId: input.idea.id, keywords: (output as StageOutputs["planning-profile"]).keywords });
    log.debug({ ideaId: input.idea.id, stage: name, attempt: run.attempt }, "stage finished");
    deps.onStage?.({ ideaId: input.idea.id, stage: name, state: "finished", durationMs });
    return output;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.onStage?.({ ideaId: input.idea.id, stage: name, state: "failed", durationMs: Math.round(performance.now() - started), error: message });
    await saveUsage().catch(() => {});
    await failStageRun({ db, runId: run.id, error: message, durationMs: Math.round(performance.now() - started) }).catch(() => {});
    await markIdea({ db, ideaId: input.idea.id, fields: { error: `${name} failed: ${message}` } }).catch(() => {});
    log.warn({ ideaId: input.idea.id, stage: name, attempt: run.attempt, err: error }, "stage failed");
    throw error;
  }
}

async function markIdea({ db, ideaId, fields }: { db: Db; ideaId: string; fields: Parameters<typeof updateRunningIdea>[0]["fields"] }): Promise<void> {
  if (!(await updateRunningIdea({ db, ideaId, fields }))) throw new IdeaGoneError(`idea ${ideaId} is gone or already finished`);
}
