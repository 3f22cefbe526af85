import { z } from "zod";
import { dimensionScoreSchema, reportRecommendationSchema } from "../../shared/contracts/report.ts";
import { analyzeDescription } from "../offline/analyze-description.ts";
import { RED_FLAGS } from "../offline/lexicon-flags.ts";
import { TIMING_TERMS } from "../offline/lexicon-cues.ts";
import { findTerms } from "../offline/match.ts";
import { computeSignals, signalsSchema } from "../offline/signals.ts";
import { scoreDimensions } from "../scoring/dimension-scores.ts";
import { computeOverallScore, recommend } from "../scoring/recommendation.ts";
import { DIMENSIONS } from "../scoring/rubric.ts";
import { analyseSources, sourceAnalysisSchema } from "./engine/analysis.ts";
import type { StageDefinition } from "./index.ts";
import { requireOutput } from "./require-output.ts";

const dimensionSchema = z.enum(DIMENSIONS);
const redFlagIdSchema = z.enum(RED_FLAGS.map((f) => f.id) as [typeof RED_FLAGS[number]["id"], ...typeof RED_FLAGS[number]["id"][]]);

export const analysisResultSchema = z.object({
  basis: z.enum(["description-only", "description-and-sources"]),
  sourceCount: z.number().int().min(0),
  wordCount: z.number().int().min(0),
  sentenceCount: z.number().int().min(0),
  specificity: z.number().min(0).max(10),
  signals: signalsSchema,
  rubric: z.array(z.object({
    dimension: dimensionSchema,
    id: z.string(),
    label: z.string(),
    maxPoints: z.number(),
    awarded: z.number(),
    quotes: z.array(z.string()),
  })),
  redFlags: z.array(z.object({ id: redFlagIdSchema, label: z.string(), matches: z.array(z.string()) })),
  aiMentioned: z.boolean(),
  scores: z.object({
    opportunity: dimensionScoreSchema,
    problem: dimensionScoreSchema,
    feasibility: dimensionScoreSchema,
    timing: dimensionScoreSchema,
  }),
  confidence: z.number().min(0).max(1),
  overallScore: z.number().min(0).max(10),
  recommendation: reportRecommendationSchema,
  /** With a model: the verified evidence and per-source readings that synthesis builds on. */
  sourceAnalysis: sourceAnalysisSchema.optional(),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

const AI_TERMS = TIMING_TERMS.filter((t) => typeof t === "string" && ["ai", "a.i.", "llm*", "gpt*", "chatgpt", "generative"].includes(t));

export const analysisStage: StageDefinition<"analysis"> = {
  name: "analysis",
  output: analysisResultSchema,
  async run(ctx) {
    const { input, signal } = ctx;
    signal.throwIfAborted();
    const profile = requireOutput({ input, name: "planning-profile", by: "analysis" });
    const research = requireOutput({ input, name: "research", by: "analysis" });
    // The text analysis is deterministic, so re-reading the description gives exactly what the
    // profile saw, plus the sentence-level detail the profile checkpoint does not keep.
    const analysis = analyzeDescription(input.idea.description);
    signal.throwIfAborted();
    const { assessments, scores, confidence } = scoreDimensions(analysis);
    const overallScore = computeOverallScore({
      opportunity: scores.opportunity.value,
      problem: scores.problem.value,
      feasibility: scores.feasibility.value,
      timing: scores.timing.value,
    });
    // With a model the four scores above are only the description's prior; synthesis weighs the evidence.
    const fromSources = ctx.llm ? await analyseSources({ ctx, llm: ctx.llm, profile, research }) : null;
    return {
      basis: research.sources.length > 0 ? "description-and-sources" : "description-only",
      sourceCount: research.sources.length,
      wordCount: analysis.wordCount,
      sentenceCount: analysis.sentences.length,
      specificity: analysis.specificity,
      signals: fromSources?.signals ?? computeSignals({ analysis, competitorTypes: profile.competitorTypes }),
      rubric: DIMENSIONS.flatMap((d) => assessments[d].hits),
      redFlags: analysis.redFlags,
      aiMentioned: findTerms({ text: input.idea.description, terms: AI_TERMS }).length > 0,
      scores,
      confidence,
      overallScore,
      recommendation: recommend({ overallScore, confidence }),
      ...(fromSources ? { sourceAnalysis: fromSources.sourceAnalysis } : {}),
    };
  },
};
