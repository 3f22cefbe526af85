import type { ReportRecommendation, ValidationReport } from "../contracts/report.ts";
import { experimentLabel } from "./experiment-plan.ts";

export interface NextSteps {
  intro: string;
  steps: readonly string[];
}

type NextStepsReport = Pick<ValidationReport, "recommendation" | "riskiestAssumptions" | "executionDifficulty">;

// Users first, building after: nothing is built or funded before the people it is for have been asked.
const VALIDATE = ["Validate with 5-10 target users", "Refine the value proposition from feedback"] as const;

const NEXT_STEPS: Record<ReportRecommendation, NextSteps> = {
  "strong-go": {
    intro: "Your idea scored GO. Move forward:",
    steps: [...VALIDATE, "Build an MVP prototype", "Start fundraising preparation"],
  },
  go: { intro: "Promising idea. Validate:", steps: [...VALIDATE, "Build an MVP"] },
  caution: { intro: "Address risks:", steps: [...VALIDATE, "Conduct deep market research"] },
  "no-go": { intro: "Consider alternatives:", steps: ["Explore alternative markets", "Consider pivots"] },
};

const IMPACT_RANK = { high: 2, medium: 1, low: 0 } as const;

/** The riskiest assumption's experiment, named with what it tests: the first thing to do whatever the verdict. */
function riskiestStep(report: NextStepsReport): string | null {
  const first = report.riskiestAssumptions?.[0];
  if (!first) return null;
  return `Test the riskiest assumption first: ${first.statement.replace(/\.$/, "")}. Run the ${experimentLabel(first.experiment.kind).toLowerCase()} (${first.experiment.duration}) and keep to its decision rule.`;
}

/** Under Caution, the biggest named risk of the execution analysis instead of "address identified risks". */
function biggestRisk(report: NextStepsReport): string | null {
  const risks = [...(report.executionDifficulty?.riskFactors ?? [])]
    .sort((a, b) => IMPACT_RANK[b.impact] + IMPACT_RANK[b.probability] - IMPACT_RANK[a.impact] - IMPACT_RANK[a.probability]);
  return risks[0] ? `Address the biggest risk: ${risks[0].risk.replace(/\.$/, "")}` : null;
}

/**
 * What the founder should do next: the riskiest assumption's experiment first, then the steps of
 * the recommendation, validating with users before building. A recommendation not listed here gets
 * no advice rather than advice meant for another verdict.
 */
export function getNextSteps(report: NextStepsReport): NextSteps | null {
  const recommendation: string = report.recommendation;
  if (!Object.hasOwn(NEXT_STEPS, recommendation)) return null;
  const base = NEXT_STEPS[report.recommendation];
  const risk = report.recommendation === "caution" ? biggestRisk(report) : null;
  const first = riskiestStep(report);
  return { intro: base.intro, steps: [...(first ? [first] : []), ...(risk ? [risk] : []), ...base.steps] };
}
