import type { ReportBody } from "../../shared/contracts/report.ts";
import { CATEGORIES, GENERAL_CATEGORY, type CategoryDefinition } from "./lexicon-categories.ts";
import { RED_FLAGS } from "./lexicon-flags.ts";
import { BUSINESS_MODEL_LABELS } from "./lexicon-models.ts";
import { BASE_RESOURCES, CHANNELS, FLAG_RESOURCES, MODEL_CHANNELS, MODEL_ECONOMICS, type Buyer, type FitInput } from "./fit-tables.ts";
import { buildRisks } from "./risks.ts";

export type { FitInput };

export interface BusinessFit {
  revenuePotential: ReportBody["revenuePotential"];
  executionDifficulty: ReportBody["executionDifficulty"];
  goToMarketSignals: ReportBody["goToMarketSignals"];
  /** Every rule-of-thumb figure used above, in words, for methodology and revenue assumptions. */
  assumptions: string[];
}

const clamp = (value: number, min = 0) => Number(Math.min(10, Math.max(min, value)).toFixed(1));
const usd = (value: number) => Math.round(value);

export function categoryById(id: string): CategoryDefinition {
  return CATEGORIES.find((c) => c.id === id) ?? GENERAL_CATEGORY;
}

/** Business-fit figures from rule-of-thumb tables keyed by category and business model. */
export function buildBusinessFit(input: FitInput): BusinessFit {
  const category = categoryById(input.categoryId);
  const model = input.statedModel ?? category.defaultModel;
  const modelLabel = BUSINESS_MODEL_LABELS[model];
  // Professionals buy for their work, so they are priced like businesses.
  const buyer: Buyer = input.segment === "consumers" || input.segment === null ? "consumer" : "business";
  const economics = MODEL_ECONOMICS[model];
  const article = /^[aeiou]/i.test(category.label) ? "an" : "a";
  const rule = `Rule-of-thumb figure for ${article} ${category.label} ${model} business, not researched`;
  const assumptions: string[] = [];
  if (!input.statedModel) {
    assumptions.push(`Business model not stated; assumed ${model}, the usual model for ${category.label}. ${rule}.`);
  }
  if (input.segment === null) assumptions.push("Customer type not stated; consumer pricing and acquisition costs assumed.");

  const price = model !== "ads" && input.statedPrice !== null ? input.statedPrice : economics.price[buyer];
  const priceSource = model !== "ads" && input.statedPrice !== null ? "as stated in your description" : rule.toLowerCase();
  const total = category.totalMarketUsd;
  const addressable = total * economics.addressableShare;
  const serviceable = addressable * economics.serviceableShare;
  const [c1, c2, c3] = economics.customers[buyer];
  const unit = model === "ads" ? "monthly active users" : "paying customers";
  const yearly = (customers: number) => usd(customers * price * 12);
  assumptions.push(
    `Total market of $${(total / 1e9).toFixed(0)}B a year for ${category.label}: ${rule}.`,
    `Addressable market is ${economics.addressableShare * 100}% of that (the part a ${model} offer can reach) and serviceable is ${economics.serviceableShare * 100}% of addressable: ${rule}.`,
    `${model === "ads" ? "Ad revenue" : "Revenue"} of $${price} per ${model === "ads" ? "monthly active user" : "customer"} per month (${priceSource}).`,
    `${c1}, ${c2} and ${c3} ${unit} in years 1-3: ${rule}.`,
  );

  const revenueScore = clamp(
    3 + (input.found.monetisation ? 2 : 0) + (input.found.price ? 1 : 0) + (buyer === "business" ? 1 : 0) +
      (input.found.painIntensity ? 1 : 0) + (input.customer ? 1 : 0) + economics.revenueAdjustment,
  );
  const revenuePotential: BusinessFit["revenuePotential"] = {
    description: `Revenue potential ${revenueScore}/10 for ${article} ${category.label} business on a ${modelLabel.toLowerCase()} model${input.statedModel ? " (as described)" : " (assumed)"}. Market sizes and projections are rule-of-thumb figures, not research; the score rises with a stated way to earn, a stated price, business buyers, intense pain and a named customer.`,
    score: revenueScore,
    marketSize: { total: usd(total), addressable: usd(addressable), serviceable: usd(serviceable) },
    revenueProjections: { year1: yearly(c1), year2: yearly(c2), year3: yearly(c3), assumptions: [...assumptions] },
    pricingStrategy: {
      model: modelLabel,
      reasoning: `${economics.pricingReasoning} ${input.statedPrice !== null && model !== "ads" ? `Price taken from your description.` : `Price is a ${rule.charAt(0).toLowerCase()}${rule.slice(1)}.`}`,
      suggestedPrice: model === "ads" ? 0 : price,
    },
  };

  const hardest = FLAG_RESOURCES.find((r) => input.redFlags.includes(r.flag));
  const resources = hardest ?? BASE_RESOURCES;
  const difficulty = clamp(
    2 + input.redFlags.reduce((sum, id) => sum + (FLAG_RESOURCES.find((r) => r.flag === id)?.difficulty ?? 1), 0) +
      (input.found.solution ? 0 : 1) + (input.found.ai ? 1 : 0),
    1,
  );
  assumptions.push(`Team, budget and timeline are rule-of-thumb ranges for ${hardest ? `an idea that ${RED_FLAGS.find((f) => f.id === hardest.flag)?.label}` : "a software product with no red flags"}, not researched.`);
  const challenges = RED_FLAGS.filter((f) => input.redFlags.includes(f.id)).map((f) => f.technicalChallenge);
  if (input.found.ai) challenges.push("Keeping AI output accurate and inference costs under control");
  challenges.push(buyer === "business"
    ? `Integrating with the tools ${input.customer ?? "customers"} already use`
    : `Keeping ${input.customer ?? "users"} coming back after the first week`);
  const executionDifficulty: BusinessFit["executionDifficulty"] = {
    description: `Execution difficulty ${difficulty}/10 (10 = hardest): ${input.redFlags.length ? `red flags found: ${input.redFlags.join(", ")}` : "no feasibility red flags found in the description"}${input.found.solution ? "" : "; the solution is not described yet"}.`,
    score: difficulty,
    resourceRequirements: { teamSize: resources.teamSize, budget: resources.budget, timeline: resources.timeline },
    riskFactors: buildRisks({ input, competitorTypes: input.competitorTypes }),
    technicalChallenges: challenges,
  };

  const goToMarketScore = clamp(
    4 + (input.customer ? 2 : 0) + (input.targetMarket ? 1 : 0) + (buyer === "business" && input.customer ? 1 : 0) +
      (input.found.validation ? 1 : 0) + (input.found.painIntensity ? 1 : 0) + economics.goToMarketAdjustment,
  );
  const lifetimeValue = usd(price * economics.grossMargin * economics.lifetimeMonths[buyer]);
  const cac = economics.cac[buyer];
  const monthlyMargin = price * economics.grossMargin;
  const paybackPeriod = monthlyMargin > 0 ? Number((cac / monthlyMargin).toFixed(1)) : 0;
  assumptions.push(
    `Customer acquisition cost of $${cac}, ${economics.lifetimeMonths[buyer]}-month customer lifetime and ${economics.grossMargin * 100}% gross margin: ${rule}.`,
    `Channel effectiveness ratings: ${rule}.`,
  );
  const fill = (text: string) => text.replace("{customer}", input.customer ?? "your customers").replace("{keyword}", input.keyword);
  const extra = MODEL_CHANNELS[model];
  const channels = [...(extra ? [extra] : []), ...CHANNELS[buyer]].map((c) => ({ channel: fill(c.channel), effectiveness: c.effectiveness, cost: c.cost }));
  const who = input.customer ?? input.targetMarket ?? "one narrow group of customers you can reach by name";
  const goToMarketSignals: BusinessFit["goToMarketSignals"] = {
    description: `Go-to-market ${goToMarketScore}/10: ${input.customer ? `the description names who to reach (${input.customer})` : "the description does not name who to reach first"}. Acquisition costs, lifetime value and channel ratings are rule-of-thumb figures, not research.`,
    score: goToMarketScore,
    customerAcquisition: { cost: cac, lifetimeValue, paybackPeriod },
    channels,
    marketEntry: { strategy: `Start with ${who}: ${economics.entryStrategy}.`, timeline: `${resources.timeline}, then about 3 months to the first ten paying customers (rule of thumb).` },
  };

  return { revenuePotential, executionDifficulty, goToMarketSignals, assumptions };
}
