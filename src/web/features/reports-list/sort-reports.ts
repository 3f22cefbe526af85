import type { ReportListItem } from "../../../shared/contracts/reports-list.ts";

export type ReportSortKey =
  | "title" | "generatedAt" | "overallScore" | "opportunityScore" | "problemScore" | "feasibilityScore" | "timingScore" | "recommendation";
export type SortDirection = "asc" | "desc";
export interface ReportSort { key: ReportSortKey; direction: SortDirection }

export const DEFAULT_REPORT_SORT: ReportSort = { key: "generatedAt", direction: "desc" };

const RECOMMENDATION_RANK: Record<ReportListItem["recommendation"], number> = { "no-go": 0, caution: 1, go: 2, "strong-go": 3 };

function compare(a: ReportListItem, b: ReportListItem, key: ReportSortKey): number {
  switch (key) {
    case "title": return a.title.localeCompare(b.title, "en", { sensitivity: "base" });
    case "generatedAt": return Date.parse(a.generatedAt) - Date.parse(b.generatedAt);
    case "recommendation": return RECOMMENDATION_RANK[a.recommendation] - RECOMMENDATION_RANK[b.recommendation];
    default: return a[key] - b[key];
  }
}

/** Sorted copy; ties fall back to newest first so the order never jumps between renders. */
export function sortReports(reports: readonly ReportListItem[], sort: ReportSort): ReportListItem[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...reports].sort((a, b) => sign * compare(a, b, sort.key) || compare(b, a, "generatedAt") || a.ideaId.localeCompare(b.ideaId));
}

/**
 * Clicking the sorted column flips its direction; another column starts with its most useful end
 * first: titles A to Z, dates, scores and recommendations highest first (as the library sort).
 */
export function nextReportSort(current: ReportSort, key: ReportSortKey): ReportSort {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: key === "title" ? "asc" : "desc" };
}
