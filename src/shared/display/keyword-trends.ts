import type { KeywordTrends } from "../contracts/trends.ts";
import { formatCount } from "./count-text.ts";

/** Growth is a rounded percent with a plus sign when not negative. */
export function formatGrowth(growthRate: number): string {
  const rounded = Math.round(growthRate);
  // -0.4 rounds to -0; it reads as no change, not as a fall.
  const value = Object.is(rounded, -0) ? 0 : rounded;
  return `${value >= 0 ? "+" : ""}${value}%`;
}

function trimNumber(value: number): string {
  const rounded = value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return formatCount(rounded);
}

/**
 * Volume is stored in thousands and shown with K. An interest index is not a count, so it
 * is shown as the plain index rather than dressed up as thousands of searches.
 */
export function formatTrendVolume({ volume, metric }: { volume: number; metric: KeywordTrends["metric"] }): string {
  if (metric === "interest-index") return trimNumber(volume);
  return `${trimNumber(volume)}K`;
}

/**
 * The Volume tooltip. The sentence about searches holds for search volume; for the other metrics the tooltip
 * says what the number really is, so a proxy is never mistaken for search demand.
 */
export function describeTrendMetric({ metric, source }: { metric: KeywordTrends["metric"]; source: string }): string {
  if (metric === "search-volume") return "Monthly global search volume";
  const from = source ? ` (${source})` : "";
  if (metric === "page-views") return `Monthly page views${from}, used as a proxy for interest. Not search volume.`;
  return `Relative search interest index${from}. Not an absolute search count.`;
}

export const GROWTH_TOOLTIP = "Growth rate comparing recent period to previous period";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2025-03" reads "Mar 2025"; anything else is shown as given. */
export function formatTrendMonth(date: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : date;
}
