// The public pages' data module: their query key and options, and the only place they call the API.
import { queryOptions } from "@tanstack/react-query";
import type { SiteInfo } from "../../../shared/contracts/site.ts";
import type { WaitlistResponse } from "../../../shared/contracts/waitlist.ts";
import { request } from "../../lib/request.ts";

export const publicKeys = { site: ["/api/site"] as const };

export const WAITLIST_URL = "/api/validations/waitlist";

/** This installation's contact addresses and sign-in kind (GET /api/site through the default fetcher). */
export function siteInfoQueryOptions() {
  return queryOptions<SiteInfo>({ queryKey: publicKeys.site });
}

/** Saves the visitor's idea and email; answers the server's confirmation sentence and the idea being validated. */
export async function submitWaitlistEntry(entry: { email: string; ideaText: string }): Promise<WaitlistResponse> {
  return request<WaitlistResponse>({ method: "POST", url: WAITLIST_URL, body: entry });
}
