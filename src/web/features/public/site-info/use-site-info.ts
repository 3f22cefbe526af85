import { useQuery } from "@tanstack/react-query";
import type { SiteInfo } from "../../../../shared/contracts/site.ts";

export const SITE_INFO_KEY = ["/api/site"] as const;

/** This installation's contact addresses and sign-in kind (GET /api/site through the default fetcher). */
export function useSiteInfo(): { site: SiteInfo | undefined; isError: boolean } {
  const { data, isError } = useQuery<SiteInfo>({ queryKey: SITE_INFO_KEY });
  return { site: data, isError };
}
