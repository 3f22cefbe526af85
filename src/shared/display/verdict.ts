import type { ValidationReport } from "../contracts/report.ts";
import { formatScore } from "./format-score.ts";
import { joinWords } from "./count-text.ts";
import { getReportRecommendation, type RecommendationDisplay } from "./recommendation.ts";
import { SCORE_TYPES } from "./score-types.ts";
import { getScoreTone } from "./score-color.ts";
import type { Tone } from "./tone.ts";

type VerdictReport = Pick<ValidationReport, "recommendation" | "overallScore" | "sources" | "methodology" | "missingDetails"> &
  Pick<ValidationReport, (typeof SCORE_TYPES)[number]["key"]>;

export const DESCRIPTION_ONLY_TITLE = "Drawn from the description alone";
export const DESCRIPTION_ONLY_TEXT =
  "No live source was consulted for this report: its scores rest on your own words, and its money figures are rough rules of thumb, not research.";

export interface Verdict {
  recommendation: RecommendationDisplay;
  score: string;
  /** Confidence as a percent, as every view shows it. */
  confidence: string;
  /** One sentence of why. */
  reason: string;
  /** Set when the description was too thin to judge: what the founder should add. */
  provisional: string | null;
  descriptionOnly: boolean;
}

/** A report that retrieved no source was drawn from the founder's description alone, whatever wrote it. */
export function isDescriptionOnly(report: Pick<ValidationReport, "sources">): boolean {
  return report.sources.length === 0;
}

/** The report's verdict at a glance: recommendation, overall score, confidence and why. */
export function getVerdict(report: VerdictReport): Verdict {
  const scored = SCORE_TYPES.map(({ key, label }) => ({ label, value: report[key].value }));
  const sorted = [...scored].sort((a, b) => b.value - a.value);
  const best = sorted[0];
  const worst = sorted.at(-1);
  const reason = best && worst && best.value !== worst.value
    ? `${best.label} is the strongest score (${formatScore(best.value)}/10) and ${worst.label} the weakest (${formatScore(worst.value)}/10).`
    : `All four scores stand at ${formatScore(best?.value ?? report.overallScore)}/10.`;
  const missing = report.missingDetails ?? [];
  return {
    recommendation: getReportRecommendation(report.recommendation),
    score: `${formatScore(report.overallScore)}/10`,
    confidence: `${Math.round(report.methodology.confidenceLevel * 100)}%`,
    reason,
    provisional: missing.length ? `Provisional: the description is too thin to judge. Add ${joinWords(missing)}, then validate again.` : null,
    descriptionOnly: isDescriptionOnly(report),
  };
}

/** "$" to "$$$" from the revenue score, so the marks never say more than the score. */
export function revenueMarks(score: number): string {
  if (score >= 7) return "$$$";
  if (score >= 4) return "$$";
  return "$";
}

/** Difficulty-type scores read the other way round: a low number is good news and coloured so. */
export function getDifficultyTone(score: number): Tone {
  return getScoreTone(10 - score);
}
