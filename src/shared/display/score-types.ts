import type { ValidationReport } from "../contracts/report.ts";

/** The four scores of a report, in the order the report page and the PDF show them. */
export const SCORE_TYPES = [
  { key: "opportunityScore", label: "Opportunity" },
  { key: "problemScore", label: "Problem" },
  { key: "feasibilityScore", label: "Feasibility" },
  { key: "timingScore", label: "Timing" },
] as const satisfies ReadonlyArray<{ key: keyof ValidationReport; label: string }>;
