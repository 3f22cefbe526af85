import type { PriceCurrency, PricePeriod } from "../../../shared/contracts/price.ts";
import { parseFigure, scaleOf } from "./amount.ts";
import { currencyMark, currencyName, dollarPrefix } from "./currency.ts";
import type { PriceToken } from "./parse.ts";
import { wordTable } from "../../../shared/word-table.ts";

/** An amount of money in a sentence: tokens [start, end). */
export interface MoneyMention {
  amount: number;
  upTo: number | null;
  currency: PriceCurrency;
  start: number;
  end: number;
  /** "$12pm" is one token to wink (a time); its "pm" is the period. */
  period: PricePeriod | null;
  /** Written in cents ("15 cents"): the currency is the sentence's other dollar or euro. */
  cents?: boolean;
}

interface Figure {
  amount: number;
  end: number;
  period: PricePeriod | null;
  /** "50-75" is one token to wink: a range's top. */
  upTo?: number;
}

const UNITS: Readonly<Record<string, number>> = wordTable({
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13,
  fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
});
const TENS: Readonly<Record<string, number>> = wordTable({ twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 });

/** "ten", "twenty-five", "forty nine": a figure written in words, up to ninety-nine. */
function wordFigure(tokens: readonly PriceToken[], at: number): Figure | null {
  const word = tokens[at]?.normal ?? "";
  const unit = UNITS[word];
  if (unit !== undefined) return { amount: unit, end: at + 1, period: null };
  const tens = TENS[word];
  if (tens === undefined) return null;
  const joinedAt = tokens[at + 1]?.value === "-" ? at + 2 : at + 1;
  const ones = UNITS[tokens[joinedAt]?.normal ?? ""];
  return ones !== undefined && ones < 10 ? { amount: tens + ones, end: joinedAt + 1, period: null } : { amount: tens, end: at + 1, period: null };
}

// A figure and the scale word after it ("1.2" "k"); "12pm" read as a figure charged per month.
function readFigure(tokens: readonly PriceToken[], at: number): Figure | null {
  const token = tokens[at];
  if (!token) return null;
  // Written in words, a figure is money only with a currency's name after it ("ten bucks"), read by the caller.
  if (token.type === "word") return wordFigure(tokens, at);
  if (token.type === "time") {
    const perMonth = /^(\d+(?:\.\d+)?)pm\.?$/i.exec(token.value);
    return perMonth?.[1] ? { amount: Number(perMonth[1]), end: at + 1, period: "month" } : null;
  }
  if (token.type !== "number") return null;
  const range = /^(\d[\d.,]*)[-–](\d[\d.,]*)$/.exec(token.value);
  if (range) {
    const [low, high] = [parseFigure(range[1]!), parseFigure(range[2]!)];
    return low !== null && high !== null && high > low ? { amount: low, end: at + 1, period: null, upTo: high } : null;
  }
  const figure = parseFigure(token.value);
  if (figure === null) return null;
  const scale = scaleOf(tokens[at + 1]?.value);
  return scale === null ? { amount: figure, end: at + 1, period: null } : { amount: figure * scale, end: at + 2, period: null };
}

// The mark before the figure ("$", "USD", "NZ" "$"): its currency and where the figure starts.
function markBefore(tokens: readonly PriceToken[], at: number): { currency: PriceCurrency; figureAt: number } | null {
  const prefixed = dollarPrefix(tokens[at], tokens[at + 1]);
  if (prefixed) return { currency: prefixed, figureAt: at + 2 };
  const mark = currencyMark(tokens[at]);
  return mark ? { currency: mark, figureAt: at + 1 } : null;
}

function mentionAt(tokens: readonly PriceToken[], at: number): MoneyMention | null {
  const before = markBefore(tokens, at);
  if (before) {
    const figure = readFigure(tokens, before.figureAt);
    return figure ? { amount: figure.amount, upTo: figure.upTo ?? null, currency: before.currency, start: at, end: figure.end, period: figure.period } : null;
  }
  const figure = readFigure(tokens, at);
  if (!figure || figure.period) return null;
  // "99 cents", "50c": hundredths of the dollar (or of the currency the sentence prices in, set by findMoney).
  const cents = tokens[figure.end];
  if (cents && (cents.normal === "cents" || cents.normal === "cent" || (cents.normal === "c" && cents.joined))) {
    return { amount: Math.round(figure.amount * 100) / 10_000, upTo: null, currency: "USD", start: at, end: figure.end + 1, period: null, cents: true };
  }
  // "4p": pence, unless the "p" opens "p/m".
  if (tokens[figure.end]?.normal === "p" && tokens[figure.end + 1]?.value !== "/") {
    return { amount: Math.round(figure.amount * 100) / 10_000, upTo: null, currency: "GBP", start: at, end: figure.end + 1, period: null };
  }
  const after = currencyMark(tokens[figure.end]) ?? currencyName(tokens[figure.end]);
  return after ? { amount: figure.amount, upTo: null, currency: after, start: at, end: figure.end + 1, period: null } : null;
}

const RANGE = new Set(["-", "–", "—", "to"]);

// "$20-$30" or "$20 to 30": the top of the range, in the same currency.
function withRange(tokens: readonly PriceToken[], mention: MoneyMention): MoneyMention {
  // "between $200 and $400" is a range too.
  const between = tokens[mention.start - 1]?.normal === "between" && tokens[mention.end]?.normal === "and";
  if (!RANGE.has(tokens[mention.end]?.normal ?? "") && !between) return mention;
  const next = mention.end + 1;
  const top = mentionAt(tokens, next) ?? (() => {
    const figure = readFigure(tokens, next);
    return figure ? { amount: figure.amount, currency: mention.currency, end: figure.end } : null;
  })();
  if (!top || top.currency !== mention.currency || top.amount <= mention.amount) return mention;
  return { ...mention, upTo: top.amount, end: top.end };
}

/** Every amount of money written in a sentence, in order. */
export function findMoney(tokens: readonly PriceToken[]): MoneyMention[] {
  const mentions: MoneyMention[] = [];
  let at = 0;
  while (at < tokens.length) {
    const mention = mentionAt(tokens, at);
    if (mention) {
      const full = withRange(tokens, mention);
      mentions.push(full);
      at = full.end;
    } else {
      at += 1;
    }
  }
  const dollars = mentions.find((m) => !m.cents && ["USD", "EUR", "CAD", "AUD", "NZD"].includes(m.currency));
  return dollars ? mentions.map((m) => (m.cents ? { ...m, currency: dollars.currency } : m)) : mentions;
}
