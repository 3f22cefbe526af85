import { mainPrice, type PricePeriod, type PriceReading, type StatedPrice } from "../../shared/contracts/price.ts";
import type { Currency, ReportBody } from "../../shared/contracts/report.ts";
import { writeAmount, writeMoney } from "../../shared/display/write-money.ts";
import { writePrice } from "../../shared/display/write-price.ts";
import type { BusinessModel } from "../contracts/vocabulary.ts";
import { chargingModel } from "./text-analyst/charging.ts";
import { unitEconomics } from "./text-analyst/rule-of-thumb-economics.ts";
import { MODEL_ECONOMICS, type Buyer } from "./text-analyst/rule-of-thumb-tables.ts";
import { wordTable } from "../../shared/word-table.ts";

type Revenue = ReportBody["revenuePotential"];
type GoToMarket = ReportBody["goToMarketSignals"];
type MarketSize = Revenue["marketSize"];

/** total ≥ addressable ≥ serviceable: a figure above the one that contains it is held to it, and said. */
function marketInOrder({ marketSize, money }: { marketSize: MarketSize; money: (amount: number) => string }): { marketSize: MarketSize; notes: string[] } {
  const notes: string[] = [];
  const { total } = marketSize;
  let { addressable, serviceable } = marketSize;
  if (addressable > total) {
    notes.push(`The addressable market (${money(addressable)}) was held to the total market (${money(total)}), which contains it.`);
    addressable = total;
  }
  if (serviceable > addressable) {
    notes.push(`The serviceable market (${money(serviceable)}) was held to the addressable market (${money(addressable)}), which contains it.`);
    serviceable = addressable;
  }
  return { marketSize: { total, addressable, serviceable }, notes };
}

/**
 * Market figures nest and revenue sits inside them, whoever estimated them: total ≥ addressable ≥
 * serviceable ≥ each year's revenue. A figure above the one that contains it is held to it (the
 * smaller claim is the safer one), and the report says which was held.
 */
export function holdFiguresInOrder({ revenue, currency }: { revenue: Revenue; currency: Currency }): { revenue: Revenue; notes: string[] } {
  const money = (amount: number) => writeMoney(amount, currency);
  const { marketSize, notes } = marketInOrder({ marketSize: revenue.marketSize, money });
  const { serviceable } = marketSize;
  const projections = { ...revenue.revenueProjections };
  for (const year of ["year1", "year2", "year3"] as const) {
    if (projections[year] <= serviceable) continue;
    notes.push(`Year ${year.slice(-1)} revenue (${money(projections[year])}) was held to the serviceable market (${money(serviceable)}): a business cannot sell more than the market it serves.`);
    projections[year] = serviceable;
  }
  return {
    revenue: { ...revenue, marketSize, revenueProjections: { ...projections, assumptions: [...projections.assumptions, ...notes] } },
    notes,
  };
}

/** Evidence numbers ("(E3)", "(E14; Launchable, E7)") are the model's working references: no reader has an E list. */
export function withoutEvidenceNumbers(text: string): string {
  return text
    .replace(/\s*\((?:[^()]*?\bE\d+\b[^()]*?)\)/g, (group) => {
      const kept = group.replace(/^\s*\(|\)$/g, "").split(/[;,]\s*/).filter((part) => !/^E\d+$/.test(part.trim()));
      return kept.length ? ` (${kept.join("; ")})` : "";
    })
    .replace(/\s*\bE\d+\b/g, "")
    .replace(/\s+([.,;:])/g, "$1")
    .trim();
}

/* ------------------------------------------------------------------------------------------------
 * Money phrases in sentences a model wrote: a figure and the words that say what it is charged per
 * and how often ("$35 a week", "£20 per developer per month", "$12/mo", "€9 monthly").
 * ---------------------------------------------------------------------------------------------- */

const PERIOD_WORDS: Readonly<Record<string, PricePeriod>> = wordTable({
  day: "day", daily: "day", week: "week", weekly: "week", wk: "week", fortnight: "fortnight", fortnightly: "fortnight",
  month: "month", monthly: "month", mo: "month", mth: "month", quarter: "quarter", quarterly: "quarter", term: "term",
  year: "year", yearly: "year", annual: "year", annually: "year", annum: "year", yr: "year", once: "one-off", "one-off": "one-off", "one-time": "one-off",
});
const MONEY = /([A-Z]{1,2}\$|CHF ?|[$£€¥₹])(\d[\d,]*(?:\.\d+)?)(\s?(?:k|K|M|m|bn)\b)?((?:(?:\s*\/\s*|\s+(?:a|an|per|each|every)\s+)[a-z][a-z-]*|\s+(?:daily|weekly|fortnightly|monthly|quarterly|yearly|annually|once|one-off|one-time)\b){0,3})/g;

export interface MoneyPhrase {
  /** The whole phrase as written. */
  text: string;
  /** The currency its mark names, null for a mark we do not price in ("S$"). */
  currency: Currency | null;
  amount: number;
  /** Periods named after the figure. */
  periods: PricePeriod[];
  /** Nouns it is charged per that are not periods ("developer", "walk"). */
  units: string[];
}

const SCALE: Readonly<Record<string, number>> = wordTable({ k: 1e3, K: 1e3, M: 1e6, m: 1e6, bn: 1e9 });
const MARKS: Readonly<Record<string, Currency>> = wordTable({
  "$": "USD", "US$": "USD", "£": "GBP", "€": "EUR", "C$": "CAD", "CA$": "CAD", "A$": "AUD", "AU$": "AUD", "NZ$": "NZD", "¥": "JPY", "₹": "INR", CHF: "CHF",
});

/** Every money figure in a sentence with the words after it that say per what and how often. */
export function moneyPhrases(text: string): MoneyPhrase[] {
  return [...text.matchAll(MONEY)].map((match) => {
    const amount = Number(match[2]!.replace(/,/g, "")) * (SCALE[(match[3] ?? "").trim()] ?? 1);
    const words = (match[4] ?? "").toLowerCase().split(/[\s/]+/).filter((w) => w && !["a", "an", "per", "each", "every"].includes(w));
    return {
      text: match[0].trim(),
      currency: MARKS[match[1]!.trim()] ?? null,
      amount,
      periods: words.flatMap((w) => (PERIOD_WORDS[w] ? [PERIOD_WORDS[w]] : [])),
      units: words.filter((w) => !PERIOD_WORDS[w]),
    };
  });
}

/** Whether a phrase says something else than the stated price with the same figure ("$35 a month" for "$35 a week"). */
function contradicts(phrase: MoneyPhrase, price: StatedPrice): boolean {
  if (phrase.periods.length === 0) return false;
  if (price.period === null) return false;
  // A price per walk or per call is not one a month; a figure said per some other unit is another figure.
  if (price.period === "use") return phrase.units.length === 0;
  return phrase.periods.some((period) => period !== price.period);
}

/** The stated price a figure in a sentence misstates, if any: same amount, another period. */
function misstated(phrase: MoneyPhrase, price: PriceReading): StatedPrice | null {
  const same = price.prices.filter((p) => p.amount === phrase.amount || p.upTo === phrase.amount);
  if (same.length === 0 || !same.every((p) => contradicts(phrase, p))) return null;
  return same[0]!;
}

/** Whether a sentence misstates one of the founder's prices (its figure with another period). */
export function misstatesPrice(text: string, price: PriceReading): boolean {
  return moneyPhrases(text).some((phrase) => misstated(phrase, price) !== null);
}

/**
 * A model's sentence with every misstated price written back as the founder stated it: "Assumes $12
 * per customer per month" for a price of $12 a week becomes "Assumes $12 a week".
 */
export function holdToStatedPrices(text: string, price: PriceReading): string {
  let held = text;
  for (const phrase of moneyPhrases(text)) {
    const stated = misstated(phrase, price);
    if (stated) held = held.replace(phrase.text, writePrice({ ...stated, item: null }));
  }
  return held;
}

/** Whether a sentence gives a money figure in another currency than the report's. */
export function foreignMoney(text: string, currency: Currency): boolean {
  return moneyPhrases(text).some((phrase) => phrase.currency !== currency);
}

/**
 * A model's business fit with every figure in the report's currency: a sentence giving one in
 * another currency ("$150K" in a pound report) is left out, since code cannot tell which the figure
 * meant; a field left empty takes code's own text at the same place (the rule-of-thumb fit), and a
 * list item with such a figure is dropped.
 */
export function holdToCurrency<T>(value: T, currency: Currency, fallback?: unknown): T {
  if (typeof value === "string") {
    if (!foreignMoney(value, currency)) return value;
    const kept = value.split(/(?<=[.!?;])\s+/).filter((sentence) => !foreignMoney(sentence, currency)).join(" ").trim();
    return (kept || (typeof fallback === "string" && !foreignMoney(fallback, currency) ? fallback : "")) as T;
  }
  if (Array.isArray(value)) {
    return value.filter((item) => !JSON.stringify(item).split("\"").some((leaf) => foreignMoney(leaf, currency))).map((item) => holdToCurrency(item, currency)) as T;
  }
  if (value && typeof value === "object") {
    const other = fallback && typeof fallback === "object" ? (fallback as Record<string, unknown>) : {};
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, holdToCurrency(v, currency, other[k])])) as T;
  }
  return value;
}

/* ------------------------------------------------------------------------------------------------
 * The model's business figures recomputed from the founder's stated price.
 * ---------------------------------------------------------------------------------------------- */

/** The quantities a model estimates that code multiplies the stated price by. */
export interface ModelQuantities {
  /** Paying customers (buyers for a one-off sale, monthly active users for ads) in years 1-3. */
  customers: { year1: number; year2: number; year3: number };
  lifetimeMonths: number;
  grossMarginPercent: number;
  /** How many times a month a customer pays a price charged per use, per day or per pack, when one is; else null. */
  usesPerMonth: number | null;
  /** People per account for a per-person price, when the model has a figure. */
  seatsPerAccount: number | null;
  /** The typical order a cut is taken from, when the founder gives none. */
  averageOrder: number | null;
}

const MODEL_RULE = "the model's estimate";
const whole = (value: number) => Math.max(0, Math.round(value));

/**
 * Revenue, lifetime value and payback from the founder's own price, as they stated it (amount,
 * period, what it is charged per), and the model's customer counts, lifetime, margin and
 * acquisition cost: the model estimates the quantities, code does the arithmetic and writes it out,
 * so a weekly price is never multiplied as a monthly one. The market figures are put in order and
 * each year's customers held to what the serviceable market can pay for. Without a stated price the
 * model's suggested monthly price stands in, labelled as its estimate.
 */
export function figuresAtStatedPrice({ revenue, goToMarket, quantities, price, statedModel, buyer, teamSize, currency }: {
  revenue: Revenue; goToMarket: GoToMarket; quantities: ModelQuantities; price: PriceReading; statedModel: BusinessModel | null;
  buyer: Buyer; teamSize: { count: number; stated: boolean }; currency: Currency;
}): { revenue: Revenue; goToMarket: GoToMarket; assumptions: string[] } {
  const money = (amount: number) => writeMoney(amount, currency);
  // Nothing to multiply: no stated price and no price of the model's own (a free product paid for otherwise). Its figures stand, in order.
  if (mainPrice(price) === null && price.takeRate === null && revenue.pricingStrategy.suggestedPrice <= 0) {
    const { revenue: ordered, notes } = holdFiguresInOrder({ revenue, currency });
    return { revenue: ordered, goToMarket, assumptions: notes };
  }
  const model = chargingModel(price, statedModel) ?? statedModel ?? "subscription";
  const table = MODEL_ECONOMICS[model];
  const cac = Math.max(0, goToMarket.customerAcquisition.cost);
  const lifetime = Math.min(120, Math.max(1, Math.round(quantities.lifetimeMonths)));
  const economics = {
    ...table,
    price: { business: revenue.pricingStrategy.suggestedPrice, consumer: revenue.pricingStrategy.suggestedPrice },
    cac: { business: cac, consumer: cac },
    lifetimeMonths: { business: lifetime, consumer: lifetime },
    grossMargin: Math.min(1, Math.max(0.05, quantities.grossMarginPercent / 100)),
  };
  const seats = teamSize.stated || quantities.seatsPerAccount === null ? teamSize : { count: Math.max(1, Math.round(quantities.seatsPerAccount)), stated: false };
  const unit = unitEconomics({
    price, teamSize: seats, model, economics, buyer, currency, rule: MODEL_RULE,
    usesPerMonth: quantities.usesPerMonth !== null && quantities.usesPerMonth > 0 ? quantities.usesPerMonth : null,
    averageOrder: quantities.averageOrder !== null && quantities.averageOrder > 0 ? quantities.averageOrder : null,
  });
  const { marketSize, notes: marketNotes } = marketInOrder({ marketSize: revenue.marketSize, money });
  const main = mainPrice(price);
  const customersWord = model === "ads" ? "monthly active users" : main?.period === "one-off" ? "buyers" : "paying customers";
  const held: string[] = [];
  // Customers whose revenue would exceed the serviceable market are more than it holds: held to it.
  const customers = (["year1", "year2", "year3"] as const).map((year) => {
    const wanted = whole(quantities.customers[year]);
    if (unit.yearlyPerCustomer <= 0 || wanted * unit.yearlyPerCustomer <= marketSize.serviceable) return wanted;
    const fits = Math.floor(marketSize.serviceable / unit.yearlyPerCustomer);
    held.push(`Year ${year.slice(-1)}: ${wanted.toLocaleString("en-US")} ${customersWord} would pay more than the serviceable market (${money(marketSize.serviceable)}); held to ${fits.toLocaleString("en-US")}.`);
    return fits;
  }) as [number, number, number];
  const yearly = (count: number) => Math.round(count * unit.yearlyPerCustomer);
  const [c1, c2, c3] = customers;
  const priceFrom = main || price.takeRate ? "as stated" : "the model's estimate";
  // Bought once, a buyer pays once; anything that recurs is counted over a year. The figure is exact, so the sum can be checked.
  const each = main?.period === "one-off" && unit.yearlyPerCustomer === main.amount ? "each" : "a year each";
  const perCustomer = writeAmount(Math.round(unit.yearlyPerCustomer * 100) / 100, currency);
  const arithmetic = [
    ...unit.assumptions,
    `${c1.toLocaleString("en-US")}, ${c2.toLocaleString("en-US")} and ${c3.toLocaleString("en-US")} ${customersWord} in years 1-3: the model's estimate.`,
    ...held,
    `Year-3 revenue: ${c3.toLocaleString("en-US")} ${customersWord} × ${perCustomer} ${each} (price ${priceFrom}) = ${money(yearly(c3))}.`,
  ];
  const stated = main !== null || price.takeRate !== null;
  return {
    revenue: {
      ...revenue,
      marketSize,
      revenueProjections: { year1: yearly(c1), year2: yearly(c2), year3: yearly(c3), assumptions: [...revenue.revenueProjections.assumptions, ...arithmetic, ...marketNotes] },
      pricingStrategy: { ...revenue.pricingStrategy, ...(stated ? { suggestedPrice: unit.suggestedPrice, per: unit.per } : {}) },
    },
    goToMarket: { ...goToMarket, customerAcquisition: { cost: cac, lifetimeValue: unit.lifetimeValue, paybackPeriod: unit.paybackMonths } },
    assumptions: [...arithmetic, ...marketNotes],
  };
}
