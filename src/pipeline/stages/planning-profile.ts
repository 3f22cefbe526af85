import { z } from "zod";
import { countrySchema } from "../../shared/contracts/idea.ts";
import { deriveTitle } from "../../shared/derive-title.ts";
import { analyzeDescription, MAX_KEYWORDS, MIN_KEYWORDS } from "../offline/analyze-description.ts";
import { UNIVERSAL_COMPETITOR_TYPES } from "../offline/lexicon-categories.ts";
import { BUSINESS_MODELS } from "../offline/lexicon-models.ts";
import type { PipelineIdea } from "../types.ts";
import { profileWithModel } from "./engine/profile.ts";
import type { StageDefinition } from "./index.ts";

export const ideaProfileSchema = z.object({
  title: z.string().min(1),
  pitch: z.string(),
  problem: z.string().nullable(),
  customer: z.string().nullable(),
  customerSegment: z.enum(["businesses", "professionals", "consumers"]).nullable(),
  category: z.object({ id: z.string(), label: z.string() }),
  keywords: z.array(z.string().min(1)).min(MIN_KEYWORDS).max(MAX_KEYWORDS),
  competitorTypes: z.array(z.string()),
  /** Only when the text names a market; never defaulted from the country (SPEC maps "Global" to US). */
  targetMarket: z.string().nullable(),
  country: countrySchema,
  businessModel: z.object({
    model: z.enum(BUSINESS_MODELS).nullable(),
    cues: z.array(z.string()),
    statedPrice: z.number().positive().nullable(),
  }),
  painPhrases: z.array(z.string()),
  sentiment: z.object({ score: z.number().min(-1).max(1), label: z.enum(["negative", "neutral", "positive"]) }),
  specificity: z.number().min(0).max(10),
  /** Products the model knows of that serve the same need (names only; model knowledge, not research). */
  likelyCompetitors: z.array(z.string()).optional(),
  /** Set when the model could not be asked (budget spent) and the offline profile stands in. */
  fallback: z.string().optional(),
});
export type IdeaProfile = z.infer<typeof ideaProfileSchema>;

/** The deterministic profile from the text analysis alone: the offline analyst's, and the model's starting point. */
export function profileFromText(idea: PipelineIdea): IdeaProfile {
  const analysis = analyzeDescription(idea.description);
  const title = idea.title?.trim() || deriveTitle(idea.description);
  return {
    title,
    pitch: analysis.pitch,
    problem: analysis.problemSentence,
    customer: analysis.customer?.specific ? analysis.customer.phrase : null,
    customerSegment: analysis.customer?.segment ?? null,
    category: { id: analysis.category.id, label: analysis.category.label },
    keywords: analysis.keywords,
    competitorTypes: [...analysis.category.competitorTypes, ...UNIVERSAL_COMPETITOR_TYPES],
    targetMarket: analysis.targetMarket,
    country: idea.country,
    businessModel: { model: analysis.businessModel, cues: analysis.cues.businessModel, statedPrice: analysis.statedPrice },
    painPhrases: analysis.painPhrases,
    sentiment: { score: Math.min(1, Math.max(-1, analysis.sentiment.score)), label: analysis.sentiment.label },
    specificity: analysis.specificity,
  };
}

export const planningProfileStage: StageDefinition<"planning-profile"> = {
  name: "planning-profile",
  output: ideaProfileSchema,
  async run(ctx) {
    ctx.signal.throwIfAborted();
    const fromText = profileFromText(ctx.input.idea);
    return ctx.llm ? profileWithModel({ ctx, llm: ctx.llm, fromText }) : fromText;
  },
};
