import type { Currency, ReportBody } from "../../../shared/contracts/report.ts";
import { formatMoney } from "../../../shared/display/money.ts";
import type { IdeaProfile } from "../../contracts/checkpoints.ts";
import { clip } from "../../text/phrases.ts";
import type { PriceModel } from "../../text/price-model.ts";

export type Segment = "businesses" | "professionals" | "consumers";

/** What the assumptions and experiments are written from: the founder's words, their price and the report. */
export interface IdeaFacts {
  title: string;
  pitch: string;
  customer: string;
  segment: Segment;
  /** The founder's statement of the problem, in their words, when they gave one. */
  problem: string | null;
  /** A short topic for interview questions ("invoice chasing"). */
  topic: string;
  currency: Currency;
  marketplace: boolean;
  price: { amount: number; per: string; phrase: string; from: "stated" | "estimate" } | null;
  channel: string | null;
  competitors: string[];
}

const SEGMENT_CUSTOMERS: Readonly<Record<Segment, string>> = {
  businesses: "the businesses you have in mind", professionals: "the professionals you have in mind", consumers: "the people you have in mind",
};

/** "Freelance designers" reads "freelance designers" mid-sentence; "UK landlords" and "iPhone owners" keep their capitals. */
const inSentence = (text: string) => (/^[A-Z][a-z]+\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

const PERIOD = { month: "a month", year: "a year" } as const;

/** The founder's stated price as they charge it, in words ("$12 a month", "£79 one-off", "a 10% fee on each sale"). */
function statedPrice(price: PriceModel): IdeaFacts["price"] {
  const money = (amount: number) => formatMoney(amount, price.currency);
  const period = price.period ? PERIOD[price.period] : "a month";
  if (price.basis === "take-rate" && price.takeRate !== null) {
    const percent = `${Math.round(price.takeRate * 1000) / 10}%`;
    return { amount: price.takeRate * 100, per: "percent of each transaction", phrase: `a ${percent} fee on each transaction`, from: "stated" };
  }
  if (price.amount === null) return null;
  switch (price.basis) {
    case "one-off": return { amount: price.amount, per: "one-off", phrase: `${money(price.amount)} one-off`, from: "stated" };
    case "per-seat": {
      const account = price.seats
        ? ` (${money(price.amount * price.seats.count)} ${period} for an account of ${price.seats.count} seats${price.seats.stated ? "" : ", estimated"})`
        : "";
      return { amount: price.amount, per: `per seat ${period}`, phrase: `${money(price.amount)} per seat ${period}${account}`, from: "stated" };
    }
    case "usage": return { amount: price.amount, per: `per ${price.unit ?? "use"}`, phrase: `${money(price.amount)} per ${price.unit ?? "use"}`, from: "stated" };
    case "ads": return null;
    default: return { amount: price.amount, per: period, phrase: `${money(price.amount)} ${period}`, from: "stated" };
  }
}

function estimatedPrice(report: ReportBody): IdeaFacts["price"] {
  const { suggestedPrice, per } = report.revenuePotential.pricingStrategy;
  if (!(suggestedPrice > 0)) return null;
  const unit = per ?? "per month";
  return { amount: suggestedPrice, per: unit, phrase: `${formatMoney(suggestedPrice, report.currency ?? "USD")} ${unit} (the report's estimate)`, from: "estimate" };
}

export function ideaFacts({ profile, report, price }: { profile: IdeaProfile; report: ReportBody; price: PriceModel | null }): IdeaFacts {
  const segment = profile.customerSegment ?? "consumers";
  const named = report.competitorLandscape?.competitors.map((c) => c.name) ?? [];
  return {
    title: clip({ text: profile.title, max: 60 }),
    pitch: clip({ text: profile.pitch, max: 200 }),
    customer: profile.customer ? inSentence(clip({ text: profile.customer, max: 80 })) : SEGMENT_CUSTOMERS[segment],
    segment,
    problem: profile.problem ? clip({ text: profile.problem, max: 160 }) : null,
    topic: clip({ text: profile.keywords[0] ?? profile.category.label, max: 60 }),
    currency: report.currency ?? price?.currency ?? "USD",
    // A take rate alone is not a marketplace (a payments fee is one too); the profile's reading of the model decides.
    marketplace: profile.businessModel.model === "marketplace",
    price: (price && statedPrice(price)) ?? estimatedPrice(report),
    channel: report.goToMarketSignals.channels[0]?.channel ?? null,
    competitors: named.slice(0, 3),
  };
}
