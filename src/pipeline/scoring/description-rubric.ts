import { computeOverallScore, recommend } from "./recommendation.ts";
import { scoreDimensions } from "./dimension-scores.ts";
import type { AnalysisResult, IdeaProfile, ResearchResult } from "../contracts/checkpoints.ts";
import { computeSignals } from "../text/description-signals.ts";
import { DIMENSIONS } from "../contracts/vocabulary.ts";

/** The rubric scoring of the description: the text analyst's analysis, and the model analyst's prior. */
export function analyseDescriptionRubric({ profile, research }: { profile: IdeaProfile; research: ResearchResult }): AnalysisResult {
  // The profile read the description once; its reading holds every sentence-level detail the rubric needs.
  const analysis = profile.reading;
  const { assessments, scores, confidence } = scoreDimensions(analysis);
  const overallScore = computeOverallScore({
    opportunity: scores.opportunity.value,
    problem: scores.problem.value,
    feasibility: scores.feasibility.value,
    timing: scores.timing.value,
  });
  return {
    basis: research.sources.length > 0 ? "description-and-sources" : "description-only",
    sourceCount: research.sources.length,
    wordCount: analysis.wordCount,
    sentenceCount: analysis.sentences.length,
    specificity: analysis.specificity,
    signals: computeSignals({ analysis, competitorTypes: profile.competitorTypes }),
    rubric: DIMENSIONS.flatMap((d) => assessments[d].hits),
    redFlags: analysis.redFlags,
    aiMentioned: analysis.aiMentioned,
    scores,
    confidence,
    overallScore,
    recommendation: recommend({ overallScore, confidence }),
  };
}
