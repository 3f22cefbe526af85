// The public pages' data module: their query key and options, and the only place they call the API.
import { queryOptions } from "@tanstack/react-query";
import type { IdeaCorrections } from "../../../shared/contracts/idea-corrections.ts";
import type { IdeaReading } from "../../../shared/contracts/idea-reading.ts";
import type { SiteInfo } from "../../../shared/contracts/site.ts";
import type { WaitlistResponse } from "../../../shared/contracts/waitlist.ts";
import { request } from "../../lib/request.ts";

export const publicKeys = {
  site: ["/api/site"] as const,
  reading: (ideaText: string) => ["waitlist-reading", ideaText] as const,
};

export const WAITLIST_URL = "/api/validations/waitlist";

/** This installation's contact addresses and sign-in kind (GET /api/site through the default fetcher). */
export function siteInfoQueryOptions() {
  return queryOptions<SiteInfo>({ queryKey: publicKeys.site });
}

/**
 * POST /api/validations/waitlist/reading: "Here is how we read your idea" for a visitor who is not
 * signed in, read in code for the waitlist's market. The same text reads the same, so it is asked once.
 */
export function waitlistReadingQueryOptions(ideaText: string) {
  return queryOptions({
    queryKey: publicKeys.reading(ideaText),
    queryFn: ({ signal }) => request<IdeaReading>({ method: "POST", url: `${WAITLIST_URL}/reading`, body: { ideaText }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * Saves the visitor's idea and email, with what they corrected of the reading (left out when
 * nothing); answers the server's confirmation sentence and the idea being validated.
 */
export async function submitWaitlistEntry(entry: { email: string; ideaText: string; corrections?: IdeaCorrections }): Promise<WaitlistResponse> {
  return request<WaitlistResponse>({ method: "POST", url: WAITLIST_URL, body: entry });
}
