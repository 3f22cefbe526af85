import type { Db } from "../db/client.ts";
import { recordStageRunUsage, type StageRunRow } from "../db/queries/stage-runs.ts";
import type { StageUsage } from "./llm/usage.ts";

/** What earlier attempts of each stage spent (all attempts, failed ones too: their tokens were paid for). */
export function priorUsage(runs: readonly StageRunRow[]): StageUsage[] {
  const byStage = new Map<string, StageUsage>();
  for (const run of runs) {
    if (run.inputTokens === 0 && run.outputTokens === 0) continue;
    const usage = byStage.get(run.stage) ?? { stage: run.stage, models: [], calls: 0, inputTokens: 0, outputTokens: 0, estimatedCostUsd: 0 };
    usage.inputTokens += run.inputTokens;
    usage.outputTokens += run.outputTokens;
    usage.estimatedCostUsd = usage.estimatedCostUsd === null || run.estimatedCostUsd === null ? null : usage.estimatedCostUsd + run.estimatedCostUsd;
    // Calls are not stored per attempt; an attempt that used tokens made at least one.
    usage.calls += 1;
    for (const model of run.models?.split(",") ?? []) if (model && !usage.models.includes(model)) usage.models.push(model);
    byStage.set(run.stage, usage);
  }
  return [...byStage.values()];
}

/** The usage of one attempt: the stage's total now less what it had before the attempt started. */
export function attemptUsage({ before, after }: { before: StageUsage; after: StageUsage }): StageUsage {
  const cost = after.estimatedCostUsd === null || before.estimatedCostUsd === null ? null : Math.max(0, after.estimatedCostUsd - before.estimatedCostUsd);
  return {
    stage: after.stage,
    models: after.models,
    calls: after.calls - before.calls,
    inputTokens: after.inputTokens - before.inputTokens,
    outputTokens: after.outputTokens - before.outputTokens,
    estimatedCostUsd: cost,
  };
}

export async function recordStageUsage({ db, runId, usage }: { db: Db; runId: string; usage: StageUsage }): Promise<void> {
  if (usage.calls === 0) return;
  await recordStageRunUsage({ db, runId, usage });
}
