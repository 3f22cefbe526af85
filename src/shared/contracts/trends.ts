import { z } from "zod";

export const keywordTrendsQuerySchema = z.object({ keyword: z.string().trim().min(1).max(200).optional() });

export const keywordTrendsSchema = z.object({
  keywords: z.array(z.string()),
  selectedKeyword: z.string(),
  data: z.array(z.object({ date: z.string().regex(/^\d{4}-\d{2}$/), year: z.number().int(), volume: z.number() })),
  currentVolume: z.number(),
  growthRate: z.number(),
  lastUpdated: z.string(),
  isStale: z.boolean(),
  source: z.string(),
  metric: z.enum(["search-volume", "interest-index", "page-views"]),
});
export type KeywordTrends = z.infer<typeof keywordTrendsSchema>;
