import type { ReportRecommendation } from "../../shared/contracts/report.ts";
import type { Dimension } from "../contracts/vocabulary.ts";

/** Problem and opportunity carry most weight: an unproven problem sinks an idea faster than timing does. */
export const DIMENSION_WEIGHTS: Readonly<Record<Dimension, number>> = {
  opportunity: 0.3,
  problem: 0.3,
  feasibility: 0.2,
  timing: 0.2,
};

/** Lowest overall score (0-10) for each recommendation, checked from the top. */
export const RECOMMENDATION_THRESHOLDS = {
  "strong-go": 8,
  go: 6.5,
  caution: 4.5,
} as const;

/**
 * Below this confidence a report may not say "go" or "strong-go". Those verdicts claim that the market
 * backs the idea, and a low-confidence report (one on the description alone, or on research too thin
 * to hold it higher: `confidenceCeiling` in research-weight.ts) has little or no market evidence, so
 * the best it can honestly say is "caution", whose next steps are exactly "do the research". "no-go" stays reachable: it rests on what the description itself lacks (no problem,
 * customer or way to earn), which needs no market evidence to see.
 */
export const MIN_CONFIDENCE_FOR_GO = 0.5;

export function computeOverallScore(values: Readonly<Record<Dimension, number>>): number {
  let total = 0;
  let weights = 0;
  for (const [dimension, weight] of Object.entries(DIMENSION_WEIGHTS) as [Dimension, number][]) {
    total += values[dimension] * weight;
    weights += weight;
  }
  return Number((total / weights).toFixed(1));
}

export function recommend({ overallScore, confidence }: { overallScore: number; confidence: number }): ReportRecommendation {
  const byScore: ReportRecommendation =
    overallScore >= RECOMMENDATION_THRESHOLDS["strong-go"] ? "strong-go"
    : overallScore >= RECOMMENDATION_THRESHOLDS.go ? "go"
    : overallScore >= RECOMMENDATION_THRESHOLDS.caution ? "caution"
    : "no-go";
  if (confidence < MIN_CONFIDENCE_FOR_GO && (byScore === "strong-go" || byScore === "go")) return "caution";
  return byScore;
}

/** The overall score and recommendation of four scores, as the report states them. */
export function verdictOf({ scores, confidence }: { scores: Readonly<Record<Dimension, { value: number }>>; confidence: number }): { overallScore: number; recommendation: ReportRecommendation } {
  const overallScore = computeOverallScore({ opportunity: scores.opportunity.value, problem: scores.problem.value, feasibility: scores.feasibility.value, timing: scores.timing.value });
  return { overallScore, recommendation: recommend({ overallScore, confidence }) };
}
