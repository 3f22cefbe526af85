import type { PriceCurrency } from "../../../shared/contracts/price.ts";
import type { PriceToken } from "./parse.ts";
import { wordTable } from "../../../shared/word-table.ts";

/** Symbols and codes written before or after the figure ("$", "A$", "USD", "CHF"). */
const MARKS: Readonly<Record<string, PriceCurrency>> = wordTable({
  $: "USD", us$: "USD", usd: "USD", "£": "GBP", gbp: "GBP", "€": "EUR", eur: "EUR",
  c$: "CAD", ca$: "CAD", cad: "CAD", a$: "AUD", au$: "AUD", aud: "AUD", nz$: "NZD", nzd: "NZD",
  "¥": "JPY", jpy: "JPY", "₹": "INR", inr: "INR", rs: "INR", "rs.": "INR", chf: "CHF",
});

/** Currency names written after the figure ("12 quid", "30 euros"). */
const NAMES: Readonly<Record<string, PriceCurrency>> = wordTable({
  dollar: "USD", dollars: "USD", buck: "USD", bucks: "USD", pound: "GBP", pounds: "GBP", quid: "GBP",
  euro: "EUR", euros: "EUR", yen: "JPY", rupee: "INR", rupees: "INR", franc: "CHF", francs: "CHF",
});

/** A currency's sign on its own ("$", "£", "€", "¥", "₹"), as written before a figure. */
export const isCurrencySign = (value: string): boolean => value.length === 1 && MARKS[value] !== undefined;
/** A currency's three-letter code in capitals ("USD", "GBP"), as written after a figure ("9 USD"). */
export const isCurrencyCode = (value: string): boolean => /^[A-Z]{3}$/.test(value) && MARKS[value.toLowerCase()] !== undefined;

export function currencyMark(token: PriceToken | undefined): PriceCurrency | null {
  if (!token) return null;
  // Codes count only in capitals, so "eur" in a word or "rs" as a plural cannot pass as money.
  if (token.type !== "currency" && token.value !== token.value.toUpperCase() && token.normal !== "rs" && token.normal !== "rs.") return null;
  return MARKS[token.normal] ?? null;
}

export function currencyName(token: PriceToken | undefined): PriceCurrency | null {
  return token ? NAMES[token.normal] ?? null : null;
}

/**
 * A country prefix wink split off its dollar mark ("NZ" "$", "C" "A$" for CA$): the mark the two make
 * together, when the prefix is written in capitals ("NZ $10" too).
 */
export function dollarPrefix(prefix: PriceToken | undefined, sign: PriceToken | undefined): PriceCurrency | null {
  if (!prefix || sign?.type !== "currency" || prefix.type !== "word" || prefix.value !== prefix.value.toUpperCase()) return null;
  // A one-letter prefix counts only when joined to the mark: "A $5 fee" is an article, "A$5" a currency.
  if (prefix.value.length === 1 && !sign.joined) return null;
  return MARKS[`${prefix.normal}${sign.normal}`] ?? null;
}
