import { formatScore as fmt } from "../../shared/display/format-score.ts";
import type { DimensionScore, ReportRecommendation } from "../../shared/contracts/report.ts";
import { DIMENSIONS, type Dimension } from "../contracts/vocabulary.ts";

/** The highest a score may show when no retrieved source bears on it: a description alone cannot earn more. */
export const MAX_WITHOUT_RESEARCH = 8;
/** The confidence of a No Go that a retrieved source's account of a same-kind failure backs. */
export const DECISIVE_NO_GO_CONFIDENCE = 0.8;

/** Whether any evidence line of a score cites a listed source ([S<n>]); description quotes do not. */
const citesResearch = (score: DimensionScore) => score.evidence.some((line) => /\[S\d+\]/.test(line));

/**
 * Scores that follow research: one with no retrieved evidence says it rests on the description
 * and is shown at most 8/10, for either analyst.
 */
export function weighByResearch(scores: Readonly<Record<Dimension, DimensionScore>>): Record<Dimension, DimensionScore> {
  const weighed = {} as Record<Dimension, DimensionScore>;
  for (const dimension of DIMENSIONS) {
    const score = scores[dimension];
    if (citesResearch(score)) {
      weighed[dimension] = score;
      continue;
    }
    const capped = score.value > MAX_WITHOUT_RESEARCH;
    // The text analyst's reasoning already names the description's rubric as its ground; it is said once.
    const said = /your description/i.test(score.reasoning);
    const note = capped
      ? `No retrieved source bears on this score, so it rests on your description alone and is shown at ${fmt(MAX_WITHOUT_RESEARCH)}/10 rather than ${fmt(score.value)}/10.`
      : said ? null : "No retrieved source bears on this score, so it rests on your description alone.";
    weighed[dimension] = { ...score, value: Math.min(score.value, MAX_WITHOUT_RESEARCH), reasoning: note ? `${note} ${score.reasoning}` : score.reasoning };
  }
  return weighed;
}

/** A No Go whose case against leads with a retrieved same-kind failure is held with more confidence. */
export function confidenceOfVerdict({ confidence, recommendation, sameKindFailure }: { confidence: number; recommendation: ReportRecommendation; sameKindFailure: boolean }): number {
  return recommendation === "no-go" && sameKindFailure ? Math.max(confidence, DECISIVE_NO_GO_CONFIDENCE) : confidence;
}
