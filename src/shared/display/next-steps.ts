import type { ReportRecommendation } from "../contracts/report.ts";

export interface NextSteps {
  intro: string;
  steps: readonly string[];
}

const VALIDATE = ["Validate with 5-10 target users", "Refine the value proposition from feedback"] as const;

const NEXT_STEPS: Record<ReportRecommendation, NextSteps> = {
  "strong-go": {
    intro: "Your idea scored GO. Move forward:",
    steps: ["Build an MVP prototype", "Start fundraising preparation", ...VALIDATE],
  },
  go: { intro: "Promising idea. Validate:", steps: ["Build an MVP", ...VALIDATE] },
  caution: { intro: "Address risks:", steps: ["Address identified risks", "Conduct deep market research", ...VALIDATE] },
  "no-go": { intro: "Consider alternatives:", steps: ["Explore alternative markets", "Consider pivots"] },
};

/**
 * What the founder should do next, by recommendation. A value not listed here gets
 * no advice rather than advice meant for another verdict.
 */
export function getNextSteps(recommendation: string | null | undefined): NextSteps | null {
  if (!recommendation || !Object.hasOwn(NEXT_STEPS, recommendation)) return null;
  return NEXT_STEPS[recommendation as ReportRecommendation];
}
