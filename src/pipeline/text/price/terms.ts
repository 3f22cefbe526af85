import type { ChargedPer, PricePeriod } from "../../../shared/contracts/price.ts";
import { chargedPer, nounPhrase } from "./noun-phrase.ts";
import type { PriceToken } from "./parse.ts";
import { periodNoun, periodWord } from "./units.ts";
import { wordTable } from "../../../shared/word-table.ts";

/** What the words right after an amount say about it. */
export interface PriceTerms {
  period: PricePeriod | null;
  /** "every 4 weeks": the period comes round this many times for each charge. */
  every?: number;
  /** "per child per session": the unit of use a price per person or account is also charged per. */
  perUse?: string;
  per: ChargedPer | null;
  item: string | null;
  oneOff: boolean;
}

const PER_WORDS = new Set(["per", "a", "an", "each", "every"]);
const ONE_OFF_WORDS = new Set(["once", "one-off", "one-time", "upfront", "outright", "lifetime"]);
const BILLED = new Set(["billed", "paid", "charged", "payable"]);

function at(tokens: readonly PriceToken[], index: number): string {
  return tokens[index]?.normal ?? "";
}

// "one-off", "one off", "one time", "up front": how many tokens the one-off words take, else 0.
function oneOffLength(tokens: readonly PriceToken[], index: number): number {
  if (ONE_OFF_WORDS.has(at(tokens, index))) return 1;
  const pair = `${at(tokens, index)} ${at(tokens, index + 1)}`;
  if (pair === "one off" || pair === "one time" || pair === "up front" || pair === "for life") return 2;
  const hyphened = `${at(tokens, index)}${at(tokens, index + 1)}${at(tokens, index + 2)}`;
  return hyphened === "one-off" || hyphened === "one-time" ? 3 : 0;
}

// "p/m", "p/a": the period they abbreviate and the tokens they take.
function slashAbbreviation(tokens: readonly PriceToken[], index: number): PricePeriod | null {
  if (at(tokens, index) !== "p" || at(tokens, index + 1) !== "/") return null;
  return ({ m: "month", a: "year", w: "week" } as Record<string, PricePeriod>)[at(tokens, index + 2)] ?? null;
}

const COUNT_WORDS: Readonly<Record<string, number>> = wordTable({
  other: 2, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
});
const countOf = (word: string) => COUNT_WORDS[word] ?? (/^\d{1,2}$/.test(word) ? Number(word) : undefined);

/**
 * "every two weeks", "every other week", "every 4 weeks", "every 6 months": the period they make
 * (a fortnight, a quarter, a year where one is meant) or the period and how many of them one charge
 * covers.
 */
export function everyFew(tokens: readonly PriceToken[], index: number): { period: PricePeriod; every?: number } | null {
  if (at(tokens, index) !== "every") return null;
  const count = countOf(at(tokens, index + 1));
  const unit = periodNoun(at(tokens, index + 2).replace(/s$/, ""));
  if (!count || count < 2 || !unit || unit === "one-off" || unit === "use") return null;
  if (unit === "week" && count === 2) return { period: "fortnight" };
  if (unit === "month" && count === 3) return { period: "quarter" };
  if (unit === "month" && count === 12) return { period: "year" };
  return { period: unit, every: count };
}

/** "you pay yearly", "billed annually" within a few words: the period they name. */
function billedAfter(tokens: readonly PriceToken[], from: number, limit: number): PricePeriod | null {
  for (let i = from; i < Math.min(limit, from + 4); i += 1) {
    if ((BILLED.has(at(tokens, i)) || at(tokens, i) === "pay") && periodWord(at(tokens, i + 1))) return periodWord(at(tokens, i + 1));
  }
  return null;
}

/** "per 100 emails": a price for a counted quantity is a price per pack of it. */
function countedPack(tokens: readonly PriceToken[], index: number): { per: ChargedPer; end: number } | null {
  const count = tokens[index];
  if (count?.pos !== "NUM" || count.type !== "number") return null;
  const phrase = nounPhrase(tokens, index + 1, false);
  return phrase ? { per: { noun: `${count.value} ${phrase.asWritten}`, kind: "pack" }, end: phrase.end } : null;
}

/**
 * Reads the terms written after an amount, up to `limit` (the next amount or the sentence end):
 * periods and what the price is charged per ("per developer per month", "/practice/mo",
 * "a bag", "for each dog"), one-off words, and what the price buys ("$29/week refills").
 */
export function readTerms(tokens: readonly PriceToken[], start: number, limit: number): PriceTerms {
  const terms: PriceTerms = { period: null, per: null, item: null, oneOff: false };
  let i = start;
  while (i < limit) {
    const word = at(tokens, i);
    const abbreviation = slashAbbreviation(tokens, i);
    const oneOff = oneOffLength(tokens, i);
    const every = everyFew(tokens, i);
    if (abbreviation) {
      terms.period ??= abbreviation;
      i += 3;
    } else if (every) {
      if (terms.period === null) {
        terms.period = every.period;
        if (every.every) terms.every = every.every;
      }
      i += 3;
    } else if (oneOff > 0) {
      terms.oneOff = true;
      i += oneOff;
    } else if (periodWord(word)) {
      terms.period ??= periodWord(word);
      i += 1;
    } else if (BILLED.has(word) && periodWord(at(tokens, i + 1))) {
      terms.period ??= periodWord(at(tokens, i + 1));
      i += 2;
    } else if (word === "/" || PER_WORDS.has(word) || (word === "for" && (at(tokens, i + 1) === "each" || at(tokens, i + 1) === "every"))) {
      let next = word === "for" ? i + 2 : i + 1;
      if (at(tokens, next) === "-") next += 1;
      if (oneOffLength(tokens, next) > 0) {
        i = next;
        continue;
      }
      // "per tax year", "per calendar month": one word may say which year or month it is.
      const qualified = /^[a-z]+$/.test(at(tokens, next)) && !periodNoun(at(tokens, next)) ? periodNoun(at(tokens, next + 1)) : null;
      const period = periodNoun(at(tokens, next)) ?? qualified;
      if (period) {
        terms.period ??= period;
        i = next + (qualified ? 2 : 1);
        continue;
      }
      const counted = word === "per" || word === "/" ? countedPack(tokens, next) : null;
      if (counted && !terms.per) {
        terms.per = counted.per;
        i = counted.end;
        continue;
      }
      const phrase = nounPhrase(tokens, next, word === "per" || word === "/" || word === "for");
      // "per child per session", "per seat per project": a second unit after a person or account is how often they pay.
      if (phrase && terms.per && terms.per.kind !== "use" && terms.period === null) {
        terms.period = "use";
        terms.perUse = chargedPer(phrase).noun;
        i = phrase.end;
        continue;
      }
      if (!phrase || terms.per) break;
      terms.per = chargedPer(phrase);
      i = phrase.end;
    } else if (word === "for" && countedPack(tokens, i + 1)) {
      // "$300 for 10 classes": a price for a counted quantity.
      const pack = countedPack(tokens, i + 1)!;
      terms.per ??= pack.per;
      i = pack.end;
    } else if ((word === "if" || word === "when") && billedAfter(tokens, i + 1, limit)) {
      // "$80 if you pay yearly".
      terms.period ??= billedAfter(tokens, i + 1, limit);
      i = limit;
    } else if (word === "for") {
      const counted = ["a", "an", "one"].includes(at(tokens, i + 1));
      const article = counted || at(tokens, i + 1) === "the" ? `${at(tokens, i + 1)} ` : "";
      const next = article ? i + 2 : i + 1;
      const phrase = nounPhrase(tokens, next, false);
      if (!phrase) break;
      const per = chargedPer(phrase);
      // "for a monthly pass": the pass is bought every month.
      const every = tokens.slice(next, phrase.end).map((t) => periodWord(t.normal)).find((p) => p !== null);
      if (every) terms.period ??= every;
      // "for a box" is what the price is per; "for teams" is who it is for; "for refills" is what it buys.
      if (counted && per.kind === "pack") terms.per ??= per;
      else if (per.kind === "use" || per.kind === "pack") terms.item ??= `${article}${phrase.asWritten}`;
      i = phrase.end;
    } else {
      const phrase = tokens[i]?.pos === "NOUN" || tokens[i]?.pos === "PROPN" ? nounPhrase(tokens, i, false) : null;
      if (!phrase || terms.item) break;
      terms.item = phrase.asWritten;
      i = phrase.end;
    }
  }
  return terms;
}
