import { describe, expect, it } from "vitest";
import type { ReportListItem } from "../../../shared/contracts/reports-list.ts";
import { DEFAULT_REPORT_SORT, nextReportSort, sortReports } from "./sort-reports.ts";

const item = (title: string, generatedAt: string, overallScore: number, recommendation: ReportListItem["recommendation"]): ReportListItem => ({
  ideaId: `00000000-0000-4000-8000-00000000000${title.length}`, title, generatedAt, overallScore,
  opportunityScore: overallScore, problemScore: 10 - overallScore, feasibilityScore: 5, timingScore: 5, recommendation,
});
const reports = [
  item("beta", "2025-01-02T00:00:00Z", 6.5, "go"),
  item("Alpha", "2025-01-03T00:00:00Z", 8.2, "strong-go"),
  item("gamma", "2025-01-01T00:00:00Z", 3.1, "no-go"),
];
const titles = (list: ReportListItem[]) => list.map((report) => report.title);

describe("reports table sorting", () => {
  it("starts newest first", () => {
    expect(titles(sortReports(reports, DEFAULT_REPORT_SORT))).toEqual(["Alpha", "beta", "gamma"]);
  });

  it("sorts titles A to Z first, ignoring case, then flips", () => {
    const byTitle = nextReportSort(DEFAULT_REPORT_SORT, "title");
    expect(byTitle).toEqual({ key: "title", direction: "asc" });
    expect(titles(sortReports(reports, byTitle))).toEqual(["Alpha", "beta", "gamma"]);
    expect(titles(sortReports(reports, nextReportSort(byTitle, "title")))).toEqual(["gamma", "beta", "Alpha"]);
  });

  it("sorts scores and recommendations highest first", () => {
    expect(titles(sortReports(reports, nextReportSort(DEFAULT_REPORT_SORT, "overallScore")))).toEqual(["Alpha", "beta", "gamma"]);
    expect(titles(sortReports(reports, nextReportSort(DEFAULT_REPORT_SORT, "problemScore")))).toEqual(["gamma", "beta", "Alpha"]);
    expect(titles(sortReports(reports, { key: "recommendation", direction: "asc" }))).toEqual(["gamma", "beta", "Alpha"]);
  });
});
