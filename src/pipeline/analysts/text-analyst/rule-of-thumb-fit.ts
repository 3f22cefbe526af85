import type { Currency, ReportBody } from "../../../shared/contracts/report.ts";
import { CATEGORIES, GENERAL_CATEGORY, type CategoryDefinition } from "../../text/lexicon-categories.ts";
import { RED_FLAGS } from "../../text/lexicon-flags.ts";
import { BUSINESS_MODEL_LABELS } from "../../text/lexicon-models.ts";
import { BASE_RESOURCES, CHANNELS, FLAG_RESOURCES, MODEL_CHANNELS, MODEL_ECONOMICS, writeBudget, type Buyer, type FitInput } from "./rule-of-thumb-tables.ts";
import { mainPrice } from "../../../shared/contracts/price.ts";
import { writeMoney } from "../../../shared/display/write-money.ts";
import { saysHowTheyCharge } from "../../text/price/founder-price.ts";
import { chargingModel } from "./charging.ts";
import { unitEconomics } from "./rule-of-thumb-economics.ts";
import { buildRisks } from "./risks.ts";
import { holdFiguresInOrder } from "../business-figures.ts";

export type { FitInput };

export interface BusinessFit {
  revenuePotential: ReportBody["revenuePotential"];
  executionDifficulty: ReportBody["executionDifficulty"];
  goToMarketSignals: ReportBody["goToMarketSignals"];
  currency: Currency;
  /** Every rule-of-thumb figure used above, in words, for methodology and revenue assumptions. */
  assumptions: string[];
}

const clamp = (value: number, min = 0) => Number(Math.min(10, Math.max(min, value)).toFixed(1));
const whole = (value: number) => Math.round(value);

export function categoryById(id: string): CategoryDefinition {
  return CATEGORIES.find((c) => c.id === id) ?? GENERAL_CATEGORY;
}

/** Revenue potential can only be as good as the verdict and the money the projections show allow. */
function capRevenueScore({ score, year3, recommendation }: { score: number; year3: number; recommendation: FitInput["recommendation"] }): { score: number; why: string | null } {
  const caps: { cap: number; why: string }[] = [];
  if (year3 < 100_000) caps.push({ cap: 4, why: "year-3 revenue under 100K" });
  else if (year3 < 1_000_000) caps.push({ cap: 7, why: "year-3 revenue under 1M" });
  if (recommendation === "no-go") caps.push({ cap: 4, why: "a No Go verdict" });
  if (recommendation === "caution") caps.push({ cap: 6, why: "a Proceed with Caution verdict" });
  const lowest = caps.sort((a, b) => a.cap - b.cap)[0];
  return lowest && score > lowest.cap ? { score: lowest.cap, why: lowest.why } : { score, why: null };
}

/** Business-fit figures from rule-of-thumb tables keyed by category, the founder's way of charging and buyer type. */
export function buildBusinessFit(input: FitInput): BusinessFit {
  const category = categoryById(input.categoryId);
  const price = input.price;
  const charges = saysHowTheyCharge(price);
  const main = mainPrice(price);
  const statedAmount = main !== null || price.takeRate !== null;
  const model = chargingModel(price, input.statedModel) ?? input.statedModel ?? category.defaultModel;
  const modelLabel = BUSINESS_MODEL_LABELS[model];
  // Professionals buy for their work, so they are priced like businesses.
  const buyer: Buyer = input.segment === "consumers" || input.segment === null ? "consumer" : "business";
  const economics = MODEL_ECONOMICS[model];
  const currency = input.currency;
  const money = (amount: number) => writeMoney(amount, currency);
  const article = /^[aeiou]/i.test(category.label) ? "an" : "a";
  const rule = `Rule-of-thumb figure for ${article} ${category.label} ${model} business, not researched`;
  const assumptions: string[] = [];
  if (!charges && !input.statedModel) {
    assumptions.push(`Business model not stated; assumed ${model}, the usual model for ${category.label}. ${rule}.`);
  }
  const quote = main?.words ?? price.takeRate?.words;
  if (quote) assumptions.push(`Pricing read from your description: “${quote}”`);
  if (input.segment === null) assumptions.push("Customer type not stated; consumer pricing and acquisition costs assumed.");
  if (currency !== "USD") assumptions.push(`Figures are in ${currency}; rule-of-thumb amounts are the same round figures, not converted at an exchange rate.`);

  const orderBuyer: Buyer = model === "marketplace" && input.consumersOrder ? "consumer" : buyer;
  const unit = unitEconomics({ price, teamSize: input.teamSize, model, economics, buyer, orderBuyer, currency, rule });
  const total = category.totalMarketUsd;
  const addressable = total * economics.addressableShare;
  const serviceable = addressable * economics.serviceableShare;
  const [c1, c2, c3] = economics.customers[buyer];
  const customersWord = model === "ads" ? "monthly active users" : main?.period === "one-off" ? "buyers" : "paying customers";
  const yearly = (customers: number) => Math.round(customers * unit.yearlyPerCustomer);
  assumptions.push(
    `Total market of ${money(total)} a year for ${category.label}: ${rule}.`,
    `Addressable market is ${economics.addressableShare * 100}% of that (the part a ${model} offer can reach) and serviceable is ${economics.serviceableShare * 100}% of addressable: ${rule}.`,
    ...unit.assumptions,
    `${c1}, ${c2} and ${c3} ${customersWord} in years 1-3: ${rule}.`,
    `Year-3 revenue: ${c3.toLocaleString("en-US")} ${customersWord} × ${money(unit.yearlyPerCustomer)} a year each = ${money(yearly(c3))}.`,
  );

  const cueScore = clamp(
    3 + (input.found.monetisation || charges ? 2 : 0) + (statedAmount ? 1 : 0) + (buyer === "business" ? 1 : 0) +
      (input.found.painIntensity ? 1 : 0) + (input.customer ? 1 : 0) + economics.revenueAdjustment,
  );
  const capped = capRevenueScore({ score: cueScore, year3: yearly(c3), recommendation: input.recommendation });
  const revenueScore = capped.score;
  const stated = charges ? " (as described)" : input.statedModel ? " (as described)" : " (assumed)";
  const pricingLabel = unit.label || modelLabel;
  const estimated: BusinessFit["revenuePotential"] = {
    description: `Revenue potential ${revenueScore}/10 for ${article} ${category.label} business on a ${pricingLabel.toLowerCase()} model${stated}. Market sizes and projections are rule-of-thumb figures, not research; the score rises with a stated way to earn, a stated price, business buyers, intense pain and a named customer${capped.why ? `, and is held to ${revenueScore} by ${capped.why}` : ""}.`,
    score: revenueScore,
    marketSize: { total: whole(total), addressable: whole(addressable), serviceable: whole(serviceable) },
    revenueProjections: { year1: yearly(c1), year2: yearly(c2), year3: yearly(c3), assumptions: [...assumptions] },
    pricingStrategy: {
      model: pricingLabel,
      reasoning: `${unit.reasoning ?? economics.pricingReasoning} ${statedAmount ? "Price taken from your description." : `Price is a ${rule.charAt(0).toLowerCase()}${rule.slice(1)}.`}`,
      suggestedPrice: unit.suggestedPrice,
      per: unit.per,
      ...(statedAmount ? { stated: price } : {}),
    },
  };
  const { revenue: revenuePotential, notes: held } = holdFiguresInOrder({ revenue: estimated, currency });
  assumptions.push(...held);

  const hardest = FLAG_RESOURCES.find((r) => input.redFlags.includes(r.flag));
  const resources = hardest ?? BASE_RESOURCES;
  const flagged = FLAG_RESOURCES.filter((r) => input.redFlags.includes(r.flag));
  const difficulty = clamp(
    Math.max(
      ...flagged.map((r) => r.floor),
      2 + input.redFlags.reduce((sum, id) => sum + (FLAG_RESOURCES.find((r) => r.flag === id)?.difficulty ?? 1), 0) +
        (input.found.solution ? 0 : 1) + (input.found.ai ? 1 : 0),
    ),
    1,
  );
  assumptions.push(`Team, budget and timeline are rule-of-thumb ranges for ${hardest ? `an idea that ${RED_FLAGS.find((f) => f.id === hardest.flag)?.label}` : "a software product with no red flags"}, not researched.`);
  const challenges = RED_FLAGS.filter((f) => input.redFlags.includes(f.id)).map((f) => f.technicalChallenge);
  if (input.found.ai) challenges.push("Keeping AI output accurate and inference costs under control");
  challenges.push(buyer === "business"
    ? `Integrating with the tools ${input.customer ?? "customers"} already use`
    : `Keeping ${input.customer ?? "users"} coming back after the first week`);
  const executionDifficulty: BusinessFit["executionDifficulty"] = {
    description: `Execution difficulty ${difficulty}/10 (10 = hardest): ${input.redFlags.length ? `the idea ${RED_FLAGS.filter((f) => input.redFlags.includes(f.id)).map((f) => f.label).join(", ")}` : "no feasibility red flags found in the description"}${input.found.solution ? "" : "; the solution is not described yet"}.`,
    score: difficulty,
    resourceRequirements: { teamSize: resources.teamSize, budget: writeBudget(resources, currency), timeline: resources.timeline },
    riskFactors: buildRisks({ input, competitorTypes: input.competitorTypes }),
    technicalChallenges: challenges,
  };

  const goToMarketScore = clamp(
    4 + (input.customer ? 2 : 0) + (input.targetMarket ? 1 : 0) + (buyer === "business" && input.customer ? 1 : 0) +
      (input.found.validation ? 1 : 0) + (input.found.painIntensity ? 1 : 0) + economics.goToMarketAdjustment,
  );
  assumptions.push(`Channel effectiveness ratings: ${rule}.`);
  const fill = (text: string) => text.replace("{customer}", input.customer ?? "your customers").replace("{keyword}", input.keyword);
  const extra = MODEL_CHANNELS[model];
  const channels = [...(extra ? [extra] : []), ...CHANNELS[buyer]].map((c) => ({ channel: fill(c.channel), effectiveness: c.effectiveness, cost: c.cost }));
  const who = input.customer ?? input.targetMarket ?? "one narrow group of customers you can reach by name";
  const goToMarketSignals: BusinessFit["goToMarketSignals"] = {
    description: `Go-to-market ${goToMarketScore}/10: ${input.customer ? `the description names who to reach (${input.customer})` : "the description does not name who to reach first"}. Acquisition costs, lifetime value and channel ratings are rule-of-thumb figures, not research.`,
    score: goToMarketScore,
    customerAcquisition: { cost: unit.cac, lifetimeValue: unit.lifetimeValue, paybackPeriod: unit.paybackMonths },
    channels,
    marketEntry: { strategy: `Start with ${who}: ${economics.entryStrategy[buyer]}.`, timeline: `${resources.timeline}, then about 3 months to the first ten paying customers (rule of thumb).` },
  };

  return { revenuePotential, executionDifficulty, goToMarketSignals, currency, assumptions };
}
