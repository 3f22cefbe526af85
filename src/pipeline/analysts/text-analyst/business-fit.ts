import type { AnalysisResult, IdeaProfile } from "../../contracts/checkpoints.ts";
import { buildBusinessFit, type BusinessFit } from "./rule-of-thumb-fit.ts";
import { missingDetails } from "../../text/missing-details.ts";
import { founderCurrency, founderPrice } from "../../text/price/founder-price.ts";
import { readTeamSize } from "../../text/price/team-size.ts";


/** Business-fit figures from the rule-of-thumb tables: the text analyst's, and the model analyst's fallback. */
export function tableBusinessFit({ profile, analysis, description }: { profile: IdeaProfile; analysis: AnalysisResult; description: string }): BusinessFit & { missingDetails: string[] } {
  const found = (id: string) => analysis.rubric.some((hit) => hit.id === id && hit.awarded > 0);
  const price = founderPrice({ profile, description });
  const currency = founderCurrency({ price, country: profile.country, chosen: profile.corrections?.currency });
  const fit = buildBusinessFit({
    categoryId: profile.category.id,
    statedModel: profile.businessModel.model,
    segment: profile.customerSegment,
    consumersOrder: profile.reading.customers.some((party) => party.segment === "consumers"),
    customer: profile.customer,
    targetMarket: profile.targetMarket,
    keyword: profile.keywords[0] ?? profile.category.label,
    redFlags: analysis.redFlags.map((flag) => flag.id),
    price,
    teamSize: readTeamSize(description),
    currency,
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
    price: founderPrice({ profile, description }),
  });
}
