import type { Currency, ReportRecommendation } from "../../../shared/contracts/report.ts";
import type { PriceReading } from "../../../shared/contracts/price.ts";
import { writeMoney, writeMoneyRange } from "../../../shared/display/write-money.ts";
import type { CustomerSegment } from "../../text/lexicon-personas.ts";
import type { BusinessModel, RedFlagId } from "../../contracts/vocabulary.ts";

/** What the tables are read with: the idea's category, model, customer and what its text states. */
export interface FitInput {
  categoryId: string;
  statedModel: BusinessModel | null;
  segment: CustomerSegment | null;
  /**
   * In a marketplace, whether the founder names consumers among its parties ("nearby customers" who
   * collect a bakery's leftovers): orders are theirs, so they are consumer-sized whoever pays the cut.
   */
  consumersOrder?: boolean;
  /** A specific customer named in the text, else null. */
  customer: string | null;
  targetMarket: string | null;
  keyword: string;
  redFlags: readonly RedFlagId[];
  /** How the founder says they charge, read from the text; null when it says nothing. */
  price: PriceReading;
  /** People per account, for a per-person price. */
  teamSize: { count: number; stated: boolean };
  /** The founder's currency: the one their price is written in, else their country's. */
  currency: Currency;
  /** The verdict the scores gave, which revenue potential must not contradict. */
  recommendation: ReportRecommendation | null;
  competitorTypes: readonly string[];
  found: { problem: boolean; monetisation: boolean; price: boolean; painIntensity: boolean; validation: boolean; solution: boolean; ai: boolean };
}

/**
 * Rule-of-thumb economics per business model and buyer type. These are not research: every figure
 * drawn from here is listed in the report's assumptions as a rule-of-thumb, never as a market fact.
 */
export type Buyer = "business" | "consumer";

export interface ChannelRule {
  channel: string;
  effectiveness: number;
  cost: string;
}

export interface ModelEconomics {
  /** Monthly revenue per paying customer (for ads: per monthly active user), in the report's currency. */
  price: Record<Buyer, number>;
  addressableShare: number;
  serviceableShare: number;
  /** Paying customers (for ads: monthly active users) in years 1-3. */
  customers: Record<Buyer, readonly [number, number, number]>;
  cac: Record<Buyer, number>;
  lifetimeMonths: Record<Buyer, number>;
  grossMargin: number;
  pricingReasoning: string;
  /** How to win the first customers; a consumer is not offered a pilot like a firm. */
  entryStrategy: Record<Buyer, string>;
  /** Rubric adjustments for revenue potential and go-to-market scores. */
  revenueAdjustment: number;
  goToMarketAdjustment: number;
}

export const MODEL_ECONOMICS: Readonly<Record<BusinessModel, ModelEconomics>> = {
  subscription: {
    price: { business: 49, consumer: 9 }, addressableShare: 0.1, serviceableShare: 0.05,
    customers: { business: [60, 250, 700], consumer: [400, 2000, 6000] },
    cac: { business: 400, consumer: 30 }, lifetimeMonths: { business: 24, consumer: 10 }, grossMargin: 0.8,
    pricingReasoning: "A monthly subscription matches a problem that recurs; start with one paid plan and a free trial rather than a free tier.",
    entryStrategy: { business: "offer a free pilot to ten of them, learn what they would pay for, then convert the pilot to paid plans", consumer: "get the first hundred using it free for a month through the places they already gather, then ask them to subscribe and watch who stays" },
    revenueAdjustment: 1, goToMarketAdjustment: 0,
  },
  marketplace: {
    price: { business: 60, consumer: 6 }, addressableShare: 0.05, serviceableShare: 0.05,
    customers: { business: [50, 200, 600], consumer: [500, 2500, 8000] },
    cac: { business: 250, consumer: 25 }, lifetimeMonths: { business: 18, consumer: 8 }, grossMargin: 0.7,
    pricingReasoning: "A commission on each completed transaction charges only when both sides get value, which eases the cold start.",
    entryStrategy: { business: "recruit one side by hand in a single niche and location until the other side finds enough choice, then open up", consumer: "recruit the first sellers or providers by hand in one neighbourhood or niche, then bring buyers from local communities until orders repeat" },
    revenueAdjustment: 1, goToMarketAdjustment: -1,
  },
  transactional: {
    price: { business: 40, consumer: 5 }, addressableShare: 0.08, serviceableShare: 0.05,
    customers: { business: [80, 300, 900], consumer: [600, 3000, 9000] },
    cac: { business: 200, consumer: 15 }, lifetimeMonths: { business: 18, consumer: 6 }, grossMargin: 0.6,
    pricingReasoning: "Charging per use keeps the first purchase small; watch repeat purchases, because revenue depends on them.",
    entryStrategy: { business: "sell the first transactions by hand to learn the price and the repeat rate before automating", consumer: "sell the first hundred directly (your own shop, a marketplace listing or a market stall) to learn the price and the repeat rate before paying for ads" },
    revenueAdjustment: 0, goToMarketAdjustment: 0,
  },
  ads: {
    price: { business: 1, consumer: 0.3 }, addressableShare: 0.02, serviceableShare: 0.05,
    customers: { business: [2000, 10000, 30000], consumer: [10000, 50000, 150000] },
    cac: { business: 10, consumer: 2 }, lifetimeMonths: { business: 12, consumer: 8 }, grossMargin: 0.8,
    pricingReasoning: "Free to users and paid by advertisers: it only earns at large audiences, so growth matters more than price.",
    entryStrategy: { business: "build an engaged professional audience first and add sponsorships only once usage is habitual", consumer: "build an engaged audience first and add advertising only once usage is habitual" },
    revenueAdjustment: -1, goToMarketAdjustment: -1,
  },
  services: {
    price: { business: 1500, consumer: 150 }, addressableShare: 0.03, serviceableShare: 0.02,
    customers: { business: [8, 20, 40], consumer: [30, 80, 150] },
    cac: { business: 1500, consumer: 150 }, lifetimeMonths: { business: 12, consumer: 4 }, grossMargin: 0.4,
    pricingReasoning: "A service fee or retainer earns from the first customer, but revenue grows only with the hours you can sell.",
    entryStrategy: { business: "sell a done-for-you version first, then turn the parts that repeat into software", consumer: "take the first clients by word of mouth and reviews, then turn the parts that repeat into a product" },
    revenueAdjustment: -1, goToMarketAdjustment: 1,
  },
};

export const CHANNELS: Readonly<Record<Buyer, readonly ChannelRule[]>> = {
  business: [
    { channel: "Direct outreach to {customer}", effectiveness: 8, cost: "Low (founder time)" },
    { channel: "Communities and forums where {customer} gather", effectiveness: 7, cost: "Low" },
    { channel: "Partnerships with tools {customer} already use", effectiveness: 6, cost: "Medium" },
    { channel: "Content and search (SEO) about {keyword}", effectiveness: 6, cost: "Low, slow to build" },
    { channel: "Paid search ads", effectiveness: 4, cost: "High" },
  ],
  consumer: [
    { channel: "Communities and forums where {customer} gather", effectiveness: 7, cost: "Low" },
    { channel: "Short-form social content about {keyword}", effectiveness: 7, cost: "Low" },
    { channel: "Referral incentives for early users", effectiveness: 6, cost: "Medium" },
    { channel: "App store and search optimisation", effectiveness: 5, cost: "Low" },
    { channel: "Paid social ads", effectiveness: 4, cost: "High" },
  ],
};

export const MODEL_CHANNELS: Readonly<Partial<Record<BusinessModel, ChannelRule>>> = {
  marketplace: { channel: "Recruit the first supply side by hand", effectiveness: 8, cost: "Medium (founder time)" },
  services: { channel: "Referrals from your own network", effectiveness: 8, cost: "Low" },
};

export interface ResourceRule {
  teamSize: string;
  /** In the report's currency: [low, high], or [0, ceiling] for "under"; the words after the amount. */
  budget: { range: readonly [number, number]; what: string };
  timeline: string;
  /** Lowest execution difficulty an idea with this flag can have, whoever estimated it. */
  floor: number;
  /** Added to execution difficulty (10 = hardest). */
  difficulty: number;
  impact: "low" | "medium" | "high";
}

export const BASE_RESOURCES: ResourceRule = {
  teamSize: "1-2 people: someone who builds and someone who sells",
  budget: { range: [0, 10_000], what: "to a first version" },
  timeline: "6-10 weeks to a first version",
  floor: 0,
  difficulty: 0,
  impact: "low",
};

/** The hardest flag present decides the resources, so the order runs from hardest to easiest. */
export const FLAG_RESOURCES: readonly (ResourceRule & { flag: RedFlagId })[] = [
  {
    flag: "impossible-premise", teamSize: "No team can build it as described: the premise is not possible today",
    budget: { range: [0, 0], what: "no budget delivers what the premise needs" }, timeline: "No timeline: it waits on the premise becoming possible", floor: 10, difficulty: 8, impact: "high",
  },
  { flag: "deep-tech", teamSize: "3-6 people including research engineers", budget: { range: [250_000, 1_000_000], what: "before first sales" }, timeline: "18-36 months to a sellable product", floor: 7, difficulty: 4, impact: "high" },
  {
    flag: "hardware", teamSize: "3-5 people including a hardware engineer and someone who runs manufacturing and stock",
    budget: { range: [150_000, 500_000], what: "before first sales, for prototypes, tooling, certification and a first stock of units and consumables" },
    timeline: "12-24 months to a sellable product, including tooling and certification", floor: 6, difficulty: 3.5, impact: "high",
  },
  {
    flag: "regulated", teamSize: "2-4 people including someone who owns compliance",
    budget: { range: [50_000, 150_000], what: "including legal review and certification" }, timeline: "6-12 months including compliance work", floor: 5, difficulty: 2.5, impact: "high",
  },
  { flag: "physical-operations", teamSize: "3-5 people including operations staff", budget: { range: [50_000, 200_000], what: "for premises, stock or vehicles" }, timeline: "4-9 months to a first location or route", floor: 4, difficulty: 2, impact: "medium" },
  { flag: "marketplace-cold-start", teamSize: "2-3 people: a builder plus people recruiting each side by hand", budget: { range: [20_000, 60_000], what: "spent mostly on seeding one side" }, timeline: "3-6 months to a usable density in one niche", floor: 0, difficulty: 2, impact: "high" },
  { flag: "network-effects", teamSize: "2-3 people: a builder plus a community lead", budget: { range: [20_000, 50_000], what: "to an active first community" }, timeline: "3-6 months to an active first community", floor: 0, difficulty: 1.5, impact: "medium" },
];

/** "Under £10K to a first version", "$150K-$500K before first sales", in the report's currency. */
export function writeBudget(rule: ResourceRule, currency: Currency): string {
  const [low, high] = rule.budget.range;
  if (high === 0) return rule.budget.what.charAt(0).toUpperCase() + rule.budget.what.slice(1);
  return low === 0 ? `Under ${writeMoney(high, currency)} ${rule.budget.what}` : `${writeMoneyRange(low, high, currency)} ${rule.budget.what}`;
}
