import type { Currency, ReportBody } from "../../shared/contracts/report.ts";
import { writeMoney } from "../../shared/display/write-money.ts";

type Revenue = ReportBody["revenuePotential"];

/**
 * Market figures nest and revenue sits inside them, whoever estimated them: total ≥ addressable ≥
 * serviceable ≥ each year's revenue. A figure above the one that contains it is held to it (the
 * smaller claim is the safer one), and the report says which was held.
 */
export function holdFiguresInOrder({ revenue, currency }: { revenue: Revenue; currency: Currency }): { revenue: Revenue; notes: string[] } {
  const money = (amount: number) => writeMoney(amount, currency);
  const notes: string[] = [];
  const { total } = revenue.marketSize;
  let { addressable, serviceable } = revenue.marketSize;
  if (addressable > total) {
    notes.push(`The addressable market (${money(addressable)}) was held to the total market (${money(total)}), which contains it.`);
    addressable = total;
  }
  if (serviceable > addressable) {
    notes.push(`The serviceable market (${money(serviceable)}) was held to the addressable market (${money(addressable)}), which contains it.`);
    serviceable = addressable;
  }
  const projections = { ...revenue.revenueProjections };
  for (const year of ["year1", "year2", "year3"] as const) {
    if (projections[year] <= serviceable) continue;
    notes.push(`Year ${year.slice(-1)} revenue (${money(projections[year])}) was held to the serviceable market (${money(serviceable)}): a business cannot sell more than the market it serves.`);
    projections[year] = serviceable;
  }
  return {
    revenue: { ...revenue, marketSize: { total, addressable, serviceable }, revenueProjections: { ...projections, assumptions: [...projections.assumptions, ...notes] } },
    notes,
  };
}

/** Evidence numbers ("(E3)", "(E14; Launchable, E7)") are the model's working references: no reader has an E list. */
export function withoutEvidenceNumbers(text: string): string {
  return text
    .replace(/\s*\((?:[^()]*?\bE\d+\b[^()]*?)\)/g, (group) => {
      const kept = group.replace(/^\s*\(|\)$/g, "").split(/[;,]\s*/).filter((part) => !/^E\d+$/.test(part.trim()));
      return kept.length ? ` (${kept.join("; ")})` : "";
    })
    .replace(/\s*\bE\d+\b/g, "")
    .replace(/\s+([.,;:])/g, "$1")
    .trim();
}
