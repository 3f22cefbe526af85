import { z } from "zod";
import { reportRecommendationSchema, validationReportSchema } from "./report.ts";

/**
 * Every re-validation keeps the report it replaces: reports are numbered versions of one idea's
 * report, 1 first. The API's report carries its version, and a share link pins one.
 */
export const versionedReportSchema = validationReportSchema.extend({
  version: z.number().int().min(1),
});
export type VersionedReport = z.infer<typeof versionedReportSchema>;

/** The largest PostgreSQL `integer`, the column versions are stored in; a larger number would fail the query. */
export const MAX_REPORT_VERSION = 2_147_483_647;

/** `?version=N` picks one version; without it the latest answers. */
export const reportVersionQuerySchema = z.object({
  version: z.coerce.number({ error: "version must be a whole number" })
    .int("version must be a whole number")
    .min(1, "version must be at least 1")
    .max(MAX_REPORT_VERSION, `version must be at most ${MAX_REPORT_VERSION}`)
    .optional(),
});

export const reportVersionSummarySchema = z.object({
  version: z.number().int().min(1),
  generatedAt: z.string(),
  recommendation: reportRecommendationSchema,
  overallScore: z.number(),
});
export type ReportVersionSummary = z.infer<typeof reportVersionSummarySchema>;

export const reportVersionsSchema = z.object({
  versions: z.array(reportVersionSummarySchema),
  /** The version a re-validation is writing now, when one is under way. */
  validating: z.number().int().min(1).nullable(),
});
export type ReportVersions = z.infer<typeof reportVersionsSchema>;

export const revalidationStartedSchema = z.object({ ideaId: z.uuid(), version: z.number().int().min(2) });
