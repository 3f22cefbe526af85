import { SCORE_LABELS } from "../../shared/display/score-types.ts";
import { formatScore as fmt } from "../../shared/display/format-score.ts";
import type { DimensionScore } from "../../shared/contracts/report.ts";
import type { DescriptionReading } from "../contracts/founder-words.ts";
import { evidenceFromDescription } from "../text/description-evidence.ts";
import { assessDimension, type DimensionAssessment } from "./rubric.ts";
import { DIMENSIONS, type Dimension } from "../contracts/vocabulary.ts";

/**
 * Confidence of a description-only score: 0.2 for a one-liner up to 0.35 for a detailed brief. It never
 * goes higher because nothing outside the founder's own words was checked.
 */
export function offlineConfidence(specificity: number): number {
  return Number((0.2 + 0.015 * Math.min(10, Math.max(0, specificity))).toFixed(2));
}



function reasoningFor(assessment: DimensionAssessment): string {
  const { dimension, value, hits, penalties } = assessment;
  // The founder's own words behind each point found, so two ideas that meet the same points still read as themselves.
  const foundText = hits.filter((h) => h.awarded > 0).map((h) => `${h.label} (+${fmt(h.awarded)} of ${fmt(h.maxPoints)}${h.quotes[0] ? `: “${h.quotes[0]}”` : ""})`);
  const partial = hits.filter((h) => h.awarded > 0 && h.awarded < h.maxPoints).map((h) => h.label);
  const missing = hits.filter((h) => h.awarded === 0).map((h) => `${h.label} (0 of ${fmt(h.maxPoints)})`);
  const parts = [
    `${SCORE_LABELS[dimension]} rubric of your description: ${fmt(value)}/10.`,
    `Found: ${foundText.length ? foundText.join("; ") : "none of the rubric points"}.`,
    `Missing: ${missing.length ? missing.join("; ") : "nothing"}.`,
  ];
  if (partial.length) parts.push(`Only partly met: ${partial.join("; ")}.`);
  if (penalties.length) {
    parts.push(`Red flags: ${penalties.map((p) => `${p.label} (−${fmt(p.points)}, “${p.matches[0] ?? p.id}”)`).join("; ")}.`);
  }
  return parts.join(" ");
}

export interface ScoredDimensions {
  assessments: Record<Dimension, DimensionAssessment>;
  scores: Record<Dimension, DimensionScore>;
  confidence: number;
}

export function scoreDimensions(analysis: DescriptionReading): ScoredDimensions {
  const confidence = offlineConfidence(analysis.specificity);
  const assessments = {} as Record<Dimension, DimensionAssessment>;
  const scores = {} as Record<Dimension, DimensionScore>;
  for (const dimension of DIMENSIONS) {
    const assessment = assessDimension({ analysis, dimension });
    assessments[dimension] = assessment;
    const evidence = assessment.hits.flatMap((h) => h.quotes);
    const penaltyQuotes = assessment.penalties.flatMap((p) => p.matches.slice(0, 1));
    scores[dimension] = {
      value: assessment.value,
      confidence,
      reasoning: reasoningFor(assessment),
      evidence: evidenceFromDescription({ sentences: analysis.sentences, quotes: [...evidence, ...penaltyQuotes] }),
    };
  }
  return { assessments, scores, confidence };
}
