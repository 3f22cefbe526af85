import type { Currency } from "../contracts/report.ts";
import { writeMoney, writeMoneyRange } from "./write-money.ts";

/** A rule-of-thumb figure is only good to within about half to double; it is shown as that range. */
export function formatRoughRange(amount: number, currency: Currency = "USD"): string {
  if (amount <= 0) return writeMoney(0, currency);
  return `~${writeMoneyRange(amount / 2, amount * 2, currency)}`;
}

/** How a report's money figure is written: exact for researched or model figures, a rough range for rule-of-thumb ones. */
export function formatReportMoney({ amount, currency, roughRange }: { amount: number; currency: Currency | undefined; roughRange: boolean }): string {
  return roughRange ? formatRoughRange(amount, currency) : writeMoney(amount, currency ?? "USD");
}
