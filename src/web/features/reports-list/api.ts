// The reports list's data module: its query key and options (read through the default fetcher).
import { queryOptions } from "@tanstack/react-query";
import type { ReportListItem } from "../../../shared/contracts/reports-list.ts";

export const reportsListKeys = { reports: ["/api/reports"] as const };

export function reportsQueryOptions() {
  return queryOptions<ReportListItem[]>({ queryKey: reportsListKeys.reports, refetchOnMount: "always" });
}
