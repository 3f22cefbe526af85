import { z } from "zod";
import { priceReadingSchema, statedPriceSchema, takeRateSchema, type PricePeriod, type PriceReading, type StatedPrice, type TakeRate } from "../../../shared/contracts/price.ts";
import { readPrice } from "./read-price.ts";
import { escapeRegExp } from "../match.ts";

/** The same components asked of a model; the words each was read from are found in code. */
export const modelPriceSchema = priceReadingSchema.extend({
  prices: z.array(statedPriceSchema.omit({ words: true, every: true, perUse: true, joined: true })),
  takeRate: takeRateSchema.omit({ words: true }).nullable(),
});
export type ModelPrice = z.infer<typeof modelPriceSchema>;

/** Words that must be in the founder's text for a period a model reports. */
const PERIOD_WORDS: Readonly<Record<PricePeriod, RegExp>> = {
  "one-off": /\b(?:one[- ]?off|one[- ]?time|once|outright|lifetime|upfront)\b/i,
  day: /\b(?:day|daily|per diem)\b|\/d\b/i,
  week: /\b(?:week|weekly|wk)\b/i,
  fortnight: /\bfortnight/i,
  month: /\b(?:month|monthly|mo|pcm|pm|p\/m)\b/i,
  quarter: /\b(?:quarter|quarterly|qtr)\b/i,
  term: /\b(?:term|termly|semester)\b/i,
  year: /\b(?:year|yearly|annual|annually|annum|yr|pa|p\/a)\b/i,
  use: /\b(?:per|each|every|a)\b/i,
};

/** Every figure written in the text, as numbers ("1,299" and "1.2k" included). */
function figuresIn(text: string): number[] {
  return [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s?(k|m|bn)?\b/gi)].map(([, digits = "", scale]) => {
    const multiplier = { k: 1e3, m: 1e6, bn: 1e9 }[scale?.toLowerCase() ?? ""] ?? 1;
    return Number(digits.replace(/,/g, "")) * multiplier;
  });
}

function written(amount: number, figures: readonly number[]): boolean {
  return figures.some((figure) => Math.abs(figure - amount) < 1e-9 || Math.abs(figure / 100 - amount) < 1e-9);
}

/** The founder's line that holds a figure, for quoting. */
function lineWith(amount: number, text: string): string {
  const lines = text.split(/(?<=[.!?])\s+|\n+/);
  return lines.find((line) => written(amount, figuresIn(line)))?.trim() ?? "";
}

function heldPrice(price: Omit<StatedPrice, "words">, text: string): StatedPrice {
  const period = price.period !== null && PERIOD_WORDS[price.period].test(text) ? price.period : null;
  const noun = price.per && new RegExp(`\\b${escapeRegExp(price.per.noun)}`, "i").test(text) ? price.per : null;
  return { ...price, words: lineWith(price.amount, text), period, per: noun, recurring: period === null ? price.recurring && noun !== null : !["one-off", "use"].includes(period) };
}

function heldTakeRate(cut: Omit<TakeRate, "words"> | null, text: string, figures: readonly number[]): TakeRate | null {
  if (!cut || !written(cut.percent, figures)) return null;
  return { ...cut, words: lineWith(cut.percent, text), orderValue: cut.orderValue !== null && written(cut.orderValue, figures) ? cut.orderValue : null };
}

/**
 * A model's reading of the founder's price, held to the reader and the founder's text: where the
 * text has a price the reader's reading wins whole, so a model can never turn "a week" into
 * "a month" or a stated price into an estimate; where the reader found none (a figure with no
 * currency, "Members pay 20 a month"), the model's prices stand only with figures, periods and units the text contains.
 */
export function holdToText(model: ModelPrice | null, text: string): PriceReading {
  const read = readPrice(text);
  if (!model) return read;
  const figures = figuresIn(text);
  const prices = read.prices.length > 0 ? read.prices : model.prices.filter((price) => written(price.amount, figures)).map((price) => heldPrice(price, text));
  const main = read.prices.length > 0 ? read.main : prices.length > 0 ? Math.min(model.main ?? 0, prices.length - 1) : null;
  return {
    prices,
    main,
    takeRate: read.takeRate ?? heldTakeRate(model.takeRate, text, figures),
    freeTier: read.freeTier || (model.freeTier && /\bfree\b/i.test(text)),
    ads: read.ads || (model.ads && /\b(?:ads?|adverts?|advertis\w+|sponsor\w*)\b/i.test(text)),
    billing: read.billing ?? model.billing,
  };
}
