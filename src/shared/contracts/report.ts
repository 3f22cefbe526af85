import { z } from "zod";

const score = z.number().min(0).max(10);
const confidence = z.number().min(0).max(1);

export const reportRecommendationSchema = z.enum(["strong-go", "go", "caution", "no-go"]);
export type ReportRecommendation = z.infer<typeof reportRecommendationSchema>;

export const dimensionScoreSchema = z.object({
  value: score,
  confidence,
  reasoning: z.string(),
  evidence: z.array(z.string()),
});
export type DimensionScore = z.infer<typeof dimensionScoreSchema>;

export const sourceTypeSchema = z.enum(["article", "video", "discussion", "review", "data", "other"]);
export const sourcePlatformSchema = z.enum([
  "reddit", "youtube", "facebook", "twitter", "linkedin", "discord", "github", "stackoverflow", "medium", "other",
]);

export const reportSourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  type: sourceTypeSchema,
  platform: sourcePlatformSchema,
  relevance: score,
  date: z.string(),
  excerpt: z.string().optional(),
});
export type ReportSource = z.infer<typeof reportSourceSchema>;

export const revenuePotentialSchema = z.object({
  description: z.string(),
  score,
  marketSize: z.object({ total: z.number(), addressable: z.number(), serviceable: z.number() }),
  revenueProjections: z.object({
    year1: z.number(),
    year2: z.number(),
    year3: z.number(),
    assumptions: z.array(z.string()),
  }),
  pricingStrategy: z.object({ model: z.string(), reasoning: z.string(), suggestedPrice: z.number() }),
});

const level = z.enum(["low", "medium", "high"]);

export const executionDifficultySchema = z.object({
  description: z.string(),
  score,
  resourceRequirements: z.object({ teamSize: z.string(), budget: z.string(), timeline: z.string() }),
  riskFactors: z.array(z.object({ risk: z.string(), probability: level, impact: level })),
  technicalChallenges: z.array(z.string()),
});

export const goToMarketSignalsSchema = z.object({
  description: z.string(),
  score,
  customerAcquisition: z.object({ cost: z.number(), lifetimeValue: z.number(), paybackPeriod: z.number() }),
  channels: z.array(z.object({ channel: z.string(), effectiveness: score, cost: z.string() })),
  marketEntry: z.object({ strategy: z.string(), timeline: z.string() }),
});

const tokens = z.number().int().min(0);

/** What the models of one stage used; cost is null when a model's price is unknown. */
export const stageUsageSchema = z.object({
  stage: z.string(),
  models: z.array(z.string()),
  calls: tokens,
  inputTokens: tokens,
  outputTokens: tokens,
  estimatedCostUsd: z.number().min(0).nullable(),
});

/** Token usage and estimated cost of a model-made report, per stage and in total. */
export const modelUsageSchema = z.object({
  inputTokens: tokens,
  outputTokens: tokens,
  estimatedCostUsd: z.number().min(0).nullable(),
  tokenBudget: tokens,
  stages: z.array(stageUsageSchema),
});
export type ModelUsage = z.infer<typeof modelUsageSchema>;

export const methodologySchema = z.object({
  researchProcess: z.string(),
  dataCollection: z.string(),
  analysisApproach: z.string(),
  confidenceLevel: confidence,
  limitations: z.array(z.string()),
  assumptions: z.array(z.string()),
  /** Present when a model wrote the report (absent for the offline analyst, which uses none). */
  usage: modelUsageSchema.optional(),
});

export const qualityAssessmentSchema = z.object({
  metrics: z.object({
    sourceDiversity: score,
    recency: score,
    specificity: score,
    sentimentConsistency: score,
    volume: score,
    authority: score,
    overallScore: score,
  }),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
});

/** The body of a validation report as the pipeline produces and stores it. */
export const reportBodySchema = z.object({
  recommendation: reportRecommendationSchema,
  overallScore: score,
  targetMarket: z.string().nullable(),
  opportunityScore: dimensionScoreSchema,
  problemScore: dimensionScoreSchema,
  feasibilityScore: dimensionScoreSchema,
  timingScore: dimensionScoreSchema,
  revenuePotential: revenuePotentialSchema,
  executionDifficulty: executionDifficultySchema,
  goToMarketSignals: goToMarketSignalsSchema,
  sources: z.array(reportSourceSchema),
  methodology: methodologySchema,
  qualityAssessment: qualityAssessmentSchema,
});
export type ReportBody = z.infer<typeof reportBodySchema>;

/** SPEC section 3's validation report, as the API answers it. */
export const validationReportSchema = reportBodySchema.extend({
  ideaId: z.uuid(),
  title: z.string(),
  description: z.string(),
  generatedAt: z.string(),
  model: z.string(),
});
export type ValidationReport = z.infer<typeof validationReportSchema>;
