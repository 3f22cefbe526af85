import { z } from "zod";
import { apiTokenSchema, apiTokenUseSchema } from "./api-tokens.ts";
import { activityItemSchema } from "./dashboard.ts";
import { founderEvidenceSchema } from "./founder-evidence.ts";
import { ideaCorrectionsSchema } from "./idea-corrections.ts";
import { ideaSchema } from "./idea.ts";
import { reportBodySchema } from "./report.ts";
import { settingsSchema } from "./settings.ts";

/** What the founder types to confirm deleting their account. */
export const DELETE_ACCOUNT_CONFIRMATION = "DELETE";

export const deleteAccountRequestSchema = z.strictObject({
  confirmation: z.string().refine((value) => value === DELETE_ACCOUNT_CONFIRMATION, {
    error: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`,
  }),
});

export const exportedReportSchema = reportBodySchema.extend({
  generatedAt: z.string(),
  model: z.string(),
});

/** One idea with its latest full report as stored, its earlier versions, the founder's own evidence and their corrections of its reading. */
export const exportedIdeaSchema = ideaSchema.omit({ report: true }).extend({
  report: exportedReportSchema.nullable(),
  earlierReports: z.array(exportedReportSchema.extend({ version: z.number().int() })),
  evidence: z.array(founderEvidenceSchema),
  /** What the founder corrected of "Here is how we read your idea", per version (decision 023). */
  corrections: z.array(z.object({ version: z.number().int().min(1), corrections: ideaCorrectionsSchema })),
});

/** Everything Greenlight keeps about the founder, as one JSON document. */
export const accountExportSchema = z.object({
  format: z.literal("greenlight-export/1"),
  exportedAt: z.string(),
  appVersion: z.string(),
  user: z.object({
    email: z.string().nullable(),
    username: z.string().nullable(),
    name: z.string().nullable(),
    createdAt: z.string(),
  }),
  settings: settingsSchema.omit({ account: true }),
  ideas: z.array(exportedIdeaSchema),
  activity: z.array(activityItemSchema),
  /** The founder's API tokens, never their secrets (only a hash is kept), and every request they made. */
  apiTokens: z.array(apiTokenSchema),
  apiTokenUses: z.array(apiTokenUseSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const deleteAccountResponseSchema = z.object({ deletedIdeas: z.number().int() });
