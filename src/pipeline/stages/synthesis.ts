import { reportBodySchema, type ReportBody } from "../../shared/contracts/report.ts";
import { buildBusinessFit, type BusinessFit } from "../offline/business-fit.ts";
import { describeOfflineMethodology } from "../offline/methodology.ts";
import { assessQuality } from "../offline/quality.ts";
import type { AnalysisResult } from "./analysis.ts";
import { synthesiseWithModel } from "./engine/synthesis.ts";
import type { StageDefinition } from "./index.ts";
import type { IdeaProfile } from "./planning-profile.ts";
import { requireOutput } from "./require-output.ts";

/** Business-fit figures from the rule-of-thumb tables: the offline analyst's, and the model path's fallback. */
export function tableBusinessFit({ profile, analysis }: { profile: IdeaProfile; analysis: AnalysisResult }): BusinessFit {
  const found = (id: string) => analysis.rubric.some((hit) => hit.id === id && hit.awarded > 0);
  return buildBusinessFit({
    categoryId: profile.category.id,
    statedModel: profile.businessModel.model,
    segment: profile.customerSegment,
    customer: profile.customer,
    targetMarket: profile.targetMarket,
    keyword: profile.keywords[0] ?? profile.category.label,
    redFlags: analysis.redFlags.map((flag) => flag.id),
    statedPrice: profile.businessModel.statedPrice,
    competitorTypes: profile.competitorTypes,
    found: {
      problem: found("clear-problem"),
      monetisation: found("monetisation"),
      price: found("price-point"),
      painIntensity: (analysis.rubric.find((hit) => hit.id === "pain-intensity")?.awarded ?? 0) >= 2,
      validation: found("customer-evidence"),
      solution: found("solution-described"),
      ai: analysis.aiMentioned,
    },
  });
}

export const synthesisStage: StageDefinition<"synthesis"> = {
  name: "synthesis",
  output: reportBodySchema,
  async run(ctx): Promise<ReportBody> {
    const { input, signal } = ctx;
    signal.throwIfAborted();
    const profile = requireOutput({ input, name: "planning-profile", by: "synthesis" });
    const research = requireOutput({ input, name: "research", by: "synthesis" });
    const analysis = requireOutput({ input, name: "analysis", by: "synthesis" });
    if (ctx.llm) {
      const plan = requireOutput({ input, name: "planning-queries", by: "synthesis" });
      return synthesiseWithModel({ ctx, llm: ctx.llm, profile, plan, research, analysis });
    }
    const fit = tableBusinessFit({ profile, analysis });

    return {
      recommendation: analysis.recommendation,
      overallScore: analysis.overallScore,
      targetMarket: profile.targetMarket,
      opportunityScore: analysis.scores.opportunity,
      problemScore: analysis.scores.problem,
      feasibilityScore: analysis.scores.feasibility,
      timingScore: analysis.scores.timing,
      revenuePotential: fit.revenuePotential,
      executionDifficulty: fit.executionDifficulty,
      goToMarketSignals: fit.goToMarketSignals,
      sources: research.sources,
      methodology: describeOfflineMethodology({
        wordCount: analysis.wordCount,
        sentenceCount: analysis.sentenceCount,
        confidence: analysis.confidence,
        researchNote: research.note,
        assumptions: fit.assumptions,
      }),
      qualityAssessment: assessQuality({ sources: research.sources, descriptionSpecificity: analysis.specificity, asOf: null }),
    };
  },
};
