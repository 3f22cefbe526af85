import type { ReportBody } from "../../shared/contracts/report.ts";
import { assessQuality } from "../scoring/quality.ts";
import type { AnalysisResult, IdeaProfile, ResearchResult } from "../stages/contracts.ts";
import { tableBusinessFit } from "./business-fit.ts";
import { describeOfflineMethodology } from "./methodology.ts";

/** The offline analyst's report: the rubric scores, the table business fit and a methodology that says what was not consulted. */
export function reportFromRubric({ profile, research, analysis, description }: {
  profile: IdeaProfile; research: ResearchResult; analysis: AnalysisResult; description: string;
}): ReportBody {
  const fit = tableBusinessFit({ profile, analysis, description });
  return {
    recommendation: analysis.recommendation,
    overallScore: analysis.overallScore,
    targetMarket: profile.targetMarket,
    opportunityScore: analysis.scores.opportunity,
    problemScore: analysis.scores.problem,
    feasibilityScore: analysis.scores.feasibility,
    timingScore: analysis.scores.timing,
    revenuePotential: fit.revenuePotential,
    executionDifficulty: fit.executionDifficulty,
    goToMarketSignals: fit.goToMarketSignals,
    sources: research.sources,
    methodology: describeOfflineMethodology({
      wordCount: analysis.wordCount,
      sentenceCount: analysis.sentenceCount,
      confidence: analysis.confidence,
      researchNote: research.note,
      assumptions: fit.assumptions,
    }),
    qualityAssessment: assessQuality({ sources: research.sources, descriptionSpecificity: analysis.specificity, asOf: null }),
    currency: fit.currency,
    moneyFigures: "rule-of-thumb",
    ...(fit.missingDetails.length ? { missingDetails: fit.missingDetails } : {}),
  };
}
