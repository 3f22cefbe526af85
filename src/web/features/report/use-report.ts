import { useQuery } from "@tanstack/react-query";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { INCOMPLETE_REPORT_MESSAGE, isCompleteReport } from "../../../shared/display/report-completeness.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { ReportSourceApi } from "./report-source.ts";

/**
 * SPEC 5 / 8: a 404 means "no report" (null); other failures carry SPEC's message; a report
 * missing its core fields is refused rather than half-rendered.
 */
export async function fetchReport({ url, signal }: { url: string; signal?: AbortSignal }): Promise<ValidationReport | null> {
  const response = await fetch(url, { credentials: "include", signal: signal ?? null });
  if (response.status === 404) return null;
  if (!response.ok) {
    throw new HttpError({
      status: response.status,
      message: `Failed to fetch validation report: ${response.status} ${response.statusText}`,
    });
  }
  const data: unknown = await response.json();
  if (!isCompleteReport(data)) throw new Error(INCOMPLETE_REPORT_MESSAGE);
  return data as ValidationReport;
}

export function useReport(api: ReportSourceApi | null) {
  return useQuery({
    queryKey: api?.reportKey ?? ["report", "none"],
    queryFn: ({ signal }) => fetchReport({ url: api?.reportUrl ?? "", signal }),
    enabled: api !== null,
  });
}
