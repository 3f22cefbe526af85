import { useQuery } from "@tanstack/react-query";
import { reportQuery } from "./queries.ts";
import type { ReportSourceApi } from "./report-source.ts";

export function useReport(api: ReportSourceApi | null) {
  return useQuery(reportQuery(api));
}
