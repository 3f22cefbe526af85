import type { Currency } from "../../../shared/contracts/report.ts";
import { mainPrice, type PriceReading, type StatedPrice } from "../../../shared/contracts/price.ts";
import { articleFor, writeMoney } from "../../../shared/display/write-money.ts";
import { writeCharge, writePrice, writeTakeRate } from "../../../shared/display/write-price.ts";
import type { Buyer, ModelEconomics } from "./rule-of-thumb-tables.ts";
import type { BusinessModel } from "../../contracts/vocabulary.ts";
import { monthlyCharge } from "./charging.ts";

/** Rule-of-thumb quantities a stated price is multiplied by when the description gives none. */
const AVERAGE_ORDER: Record<Buyer, number> = { business: 400, consumer: 40 };
/**
 * What a customer spends through a marketplace in a month: the order count follows from the order's
 * size, so a small, frequent purchase (a walk, a lesson) repeats and a large one (a renovation) is rare.
 */
const MONTHLY_SPEND: Record<Buyer, number> = { business: 800, consumer: 80 };
const MIN_ORDERS = 0.1;
const MAX_ORDERS = 8;

function ordersPerMonth(order: number, buyer: Buyer): number {
  const orders = MONTHLY_SPEND[buyer] / Math.max(order, 1);
  return orders >= 1 ? Math.min(MAX_ORDERS, Math.round(orders)) : Math.max(MIN_ORDERS, Math.round(orders * 10) / 10);
}

/** "4 orders a month", "1 order a month", "an order every 5 months". */
function writeOrders(orders: number): string {
  if (orders >= 1) return `${orders} order${orders === 1 ? "" : "s"} per customer a month`;
  return `one order per customer every ${Math.round(1 / orders)} months`;
}
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
  /** Every way the founder says they charge, as read from their words. */
  price: PriceReading;
  /** People per account, for a per-person price. */
  teamSize: { count: number; stated: boolean };
  model: BusinessModel;
  economics: ModelEconomics;
  buyer: Buyer;
  /** Who places a marketplace's orders, when not the buyer who pays the cut (consumers buying from businesses). */
  orderBuyer?: Buyer;
  currency: Currency;
  rule: string;
  /**
   * Estimates from elsewhere (the model's) that stand in for the tables' quantities: uses, days or
   * packs a month of the main price (orders a month under a cut), and the average order a cut is
   * taken from. Null when the model gave none; the text analyst passes neither.
   */
  usesPerMonth?: number | null;
  averageOrder?: number | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;


function priceLabel(price: PriceReading, main: StatedPrice): string {
  const kind = main.per?.kind;
  if (kind === "person") return "Per-seat subscription";
  if (main.period === "use") return kind === "pack" ? "Sold by the pack" : "Usage-based pricing";
  return price.freeTier ? "Free tier with a paid subscription" : "Subscription";
}

/**
 * What the founder's other recurring prices (refills, updates) add to a customer's month: those charged
 * as well ("plus $5/month", or after a one-off device), never tiers offered instead ("$9 … or $29 …").
 */
function otherCharges(input: EconomicsInput, main: StatedPrice | null, notes: string[]): number {
  let monthly = 0;
  const afterDevice = main?.period === "one-off";
  for (const other of input.price.prices) {
    if (other === main || other.period === "one-off" || other.joined === "or" || (!afterDevice && other.joined !== "plus")) continue;
    const charge = monthlyCharge({ price: other, buyer: input.buyer, rule: input.rule.toLowerCase(), teamSize: input.teamSize });
    notes.push(`Also ${charge.notes.join(", ")}.`);
    monthly += charge.monthly;
  }
  return monthly;
}

/** Revenue per customer per month for the ways of charging that recur. */
function monthlyRevenue(input: EconomicsInput, notes: string[]): { monthly: number; suggested: number; per: string; label: string } {
  const { price, model, economics, buyer, currency, rule } = input;
  const money = (amount: number) => writeMoney(amount, currency);
  const main = mainPrice(price);
  const cut = model === "marketplace" ? price.takeRate : null;
  if (cut) {
    const stated = cut.orderValue ?? (main?.period === "use" ? main.amount : null);
    // The order is the size its placer buys (a consumer's bag of leftovers); how many a month go through
    // each paying customer follows what that customer spends (a bakery sells many).
    const ordering = input.orderBuyer ?? buyer;
    const order = stated ?? input.averageOrder ?? AVERAGE_ORDER[ordering];
    // Orders a month the model estimated stand (within what a month can hold); else they follow from the order's size.
    const estimated = input.usesPerMonth ?? null;
    const orders = estimated === null ? ordersPerMonth(order, buyer) : Math.min(31, Math.max(MIN_ORDERS, Math.round(estimated * 10) / 10));
    const ordersFrom = estimated !== null ? rule.toLowerCase() : input.usesPerMonth === null ? "a rule of thumb, from the order's size" : `${rule.toLowerCase()}, from the order's size`;
    const fee = writeTakeRate({ ...cut, orderValue: null }, currency);
    notes.push(`${fee.charAt(0).toUpperCase()}${fee.slice(1)} (as stated) on an average order of ${money(order)} (${stated !== null ? "as stated" : rule.toLowerCase()}), ${writeOrders(orders)} (${ordersFrom}).`);
    const perOrder = (cut.percent / 100) * order;
    return { monthly: perOrder * orders, suggested: round2(perOrder), per: "per order", label: "Marketplace take rate" };
  }
  if (main) {
    const charge = monthlyCharge({ price: main, buyer, rule: rule.toLowerCase(), teamSize: input.teamSize, usesPerMonth: input.usesPerMonth ?? null });
    notes.push(`${charge.notes.join(", ")}${price.freeTier ? ", with a free tier: only paying accounts are counted" : ""}.`);
    const monthly = charge.monthly + otherCharges(input, main, notes);
    return { monthly, suggested: main.amount, per: writeCharge(main), label: priceLabel(price, main) };
  }
  const ads = price.ads;
  const tablePrice = economics.price[buyer];
  notes.push(`Revenue of ${money(tablePrice)} per ${ads ? "monthly active user" : "customer"} per month (${rule.toLowerCase()}).`);
  return { monthly: tablePrice, suggested: ads ? 0 : tablePrice, per: "per month", label: ads ? "Advertising" : "" };
}

/**
 * Revenue per customer, lifetime value, acquisition cost and payback, all from one way of
 * charging, so that they agree with each other: a one-off sale is earned once, a per-seat price is
 * multiplied by the seats, a take rate by the orders it applies to.
 */
export function unitEconomics(input: EconomicsInput): UnitEconomics {
  const { price, economics, buyer, currency, rule } = input;
  const money = (amount: number) => writeMoney(amount, currency);
  const cac = economics.cac[buyer];
  const notes: string[] = [];
  const main = mainPrice(price);

  if (input.model !== "marketplace" && (main?.period === "one-off" || (!main && price.billing === "one-off"))) {
    const sale = main?.amount ?? ONE_OFF_PRICE[buyer];
    const margin = sale * ONE_OFF_MARGIN;
    notes.push(`${main ? writePrice({ ...main, item: null }) : money(sale)} per sale (${main ? "as stated" : rule.toLowerCase()}), keeping ${ONE_OFF_MARGIN * 100}% after making and shipping it (${rule.toLowerCase()}).`);
    // Refills, updates or minutes charged after the sale are earned for the customer's lifetime.
    const after = otherCharges(input, main, notes);
    const afterMargin = Math.round(after * economics.grossMargin * economics.lifetimeMonths[buyer]);
    let paybackMonths = 0;
    if (cac > margin && after > 0) {
      paybackMonths = Number(((cac - margin) / (after * economics.grossMargin)).toFixed(1));
      notes.push(`An acquisition cost of ${money(cac)} is more than the ${money(margin)} kept on one sale; the charges after it recover the rest in about ${paybackMonths} months.`);
    } else if (cac > margin) {
      // Not recovered on the first sale: say so, and how long repeat purchases would take.
      const salesNeeded = Math.ceil(cac / margin);
      paybackMonths = (salesNeeded - 1) * 12;
      notes.push(`An acquisition cost of ${money(cac)} is more than the ${money(margin)} kept on one sale: each customer loses money unless they buy ${salesNeeded} times (about ${paybackMonths} months at one purchase a year).`);
    } else {
      notes.push(`An acquisition cost of ${money(cac)} is recovered on the first sale (${money(margin)} kept per sale).`);
    }
    return {
      yearlyPerCustomer: sale + after * 12, lifetimeValue: Math.round(margin) + afterMargin, cac, paybackMonths, suggestedPrice: sale, per: "once",
      label: after > 0 ? "One-off purchase with recurring charges" : "One-off purchase", assumptions: notes,
      reasoning: after > 0
        ? "The first sale is earned once per buyer and the charges after it for as long as they stay: winning each buyer must cost less than the first sale's margin plus what they pay after it."
        : "A one-off price is earned once per buyer: revenue grows only with new buyers, so winning each one must cost less than the margin on one sale, or repeat purchases and add-ons must make up the difference.",
    };
  }

  const { monthly, suggested, per, label } = monthlyRevenue(input, notes);
  const monthlyMargin = monthly * economics.grossMargin;
  const lifetime = economics.lifetimeMonths[buyer];
  notes.push(`Acquisition cost of ${money(cac)}, ${articleFor(lifetime)} ${lifetime}-month customer lifetime and ${Math.round(economics.grossMargin * 100)}% gross margin: ${rule}.`);
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
