import { computeOverallScore, recommend } from "./recommendation.ts";
import { scoreDimensions } from "./dimension-scores.ts";
import type { AnalysisResult, IdeaProfile, ResearchResult } from "../contracts/checkpoints.ts";
import { analyzeDescription } from "../text/analyze-description.ts";
import { TIMING_TERMS } from "../text/lexicon-cues.ts";
import { findTerms } from "../text/match.ts";
import { computeSignals } from "../text/description-signals.ts";
import { DIMENSIONS } from "../contracts/vocabulary.ts";

const AI_TERMS = TIMING_TERMS.filter((t) => typeof t === "string" && ["ai", "a.i.", "llm*", "gpt*", "chatgpt", "generative"].includes(t));

/** The rubric scoring of the description: the offline analyst's analysis, and the model engine's prior. */
export function analyseDescriptionRubric({ description, profile, research }: {
  description: string; profile: IdeaProfile; research: ResearchResult;
}): AnalysisResult {
  // The text analysis is deterministic, so re-reading the description gives exactly what the
  // profile saw, plus the sentence-level detail the profile checkpoint does not keep.
  const analysis = analyzeDescription(description);
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
    aiMentioned: findTerms({ text: description, terms: AI_TERMS }).length > 0,
    scores,
    confidence,
    overallScore,
    recommendation: recommend({ overallScore, confidence }),
  };
}
