import type { Currency } from "../contracts/report.ts";

export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = { USD: "$", GBP: "£", EUR: "€" };

/**
 * Money, in the report's currency: x.yM from a million, xK from a thousand, else the plain
 * amount (with its pence or cents below 100, so £4.99 stays £4.99). The plain amount keeps the
 * symbol so every figure in a money column reads as money.
 */
export function formatMoney(amount: number, currency: Currency = "USD"): string {
  const symbol = CURRENCY_SYMBOLS[currency];
  const sign = amount < 0 ? "-" : "";
  const value = Math.abs(amount);
  // 999,600 would round to "1000K"; it reads better as the next unit up.
  if (value >= 999_500) return `${sign}${symbol}${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1_000) return `${sign}${symbol}${Math.round(value / 1_000)}K`;
  if (value < 100 && !Number.isInteger(Math.round(value * 100) / 100)) return `${sign}${symbol}${value.toFixed(2)}`;
  return `${sign}${symbol}${Math.round(value)}`;
}

/** A rule-of-thumb figure is only good to within about half to double; it is shown as that range. */
export function formatRoughRange(amount: number, currency: Currency = "USD"): string {
  if (amount <= 0) return formatMoney(0, currency);
  return `~${formatMoney(amount / 2, currency)}–${formatMoney(amount * 2, currency)}`;
}

/** How a report's money figure is written: exact for researched or model figures, a rough range for rule-of-thumb ones. */
export function formatReportMoney({ amount, currency, roughRange }: { amount: number; currency: Currency | undefined; roughRange: boolean }): string {
  return roughRange ? formatRoughRange(amount, currency) : formatMoney(amount, currency);
}
