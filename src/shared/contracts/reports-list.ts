import { z } from "zod";
import { reportRecommendationSchema } from "./report.ts";

/** One completed report as a row of the /reports table. */
export const reportListItemSchema = z.object({
  ideaId: z.uuid(),
  title: z.string(),
  generatedAt: z.string(),
  overallScore: z.number(),
  opportunityScore: z.number(),
  problemScore: z.number(),
  feasibilityScore: z.number(),
  timingScore: z.number(),
  recommendation: reportRecommendationSchema,
});
export type ReportListItem = z.infer<typeof reportListItemSchema>;

export const reportListSchema = z.array(reportListItemSchema);
