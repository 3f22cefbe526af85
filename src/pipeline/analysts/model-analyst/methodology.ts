import { STAGE_NAMES } from "../../../shared/contracts/idea.ts";
import { plural, pluralWord } from "../../../shared/display/count-text.ts";
import { budgetOf } from "../../budget.ts";
import type { LlmClient } from "../../llm/client.ts";
import { SOURCES_FOR_FULL_WEIGHT } from "../../scoring/counted-evidence.ts";
import type { AnalystContext, MethodologySentences, RunFacts } from "../analyst.ts";

const EXTRACTION_ONLY_NOTE = "The model was set to extract evidence only (LLM_EXTRACTION_ONLY), so it wrote no synthesis: the scores were counted in code from the verified quotes, with the description rubric as the prior, and the business-fit figures come from rule-of-thumb tables.";

/** The model analyst's part of the methodology, written in code from what actually happened in this run. */
export function modelMethodology({ ctx, llm, facts }: { ctx: AnalystContext; llm: LlmClient; facts: RunFacts }): MethodologySentences {
  const { models, extractionOnly } = llm;
  const { profile, plan, research, analysis, listedSources, verdict, fit } = facts;
  const sourceAnalysis = analysis.sourceAnalysis;
  const usage = budgetOf({ ctx, llm }).usage.summary(STAGE_NAMES);
  const evidence = sourceAnalysis?.evidence.length ?? 0;
  const dropped = (sourceAnalysis?.dropped.unknownSource ?? 0) + (sourceAnalysis?.dropped.notInSource ?? 0);
  const cost = usage.estimatedCostUsd === null ? "cost not priced for this model" : `about $${usage.estimatedCostUsd.toFixed(usage.estimatedCostUsd < 0.1 ? 4 : 2)}`;
  const unfinished = research.unfinished ? `The research time budget ran out with ${research.unfinished} searches unanswered; the report is built from what had arrived.` : undefined;
  return {
    researchProcess: [
      `The fast model (${models.fast}) read your description into a profile and planned ${plural(plan.queries.length, "search query", "search queries")} across six research dimensions (pain, competitors, pricing, demand, timing, channels).`,
      `All research sources were searched in parallel, duplicate pages merged, and each page scored for relevance.`,
      extractionOnly
        ? "The fast model then quoted the retrieved pages; the four scores were counted in code from those verified quotes (each weighted by its source's engagement and age, with the rubric of your description as the prior), and the business fit comes from rule-of-thumb tables (the model was set to extract only)."
        : `The fast model then quoted the retrieved pages, and the smart model (${models.smart}) weighed only those verified quotes into the four scores and the business-fit estimates.`,
    ],
    dataCollection: [
      `${plural(research.sources.length, "source")} kept (how many were read in full is counted above); ${plural(listedSources, "source")} listed below; ${plural(evidence, "verified quote")} used as evidence.`,
      `Model usage: ${usage.inputTokens + usage.outputTokens} tokens (${usage.inputTokens} in, ${usage.outputTokens} out) of a ${usage.tokenBudget}-token budget, ${cost}.`,
    ],
    approach: [
      "Web text was treated as untrusted data: it was fenced off in every prompt and never followed as instructions, and links in it are not reproduced.",
      "Every evidence quote was checked in code to appear word for word in the source it names; quotes that did not were dropped.",
      `Demand, pain, competition and timing signals, the quality metrics and every confidence figure were computed in code from the retrieved sources, not asked of the model. A score backed by fewer than ${SOURCES_FOR_FULL_WEIGHT} sources leans toward the rubric score of your description.`,
    ],
    approachAfter: [],
    cutShort: [
      ...[profile.fallback, plan.fallback, sourceAnalysis?.budgetNote, unfinished].filter((note): note is string => Boolean(note)),
      ...verdict.notes,
      ...fit.notes,
      ...(extractionOnly ? [EXTRACTION_ONLY_NOTE] : []),
    ],
    retrieval: research.sources.length === 0 ? ["No sources were retrieved, so no score rests on outside evidence."] : [],
    caveats: [
      ...(dropped ? [`${plural(dropped, "quote")} proposed by the model ${pluralWord(dropped, "was", "were")} dropped because ${pluralWord(dropped, "it", "they")} named no retrieved source or did not appear word for word in it.`] : []),
      "Sources are what public search APIs returned for our queries; a topic missing from them is not proof that nobody discusses it.",
      "Market sizes, revenue projections, acquisition costs and channel ratings are the model's estimates with their assumptions listed, not measured data.",
    ],
  };
}
