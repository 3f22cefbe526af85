import { z } from "zod";
import { ideaCorrectionsSchema } from "./idea-corrections.ts";

export const MAX_DESCRIPTION_LENGTH = 5000;
export const MIN_IMPROVE_LENGTH = 10;
export const MAX_TITLE_LENGTH = 200;

export const ideaStatusSchema = z.enum(["pending", "processing", "validating", "completed", "failed"]);
export type IdeaStatus = z.infer<typeof ideaStatusSchema>;
export const ACTIVE_STATUSES: readonly IdeaStatus[] = ["pending", "processing", "validating"];
/** Deleting is blocked in these statuses. */
export const UNDELETABLE_STATUSES: readonly IdeaStatus[] = ["processing", "validating"];

export const stageNameSchema = z.enum(["planning-profile", "planning-queries", "research", "analysis", "synthesis"]);
export type StageName = z.infer<typeof stageNameSchema>;
export const STAGE_NAMES = stageNameSchema.options;

export const countrySchema = z.enum(["US", "CA", "GB", "AU", "DE", "FR"]);
export type Country = z.infer<typeof countrySchema>;

export const validationModeSchema = z.enum(["deep", "quick"]);
export const ideaRecommendationSchema = z.enum(["GO", "PAUSE", "NO-GO"]);

export const ideaSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  country: countrySchema,
  validationMode: validationModeSchema,
  status: ideaStatusSchema,
  currentStage: stageNameSchema.nullable(),
  recommendation: ideaRecommendationSchema.nullable(),
  overallScore: z.number().nullable(),
  targetMarket: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The report version the latest validation writes: 1, then one more for each re-validation. */
  version: z.number().int().min(1),
  /** The latest report; sourceCount 0 means the report consulted no live source: drawn from the description alone. */
  report: z.object({ generatedAt: z.string(), sourceCount: z.number().int().min(0) }).nullable(),
});
export type Idea = z.infer<typeof ideaSchema>;

const descriptionField = z
  .string({ error: "description is required" })
  .trim()
  .min(1, { error: "description must not be empty" })
  .max(MAX_DESCRIPTION_LENGTH, { error: `description must be at most ${MAX_DESCRIPTION_LENGTH} characters` });

const titleField = z
  .string()
  .trim()
  .min(1, { error: "title must not be empty" })
  .max(MAX_TITLE_LENGTH, { error: `title must be at most ${MAX_TITLE_LENGTH} characters` });

export const createIdeaSchema = z.strictObject({
  description: descriptionField,
  country: countrySchema,
  validationMode: validationModeSchema.default("deep"),
  title: titleField.optional(),
  /** What the founder corrected of "Here is how we read your idea"; left out, the reading stands (decision 023). */
  corrections: ideaCorrectionsSchema.optional(),
});
export type CreateIdea = z.infer<typeof createIdeaSchema>;

/** Only these fields may change after creation; anything else is refused. */
export const updateIdeaSchema = z
  .strictObject({
    title: titleField.optional(),
    description: descriptionField.optional(),
    targetMarket: z.string().trim().max(200, { error: "targetMarket must be at most 200 characters" }).nullable().optional(),
    reviewed: z.boolean().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { error: "Send at least one of title, description, targetMarket, reviewed" });
export type UpdateIdea = z.infer<typeof updateIdeaSchema>;

export const listIdeasQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().trim().max(200).optional(),
  /** Only ideas in exactly this status. */
  status: z.enum(ideaStatusSchema.options, { error: `status must be one of ${ideaStatusSchema.options.join(", ")}` }).optional(),
});
export type ListIdeasQuery = z.infer<typeof listIdeasQuerySchema>;

export const ideaIdParamsSchema = z.object({ id: z.uuid({ error: "Idea not found" }) });

export const improveDescriptionRequestSchema = z.strictObject({
  description: z
    .string({ error: "description is required" })
    .trim()
    .min(MIN_IMPROVE_LENGTH, { error: `description must be at least ${MIN_IMPROVE_LENGTH} characters` })
    .max(MAX_DESCRIPTION_LENGTH, { error: `description must be at most ${MAX_DESCRIPTION_LENGTH} characters` }),
});
export const improveDescriptionResponseSchema = z.object({
  improvedDescription: z.string(),
  /** What the description leaves unsaid, as questions shown beside it (never written into it). */
  questions: z.array(z.string()),
  /** A model is configured but failed, so this is the offline rewrite of the founder's own sentences. */
  fellBackToOffline: z.boolean(),
});

export const deleteAllIdeasResponseSchema = z.object({ deletedCount: z.number().int() });

export const stageProgressSchema = z.object({
  name: stageNameSchema,
  state: z.enum(["pending", "running", "done", "failed"]),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().nullable(),
});

export const progressResponseSchema = z.object({
  ideaId: z.uuid(),
  status: z.object({
    state: ideaStatusSchema,
    current: z.object({ name: z.string() }),
    stages: z.array(stageProgressSchema),
    estimatedSecondsRemaining: z.number().int().min(0),
    error: z.string().nullable(),
  }),
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;
