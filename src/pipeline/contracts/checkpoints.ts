import { z } from "zod";
import { countrySchema } from "../../shared/contracts/idea.ts";
import { ideaCorrectionsSchema } from "../../shared/contracts/idea-corrections.ts";
import { priceReadingSchema } from "../../shared/contracts/price.ts";
import { dimensionScoreSchema, reportRecommendationSchema, reportSourceSchema, type ReportBody } from "../../shared/contracts/report.ts";
import type { PipelineIdea } from "../types.ts";
import { BUSINESS_MODELS, DIMENSIONS, EVIDENCE_DIMENSIONS, MAX_KEYWORDS, MIN_KEYWORDS, QUOTE_KINDS, RED_FLAG_IDS, RESEARCH_DIMENSIONS, SOURCE_KINDS } from "./vocabulary.ts";
import { founderReadingSchema } from "./founder-words.ts";
import { signalsSchema } from "./signals.ts";

/**
 * What each stage takes and gives. Every output is stored as a checkpoint and re-parsed with its
 * schema on a resumed job, so these schemas are the contract between the stages and with the
 * checkpoints earlier releases stored.
 */


export const ideaProfileSchema = z.object({
  title: z.string().min(1),
  pitch: z.string(),
  problem: z.string().nullable(),
  customer: z.string().nullable(),
  customerSegment: z.enum(["businesses", "professionals", "consumers"]).nullable(),
  category: z.object({ id: z.string(), label: z.string() }),
  keywords: z.array(z.string().min(1)).min(MIN_KEYWORDS).max(MAX_KEYWORDS),
  competitorTypes: z.array(z.string()),
  /** Only when the text names a market; never defaulted from the country ("Global" would otherwise read as US). */
  targetMarket: z.string().nullable(),
  country: countrySchema,
  businessModel: z.object({
    model: z.enum(BUSINESS_MODELS).nullable(),
    cues: z.array(z.string()),
  }),
  /** Every price in the founder's words, read once here; absent only in checkpoints stored before it was kept. */
  price: priceReadingSchema.optional(),
  painPhrases: z.array(z.string()),
  sentiment: z.object({ score: z.number().min(-1).max(1), label: z.enum(["negative", "neutral", "positive"]) }),
  specificity: z.number().min(0).max(10),
  /**
   * The description as the text analysis read it, for the rubric: later stages read this, never the
   * description. A profile stored before it was kept does not parse and is read again.
   */
  reading: founderReadingSchema,
  /** Products the model knows of that serve the same need (names only; model knowledge, not research). */
  likelyCompetitors: z.array(z.string()).optional(),
  /** Set when the model could not be asked (budget spent) and the offline profile stands in. */
  fallback: z.string().optional(),
  /** What the founder corrected of the reading before research started; applied to the fields above (text/founder-corrections.ts). */
  corrections: ideaCorrectionsSchema.optional(),
});
export type IdeaProfile = z.infer<typeof ideaProfileSchema>;

export const researchPlanSchema = z.object({
  queries: z.array(z.object({ dimension: z.enum(RESEARCH_DIMENSIONS), query: z.string().min(1) })),
  removedDuplicates: z.number().int().min(0),
  /** Set when the model could not be asked (budget spent) and the drafted queries stand in. */
  fallback: z.string().optional(),
});
export type ResearchPlan = z.infer<typeof researchPlanSchema>;

/** A retrieved source as research keeps it for analysis: the report's fields plus what analysis reads. */
export const researchedSourceSchema = reportSourceSchema.extend({
  engagement: z.object({ score: z.number().optional(), comments: z.number().optional(), views: z.number().optional() }).optional(),
  connectors: z.array(z.string()).optional(),
  dimensions: z.array(z.enum(RESEARCH_DIMENSIONS)).optional(),
  /** Counted facts (GitHub stars and last push, Product Hunt votes) for the competitor landscape. */
  facts: z.object({
    stars: z.number().optional(),
    forks: z.number().optional(),
    openIssues: z.number().optional(),
    votes: z.number().optional(),
    lastActivity: z.string().optional(),
    archived: z.boolean().optional(),
  }).optional(),
  /** The page or discussion read in full (see SourceReading); absent when only the search snippet is known. */
  reading: z.object({
    kind: z.enum(["thread", "repository", "page"]),
    text: z.string(),
    comments: z.array(z.object({ url: z.string(), author: z.string(), date: z.string(), text: z.string(), points: z.number().optional() })),
  }).optional(),
});
export type ResearchedSource = z.infer<typeof researchedSourceSchema>;

export const researchResultSchema = z.object({
  sources: z.array(researchedSourceSchema),
  consulted: z.array(z.object({ name: z.string(), queries: z.number().int().min(0), results: z.number().int().min(0), failures: z.number().int().min(0).optional() })),
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
  queriesPlanned: z.number().int().min(0),
  /** Why the research came back the way it did, in words the methodology can quote. */
  note: z.string(),
  /** Connectors that could not be reached at all, with the reason. */
  failed: z.array(z.object({ name: z.string(), reason: z.string() })).optional(),
  queriesRun: z.number().int().min(0).optional(),
  duplicatesMerged: z.number().int().min(0).optional(),
  /** Searches still running when research's share of the time budget ran out. */
  unfinished: z.number().int().min(0).optional(),
  retrievedAt: z.string().optional(),
  /** How deep research read: whole pages and threads versus search snippets only. */
  depth: z.object({
    /** Web pages and articles read in full. */
    pagesRead: z.number().int().min(0),
    /** Discussions (with their comments or answers) and repositories (README and issues) read in full. */
    threadsRead: z.number().int().min(0),
    /** Comments, answers and issues read within those threads. */
    commentsRead: z.number().int().min(0),
    /** Kept sources known only by their search snippet. */
    snippetsOnly: z.number().int().min(0),
    /** Distinct sites among the kept sources. */
    sites: z.number().int().min(0),
    /** Reads that failed or ran out of time (the source kept its snippet). */
    readsFailed: z.number().int().min(0),
    /** Seconds research took, searching and reading. */
    seconds: z.number().min(0),
  }).optional(),
});
export type ResearchResult = z.infer<typeof researchResultSchema>;


/** A quote the model found in a retrieved source, kept only once it was verified word for word. */
export const evidenceItemSchema = z.object({
  id: z.string(),
  sourceId: z.string(),
  quote: z.string(),
  dimension: z.enum(EVIDENCE_DIMENSIONS),
  stance: z.enum(["supports", "challenges", "neutral"]),
  /** Further dimensions the same quote bears on: a competitor's price is competition and pricing. */
  also: z.array(z.enum(EVIDENCE_DIMENSIONS)).optional(),
  /** What the quote states; a failure "event" of a same-kind product is the strongest challenge. */
  kind: z.enum(QUOTE_KINDS).optional(),
});
export type EvidenceItem = z.infer<typeof evidenceItemSchema>;

/** What the model engine adds to the analysis: verified evidence and per-source readings. */
export const sourceAnalysisSchema = z.object({
  evidence: z.array(evidenceItemSchema),
  sources: z.array(z.object({
    sourceId: z.string(),
    /** The model's 0-10 relevance after reading it, or the research stage's lexical score when unread. */
    relevance: z.number().min(0).max(10),
    /** Lexicon sentiment of its text, -1..1. */
    sentiment: z.number().min(-1).max(1),
    read: z.boolean(),
    /** What the source can show (research/source-kind.ts, or the model's tag). */
    kind: z.enum(SOURCE_KINDS).optional(),
  })),
  dropped: z.object({ unknownSource: z.number().int().min(0), notInSource: z.number().int().min(0) }),
  batches: z.object({ planned: z.number().int().min(0), read: z.number().int().min(0) }),
  /** Why some batches were left unread (time or token budget), if any were. */
  budgetNote: z.string().optional(),
});
export type SourceAnalysis = z.infer<typeof sourceAnalysisSchema>;

const redFlagIdSchema = z.enum(RED_FLAG_IDS);

export const analysisResultSchema = z.object({
  basis: z.enum(["description-only", "description-and-sources"]),
  sourceCount: z.number().int().min(0),
  wordCount: z.number().int().min(0),
  sentenceCount: z.number().int().min(0),
  specificity: z.number().min(0).max(10),
  signals: signalsSchema,
  rubric: z.array(z.object({
    dimension: z.enum(DIMENSIONS),
    id: z.string(),
    label: z.string(),
    maxPoints: z.number(),
    awarded: z.number(),
    quotes: z.array(z.string()),
  })),
  redFlags: z.array(z.object({ id: redFlagIdSchema, label: z.string(), matches: z.array(z.string()) })),
  aiMentioned: z.boolean(),
  scores: z.object({
    opportunity: dimensionScoreSchema,
    problem: dimensionScoreSchema,
    feasibility: dimensionScoreSchema,
    timing: dimensionScoreSchema,
  }),
  confidence: z.number().min(0).max(1),
  overallScore: z.number().min(0).max(10),
  recommendation: reportRecommendationSchema,
  /** With a model: the verified evidence and per-source readings that synthesis builds on. */
  sourceAnalysis: sourceAnalysisSchema.optional(),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

export interface StageInput {
  idea: PipelineIdea;
  /** Outputs of the stages that already ran (checkpoints on a resumed job). */
  outputs: Partial<StageOutputs>;
}

export interface StageOutputs {
  "planning-profile": IdeaProfile;
  "planning-queries": ResearchPlan;
  research: ResearchResult;
  analysis: AnalysisResult;
  synthesis: ReportBody;
}
