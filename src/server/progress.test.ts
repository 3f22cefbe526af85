import { describe, expect, it } from "vitest";
import type { StageRunRow } from "../db/queries/stage-runs.ts";
import type { Idea } from "../shared/contracts/idea.ts";
import { buildProgress } from "./progress.ts";

const NOW = new Date("2026-01-01T12:00:00Z");
const idea = { id: "6f1c2a4e-8a63-4c1e-9a52-0f3c1f0a9b11", status: "validating", currentStage: "research", error: null } as Idea;

function run(stage: string, { output = null, startedSecondsAgo = 0 }: { output?: unknown; startedSecondsAgo?: number } = {}): StageRunRow {
  return {
    stage, attempt: 1, output, error: null, startedAt: new Date(NOW.getTime() - startedSecondsAgo * 1000),
    finishedAt: output ? NOW : null, durationMs: output ? 1000 : null,
  } as StageRunRow;
}

const measured = new Map([["planning-profile", 1000], ["planning-queries", 1000], ["research", 4000], ["analysis", 1000], ["synthesis", 2000]]);
const runs = [run("planning-profile", { output: {} }), run("planning-queries", { output: {} }), run("research", { startedSecondsAgo: 1 })];

describe("buildProgress: time remaining from measured history only", () => {
  it("adds the measured medians of the stages left, less what the running one has used", () => {
    const progress = buildProgress({ idea, runs, medianMs: measured, now: NOW });
    // research 4 s less 1 s used, then analysis 1 s and synthesis 2 s.
    expect(progress.status.estimatedSecondsRemaining).toBe(6);
  });

  it("guesses nothing when a stage left has no measured history", () => {
    const partial = new Map(measured);
    partial.delete("synthesis");
    expect(buildProgress({ idea, runs, medianMs: partial, now: NOW }).status.estimatedSecondsRemaining).toBe(0);
  });
});
