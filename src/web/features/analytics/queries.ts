import { useQuery } from "@tanstack/react-query";
import type { Analytics } from "../../../shared/contracts/analytics.ts";

export const ANALYTICS_KEY = ["/api/analytics"] as const;

/** The analytics are computed from everything else: fresh figures each time the page opens. */
export function useAnalytics() {
  return useQuery<Analytics>({ queryKey: ANALYTICS_KEY, refetchOnMount: "always" });
}
