import type { StageName } from "../shared/contracts/idea.ts";
import type { LlmClient } from "./llm/client.ts";
import { UsageMeter } from "./llm/usage.ts";
import type { StageBudget, StageContext } from "./types.ts";

export const DEFAULT_TIME_BUDGET_MS = 240_000;

/**
 * Share of the whole time budget held back for the stages after each one, so a slow stage cannot
 * leave synthesis no time: research must be done by 55% of the budget, analysis by 75%.
 */
const RESERVED_AFTER: Readonly<Record<StageName, number>> = {
  "planning-profile": 0.8,
  "planning-queries": 0.7,
  research: 0.45,
  analysis: 0.25,
  synthesis: 0,
};

const defaults = new WeakMap<object, StageBudget>();

/** The budget the runner passed, or a fresh default one (unit tests, direct calls). */
export function budgetOf({ ctx, llm }: { ctx: StageContext<unknown>; llm: LlmClient }): StageBudget {
  if (ctx.budget) return ctx.budget;
  // One default per stage call, so every step of the stage counts against the same meter.
  const fresh = defaults.get(ctx) ?? {
    deadline: Date.now() + DEFAULT_TIME_BUDGET_MS,
    totalMs: DEFAULT_TIME_BUDGET_MS,
    usage: new UsageMeter({ budget: llm.tokenBudget, prices: llm.prices }),
  };
  defaults.set(ctx, fresh);
  return fresh;
}

/** The time half of the budget, which research needs with or without a model. */
export function timeBudgetOf(ctx: StageContext<unknown>): Pick<StageBudget, "deadline" | "totalMs"> {
  return ctx.budget ?? { deadline: Date.now() + DEFAULT_TIME_BUDGET_MS, totalMs: DEFAULT_TIME_BUDGET_MS };
}

/** When this stage must be done by, leaving the later stages their share. */
export function stageDeadline({ budget, stage }: { budget: Pick<StageBudget, "deadline" | "totalMs">; stage: StageName }): number {
  return budget.deadline - RESERVED_AFTER[stage] * budget.totalMs;
}
