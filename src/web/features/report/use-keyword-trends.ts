import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { keywordTrendsSchema, type KeywordTrends } from "../../../shared/contracts/trends.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { ReportSourceApi } from "./report-source.ts";

/** SPEC 7: keyword trends stay fresh for an hour, are kept for a day and retried twice, 1 s apart. */
export const TRENDS_STALE_MS = 60 * 60 * 1000;
export const TRENDS_GC_MS = 24 * 60 * 60 * 1000;
export const TRENDS_RETRIES = 2;
export const TRENDS_RETRY_DELAY_MS = 1000;

/** SPEC 8's messages for a failed trends call. */
export async function fetchKeywordTrends({ url, keyword, signal }: {
  url: string; keyword: string | null; signal?: AbortSignal;
}): Promise<KeywordTrends> {
  const query = keyword ? `?keyword=${encodeURIComponent(keyword)}` : "";
  const response = await fetch(`${url}${query}`, { credentials: "include", signal: signal ?? null });
  if (response.status === 404) throw new HttpError({ status: 404, message: "No keyword data found for this idea" });
  if (response.status === 429) throw new HttpError({ status: 429, message: "API quota exceeded. Please try again later." });
  if (!response.ok) throw new HttpError({ status: response.status, message: `Failed to fetch keyword trends: ${response.statusText}` });
  const parsed = keywordTrendsSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error("Failed to fetch keyword trends: unexpected answer");
  return parsed.data;
}

/**
 * Trends for the chosen keyword (the server's default when none is chosen yet). Requested only
 * when there is a report to ask about (SPEC 5). The default answer is also filed under its own
 * keyword, so selecting that keyword afterwards reads the cache instead of asking again.
 */
export function useKeywordTrends({ api, keyword }: { api: ReportSourceApi | null; keyword: string | null }) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...(api?.trendsKey ?? ["keyword-trends", "none"]), keyword ?? ""],
    queryFn: async ({ signal }) => {
      const trends = await fetchKeywordTrends({ url: api?.trendsUrl ?? "", keyword, signal });
      if (!keyword && api) queryClient.setQueryData([...api.trendsKey, trends.selectedKeyword], trends);
      return trends;
    },
    enabled: api !== null,
    staleTime: TRENDS_STALE_MS,
    gcTime: TRENDS_GC_MS,
    retry: TRENDS_RETRIES,
    retryDelay: TRENDS_RETRY_DELAY_MS,
    // While another keyword loads, the previous answer stays on screen (marked as placeholder).
    placeholderData: keepPreviousData,
  });
}
