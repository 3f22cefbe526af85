import type { AnalysisResult, IdeaProfile } from "../stages/contracts.ts";
import { buildBusinessFit, type BusinessFit } from "../text-analysis/business-fit.ts";

/** Business-fit figures from the rule-of-thumb tables: the offline analyst's, and the model engine's fallback. */
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
