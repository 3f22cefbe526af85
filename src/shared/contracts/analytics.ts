import { z } from "zod";
import { reportRecommendationSchema, sourcePlatformSchema, sourceTypeSchema } from "./report.ts";

export const scoreBucketSchema = z.object({
  /** Overall scores from min (inclusive) to max (exclusive; 10 is in the last bucket). */
  min: z.number(),
  max: z.number(),
  count: z.number().int(),
});

export const monthlyValidationsSchema = z.object({
  /** YYYY-MM, UTC. */
  month: z.string(),
  submitted: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
});

/** Charts across the founder's current ideas and their reports. */
export const analyticsSchema = z.object({
  totals: z.object({
    ideas: z.number().int(),
    reports: z.number().int(),
    sources: z.number().int(),
    averageScore: z.number().nullable(),
  }),
  /** Ten one-point buckets of overall scores. */
  scoreDistribution: z.array(scoreBucketSchema),
  /** Mean of each of the four scores across reports; null without reports. */
  dimensionAverages: z.object({
    opportunity: z.number().nullable(),
    problem: z.number().nullable(),
    feasibility: z.number().nullable(),
    timing: z.number().nullable(),
  }),
  recommendations: z.array(z.object({ recommendation: reportRecommendationSchema, count: z.number().int() })),
  /** At least the last 6 months, at most 12, oldest first. */
  validationsOverTime: z.array(monthlyValidationsSchema),
  sourceTypes: z.array(z.object({ type: sourceTypeSchema, count: z.number().int() })),
  platforms: z.array(z.object({ platform: sourcePlatformSchema, count: z.number().int() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;
