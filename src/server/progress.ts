import type { Db } from "../db/client.ts";
import type { StageRunRow } from "../db/queries/stage-runs.ts";
import { listStageRuns, medianStageDurations } from "../db/queries/stage-runs.ts";
import type { Idea, ProgressResponse } from "../shared/contracts/idea.ts";
import { STAGE_NAMES } from "../shared/contracts/idea.ts";

/**
 * The progress answer: each stage's state and timings from its latest attempt, and the time left
 * as the measured median of every stage not yet done, less what the running one has already used.
 * A stage with no measured history makes the time left unknown, answered as 0 so that no guess
 * ("~3 min" for an eight-second run) is shown.
 */
export function buildProgress({ idea, runs, medianMs, now }: {
  idea: Idea; runs: StageRunRow[]; medianMs: Map<string, number>; now: Date;
}): ProgressResponse {
  const latest = new Map<string, StageRunRow>();
  for (const run of runs) {
    const seen = latest.get(run.stage);
    if (!seen || run.attempt > seen.attempt) latest.set(run.stage, run);
  }
  const finished = idea.status === "completed";
  const stages = STAGE_NAMES.map((name) => {
    const run = latest.get(name);
    const state = finished || run?.output != null ? "done" as const
      : run?.error ? "failed" as const
      : run ? "running" as const
      : "pending" as const;
    return {
      name,
      state,
      startedAt: run?.startedAt.toISOString() ?? null,
      finishedAt: run?.finishedAt?.toISOString() ?? null,
      durationMs: run?.durationMs ?? (run && state === "running" ? now.getTime() - run.startedAt.getTime() : null),
    };
  });

  let remainingMs = 0;
  if (idea.status !== "completed" && idea.status !== "failed") {
    for (const stage of stages) {
      if (stage.state === "done") continue;
      const expected = medianMs.get(stage.name);
      if (expected === undefined) {
        remainingMs = 0;
        break;
      }
      const used = stage.state === "running" ? stage.durationMs ?? 0 : 0;
      remainingMs += Math.max(expected - used, 0);
    }
  }

  const currentName = idea.status === "completed" ? "completed"
    : idea.status === "failed" ? "failed"
    : idea.currentStage ?? "pending";
  return {
    ideaId: idea.id,
    status: {
      state: idea.status,
      current: { name: currentName },
      stages,
      estimatedSecondsRemaining: Math.ceil(remainingMs / 1000),
      error: idea.status === "failed" ? idea.error : null,
    },
  };
}

/** The progress of one idea, read from its stage runs and the analyst's measured history. */
export async function loadProgress({ db, idea, analyst }: { db: Db; idea: Idea; analyst: string }): Promise<ProgressResponse> {
  const [runs, medianMs] = await Promise.all([listStageRuns({ db, ideaId: idea.id, version: idea.version }), medianStageDurations({ db, analyst })]);
  return buildProgress({ idea, runs, medianMs, now: new Date() });
}
