// The analytics feature's data module: its query key and options (read through the default fetcher).
import { queryOptions } from "@tanstack/react-query";
import type { Analytics } from "../../../shared/contracts/analytics.ts";

export const analyticsKeys = { analytics: ["/api/analytics"] as const };

/** The analytics are computed from everything else: fresh figures each time the page opens. */
export function analyticsQueryOptions() {
  return queryOptions<Analytics>({ queryKey: analyticsKeys.analytics, refetchOnMount: "always" });
}
