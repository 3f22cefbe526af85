import { mainPrice, type PricePeriod, type PriceReading, type StatedPrice } from "../../../shared/contracts/price.ts";
import { writePrice } from "../../../shared/display/write-price.ts";
import type { BusinessModel } from "../../contracts/vocabulary.ts";
import type { Buyer } from "./rule-of-thumb-tables.ts";

/** Which rule-of-thumb table row the founder's way of charging is read with; null when they say nothing about it. */
export function chargingModel(reading: PriceReading | null, statedModel: BusinessModel | null): BusinessModel | null {
  if (!reading) return null;
  const main = mainPrice(reading);
  // A fee beside a subscription ("$12 a month, plus a 2% fee on payouts") is an extra, unless the idea is a marketplace.
  if (reading.takeRate && (!main?.recurring || statedModel === "marketplace")) return "marketplace";
  if (main) return main.recurring ? "subscription" : "transactional";
  if (reading.ads) return "ads";
  if (reading.billing === "recurring") return "subscription";
  if (reading.billing === "one-off") return "transactional";
  return null;
}

/** How many times a price for a period is paid in a month; a day price is paid on the days used. */
const PER_MONTH: Readonly<Record<Exclude<PricePeriod, "one-off" | "use" | "day">, number>> = {
  week: 52 / 12, fortnight: 26 / 12, month: 1, quarter: 1 / 3, term: 3 / 12, year: 1 / 12,
};
/** Rule-of-thumb quantities a stated price is multiplied by when the description gives none. */
const DAYS_PER_MONTH: Readonly<Record<Buyer, number>> = { business: 20, consumer: 8 };
const USES_PER_MONTH: Readonly<Record<Buyer, number>> = { business: 500, consumer: 20 };
const PACKS_PER_MONTH: Readonly<Record<Buyer, number>> = { business: 20, consumer: 1 };

export interface MonthlyCharge {
  monthly: number;
  /** Each rule-of-thumb or stated multiplier, in words. */
  notes: string[];
}

/**
 * What one customer pays in a month at a stated price: the price as written, times the people or
 * uses it is charged per, times how often its period comes round. Only the multipliers are
 * rules of thumb; the price is never rewritten.
 */
export function monthlyCharge({ price, buyer, rule, teamSize, usesPerMonth = null }: {
  price: StatedPrice; buyer: Buyer; rule: string; teamSize: { count: number; stated: boolean };
  /** Uses, packs or days a customer pays for in a month when an estimate other than the table's is given (the model's). */
  usesPerMonth?: number | null;
}): MonthlyCharge {
  const notes: string[] = [`${writePrice(price)} (as stated)`];
  let monthly = price.amount;
  const kind = price.per?.kind;
  if (kind === "person") {
    monthly *= teamSize.count;
    notes.push(`${teamSize.count} ${price.per?.noun ?? "seat"}s per account (${teamSize.stated ? "the team size you state" : `${rule}, from the customer size you describe or a small team`})`);
  }
  // "per child per session": each person or account also pays per use.
  if (price.period === "use" && (kind !== "person" || price.perUse)) {
    const uses = usesPerMonth ?? (kind === "pack" ? PACKS_PER_MONTH[buyer] : USES_PER_MONTH[buyer]);
    monthly *= uses;
    notes.push(`${uses} ${kind === "pack" ? "bought" : "used"} per customer a month (${rule})`);
  }
  if (price.period === "day") {
    const days = usesPerMonth === null ? DAYS_PER_MONTH[buyer] : Math.min(31, usesPerMonth);
    monthly *= days;
    notes.push(`${days} days a month (${rule})`);
  } else if (price.period === null) {
    notes.push("charged monthly (assumed: no period stated)");
  } else if (price.period !== "use" && price.period !== "one-off") {
    // "every 4 weeks": one charge covers that many periods.
    monthly *= PER_MONTH[price.period] / (price.every ?? 1);
  }
  if (price.every && price.period === "day") monthly /= price.every;
  return { monthly, notes };
}
