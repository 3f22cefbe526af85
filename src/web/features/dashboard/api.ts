// The dashboard's data module: its query key and options (read through the default fetcher).
import { queryOptions } from "@tanstack/react-query";
import type { Dashboard } from "../../../shared/contracts/dashboard.ts";
import { ACTIVE_VALIDATION_REFETCH_MS } from "../../lib/timing.ts";

export const dashboardKeys = { dashboard: ["/api/dashboard"] as const };

/**
 * The whole dashboard in one call. While a validation runs it refetches at the watcher pace,
 * so a validation finishing shows up without a reload.
 */
export function dashboardQueryOptions() {
  return queryOptions<Dashboard>({
    queryKey: dashboardKeys.dashboard,
    refetchInterval: (query) => ((query.state.data?.overview.activeNow ?? 0) > 0 ? ACTIVE_VALIDATION_REFETCH_MS : false),
    // The page is a summary of everything else: show fresh figures each time it is opened.
    refetchOnMount: "always",
  });
}
