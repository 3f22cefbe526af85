import type { PricePeriod, PriceReading, StatedPrice, TakeRate } from "../contracts/price.ts";
import { articleFor, writeAmount, writeMoney } from "./write-money.ts";

const PERIOD_NOUNS: Readonly<Record<Exclude<PricePeriod, "one-off" | "use">, string>> = {
  day: "day", week: "week", fortnight: "fortnight", month: "month", quarter: "quarter", term: "term", year: "year",
};

/** A period on its own ("a month", "every 4 weeks"), or after what the price is charged per ("per developer per month"). */
function periodWords(period: PricePeriod | null, afterPer: boolean, every: number | undefined): string | null {
  if (period === null || period === "use") return null;
  if (period === "one-off") return "once";
  if (every) return `every ${every} ${PERIOD_NOUNS[period]}s`;
  return `${afterPer ? "per" : "a"} ${PERIOD_NOUNS[period]}`;
}

function figure(price: Pick<StatedPrice, "amount" | "upTo" | "currency">): string {
  const from = writeAmount(price.amount, price.currency);
  return price.upTo === null ? from : `${from}–${writeAmount(price.upTo, price.currency)}`;
}

/** The words after a price's figure ("per developer per month", "a year", "once"), for a line that shows the figure apart. */
export function writeCharge(price: Omit<StatedPrice, "words" | "item">): string {
  return writePrice({ ...price, item: null }).slice(figure(price).length).trim();
}

/**
 * A stated price as people read it, from its components: "$20 per developer per month",
 * "£15 a day", "$2,000 a year", "$4,000 a bag", "$0.10 per minute", "$1,299 once", "$14.99 every 4 weeks", "£7.50 per child per session".
 */
export function writePrice(price: Omit<StatedPrice, "words" | "item"> & { item?: string | null }): string {
  const parts = [figure(price)];
  // A pack reads "a bag"; a person, an account or a unit of use reads "per developer", "per walk".
  if (price.per) parts.push(`${price.per.kind === "pack" && !price.per.noun.includes(" ") ? "a" : "per"} ${price.per.noun}`);
  const period = periodWords(price.period, price.per !== null, price.every);
  if (period) parts.push(period);
  if (price.period === "use" && price.perUse) parts.push(`per ${price.perUse}`);
  if (price.item) parts.push(`for ${price.item}`);
  return parts.join(" ");
}

/** Amounts counted as a whole, never one by one: a cut is "on recovered revenue", not "on each". */
const MASS_NOUNS = new Set(["revenue", "revenues", "income", "turnover", "spend", "spending", "volume", "gmv", "profit", "profits", "earnings", "savings", "payroll", "sales", "value"]);

/** The founder's cut: "a 15% fee on each walk (orders average $25)", "a 2% fee on recovered revenue". */
export function writeTakeRate(cut: Omit<TakeRate, "words">, currency: StatedPrice["currency"]): string {
  const mass = cut.per !== null && MASS_NOUNS.has(cut.per.noun.toLowerCase().split(" ").at(-1)!);
  const on = cut.per ? ` on ${mass ? "" : "each "}${cut.per.noun}` : "";
  const order = cut.orderValue === null ? "" : ` (orders average ${writeMoney(cut.orderValue, currency)})`;
  return `${articleFor(cut.percent)} ${cut.percent}% fee${on}${order}`;
}

/**
 * Everything the founder said about charging, in one phrase: "$1,299 once, then $29 a week for
 * refills"; tiers as alternatives ("$9 a month for basic or $29 a month for pro"); a fee taken on
 * each sale ("plus a 2% fee"), a free tier and ads after the prices. Null when the founder said nothing about charging.
 */
export function writePricing(reading: PriceReading): string | null {
  const [first, ...rest] = reading.prices;
  const parts: string[] = [];
  if (first) {
    const sequence = first.period === "one-off" && rest.length > 0;
    // After a one-off price the rest follow it ("once, then") unless the founder offers them instead ("or"); a price they add ("plus $5/month") is charged as well; others are alternatives.
    const joinedBy = (price: StatedPrice) => (price.joined === "or" ? " or " : sequence ? ", then " : price.joined === "plus" ? " plus " : " or ");
    const joined = rest.map((price) => `${joinedBy(price)}${writePrice(price)}`).join("");
    parts.push(`${writePrice({ ...first, item: sequence || rest.length === 0 ? null : first.item })}${joined}`);
  }
  const currency = first?.currency ?? "USD";
  if (reading.takeRate) {
    // "A 10% commission per sale, or £20/month for a listing plan": the founder offers one or the other.
    const sameSentence = first !== undefined && reading.takeRate.words === first.words;
    const instead = sameSentence && /\bor\b/i.test(first.words);
    // "Owners pay $20 per walk and we keep 20%": the cut is taken from that price, not added to it.
    const fromIt = sameSentence && !instead && rest.length === 0 && first.period === "use" && reading.takeRate.per === null && reading.takeRate.orderValue === null;
    if (fromIt) parts.push(`of which you keep ${reading.takeRate.percent}%`);
    else parts.push(`${parts.length === 0 ? "" : instead ? "or " : "plus "}${writeTakeRate(reading.takeRate, currency)}`);
  }
  if (reading.freeTier) parts.push(parts.length > 0 ? "with a free tier" : "a free tier");
  if (reading.ads) parts.push(parts.length > 0 ? "and ads" : "paid for by ads");
  return parts.length > 0 ? parts.join(", ").replace(/, (with|and ads|plus|or)/g, " $1") : null;
}

/** A figure the report worked out rather than one the founder stated: "about $35 a month (estimate)". */
export function writeEstimatedPrice(amount: number, currency: StatedPrice["currency"], period: PricePeriod | null): string {
  const when = periodWords(period, false, undefined);
  return `about ${writeMoney(amount, currency)}${when ? ` ${when}` : ""} (estimate)`;
}

/**
 * The price line of a report's pricing strategy: the founder's own prices written from their
 * components when they stated any, else the report's suggested price labelled as an estimate.
 */
export function writeReportPrice(strategy: { suggestedPrice: number; per?: string | undefined; stated?: PriceReading | undefined }, currency: StatedPrice["currency"]): string {
  const stated = strategy.stated && (strategy.stated.prices.length > 0 || strategy.stated.takeRate) ? writePricing(strategy.stated) : null;
  if (stated) return `${stated} (as you state it)`;
  return `about ${writeMoney(strategy.suggestedPrice, currency)} ${strategy.per ?? "per month"} (estimate)`;
}
