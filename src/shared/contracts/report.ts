import { z } from "zod";
import { founderSourceSchema } from "./founder-evidence.ts";
import { priceCurrencySchema, priceReadingSchema } from "./price.ts";
import { riskiestAssumptionSchema } from "./report-experiments.ts";
import { caseAgainstSchema, competitorLandscapeSchema } from "./report-sections.ts";

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
  pricingStrategy: z.object({
    model: z.string(),
    reasoning: z.string(),
    suggestedPrice: z.number(),
    /** What the suggested price is charged per ("per month", "one-off", "per seat per month"); absent means per month. */
    per: z.string().optional(),
    /** The founder's own prices as read from their words; when present they are the price shown, written from these components. */
    stated: priceReadingSchema.optional(),
  }),
});

/** The currency the founder priced in; every money figure of the report is in it (USD when absent). */
export const currencySchema = priceCurrencySchema;
export type Currency = z.infer<typeof currencySchema>;

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
  /** Present when a model wrote the report (absent for the text analyst, which uses none). */
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
  /** Absent on reports made before the landscape was researched. */
  competitorLandscape: competitorLandscapeSchema.optional(),
  /** Absent on reports made before the case against was written. */
  caseAgainst: caseAgainstSchema.optional(),
  /** The three assumptions the verdict rests on most, each with its experiment; absent on older reports. */
  riskiestAssumptions: z.array(riskiestAssumptionSchema).optional(),
  /** What the founder recorded from their own tests when this version ran; absent when nothing was. */
  founderEvidence: z.array(founderSourceSchema).optional(),
  /** Absent means USD (reports made before the currency was kept). */
  currency: currencySchema.optional(),
  /**
   * "rule-of-thumb" when the money figures come from tables rather than research or a model, so the
   * report shows them as rough ranges.
   */
  moneyFigures: z.enum(["rule-of-thumb", "estimated"]).optional(),
  /** Set when the description was too thin to judge: the verdict is provisional until these are added. */
  missingDetails: z.array(z.string()).optional(),
  /**
   * How many sources research retrieved, how many of those it read in full (the rest are known by
   * their search snippet) and how many the report lists; absent on reports made before they were kept.
   */
  sourceCounts: z.object({
    retrieved: z.number().int().min(0),
    readInFull: z.number().int().min(0),
    listed: z.number().int().min(0),
  }).optional(),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

/** The validation report, as the API answers it. */
export const validationReportSchema = reportBodySchema.extend({
  ideaId: z.uuid(),
  title: z.string(),
  description: z.string(),
  generatedAt: z.string(),
  model: z.string(),
});
export type ValidationReport = z.infer<typeof validationReportSchema>;
