import { useQuery } from "@tanstack/react-query";
import type { SiteInfo } from "../../../../shared/contracts/site.ts";
import { siteInfoQueryOptions } from "../api.ts";

/** This installation's contact addresses and sign-in kind. */
export function useSiteInfo(): { site: SiteInfo | undefined; isError: boolean } {
  const { data, isError } = useQuery(siteInfoQueryOptions());
  return { site: data, isError };
}
