import type { StageName } from "../../../shared/contracts/idea.ts";

/** Short names of the five validation stages for the stepper; the sentences say what runs now. */
export const STAGE_STEP_TITLES: Record<StageName, string> = {
  "planning-profile": "Idea profile",
  "planning-queries": "Research plan",
  research: "Market research",
  analysis: "Signal analysis",
  synthesis: "Insights & report",
};

export function stageStepTitle(name: string): string {
  return STAGE_STEP_TITLES[name as StageName] ?? name;
}

/** Time a stage took, or has taken so far while it runs (measured against `now`). */
export function stageElapsedMs(stage: { state: string; startedAt: string | null; durationMs: number | null }, now: number): number | null {
  if (stage.state === "running" && stage.startedAt) {
    const started = new Date(stage.startedAt).getTime();
    return Number.isNaN(started) ? stage.durationMs : Math.max(0, now - started);
  }
  return stage.durationMs;
}
