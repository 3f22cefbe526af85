import { founderReadingSchema, type FounderReading } from "../contracts/founder-words.ts";
import type { DescriptionAnalysis } from "./analyze-description.ts";
import { TIMING_TERMS } from "./lexicon-cues.ts";
import { findTerms } from "./match.ts";

const AI_TERMS = TIMING_TERMS.filter((t) => typeof t === "string" && ["ai", "a.i.", "llm*", "gpt*", "chatgpt", "generative"].includes(t));

/**
 * What the profile keeps of the description's analysis, so the rubric never reads the description
 * again: every field the schema names (the category is kept in the profile as id and label).
 */
export function founderReading({ analysis, description }: { analysis: DescriptionAnalysis; description: string }): FounderReading {
  return founderReadingSchema.parse({ ...analysis, aiMentioned: findTerms({ text: description, terms: AI_TERMS }).length > 0 });
}
