import type { PriceCurrency } from "../contracts/price.ts";

/** Written before the figure; a code is followed by a space ("CHF 40"). */
const PREFIXES: Readonly<Record<PriceCurrency, string>> = {
  USD: "$", GBP: "£", EUR: "€", CAD: "C$", AUD: "A$", NZD: "NZ$", JPY: "¥", INR: "₹", CHF: "CHF ",
};

const SCALES: readonly { from: number; divisor: number; suffix: string }[] = [
  { from: 999_500_000, divisor: 1e9, suffix: "bn" },
  { from: 999_500, divisor: 1e6, suffix: "M" },
  { from: 1_000, divisor: 1e3, suffix: "K" },
];

export function currencyPrefix(currency: PriceCurrency): string {
  return PREFIXES[currency];
}

function withSign(amount: number, currency: PriceCurrency, figure: string): string {
  return `${amount < 0 ? "-" : ""}${PREFIXES[currency]}${figure}`;
}

// One decimal below ten of a unit ("$1.2M"), none from ten ("£25bn"); a trailing ".0" never shows.
function scaled(value: number, divisor: number): string {
  const units = value / divisor;
  const rounded = units < 9.95 ? Math.round(units * 10) / 10 : Math.round(units);
  return String(rounded);
}

function cents(value: number, currency: PriceCurrency): string {
  if (Number.isInteger(value) || currency === "JPY") return Math.round(value).toLocaleString("en-GB");
  // Keep what the founder wrote down to a tenth of a cent ("$0.002"), and always two places ("$0.10").
  const places = Math.max(2, Math.min(4, (String(value).split(".")[1] ?? "").length));
  return value.toLocaleString("en-GB", { minimumFractionDigits: places, maximumFractionDigits: places });
}

/**
 * A money figure as people read it in a report: "$1.2M", "£25bn", "€45K", "£4.99", "$999". Every
 * estimate and projection goes through here, so no figure reads "£25000.0M".
 */
export function writeMoney(amount: number, currency: PriceCurrency): string {
  const value = Math.abs(amount);
  const scale = SCALES.find((s) => value >= s.from);
  if (scale) return withSign(amount, currency, `${scaled(value, scale.divisor)}${scale.suffix}`);
  if (value < 100 && !Number.isInteger(Math.round(value * 100) / 100)) return withSign(amount, currency, value.toFixed(2));
  return withSign(amount, currency, String(Math.round(value)));
}

/** A range of figures in one currency: "£25bn–£100bn". */
export function writeMoneyRange(low: number, high: number, currency: PriceCurrency): string {
  const from = writeMoney(low, currency);
  const to = writeMoney(high, currency);
  return from === to ? from : `${from}–${to}`;
}

/** A price the founder stated, exactly as written: "$2,000", "£4.99", "$0.002"; millions compact ("£2M"). */
export function writeAmount(amount: number, currency: PriceCurrency): string {
  const value = Math.abs(amount);
  if (value >= 999_500) return writeMoney(amount, currency);
  return withSign(amount, currency, cents(value, currency));
}

/**
 * The article a figure is read with: "an" for eight and the eighties, eleven, eighteen and their
 * thousands ("an 8% fee", "an 18-month lifetime", "an 11,000-mile"), "a" otherwise ("a 110% …").
 */
export function articleFor(figure: number): "a" | "an" {
  return /^(?:8|1[18](?:\d{3})?(?:\D|$))/.test(String(figure)) ? "an" : "a";
}
