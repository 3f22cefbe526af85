import { useQuery } from "@tanstack/react-query";
import type { ReportListItem } from "../../../shared/contracts/reports-list.ts";

export const REPORTS_KEY = ["/api/reports"] as const;

export function useReports() {
  return useQuery<ReportListItem[]>({ queryKey: REPORTS_KEY, refetchOnMount: "always" });
}
