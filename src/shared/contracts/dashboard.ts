import { z } from "zod";
import { ideaRecommendationSchema } from "./idea.ts";

/** What happened to an idea; recorded by the database as it happens (see activity_events). */
export const activityKindSchema = z.enum(["created", "validated", "failed", "reviewed", "deleted"]);
export type ActivityKind = z.infer<typeof activityKindSchema>;

/** Recent-activity filters. */
export const activityFilterSchema = z.enum(["all", "validated", "pending", "failed"]);
export type ActivityFilter = z.infer<typeof activityFilterSchema>;
export const ACTIVITY_FILTERS = activityFilterSchema.options;

/**
 * Which events each filter shows: a submitted idea is pending until it finishes; a validation and
 * the founder's review of it count as validated; "all" shows every event, deletions included.
 */
export const ACTIVITY_FILTER_KINDS: Record<ActivityFilter, readonly ActivityKind[]> = {
  all: activityKindSchema.options,
  validated: ["validated", "reviewed"],
  pending: ["created"],
  failed: ["failed"],
};

/** The dashboard shows at most 5 recent activity items. */
export const RECENT_ACTIVITY_LIMIT = 5;

export const activityItemSchema = z.object({
  id: z.uuid(),
  ideaId: z.uuid(),
  kind: activityKindSchema,
  /** The idea's title when the event happened. */
  title: z.string(),
  recommendation: ideaRecommendationSchema.nullable(),
  overallScore: z.number().nullable(),
  /** Submit to finish, for validated and failed events. */
  durationMs: z.number().int().nullable(),
  /** Why a validation failed. */
  detail: z.string().nullable(),
  occurredAt: z.string(),
  /** False once the idea is deleted, so the item no longer links to it. */
  ideaExists: z.boolean(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const validationOverviewSchema = z.object({
  totalIdeas: z.number().int(),
  completedIdeas: z.number().int(),
  goIdeas: z.number().int(),
  /** GO recommendations among completed validations, 0 to 1; null before the first one completes. */
  goShare: z.number().min(0).max(1).nullable(),
  /** Mean time from submitting an idea to its report, over completed validations. */
  averageValidationMs: z.number().nullable(),
  /** Ideas pending or being validated right now. */
  activeNow: z.number().int(),
});
export type ValidationOverview = z.infer<typeof validationOverviewSchema>;

/** One week (Monday, UTC) of the founder's own activity: a founder's dashboard charts their own work, not a site-wide "active users" count. */
export const activityWeekSchema = z.object({
  weekStart: z.string(),
  submitted: z.number().int(),
  validated: z.number().int(),
  failed: z.number().int(),
  /** Mean overall score of the validations finished that week. */
  averageScore: z.number().nullable(),
});
export type ActivityWeek = z.infer<typeof activityWeekSchema>;

export const TREND_WEEKS = 8;

/** The dashboard counts token use over this many days. */
export const TOKEN_ACTIVITY_DAYS = 7;

/** What one of the founder's API tokens did lately: not an idea's event, so it stands beside recentActivity. */
export const tokenActivitySchema = z.object({
  tokenName: z.string(),
  /** Requests the token made over the last TOKEN_ACTIVITY_DAYS days. */
  requestCount: z.number().int().min(1),
  lastUsedAt: z.string(),
});
export type TokenActivity = z.infer<typeof tokenActivitySchema>;

export const dashboardSchema = z.object({
  overview: validationOverviewSchema,
  /** The newest events for each filter, at most RECENT_ACTIVITY_LIMIT each. */
  recentActivity: z.object({
    all: z.array(activityItemSchema),
    validated: z.array(activityItemSchema),
    pending: z.array(activityItemSchema),
    failed: z.array(activityItemSchema),
  }),
  /** The last TREND_WEEKS weeks, oldest first, the current week last. */
  trends: z.array(activityWeekSchema),
  /** The tokens used over the last TOKEN_ACTIVITY_DAYS days, last used first, at most RECENT_ACTIVITY_LIMIT; absent from older servers. */
  tokenActivity: z.array(tokenActivitySchema).default([]),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
