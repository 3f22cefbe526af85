import { plural } from "../../shared/display/count-text.ts";
import { formatScore as fmt } from "../../shared/display/format-score.ts";
import type { DimensionScore } from "../../shared/contracts/report.ts";
import { evidenceConfidence, renderEvidence, TOPICS } from "./evidence-scores.ts";
import { SOURCES_FOR_FULL_WEIGHT, weighEvidence, type WeighedScore } from "./counted-evidence.ts";
import type { AnalysisResult, EvidenceItem, ResearchedSource } from "../contracts/checkpoints.ts";
import { DIMENSIONS, type Dimension } from "../contracts/vocabulary.ts";


function describeWeighing({ weighed, prior, retrieved }: { weighed: WeighedScore; prior: number; retrieved: number }): string {
  if (retrieved === 0) return `No source returned anything to read, so this is your description's rubric score (${fmt(prior)}/10) alone.`;
  if (weighed.evidenceValue === null) {
    return `None of the ${plural(retrieved, "source")} retrieved in this run had a quote on this that took a side, so this is your description's rubric score (${fmt(prior)}/10).`;
  }
  const counted = `${plural(weighed.supporting + weighed.challenging, "quote")} from ${plural(weighed.distinctSources, "source")} retrieved in this run (${weighed.supporting} supporting, ${weighed.challenging} challenging, each weighted by its source's engagement and age)`;
  const thin = weighed.distinctSources < SOURCES_FOR_FULL_WEIGHT
    ? ` Evidence is ${weighed.distinctSources < 2 ? "thin" : "limited"}, so the score stays close to the rubric.`
    : "";
  if (weighed.heldAtCap) {
    return `Counted from ${counted}: the evidence points to ${fmt(weighed.evidenceValue)}/10, below your description's rubric score of ${fmt(prior)}/10, so the score is held at ${fmt(weighed.value)}/10, the most a score with no evidence behind it is shown at: evidence against an idea never raises its score.`;
  }
  return `Counted from ${counted}: the evidence points to ${fmt(weighed.evidenceValue)}/10; with your description's rubric score of ${fmt(prior)}/10 as the prior, the score is ${fmt(weighed.value)}/10.${thin}`;
}

/**
 * The four scores without a model: counted evidence weighed against the description rubric, each
 * evidence line the quote and the number of the listed source it came from. A score no quote bears on
 * keeps the rubric's value.
 */
export function scoresFromEvidence({ analysis, evidence, retrieved, numberOf, quality, asOf }: {
  analysis: AnalysisResult;
  evidence: readonly EvidenceItem[];
  retrieved: readonly ResearchedSource[];
  numberOf: ReadonlyMap<string, number>;
  quality: number;
  asOf: number;
}): { scores: Record<Dimension, DimensionScore>; thin: Dimension[] } {
  const scores = {} as Record<Dimension, DimensionScore>;
  const thin: Dimension[] = [];
  for (const dimension of DIMENSIONS) {
    const prior = analysis.scores[dimension];
    const weighed = weighEvidence({ dimension, topics: TOPICS[dimension], evidence, sources: retrieved, prior: prior.value, asOf });
    const confidence = evidenceConfidence({ specificity: analysis.specificity, distinctSources: weighed.distinctSources, quality });
    const lines = weighed.cited.map((item) => renderEvidence({ item, numberOf })).filter((line): line is string => line !== null);
    if (weighed.distinctSources < 2) thin.push(dimension);
    scores[dimension] = {
      value: weighed.value,
      confidence,
      reasoning: [
        describeWeighing({ weighed, prior: prior.value, retrieved: retrieved.length }),
        `Confidence ${Math.round(confidence * 100)}%, computed from ${plural(weighed.distinctSources, "source")} behind the quotes and the measured quality of the source set.`,
        prior.reasoning,
      ].join(" "),
      evidence: lines,
    };
  }
  return { scores, thin };
}
