import { reportBodySchema, type ReportBody } from "../../shared/contracts/report.ts";
import { buildBusinessFit } from "../offline/business-fit.ts";
import { describeOfflineMethodology } from "../offline/methodology.ts";
import { assessQuality } from "../offline/quality.ts";
import type { StageDefinition } from "./index.ts";
import { requireOutput } from "./require-output.ts";

export const synthesisStage: StageDefinition<"synthesis"> = {
  name: "synthesis",
  output: reportBodySchema,
  async run({ input, signal }): Promise<ReportBody> {
    signal.throwIfAborted();
    const profile = requireOutput({ input, name: "planning-profile", by: "synthesis" });
    const research = requireOutput({ input, name: "research", by: "synthesis" });
    const analysis = requireOutput({ input, name: "analysis", by: "synthesis" });
    const found = (id: string) => analysis.rubric.some((hit) => hit.id === id && hit.awarded > 0);

    const fit = buildBusinessFit({
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
