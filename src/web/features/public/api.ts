// The public pages' data module: their query key and options, and the only place they call the API.
import { queryOptions } from "@tanstack/react-query";
import type { SiteInfo } from "../../../shared/contracts/site.ts";
import { request } from "../../lib/request.ts";

export const publicKeys = { site: ["/api/site"] as const };

export const WAITLIST_URL = "/api/validations/waitlist";

/** This installation's contact addresses and sign-in kind (GET /api/site through the default fetcher). */
export function siteInfoQueryOptions() {
  return queryOptions<SiteInfo>({ queryKey: publicKeys.site });
}

/** Saves the visitor's idea and email; answers the server's confirmation sentence. */
export async function submitWaitlistEntry(entry: { email: string; ideaText: string }): Promise<string> {
  const answer = await request<{ ok: true; message: string }>({ method: "POST", url: WAITLIST_URL, body: entry });
  return answer.message;
}
