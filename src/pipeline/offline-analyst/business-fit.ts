import type { Country } from "../../shared/contracts/idea.ts";
import type { Currency } from "../../shared/contracts/report.ts";
import type { AnalysisResult, IdeaProfile } from "../stages/contracts.ts";
import { buildBusinessFit, type BusinessFit } from "../text-analysis/business-fit.ts";
import { missingDetails } from "../text-analysis/missing-details.ts";
import { readPriceModel } from "../text-analysis/price-model.ts";

/** When the founder writes no price, their country's currency. */
const COUNTRY_CURRENCY: Readonly<Record<Country, Currency>> = { US: "USD", CA: "USD", AU: "USD", GB: "GBP", DE: "EUR", FR: "EUR" };

/** Business-fit figures from the rule-of-thumb tables: the offline analyst's, and the model engine's fallback. */
export function tableBusinessFit({ profile, analysis, description }: { profile: IdeaProfile; analysis: AnalysisResult; description: string }): BusinessFit & { missingDetails: string[] } {
  const found = (id: string) => analysis.rubric.some((hit) => hit.id === id && hit.awarded > 0);
  const price = readPriceModel({ text: description, fallbackCurrency: COUNTRY_CURRENCY[profile.country] });
  const fit = buildBusinessFit({
    categoryId: profile.category.id,
    statedModel: profile.businessModel.model,
    segment: profile.customerSegment,
    customer: profile.customer,
    targetMarket: profile.targetMarket,
    keyword: profile.keywords[0] ?? profile.category.label,
    redFlags: analysis.redFlags.map((flag) => flag.id),
    price,
    currency: price?.currency ?? COUNTRY_CURRENCY[profile.country],
    recommendation: analysis.recommendation,
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
  return { ...fit, missingDetails: describeMissing({ profile, description }) };
}

/** What a too-thin description lacks (empty when the verdict can stand), for either analyst's report. */
export function describeMissing({ profile, description }: { profile: IdeaProfile; description: string }): string[] {
  return missingDetails({
    customer: profile.customer,
    segment: profile.customerSegment,
    problem: profile.problem,
    model: profile.businessModel.model,
    price: readPriceModel({ text: description }),
  });
}
