import { useQuery } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { ReportListItem } from "../../../shared/contracts/reports-list.ts";
import { plural } from "../../../shared/display/count-text.ts";
import { formatDate } from "../../../shared/display/format-date.ts";
import { formatScore } from "../../../shared/display/format-score.ts";
import { getReportRecommendation } from "../../../shared/display/recommendation.ts";
import { getScoreTone } from "../../../shared/display/score-color.ts";
import { SCORE_TYPES } from "../../../shared/display/score-types.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { describeError } from "../../lib/error-message.ts";
import { cn } from "../../lib/cn.ts";
import type { Tone } from "../../../shared/display/tone.ts";
import { DEFAULT_REPORT_SORT, nextReportSort, sortReports, type ReportSort, type ReportSortKey } from "./sort-reports.ts";
import { reportsQueryOptions } from "./api.ts";

// On a phone the table keeps title, overall score and recommendation, so nothing scrolls sideways
// and the verdict is never off-screen; the date moves under the title and the four scores wait for
// a wider screen (and the report itself).
const WIDE_ONLY = "hidden md:table-cell";

const COLUMNS: ReadonlyArray<{ key: ReportSortKey; label: string; numeric?: boolean; wideOnly?: boolean }> = [
  { key: "title", label: "Title" },
  { key: "generatedAt", label: "Date", wideOnly: true },
  { key: "overallScore", label: "Overall", numeric: true },
  ...SCORE_TYPES.map(({ key, label }) => ({ key, label, numeric: true, wideOnly: true })),
  { key: "recommendation", label: "Recommendation" },
];

function SortHeader({ column, sort, onSort }: { column: (typeof COLUMNS)[number]; sort: ReportSort; onSort: (key: ReportSortKey) => void }) {
  const active = sort.key === column.key;
  const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}
      className={cn("px-2 py-2 md:px-3 font-medium whitespace-nowrap", column.numeric ? "text-right" : "text-left", column.wideOnly && WIDE_ONLY)}
    >
      <button
        type="button"
        onClick={() => onSort(column.key)}
        className="inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {column.label}
        <Icon className={cn("size-3.5", !active && "opacity-50")} aria-hidden="true" />
      </button>
    </th>
  );
}

// Small text in a dense table needs darker shades than the large figures elsewhere (WCAG AA contrast).
const SCORE_TEXT: Record<Tone, string> = {
  green: "text-green-700 dark:text-green-400",
  blue: "text-blue-700 dark:text-blue-400",
  yellow: "text-yellow-800 dark:text-yellow-300",
  orange: "text-orange-800 dark:text-orange-300",
  red: "text-red-700 dark:text-red-400",
  grey: "text-gray-700 dark:text-gray-300",
};

function Score({ value, wideOnly = false }: { value: number; wideOnly?: boolean }) {
  return <td className={cn("px-2 py-2 md:px-3 text-right font-medium tabular-nums", SCORE_TEXT[getScoreTone(value)], wideOnly && WIDE_ONLY)}>{formatScore(value)}</td>;
}

function ReportRow({ report }: { report: ReportListItem }) {
  const recommendation = getReportRecommendation(report.recommendation);
  return (
    <tr className="border-t hover:bg-muted/40">
      <th scope="row" className="max-w-xs px-2 py-2 md:px-3 text-left font-medium break-words">
        <Link href={`/report/${report.ideaId}`} className="line-clamp-2 text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          {report.title}
        </Link>
        <span className="block text-xs font-normal text-muted-foreground md:hidden">{formatDate(report.generatedAt) ?? "Recently"}</span>
      </th>
      <td className={cn("px-2 py-2 md:px-3 whitespace-nowrap text-muted-foreground", WIDE_ONLY)}>{formatDate(report.generatedAt) ?? "Recently"}</td>
      <Score value={report.overallScore} />
      <Score value={report.opportunityScore} wideOnly />
      <Score value={report.problemScore} wideOnly />
      <Score value={report.feasibilityScore} wideOnly />
      <Score value={report.timingScore} wideOnly />
      <td className="px-2 py-2 md:px-3"><Badge tone={recommendation.tone} className="text-center whitespace-normal">{recommendation.label}</Badge></td>
    </tr>
  );
}

/** Every completed report in one sortable table (the sidebar's Reports entry). */
export function ReportsPage() {
  const { data, error, isPending } = useQuery(reportsQueryOptions());
  const [sort, setSort] = useState<ReportSort>(DEFAULT_REPORT_SORT);
  if (isPending) return <LoadingState text="Loading reports..." />;
  if (error) {
    return <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm">Failed to load reports: {describeError(error, "Please try again.")}</p>;
  }
  if (data.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 p-10 text-center">
        <h2 className="text-lg font-semibold">No reports yet</h2>
        <p className="text-sm text-muted-foreground">Reports appear here as soon as a validation finishes.</p>
        <Button asChild><Link href="/input">Validate New Idea</Link></Button>
      </Card>
    );
  }
  const rows = sortReports(data, sort);
  return (
    <Card className="overflow-hidden">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Your completed reports. Column headers sort the table.</caption>
          <thead className="bg-muted/50 text-muted-foreground">
            <tr>
              {COLUMNS.map((column) => (
                <SortHeader key={column.key} column={column} sort={sort} onSort={(key) => setSort((current) => nextReportSort(current, key))} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((report) => <ReportRow key={report.ideaId} report={report} />)}
          </tbody>
        </table>
      </div>
      <p className="border-t px-2 py-2 md:px-3 text-xs text-muted-foreground" aria-live="polite">
        {plural(data.length, "report")}
      </p>
    </Card>
  );
}
