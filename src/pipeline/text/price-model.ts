import type { Country } from "../../shared/contracts/idea.ts";
import type { Currency } from "../../shared/contracts/report.ts";

/** How the founder says they will charge. */
export type PriceBasis = "one-off" | "subscription" | "per-seat" | "usage" | "take-rate" | "ads";

export interface PriceModel {
  basis: PriceBasis;
  currency: Currency;
  /** The stated price in the founder's currency (per unit for usage, per seat for per-seat); null when none is stated. */
  amount: number | null;
  /** How often a recurring price is charged, as written. */
  period: "month" | "year" | null;
  /** Take rate as a fraction (0.1 for 10%). */
  takeRate: number | null;
  /** Seats per account for per-seat pricing: stated in the text, else estimated from a stated team size range. */
  seats: { count: number; stated: boolean } | null;
  /** What a usage price is charged per ("API call", "booking"). */
  unit: string | null;
  freeTier: boolean;
  /** The words the price was read from, for quoting. */
  quote: string | null;
}

/** When the founder writes no price, their country's currency. */
const COUNTRY_CURRENCY: Readonly<Record<Country, Currency>> = { US: "USD", CA: "USD", AU: "USD", GB: "GBP", DE: "EUR", FR: "EUR" };

/** The currency every money figure of the report is given in: the one the founder priced in, else their country's. */
export function founderCurrency({ description, country }: { description: string; country: Country }): Currency {
  return readPriceModel({ text: description, fallbackCurrency: COUNTRY_CURRENCY[country] })?.currency ?? COUNTRY_CURRENCY[country];
}

const SYMBOLS: Readonly<Record<string, Currency>> = { $: "USD", "£": "GBP", "€": "EUR" };
const WORDS: Readonly<Record<string, Currency>> = {
  usd: "USD", dollar: "USD", dollars: "USD", gbp: "GBP", pound: "GBP", pounds: "GBP", eur: "EUR", euro: "EUR", euros: "EUR",
};

const AMOUNT = String.raw`(\d[\d,]*(?:\.\d+)?)\s?(k|m)?\b`;
const MONEY = new RegExp(String.raw`([$£€])\s?${AMOUNT}|${AMOUNT}\s?(usd|dollars?|gbp|pounds?|eur|euros?)\b`, "gi");

/** Money the founder says customers lose or spend today is the problem, not the price. */
const NOT_A_PRICE_BEFORE = /\b(?:los(?:e|es|ing)|lost|wast(?:e|es|ed|ing)|spend(?:s|ing)?|spent|raise|raising|raised|funding|budget|revenue|save|saves|saving|worth)\b[^.$£€]{0,30}$/i;
const PER_MONTH = /^\s?(?:\/\s?(?:mo|month)\b|(?:per|a|each|every)\s+month\b|monthly\b|pm\b|p\/m\b)/i;
const PER_YEAR = /^\s?(?:\/\s?(?:yr|year)\b|(?:per|a|each|every)\s+year\b|(?:annually|yearly)\b|pa\b|p\/a\b)/i;
const PER_SEAT = /^\s?(?:\/\s?|per\s+|a\s+|each\s+)(?:seat|user|member|employee|staff member|licen[cs]e|head|agent|teacher|clinician|driver)\b/i;
const USAGE_UNITS = "call|request|message|minute|hour|report|booking|order|lesson|session|delivery|ride|scan|check|transaction|gb|download|document|sms|email|query|credit|page|ticket|use|job|shipment|invoice";
const PER_UNIT = new RegExp(String.raw`^\s?(?:\/\s?|per\s+|for\s+each\s+)((?:api\s+|[a-z]+\s+)?(?:${USAGE_UNITS}))s?\b`, "i");
const ONE_OFF = /\b(?:one[- ]off|one[- ]time|once|outright|lifetime (?:deal|licen[cs]e|access)|single purchase|no subscription)\b/i;
const SALE_CUES = /\b(?:sell(?:s|ing)?|sold|retail(?:s|ing)?|buy|costs?|priced|for|at)(?:\s+(?:at|for))?\s*$/i;
const TAKE_RATE = /\b(\d+(?:\.\d+)?)\s?(?:%|percent)\s+(?:commission|take rate|fee|cut|of (?:each|every|the)\s+\w+)|\b(?:commission|take rate|fee|cut)\s+of\s+(\d+(?:\.\d+)?)\s?(?:%|percent)|\b(?:take|keep|charge|takes|keeps|charges)\s+(?:a\s+)?(\d+(?:\.\d+)?)\s?(?:%|percent)/i;
const ADS = /\b(?:ad[- ]supported|advertis(?:ing|ers?|ements?)|funded by ads|sponsor(?:s|ed|ship)s?|(?:show|run|sell|serve)s? ads)\b/i;
const FREE_TIER = /\b(?:free tier|free plan|freemium|free version|free for (?:individuals|personal use|up to)|basic (?:plan|tier) is free|free to (?:start|try|use))\b/i;
const SUBSCRIPTION = /\b(?:subscri\w+|membership|recurring|saas|monthly plan|annual plan|pro plan|paid plan|premium (?:plan|tier))\b/i;
const TEAM_RANGE = /\b(\d[\d,]*)\s?(?:-|–|to)\s?(\d[\d,]*)\s+(?:staff|employees|people|seats|users|members|agents|engineers|lawyers|teachers|clinicians)\b/i;
const TEAM_SIZE = /\b(?:teams?|firms?|companies|practices|offices|clinics|schools) (?:of|with) (?:about |around |up to )?(\d[\d,]*)\s*(?:staff|employees|people|seats|users|members)?\b/i;

/** A per-seat price with no team size stated: a small business team (rule of thumb). */
export const DEFAULT_SEATS = 5;

interface MoneyMention {
  amount: number;
  currency: Currency;
  before: string;
  after: string;
  text: string;
}

function toNumber(digits: string, scale: string | undefined): number {
  const multiplier = scale?.toLowerCase() === "k" ? 1e3 : scale?.toLowerCase() === "m" ? 1e6 : 1;
  return Number(digits.replace(/,/g, "")) * multiplier;
}

function findMoney(text: string): MoneyMention[] {
  const mentions: MoneyMention[] = [];
  for (const match of text.matchAll(MONEY)) {
    const [whole, symbol, digits, scale, digitsAfter, scaleAfter, word] = match;
    const currency = symbol ? SYMBOLS[symbol] : WORDS[(word ?? "").toLowerCase()];
    const amount = digits ? toNumber(digits, scale) : toNumber(digitsAfter ?? "", scaleAfter);
    if (!currency || !Number.isFinite(amount) || amount <= 0) continue;
    const at = match.index;
    mentions.push({ amount, currency, before: text.slice(Math.max(0, at - 40), at), after: text.slice(at + whole.length, at + whole.length + 60), text: whole });
  }
  return mentions;
}

function sentenceAround(text: string, fragment: string): string {
  const at = text.indexOf(fragment);
  const start = Math.max(text.lastIndexOf(".", at) + 1, text.lastIndexOf("\n", at) + 1, 0);
  const endDot = text.indexOf(".", at + fragment.length);
  // A decimal point inside the price is not the end of the sentence.
  const end = endDot === -1 ? text.length : /\d/.test(text.charAt(endDot + 1)) ? (text.indexOf(". ", endDot + 1) + 1 || text.length) : endDot + 1;
  return text.slice(start, end).trim();
}

function readSeats(text: string): PriceModel["seats"] {
  const range = TEAM_RANGE.exec(text);
  if (range?.[1] && range[2]) {
    const low = toNumber(range[1], undefined);
    const high = toNumber(range[2], undefined);
    // The geometric mean of the range: a firm of 20-200 is more often 60 than 110 people.
    if (low > 0 && high >= low) return { count: Math.round(Math.sqrt(low * high)), stated: false };
  }
  const size = TEAM_SIZE.exec(text);
  if (size?.[1]) return { count: toNumber(size[1], undefined), stated: true };
  return { count: DEFAULT_SEATS, stated: false };
}

function currencyOf(mentions: readonly MoneyMention[], fallback: Currency): Currency {
  return mentions[0]?.currency ?? fallback;
}

/**
 * How the founder says they will charge, read from their own words: the first money amount that
 * reads as a price (not money customers lose today), what it is charged per, and the currency it
 * is written in. Null when the text says nothing about charging.
 */
export function readPriceModel({ text, fallbackCurrency = "USD" }: { text: string; fallbackCurrency?: Currency }): PriceModel | null {
  const money = findMoney(text).filter((m) => !NOT_A_PRICE_BEFORE.test(m.before));
  const freeTier = FREE_TIER.test(text);
  const base = { currency: currencyOf(money, fallbackCurrency), takeRate: null, seats: null, unit: null, freeTier };

  const take = TAKE_RATE.exec(text);
  if (take) {
    const percent = Number(take[1] ?? take[2] ?? take[3]);
    const average = money[0];
    return { ...base, basis: "take-rate", amount: average?.amount ?? null, period: null, takeRate: percent / 100, quote: sentenceAround(text, take[0]) };
  }

  for (const mention of money) {
    const quote = sentenceAround(text, mention.text);
    if (PER_SEAT.test(mention.after)) {
      const rest = mention.after.replace(PER_SEAT, "");
      const period = PER_YEAR.test(rest) ? "year" : "month";
      return { ...base, currency: mention.currency, basis: "per-seat", amount: mention.amount, period, seats: readSeats(text), quote };
    }
    if (PER_MONTH.test(mention.after)) return { ...base, currency: mention.currency, basis: "subscription", amount: mention.amount, period: "month", quote };
    if (PER_YEAR.test(mention.after)) return { ...base, currency: mention.currency, basis: "subscription", amount: mention.amount, period: "year", quote };
    const unit = PER_UNIT.exec(mention.after)?.[1];
    if (unit) {
      return { ...base, currency: mention.currency, basis: "usage", amount: mention.amount, period: null, unit: unit.toLowerCase(), quote };
    }
    if (ONE_OFF.test(quote) || SALE_CUES.test(mention.before)) {
      // A price with a subscription word nearby but no period is still a subscription, charged monthly.
      const recurring = SUBSCRIPTION.test(quote) && !ONE_OFF.test(quote);
      return { ...base, currency: mention.currency, basis: recurring ? "subscription" : "one-off", amount: mention.amount, period: recurring ? "month" : null, quote };
    }
  }

  if (ADS.test(text)) return { ...base, basis: "ads", amount: null, period: null, quote: null };
  if (SUBSCRIPTION.test(text)) return { ...base, basis: "subscription", amount: null, period: "month", quote: null };
  if (ONE_OFF.test(text)) return { ...base, basis: "one-off", amount: null, period: null, quote: null };
  return null;
}
