import type { z } from "zod";
import type { PriceReading } from "../../../shared/contracts/price.ts";
import type { Currency, DimensionScore } from "../../../shared/contracts/report.ts";
import { DIMENSIONS, type Dimension } from "../../contracts/vocabulary.ts";
import { budgetOf, stageDeadline } from "../../budget.ts";
import type { LlmClient } from "../../llm/client.ts";
import { isBudgetExhausted } from "../../llm/errors.ts";
import { researchTime } from "../../research/research-time.ts";
import { scoresFromEvidence } from "../../scoring/counted-scores.ts";
import { overallConfidence, scoreWithEvidence, THIN_BELOW } from "../../scoring/evidence-scores.ts";
import { founderCurrency, founderPrice } from "../../text/price/founder-price.ts";
import type { AnalystContext, Fit, Judged, Verdict } from "../analyst.ts";
import { describeMissing, tableBusinessFit } from "../text-analyst/business-fit.ts";
import { figuresAtStatedPrice, foreignMoney, holdToCurrency, holdToStatedPrices, withoutEvidenceNumbers } from "../business-figures.ts";
import { readTeamSize } from "../../text/price/team-size.ts";
import { businessSystem, modelBusinessSchema, modelScoresSchema, SCORES_SYSTEM, synthesisPrompt, type ModelBusiness } from "./synthesis-prompts.ts";

const ESTIMATE_NOTE = "Market sizes, customer numbers, acquisition costs and channel ratings are the model's estimates from general knowledge and the retrieved sources, not audited market data; revenue and lifetime value are worked out from them and your price as stated.";

/** One smart-model call of synthesis; a spent budget comes back as its message, for the text analyst's answer to stand in. */
async function ask<T>({ ctx, llm, judged, focus, schema, system, maxOutputTokens }: {
  ctx: AnalystContext; llm: LlmClient; judged: Judged; focus: "scores" | "business"; schema: z.ZodType<T>; system: string; maxOutputTokens: number;
}): Promise<T | { budgetExhausted: string }> {
  const budget = budgetOf({ ctx, llm });
  const { profile, analysis, evidence, numberOf } = judged;
  const currency = founderCurrency({ price: founderPrice({ profile, description: ctx.input.idea.description }), country: profile.country, chosen: profile.corrections?.currency });
  try {
    return await llm.generateObject({
      role: "smart",
      stage: "synthesis",
      task: focus === "scores" ? "the four scores" : "the business-fit estimates",
      schema,
      system,
      prompt: synthesisPrompt({ profile, currency, analysis, evidence, numberOf, focus }),
      maxOutputTokens,
      signal: ctx.signal,
      meter: budget.usage,
      deadline: stageDeadline({ budget, stage: "synthesis" }),
    });
  } catch (error) {
    if (isBudgetExhausted(error)) return { budgetExhausted: error.message };
    throw error;
  }
}

/**
 * The four scores: the smart model weighs the verified quotes, each score held to them in code. Set to
 * extract only, the quotes are counted in code as the text analyst counts its own; when the budget
 * runs out first, the description rubric with quotes matched by topic stands in.
 */
export async function modelVerdict({ ctx, llm, judged }: { ctx: AnalystContext; llm: LlmClient; judged: Judged }): Promise<Verdict> {
  const { analysis, research, evidence, numberOf, quality } = judged;
  if (llm.extractionOnly) {
    const { scores, thin } = scoresFromEvidence({ analysis, evidence, retrieved: research.sources, numberOf, quality, asOf: researchTime(research) });
    return { scores, thin, confidence: overallConfidence(scores), notes: [] };
  }
  const answer = await ask({ ctx, llm, judged, focus: "scores", schema: modelScoresSchema, system: SCORES_SYSTEM, maxOutputTokens: 3000 });
  const failed = "budgetExhausted" in answer ? answer.budgetExhausted : null;
  const scores = {} as Record<Dimension, DimensionScore>;
  const thin: string[] = [];
  for (const dimension of DIMENSIONS) {
    const { score, distinctSources } = scoreWithEvidence({
      dimension,
      answer: failed ? null : (answer as z.infer<typeof modelScoresSchema>)[dimension],
      prior: analysis.scores[dimension],
      evidence,
      numberOf,
      quality,
      specificity: analysis.specificity,
      fallbackReason: failed ? "The time or token budget ran out before the model's synthesis" : null,
    });
    scores[dimension] = score;
    if (distinctSources < THIN_BELOW) thin.push(dimension);
  }
  return { scores, thin, confidence: overallConfidence(scores), notes: failed ? [`${failed} The scores are the description rubric's, with quotes matched by topic.`] : [] };
}

/** The business fit: the smart model's estimates, or the text analyst's rule-of-thumb tables when it was not asked. */
export async function modelFit({ ctx, llm, judged }: { ctx: AnalystContext; llm: LlmClient; judged: Judged }): Promise<Fit> {
  const { profile, analysis } = judged;
  const { description } = ctx.input.idea;
  const price = founderPrice({ profile, description });
  const currency = founderCurrency({ price, country: profile.country, chosen: profile.corrections?.currency });
  const answer = llm.extractionOnly ? null : await ask({ ctx, llm, judged, focus: "business", schema: modelBusinessSchema, system: businessSystem(currency), maxOutputTokens: 3500 });
  if (answer === null || "budgetExhausted" in answer) {
    const notes = answer ? [`${answer.budgetExhausted} The business-fit figures come from rule-of-thumb tables.`] : [];
    return { ...tableBusinessFit({ profile, analysis, description }), moneyFigures: "rule-of-thumb", notes };
  }
  // A verdict on a too-thin description is provisional whoever wrote it.
  return {
    ...fromModel({ answer: heldToCurrency({ answer: heldToPrice(plainWords(answer), price), currency, table: () => tableBusinessFit({ profile, analysis, description }) }), price, currency, profile, description }),
    currency, moneyFigures: "estimated", missingDetails: describeMissing({ profile, description }), notes: [],
  };
}

/** A sentence with a money figure in the model's revenue basis: code writes the arithmetic instead. */
const HAS_MONEY = /(?:[A-Z]{1,2}\$|CHF ?|[$£€¥₹])\d/;

/**
 * The model's business fit held to the founder's price: revenue, lifetime value and payback worked
 * out in code from the price as stated and the model's quantities, every figure's basis kept as an
 * assumption, and our own caveat first.
 */
function fromModel({ answer, price, currency, profile, description }: { answer: ModelBusiness; price: PriceReading; currency: Currency; profile: Judged["profile"]; description: string }) {
  const { revenue, goToMarket, assumptions: arithmetic } = figuresAtStatedPrice({
    revenue: {
      ...answer.revenuePotential,
      // The founder's own price is shown as they stated it, whatever figure the model suggests.
      pricingStrategy: { ...answer.revenuePotential.pricingStrategy, ...(price.prices.length > 0 || price.takeRate ? { stated: price } : {}) },
      // The model's revenue basis without its figures: the arithmetic from the stated price and its quantities replaces them.
      revenueProjections: { ...answer.revenuePotential.revenueProjections, assumptions: [ESTIMATE_NOTE, ...answer.revenuePotential.revenueProjections.assumptions.filter((a) => !/\d/.test(a))] },
    },
    goToMarket: answer.goToMarketSignals,
    quantities: answer.quantities,
    price,
    statedModel: profile.businessModel.model,
    buyer: profile.customerSegment === "consumers" || profile.customerSegment === null ? "consumer" : "business",
    teamSize: readTeamSize(description),
    currency,
  });
  // Figures the arithmetic replaced are not repeated from the model's own sentences.
  const own = answer.assumptions.map((a) => a.replace(/\s+/g, " ").trim()).filter((a) => !/\b(?:revenue|lifetime value|LTV|payback)\b/i.test(a) || !HAS_MONEY.test(a));
  const assumptions = [ESTIMATE_NOTE, ...own, ...arithmetic];
  return {
    revenuePotential: revenue,
    executionDifficulty: answer.executionDifficulty,
    goToMarketSignals: goToMarket,
    assumptions,
  };
}

/** The model's answer with no figure in another currency; code's rule-of-thumb text stands in for a field left empty. */
function heldToCurrency({ answer, currency, table }: { answer: ModelBusiness; currency: Currency; table: () => unknown }): ModelBusiness {
  if (!foreignMoney(JSON.stringify(answer), currency)) return answer;
  return holdToCurrency(answer, currency, table());
}

/** Every sentence of the model's business fit with the founder's prices as they stated them ("$35 a week", never "$35 a month"). */
function heldToPrice<T>(value: T, price: PriceReading): T {
  if (typeof value === "string") return holdToStatedPrices(value, price) as T;
  if (Array.isArray(value)) return value.map((v) => heldToPrice(v, price)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, heldToPrice(v, price)])) as T;
  return value;
}

/** Every sentence of the model's business fit without its working evidence numbers. */
function plainWords<T>(value: T): T {
  if (typeof value === "string") return withoutEvidenceNumbers(value) as T;
  if (Array.isArray(value)) return value.map(plainWords) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainWords(v)])) as T;
  return value;
}
