import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchKeywordTrends, keywordTrendsKey, keywordTrendsOptions } from "./queries.ts";
import type { ReportSourceApi } from "./report-source.ts";

/**
 * Trends for the chosen keyword (the server's default when none is chosen yet). Requested only
 * when there is a report to ask about. The default answer is also filed under its own keyword, so
 * selecting that keyword afterwards reads the cache instead of asking again.
 */
export function useKeywordTrends({ api, keyword }: { api: ReportSourceApi | null; keyword: string | null }) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: keywordTrendsKey(api, keyword),
    queryFn: async ({ signal }) => {
      const trends = await fetchKeywordTrends({ url: api?.trendsUrl ?? "", keyword, signal });
      if (!keyword && api) queryClient.setQueryData(keywordTrendsKey(api, trends.selectedKeyword), trends);
      return trends;
    },
    enabled: api !== null,
    ...keywordTrendsOptions,
    // While another keyword loads, the previous answer stays on screen (marked as placeholder).
    placeholderData: keepPreviousData,
  });
}
