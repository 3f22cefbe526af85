import { setTimeout as sleep } from "node:timers/promises";
import { STAGE_NAMES } from "../shared/contracts/idea.ts";
import type { Idea, ProgressResponse } from "../shared/contracts/idea.ts";
import type { GreenlightApi } from "./greenlight-api.ts";

export interface ValidationStep {
  /** Stages finished, plus a half for the one running: it only grows while a validation runs. */
  progress: number;
  total: number;
  message: string;
}

/** Where a validation stands after waiting: finished (completed or failed), or still running at the deadline. */
export interface ValidationOutcome {
  idea: Idea;
  finished: boolean;
}

export function describeStep(progress: ProgressResponse): ValidationStep {
  const stages = progress.status.stages;
  const done = stages.filter((stage) => stage.state === "done").length;
  const running = stages.find((stage) => stage.state === "running");
  const eta = progress.status.estimatedSecondsRemaining;
  const message = running
    ? `${running.name} (${done + 1} of ${STAGE_NAMES.length})${eta > 0 ? `, about ${eta} s left` : ""}`
    : `${progress.status.state}: ${done} of ${STAGE_NAMES.length} stages done`;
  return { progress: done + (running ? 0.5 : 0), total: STAGE_NAMES.length, message };
}

/**
 * Polls the idea's progress route until its validation ends (or maxWaitMs passes, or the caller
 * gives up), reporting each step forward once. The validation itself runs on the server either way.
 */
export async function awaitValidation({ api, ideaId, onStep, signal, pollMs = 1000, maxWaitMs = 30 * 60_000 }: {
  api: GreenlightApi; ideaId: string; onStep: (step: ValidationStep) => Promise<void> | void; signal?: AbortSignal; pollMs?: number; maxWaitMs?: number;
}): Promise<ValidationOutcome> {
  const deadline = Date.now() + maxWaitMs;
  let reported = -1;
  for (;;) {
    const progress = await api.progress(ideaId);
    const step = describeStep(progress);
    if (step.progress > reported) {
      reported = step.progress;
      await onStep(step);
    }
    const state = progress.status.state;
    if (state === "completed" || state === "failed") return { idea: await api.getIdea(ideaId), finished: true };
    if (Date.now() >= deadline) return { idea: await api.getIdea(ideaId), finished: false };
    await sleep(pollMs, undefined, signal ? { signal } : {});
  }
}
