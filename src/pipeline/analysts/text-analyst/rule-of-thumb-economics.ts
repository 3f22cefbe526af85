import type { Currency } from "../../../shared/contracts/report.ts";
import { formatMoney } from "../../../shared/display/money.ts";
import type { Buyer, ModelEconomics } from "./rule-of-thumb-tables.ts";
import type { PriceBasis, PriceModel } from "../../text/price-model.ts";
import type { BusinessModel } from "../../contracts/vocabulary.ts";

/** Which rule-of-thumb table row a way of charging is read with. */
export const BASIS_MODEL: Readonly<Record<PriceBasis, BusinessModel>> = {
  "one-off": "transactional",
  subscription: "subscription",
  "per-seat": "subscription",
  usage: "transactional",
  "take-rate": "marketplace",
  ads: "ads",
};

/** Rule-of-thumb quantities a stated price is multiplied by when the description gives none. */
const USAGE_UNITS_PER_MONTH: Record<Buyer, number> = { business: 500, consumer: 20 };
const AVERAGE_ORDER: Record<Buyer, number> = { business: 400, consumer: 40 };
const ORDERS_PER_MONTH: Record<Buyer, number> = { business: 4, consumer: 1 };
const ONE_OFF_PRICE: Record<Buyer, number> = { business: 500, consumer: 50 };
/** Goods sold once keep less of the price than software does. */
const ONE_OFF_MARGIN = 0.5;

export interface UnitEconomics {
  /** Revenue from one paying customer in a year (a one-off sale counts once). */
  yearlyPerCustomer: number;
  lifetimeValue: number;
  cac: number;
  paybackMonths: number;
  suggestedPrice: number;
  /** What the suggested price is charged per, as people say it: "per month", "one-off". */
  per: string;
  /** The price basis in words for the pricing model label. */
  label: string;
  /** Why this way of charging works or not, when the model's table reasoning does not fit it. */
  reasoning: string | null;
  /** Every figure above in words, stated or rule of thumb, for the report's assumptions. */
  assumptions: string[];
}

interface EconomicsInput {
  price: PriceModel | null;
  model: BusinessModel;
  economics: ModelEconomics;
  buyer: Buyer;
  currency: Currency;
  rule: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Revenue per customer per month for the ways of charging that recur. */
function monthlyRevenue({ price, economics, buyer, currency, rule }: EconomicsInput, notes: string[]): { monthly: number; suggested: number; per: string; label: string } {
  const money = (amount: number) => formatMoney(amount, currency);
  const basis = price?.basis;
  const amount = price?.amount ?? null;
  if (basis === "per-seat" && amount !== null && price?.seats) {
    const perSeat = price.period === "year" ? amount / 12 : amount;
    const { count, stated } = price.seats;
    notes.push(`${money(amount)} per seat per ${price.period ?? "month"} (as stated) times ${count} seats per account (${stated ? "the team size you state" : `${rule.toLowerCase()}, estimated from the customer size you describe or a small team`}).`);
    return { monthly: perSeat * count, suggested: round2(perSeat), per: "per seat per month", label: "Per-seat subscription" };
  }
  if (basis === "usage" && amount !== null) {
    const units = USAGE_UNITS_PER_MONTH[buyer];
    notes.push(`${money(amount)} per ${price?.unit ?? "use"} (as stated) times ${units} uses per customer a month (${rule.toLowerCase()}).`);
    return { monthly: amount * units, suggested: amount, per: `per ${price?.unit ?? "use"}`, label: "Usage-based pricing" };
  }
  if (basis === "take-rate" && price?.takeRate) {
    const order = amount ?? AVERAGE_ORDER[buyer];
    const orders = ORDERS_PER_MONTH[buyer];
    notes.push(`A ${round2(price.takeRate * 100)}% take rate (as stated) on an average order of ${money(order)} (${amount !== null ? "as stated" : rule.toLowerCase()}), ${orders} order${orders === 1 ? "" : "s"} per customer a month (${rule.toLowerCase()}).`);
    return { monthly: price.takeRate * order * orders, suggested: round2(price.takeRate * order), per: "per order", label: "Marketplace take rate" };
  }
  if (basis === "subscription" && amount !== null) {
    const monthly = price?.period === "year" ? amount / 12 : amount;
    notes.push(`${money(amount)} per ${price?.period ?? "month"} per account (as stated)${price?.freeTier ? ", with a free tier: only paying accounts are counted" : ""}.`);
    return { monthly, suggested: round2(monthly), per: "per month", label: price?.freeTier ? "Free tier with a paid subscription" : "Subscription" };
  }
  const tablePrice = economics.price[buyer];
  notes.push(`Revenue of ${money(tablePrice)} per ${basis === "ads" ? "monthly active user" : "customer"} per month (${rule.toLowerCase()}).`);
  return { monthly: tablePrice, suggested: basis === "ads" ? 0 : tablePrice, per: "per month", label: basis === "ads" ? "Advertising" : "" };
}

/**
 * Revenue per customer, lifetime value, acquisition cost and payback, all from one way of
 * charging, so that they agree with each other: a one-off sale is earned once, a per-seat price is
 * multiplied by the seats, a take rate by the orders it applies to.
 */
export function unitEconomics(input: EconomicsInput): UnitEconomics {
  const { price, economics, buyer, currency, rule } = input;
  const money = (amount: number) => formatMoney(amount, currency);
  const cac = economics.cac[buyer];
  const notes: string[] = [];

  if (price?.basis === "one-off") {
    const sale = price.amount ?? ONE_OFF_PRICE[buyer];
    const margin = sale * ONE_OFF_MARGIN;
    notes.push(`${money(sale)} per sale, paid once (${price.amount !== null ? "as stated" : rule.toLowerCase()}), keeping ${ONE_OFF_MARGIN * 100}% after making and shipping it (${rule.toLowerCase()}).`);
    let paybackMonths = 0;
    if (cac > margin) {
      // Not recovered on the first sale: say so, and how long repeat purchases would take.
      const salesNeeded = Math.ceil(cac / margin);
      paybackMonths = (salesNeeded - 1) * 12;
      notes.push(`An acquisition cost of ${money(cac)} is more than the ${money(margin)} kept on one sale: each customer loses money unless they buy ${salesNeeded} times (about ${paybackMonths} months at one purchase a year).`);
    } else {
      notes.push(`An acquisition cost of ${money(cac)} is recovered on the first sale (${money(margin)} kept per sale).`);
    }
    return {
      yearlyPerCustomer: sale, lifetimeValue: Math.round(margin), cac, paybackMonths, suggestedPrice: sale, per: "one-off",
      label: "One-off purchase", assumptions: notes,
      reasoning: "A one-off price is earned once per buyer: revenue grows only with new buyers, so winning each one must cost less than the margin on one sale, or repeat purchases and add-ons must make up the difference.",
    };
  }

  const { monthly, suggested, per, label } = monthlyRevenue(input, notes);
  const monthlyMargin = monthly * economics.grossMargin;
  const lifetime = economics.lifetimeMonths[buyer];
  notes.push(`Acquisition cost of ${money(cac)}, a ${lifetime}-month customer lifetime and ${economics.grossMargin * 100}% gross margin: ${rule}.`);
  const lifetimeValue = Math.round(monthlyMargin * lifetime);
  if (lifetimeValue < cac) notes.push(`Lifetime value (${money(lifetimeValue)}) is below the acquisition cost (${money(cac)}): at this price each customer costs more to win than they bring in.`);
  return {
    yearlyPerCustomer: monthly * 12,
    lifetimeValue,
    cac,
    paybackMonths: monthlyMargin > 0 ? Number((cac / monthlyMargin).toFixed(1)) : 0,
    suggestedPrice: suggested,
    per,
    label,
    reasoning: null,
    assumptions: notes,
  };
}
