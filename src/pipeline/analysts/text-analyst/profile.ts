import { deriveTitle } from "../../../shared/derive-title.ts";
import type { IdeaProfile } from "../../contracts/checkpoints.ts";
import { analyzeDescription } from "../../text/analyze-description.ts";
import { founderReading } from "../../text/founder-reading.ts";
import { UNIVERSAL_COMPETITOR_TYPES } from "../../text/lexicon-categories.ts";
import { readPrice } from "../../text/price/read-price.ts";
import type { PipelineIdea } from "../../types.ts";

/** The deterministic profile from the text analysis alone: the text analyst's, and the model analyst's starting point. The description is read here once. */
export function profileFromText(idea: PipelineIdea): IdeaProfile {
  const analysis = analyzeDescription(idea.description, { title: idea.title });
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
    businessModel: { model: analysis.businessModel, cues: analysis.cues.businessModel },
    price: readPrice(idea.description),
    painPhrases: analysis.painPhrases,
    sentiment: { score: Math.min(1, Math.max(-1, analysis.sentiment.score)), label: analysis.sentiment.label },
    specificity: analysis.specificity,
    reading: founderReading({ analysis, description: idea.description }),
  };
}
