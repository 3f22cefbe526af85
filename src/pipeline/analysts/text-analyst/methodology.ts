import { plural, pluralWord } from "../../../shared/display/count-text.ts";
import { SOURCES_FOR_FULL_WEIGHT } from "../../scoring/counted-evidence.ts";
import type { MethodologySentences, RunFacts } from "../analyst.ts";

/** The text analyst's part of the methodology, written from what this run actually did. */
export function textMethodology({ plan, research, analysis, evidence, listedSources }: RunFacts): MethodologySentences {
  const retrieved = research.sources.length;
  const droppedQuotes = analysis.sourceAnalysis?.dropped.notInSource ?? 0;
  const supporting = evidence.filter((e) => e.stance === "supports").length;
  const challenging = evidence.filter((e) => e.stance === "challenges").length;
  return {
    researchProcess: [
      `No AI model is configured, so Greenlight's built-in text analysis did the research: it read your description (${plural(analysis.wordCount, "word")}) into a profile and built ${plural(plan.queries.length, "search query", "search queries")} from it across six research dimensions (pain, competitors, pricing, demand, timing, channels).`,
      "Every enabled research source was searched in parallel and duplicate pages merged.",
      "Sentences were then quoted word for word from the retrieved titles and texts, each classified by dimension (pain, demand, competition, pricing, timing, channels) and stance (supporting or challenging the idea) with wink-nlp and cue word lists.",
    ],
    dataCollection: [
      `${plural(retrieved, "source")} retrieved; ${plural(listedSources, "source")} listed below; ${plural(evidence.length, "quote")} used as evidence (${supporting} supporting, ${challenging} challenging, ${evidence.length - supporting - challenging} neutral)${droppedQuotes ? `; ${plural(droppedQuotes, "candidate quote")} dropped because ${pluralWord(droppedQuotes, "it was", "they were")} not found word for word in ${pluralWord(droppedQuotes, "its", "their")} source` : ""}.`,
    ],
    approach: [
      "Every evidence quote was checked in code to appear word for word in the source it cites, and every source listed was retrieved in this run.",
      `Each score starts from the rubric score of your description (clear problem, named customer, pain intensity, differentiation, monetisation, timing cues, minus feasibility red flags) and moves toward what the counted evidence shows: supporting against challenging quotes, each weighted by its source's engagement and age. The more distinct sources take a side (full weight from ${SOURCES_FOR_FULL_WEIGHT}), the further it moves.`,
      "Confidence and the quality metrics are computed from the number of sources behind each score and the measured quality of the source set.",
    ],
    approachAfter: ["Business-fit figures come from rule-of-thumb tables keyed by category and business model. The same sources and description always give the same report."],
    cutShort: [],
    retrieval: [
      ...(research.unfinished ? [`The research time budget ran out with ${research.unfinished} searches unanswered; the report uses what had arrived.`] : []),
      ...(retrieved === 0 ? ["No sources were retrieved, so every score is your description's rubric score and no score reflects outside evidence."] : []),
    ],
    caveats: [
      "No AI model was used: quotes were picked and classified by word lists and sentence analysis, which can miss sarcasm, negation and context.",
      "Sources are what public search APIs returned for queries built from your description; a topic missing from them is not proof that nobody discusses it.",
      "Market sizes, revenue projections, acquisition costs and channel ratings are rule-of-thumb figures, not research.",
    ],
  };
}
