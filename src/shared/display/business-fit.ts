import type { ValidationReport } from "../contracts/report.ts";
import { plural } from "./count-text.ts";

type RiskFactor = ValidationReport["executionDifficulty"]["riskFactors"][number];
type Channel = ValidationReport["goToMarketSignals"]["channels"][number];

/** A high-impact channel has effectiveness 7 or more. */
export const HIGH_IMPACT_EFFECTIVENESS = 7;

/** Non-technical challenges are the risks with medium or high probability. */
export function getNonTechnicalChallenges(risks: readonly RiskFactor[]): RiskFactor[] {
  return risks.filter((risk) => risk.probability === "medium" || risk.probability === "high");
}

/** High-impact channels, most effective first. */
export function getHighImpactChannels(channels: readonly Channel[]): Channel[] {
  return channels.filter((channel) => channel.effectiveness >= HIGH_IMPACT_EFFECTIVENESS)
    .sort((a, b) => b.effectiveness - a.effectiveness);
}

/** "Low" / "Medium" / "High" for a risk level. */
export function formatLevel(level: string): string {
  return level.charAt(0).toUpperCase() + level.slice(1);
}

/** A payback period in months as people say it: "1 month", "14 months", "4.5 months". */
export function formatMonths(months: number): string {
  const rounded = Math.round(months * 10) / 10;
  return plural(rounded, "month");
}
