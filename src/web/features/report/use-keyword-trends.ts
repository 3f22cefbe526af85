import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { keywordTrendsQueryOptions } from "./api.ts";
import type { ReportSourceApi } from "./report-source.ts";

/** Trends for the chosen keyword; while another keyword loads, the previous answer stays on screen (marked as placeholder). */
export function useKeywordTrends({ api, keyword }: { api: ReportSourceApi | null; keyword: string | null }) {
  const queryClient = useQueryClient();
  return useQuery({ ...keywordTrendsQueryOptions({ api, keyword, queryClient }), placeholderData: keepPreviousData });
}
