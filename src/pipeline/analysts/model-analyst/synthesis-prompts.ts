import { z } from "zod";
import { executionDifficultySchema, goToMarketSignalsSchema, revenuePotentialSchema, type Currency } from "../../../shared/contracts/report.ts";
import { writePricing } from "../../../shared/display/write-price.ts";
import { cleanUntrusted, DATA_RULES, fenceUntrusted } from "../../llm/untrusted.ts";
import type { AnalysisResult, IdeaProfile, EvidenceItem } from "../../contracts/checkpoints.ts";

const dimensionAnswer = z.object({
  value: z.number().min(0).max(10),
  reasoning: z.string().min(1).max(1500),
  evidenceIds: z.array(z.string()).max(8),
});
export const modelScoresSchema = z.object({
  opportunity: dimensionAnswer,
  problem: dimensionAnswer,
  feasibility: dimensionAnswer,
  timing: dimensionAnswer,
});
export type ModelScores = z.infer<typeof modelScoresSchema>;

export const modelBusinessSchema = z.object({
  revenuePotential: revenuePotentialSchema,
  executionDifficulty: executionDifficultySchema,
  goToMarketSignals: goToMarketSignalsSchema,
  /** The quantities code multiplies the founder's price by: revenue and lifetime value are worked out in code from these. */
  quantities: z.object({
    customers: z.object({ year1: z.number().min(0), year2: z.number().min(0), year3: z.number().min(0) }),
    lifetimeMonths: z.number().min(1).max(120),
    grossMarginPercent: z.number().min(0).max(100),
    usesPerMonth: z.number().min(0).nullable(),
    seatsPerAccount: z.number().min(1).nullable(),
    averageOrder: z.number().min(0).nullable(),
  }),
  /** Every estimate's basis, each stated as an assumption. */
  assumptions: z.array(z.string().min(1).max(400)).min(1).max(12),
});
export type ModelBusiness = z.infer<typeof modelBusinessSchema>;

export const SCORES_SYSTEM = [
  "Task: synthesis-scores.",
  "You are a startup analyst. Weigh the evidence about an idea into four scores from 0 to 10:",
  "opportunity (how much demand and willingness to pay the evidence shows), problem (how real, frequent and painful the problem is), feasibility (how achievable it is to build and sell; 10 = straightforward), timing (whether now is a good moment).",
  "For each score write 2 to 4 sentences of reasoning that cite evidence by id (E1, E2…) and list those ids in evidenceIds. Cite only ids from the evidence list. Where the evidence is thin or mixed, say so and stay near the middle of the scale rather than guessing.",
  "The description rubric shows what the founder's own text covers; use it, but let the evidence decide.",
  DATA_RULES,
].join("\n");

const CURRENCY_NAMES: Readonly<Record<Currency, string>> = {
  USD: "US dollars", GBP: "pounds sterling", EUR: "euros", CAD: "Canadian dollars", AUD: "Australian dollars",
  NZD: "New Zealand dollars", JPY: "Japanese yen", INR: "Indian rupees", CHF: "Swiss francs",
};

/** The business-fit task, with every money figure asked for in the founder's currency. */
export function businessSystem(currency: Currency): string {
  const money = CURRENCY_NAMES[currency];
  return [
    "Task: synthesis-business.",
    "You are a startup analyst. Estimate the business fit of an idea as JSON:",
    `revenuePotential (score 0-10; marketSize total/addressable/serviceable in ${money} per year; revenueProjections for years 1-3 in ${money}; pricingStrategy with model, reasoning and suggestedPrice in ${money} per month),`,
    "executionDifficulty (score 0-10 where 10 = hardest; resourceRequirements teamSize, budget, timeline as short phrases; riskFactors with probability and impact low/medium/high; technicalChallenges),",
    `goToMarketSignals (score 0-10; customerAcquisition cost and lifetimeValue in ${money} and paybackPeriod in months; channels with effectiveness 0-10 and cost low/medium/high; marketEntry strategy and timeline).`,
    "quantities (revenue and lifetime value are worked out from these and the founder's price as stated, so fit them to the kind of purchase): paying customers at the end of years 1-3 (buyers for a one-off sale), lifetime in months, gross margin percent, times a month a customer pays a price charged per use, day or pack, people per account for a per-person price, the average order a fee is taken from when the founder gives none (null where one does not apply).",
    "Write money with its currency symbol and the founder's price with its own period and unit, as the profile states it.",
    "These are estimates, not measurements: put the basis of every figure in assumptions (and the revenue basis in revenueProjections.assumptions), each as one sentence starting with \"Assumes\". Use the evidence where it gives figures; otherwise say the figure is a rough estimate.",
    DATA_RULES,
  ].join("\n");
}

export function describeProfile({ profile, currency }: { profile: IdeaProfile; currency: Currency }): string {
  return cleanUntrusted({
    text: [
      `Idea: ${profile.title}`,
      `Pitch: ${profile.pitch}`,
      `Problem: ${profile.problem ?? "not stated"}`,
      `Customer: ${profile.customer ?? "not stated"} (${profile.customerSegment ?? "segment not stated"})`,
      `Category: ${profile.category.label}`,
      `Target market: ${profile.targetMarket ?? "not stated"}; country ${profile.country}`,
      `Business model: ${profile.businessModel.model ?? "not stated"}`,
      // The price as the founder wrote it, whole: told only an amount, a model wrote "$35 a month" for "$35 a week".
      `The founder's price, as they state it (keep its period and currency; it is not an estimate): ${(profile.price && writePricing(profile.price)) ?? "not stated"}`,
      `Money figures in: ${CURRENCY_NAMES[currency]}`,
      `Likely competitors (model knowledge, not researched): ${(profile.likelyCompetitors ?? []).join(", ") || "none named"}`,
    ].join("\n"),
    max: 4000,
    keepLines: true,
  });
}

/** Evidence as the model sees it: our labels outside the quote, the quote itself untrusted. */
export function describeEvidence({ evidence, numberOf }: { evidence: readonly EvidenceItem[]; numberOf: ReadonlyMap<string, number> }): string {
  if (evidence.length === 0) return "(no verified evidence was found in the retrieved sources)";
  return evidence
    .map((e) => `${e.id} [S${numberOf.get(e.sourceId) ?? "?"}] (${e.dimension}, ${e.stance}): ${cleanUntrusted({ text: e.quote, max: 300 })}`)
    .join("\n");
}

export function synthesisPrompt({ profile, currency, analysis, evidence, numberOf, focus }: {
  profile: IdeaProfile; currency: Currency; analysis: AnalysisResult; evidence: readonly EvidenceItem[]; numberOf: ReadonlyMap<string, number>; focus: "scores" | "business";
}): string {
  const { signals, scores } = analysis;
  const ours = [
    `Signals counted in code from ${analysis.sourceCount} retrieved sources:`,
    ...(["demand", "pain", "competition", "timing"] as const).map((k) => `- ${k}: ${signals[k].level}. ${signals[k].summary}`),
    `Description rubric (what the founder's text covers, 0-10): opportunity ${scores.opportunity.value}, problem ${scores.problem.value}, feasibility ${scores.feasibility.value}, timing ${scores.timing.value}.`,
    analysis.redFlags.length ? `Feasibility red flags in the description: ${analysis.redFlags.map((f) => f.label).join("; ")}.` : "No feasibility red flags in the description.",
  ];
  return [
    fenceUntrusted({ label: "Idea profile (from the founder's description)", body: describeProfile({ profile, currency }) }),
    ours.join("\n"),
    fenceUntrusted({ label: `Verified evidence (${evidence.length} quotes from retrieved sources)`, body: describeEvidence({ evidence, numberOf }) }),
    focus === "scores" ? "Score the four dimensions." : "Estimate the business fit.",
  ].join("\n\n");
}
