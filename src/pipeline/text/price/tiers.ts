import { isCurrencyCode, isCurrencySign } from "./currency.ts";

const FIGURE = /^\d[\d.,]*$/;
/** Words plans are named by ("Starter", "Pro", "Team"); "Printer $150, Toner $10 a month" names products instead. */
const TIER_WORDS = new Set([
  "free", "basic", "start", "starter", "standard", "plus", "pro", "premium", "professional", "business", "enterprise", "team", "teams", "family", "solo",
  "personal", "individual", "hobby", "lite", "light", "max", "growth", "scale", "agency", "studio", "unlimited", "ultimate", "advanced", "essential",
  "essentials", "core", "startup", "gold", "silver", "bronze", "platinum", "small", "medium", "large",
]);

/** Whether a word names a plan ("Start" of "Thinkific Start", "Pro"). */
export const isTierWord = (word: string): boolean => TIER_WORDS.has(word.toLowerCase());

/** "9 USD": a currency code written after a figure is part of the amount, no word of anything named. */
export function currencyCodeAt(tokens: ReadonlyArray<{ value: string }>, i: number): boolean {
  return isCurrencyCode(tokens[i]?.value ?? "") && FIGURE.test(tokens[i - 1]?.value ?? "");
}

/**
 * "Starter $19, Growth $49, Scale $149 per month", "Basic 9 USD, Pro 29 USD": the indexes of the
 * capitalised words that each stand right before an amount, when a sentence names two or more and
 * one of them is a word plans are named by. One such word alone ("Sensors $99 each") may be the
 * product itself, and "Printer $150, Toner $10 a month" names two products.
 */
export function tierNamesIn(tokens: ReadonlyArray<{ value: string }>): Set<number> {
  // A currency's sign before a figure ("$19", "€9") or its code after one ("9 USD").
  const amountAt = (i: number) => (isCurrencySign(tokens[i]?.value ?? "") && FIGURE.test(tokens[i + 1]?.value ?? ""))
    || currencyCodeAt(tokens, i + 1);
  const named = tokens.flatMap((token, i) => (/^[A-Z][a-z]+$/.test(token.value) && amountAt(i + 1) ? [i] : []));
  const plans = named.length >= 2 && named.some((i) => TIER_WORDS.has(tokens[i]!.value.toLowerCase()));
  return new Set(plans ? named : []);
}
