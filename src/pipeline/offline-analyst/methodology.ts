import type { ReportBody } from "../../shared/contracts/report.ts";

type Methodology = ReportBody["methodology"];

/** The offline analyst's methodology: states plainly what was done and what was not consulted. */
export function describeOfflineMethodology({ wordCount, sentenceCount, confidence, researchNote, assumptions }: {
  wordCount: number;
  sentenceCount: number;
  confidence: number;
  researchNote: string;
  assumptions: readonly string[];
}): Methodology {
  return {
    researchProcess:
      "Offline analysis of your description only. No live research was done: no web sources, community sites, search data or AI model were consulted.",
    dataCollection: `Read your idea description (${wordCount} words, ${sentenceCount} sentence${sentenceCount === 1 ? "" : "s"}). Sources retrieved: 0. ${researchNote}`,
    analysisApproach:
      "Deterministic text analysis of your description (keywords, category from a keyword lexicon, customer, business model, pain language and sentiment), then rubric scoring: each score adds points for rubric items found in your text (clear problem statement, named customer, pain intensity, differentiation, stated monetisation, timing cues) and subtracts feasibility red flags (hardware, regulation, marketplace cold start). Business-fit figures come from rule-of-thumb tables keyed by category and business model. The same description always gives the same report.",
    confidenceLevel: confidence,
    limitations: [
      "No live research: no market, competitor, pricing or demand data was retrieved, so no score reflects outside evidence.",
      "No AI model was used; the analysis recognises only the words and patterns in its lexicons and can miss meaning.",
      "Scores measure how completely your description makes the case, not whether the market agrees.",
      "Market sizes, revenue projections, acquisition costs and channel ratings are rule-of-thumb figures, not research.",
    ],
    assumptions: [...assumptions],
  };
}
