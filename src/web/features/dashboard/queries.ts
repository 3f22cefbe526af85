import { useQuery } from "@tanstack/react-query";
import type { Dashboard } from "../../../shared/contracts/dashboard.ts";
import { ACTIVE_VALIDATION_REFETCH_MS } from "../../lib/timing.ts";

export const DASHBOARD_KEY = ["/api/dashboard"] as const;

/**
 * The whole dashboard in one call. While a validation runs it refetches at the watcher pace,
 * so a validation finishing shows up without a reload.
 */
export function useDashboard() {
  return useQuery<Dashboard>({
    queryKey: DASHBOARD_KEY,
    refetchInterval: (query) => ((query.state.data?.overview.activeNow ?? 0) > 0 ? ACTIVE_VALIDATION_REFETCH_MS : false),
    // The page is a summary of everything else: show fresh figures each time it is opened.
    refetchOnMount: "always",
  });
}
