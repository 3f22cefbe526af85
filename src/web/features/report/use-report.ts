import { useQuery } from "@tanstack/react-query";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { HttpError } from "../../lib/http-error.ts";

/**
 * SPEC 5 / 8: a 404 means "no report" (null); other failures carry SPEC's message; a report
 * missing its core fields is refused rather than half-rendered.
 */
export async function fetchReport({ ideaId, signal }: { ideaId: string; signal?: AbortSignal }): Promise<ValidationReport | null> {
  const response = await fetch(`/api/ideas/${encodeURIComponent(ideaId)}/report`, { credentials: "include", signal: signal ?? null });
  if (response.status === 404) return null;
  if (!response.ok) {
    throw new HttpError({
      status: response.status,
      message: `Failed to fetch validation report: ${response.status} ${response.statusText}`,
    });
  }
  const data = (await response.json()) as Partial<ValidationReport> | null;
  if (!data?.ideaId || !data.opportunityScore || !data.problemScore) {
    throw new Error("Incomplete report data received from API");
  }
  return data as ValidationReport;
}

export function useReport(ideaId: string) {
  return useQuery({
    queryKey: ["/api/ideas", ideaId, "report"],
    queryFn: ({ signal }) => fetchReport({ ideaId, signal }),
    enabled: ideaId.length > 0,
  });
}
