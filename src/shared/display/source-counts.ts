import type { ReportBody } from "../contracts/report.ts";
import { plural } from "./count-text.ts";

export interface SourceCounts {
  /** Null on reports made before the counts were kept. */
  retrieved: number | null;
  readInFull: number | null;
  listed: number;
}

/** The report's source counts; the listed count is always the list itself, so no view can disagree with it. */
export function sourceCountsOf(report: Pick<ReportBody, "sources" | "sourceCounts">): SourceCounts {
  return {
    retrieved: report.sourceCounts?.retrieved ?? null,
    readInFull: report.sourceCounts?.readInFull ?? null,
    listed: report.sources.length,
  };
}

/**
 * The one line every view (overview, Sources tab, PDF, Markdown) gives the source counts, each named
 * for what it is: "40 sources retrieved, 12 read in full, 30 listed in this report".
 */
export function sourceCountText(report: Pick<ReportBody, "sources" | "sourceCounts">): string {
  const { retrieved, readInFull, listed } = sourceCountsOf(report);
  const listedText = `${listed} listed in this report`;
  if (retrieved === null) return `${plural(listed, "source")} listed in this report`;
  return `${plural(retrieved, "source")} retrieved, ${readInFull ?? 0} read in full, ${listedText}`;
}
