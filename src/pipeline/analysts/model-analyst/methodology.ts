import type { ReportBody } from "../../../shared/contracts/report.ts";
import type { UsageSummary } from "../../llm/usage.ts";
import { RECOMMENDATION_THRESHOLDS, MIN_CONFIDENCE_FOR_GO } from "../../scoring/recommendation.ts";
import { SOURCES_FOR_FULL_WEIGHT } from "../../scoring/evidence-scores.ts";
import type { ResearchPlan, ResearchResult, SourceAnalysis } from "../../contracts/checkpoints.ts";

type Methodology = NonNullable<ReportBody["methodology"]>;

const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/** The methodology of a model-made report, written in code from what actually happened in this run. */
export function describeEngineMethodology({ models, extractionOnly = false, plan, research, sourceAnalysis, listedSources, confidence, thin, budgetNotes, assumptions, usage }: {
  models: { fast: string; smart: string };
  /** The model only extracted; the scores and business fit were computed in code. */
  extractionOnly?: boolean;
  plan: ResearchPlan;
  research: ResearchResult;
  sourceAnalysis: SourceAnalysis | undefined;
  listedSources: number;
  confidence: number;
  /** Score names backed by fewer than two sources. */
  thin: readonly string[];
  /** Why parts of the run were cut short (time or token budget), one sentence each. */
  budgetNotes: readonly string[];
  assumptions: readonly string[];
  usage: UsageSummary;
}): Methodology {
  const evidence = sourceAnalysis?.evidence.length ?? 0;
  const dropped = (sourceAnalysis?.dropped.unknownSource ?? 0) + (sourceAnalysis?.dropped.notInSource ?? 0);
  const consulted = research.consulted.map((c) => `${c.name} (${plural(c.queries, "search", "searches")}, ${plural(c.results, "result")})`);
  const failed = research.failed ?? [];
  const limitations = [
    ...budgetNotes,
    ...failed.map((f) => `${f.name} could not be reached (${f.reason}), so nothing from it is included.`),
    ...(research.sources.length === 0 ? ["No sources were retrieved, so no score rests on outside evidence."] : []),
    ...(thin.length ? [`Evidence is thin for ${thin.join(", ")}: fewer than two sources back ${thin.length === 1 ? "that score" : "those scores"}, so ${thin.length === 1 ? "it leans" : "they lean"} on your description and confidence is lower.`] : []),
    ...(dropped ? [`${plural(dropped, "quote")} proposed by the model ${dropped === 1 ? "was" : "were"} dropped because ${dropped === 1 ? "it" : "they"} named no retrieved source or did not appear word for word in it.`] : []),
    "Sources are what public search APIs returned for our queries; a topic missing from them is not proof that nobody discusses it.",
    "Market sizes, revenue projections, acquisition costs and channel ratings are the model's estimates with their assumptions listed, not measured data.",
  ];
  const cost = usage.estimatedCostUsd === null ? "cost not priced for this model" : `about $${usage.estimatedCostUsd.toFixed(usage.estimatedCostUsd < 0.1 ? 4 : 2)}`;
  return {
    researchProcess: [
      `The fast model (${models.fast}) read your description into a profile and planned ${plural(plan.queries.length, "search query", "search queries")} across six research dimensions (pain, competitors, pricing, demand, timing, channels).`,
      `All research sources were searched in parallel, duplicate pages merged, and each page scored for relevance.`,
      extractionOnly
        ? "The fast model then quoted the retrieved pages; the four scores were counted in code from those verified quotes (each weighted by its source's engagement and age, with the rubric of your description as the prior), and the business fit comes from rule-of-thumb tables (the model was set to extract only)."
        : `The fast model then quoted the retrieved pages, and the smart model (${models.smart}) weighed only those verified quotes into the four scores and the business-fit estimates.`,
    ].join(" "),
    dataCollection: [
      research.note,
      consulted.length ? `Searched: ${consulted.join("; ")}.` : "No source returned results.",
      `${plural(research.sources.length, "source")} kept (how many were read in full is counted above); ${plural(listedSources, "source")} listed below; ${plural(evidence, "verified quote")} used as evidence.`,
      `Model usage: ${usage.inputTokens + usage.outputTokens} tokens (${usage.inputTokens} in, ${usage.outputTokens} out) of a ${usage.tokenBudget}-token budget, ${cost}.`,
    ].join(" "),
    analysisApproach: [
      "Web text was treated as untrusted data: it was fenced off in every prompt and never followed as instructions, and links in it are not reproduced.",
      "Every evidence quote was checked in code to appear word for word in the source it names; quotes that did not were dropped.",
      `Demand, pain, competition and timing signals, the quality metrics and every confidence figure were computed in code from the retrieved sources, not asked of the model. A score backed by fewer than ${SOURCES_FOR_FULL_WEIGHT} sources leans toward the rubric score of your description.`,
      `The recommendation follows from the overall score: strong go from ${RECOMMENDATION_THRESHOLDS["strong-go"]}, go from ${RECOMMENDATION_THRESHOLDS.go}, caution from ${RECOMMENDATION_THRESHOLDS.caution}; go verdicts also need a confidence of at least ${MIN_CONFIDENCE_FOR_GO}.`,
    ].join(" "),
    confidenceLevel: confidence,
    limitations,
    assumptions: [...assumptions],
    usage,
  };
}
