import type { ValidationReport } from "../contracts/report.ts";

/** The four scores of a report and their one wording, in the order the report page, the PDF and the email show them. */
export const SCORE_TYPES = [
  { dimension: "opportunity", key: "opportunityScore", label: "Opportunity" },
  { dimension: "problem", key: "problemScore", label: "Problem" },
  { dimension: "feasibility", key: "feasibilityScore", label: "Feasibility" },
  { dimension: "timing", key: "timingScore", label: "Timing" },
] as const satisfies ReadonlyArray<{ dimension: string; key: keyof ValidationReport; label: string }>;

export type ScoreDimension = (typeof SCORE_TYPES)[number]["dimension"];

/** A score's label by its dimension, for code that names scores as the rubric does ("opportunity"). */
export const SCORE_LABELS = Object.fromEntries(SCORE_TYPES.map(({ dimension, label }) => [dimension, label])) as Readonly<Record<ScoreDimension, string>>;
