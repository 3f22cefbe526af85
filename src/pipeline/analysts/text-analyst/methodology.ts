import type { ReportBody } from "../../../shared/contracts/report.ts";
import { RECOMMENDATION_THRESHOLDS, MIN_CONFIDENCE_FOR_GO } from "../../scoring/recommendation.ts";
import { SOURCES_FOR_FULL_STRENGTH } from "../../scoring/counted-evidence.ts";
import type { EvidenceItem, ResearchPlan, ResearchResult } from "../../contracts/checkpoints.ts";

type Methodology = ReportBody["methodology"];

const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/** The methodology of a report made without a model, written from what this run actually did. */
export function describeOfflineMethodology({ plan, research, evidence, droppedQuotes, listedSources, wordCount, confidence, thin, assumptions }: {
  plan: ResearchPlan;
  research: ResearchResult;
  /** The verified quotes the scores were counted from. */
  evidence: readonly EvidenceItem[];
  /** Candidate quotes not found word for word in their source. */
  droppedQuotes: number;
  listedSources: number;
  wordCount: number;
  confidence: number;
  /** Score names backed by fewer than two sources. */
  thin: readonly string[];
  assumptions: readonly string[];
}): Methodology {
  const failed = research.failed ?? [];
  const retrieved = research.sources.length;
  const consulted = research.consulted.map((c) => `${c.name} (${plural(c.queries, "search", "searches")}, ${plural(c.results, "result")}${c.failures ? `, ${c.failures} failed` : ""})`);
  const supporting = evidence.filter((e) => e.stance === "supports").length;
  const challenging = evidence.filter((e) => e.stance === "challenges").length;
  const limitations = [
    ...failed.map((f) => `${f.name} could not be reached (${f.reason}), so nothing from it is included.`),
    ...(research.unfinished ? [`The research time budget ran out with ${research.unfinished} searches unanswered; the report uses what had arrived.`] : []),
    ...(retrieved === 0
      ? ["No sources were retrieved, so every score is your description's rubric score and no score reflects outside evidence."]
      : []),
    ...(retrieved > 0 && thin.length
      ? [`Evidence is thin for ${thin.join(", ")}: fewer than two sources back ${thin.length === 1 ? "that score" : "those scores"}, so ${thin.length === 1 ? "it leans" : "they lean"} on your description and confidence is lower.`]
      : []),
    "No AI model was used: quotes were picked and classified by word lists and sentence analysis, which can miss sarcasm, negation and context.",
    "Sources are what public search APIs returned for queries built from your description; a topic missing from them is not proof that nobody discusses it.",
    "Market sizes, revenue projections, acquisition costs and channel ratings are rule-of-thumb figures, not research.",
  ];
  return {
    researchProcess: [
      `No AI model is configured, so Greenlight's built-in text analysis did the research: it read your description (${plural(wordCount, "word")}) into a profile and built ${plural(plan.queries.length, "search query", "search queries")} from it across six research dimensions (pain, competitors, pricing, demand, timing, channels).`,
      "Every enabled research source was searched in parallel and duplicate pages merged.",
      "Sentences were then quoted word for word from the retrieved titles and texts, each classified by dimension (pain, demand, competition, pricing, timing, channels) and stance (supporting or challenging the idea) with wink-nlp and cue word lists.",
    ].join(" "),
    dataCollection: [
      research.note,
      consulted.length ? `Searched: ${consulted.join("; ")}.` : "No source returned results.",
      `${plural(retrieved, "source")} retrieved; ${plural(listedSources, "source")} listed below; ${plural(evidence.length, "quote")} used as evidence (${supporting} supporting, ${challenging} challenging, ${evidence.length - supporting - challenging} neutral)${droppedQuotes ? `; ${plural(droppedQuotes, "candidate quote")} dropped because ${droppedQuotes === 1 ? "it was" : "they were"} not found word for word in ${droppedQuotes === 1 ? "its" : "their"} source` : ""}.`,
    ].join(" "),
    analysisApproach: [
      "Every evidence quote was checked in code to appear word for word in the source it cites, and every source listed was retrieved in this run.",
      `Each score starts from the rubric score of your description (clear problem, named customer, pain intensity, differentiation, monetisation, timing cues, minus feasibility red flags) and moves toward what the counted evidence shows: supporting against challenging quotes, each weighted by its source's engagement and age. The more distinct sources take a side (full weight from ${SOURCES_FOR_FULL_STRENGTH}), the further it moves.`,
      "Confidence and the quality metrics are computed from the number of sources behind each score and the measured quality of the source set.",
      `The recommendation follows from the overall score: strong go from ${RECOMMENDATION_THRESHOLDS["strong-go"]}, go from ${RECOMMENDATION_THRESHOLDS.go}, caution from ${RECOMMENDATION_THRESHOLDS.caution}; go verdicts also need a confidence of at least ${MIN_CONFIDENCE_FOR_GO}.`,
      "Business-fit figures come from rule-of-thumb tables keyed by category and business model. The same sources and description always give the same report.",
    ].join(" "),
    confidenceLevel: confidence,
    limitations,
    assumptions: [...assumptions],
  };
}
