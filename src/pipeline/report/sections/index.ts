import { SCORE_LABELS } from "../../../shared/display/score-types.ts";
import type { ReportBody } from "../../../shared/contracts/report.ts";
import type { AnalysisResult, IdeaProfile, ResearchResult } from "../../contracts/checkpoints.ts";
import { buildCaseAgainst } from "./case-against.ts";
import { buildCompetitorLandscape } from "./competitor-landscape.ts";
import { DIMENSIONS } from "../../contracts/vocabulary.ts";


/**
 * Adds the competitor landscape and the case against to a finished report, for either analyst.
 * It runs on the report's final source list, so every `[S<n>]` it writes cites a listed source.
 */
export function withReportSections({ report, research, analysis, profile }: {
  report: ReportBody; research: ResearchResult; analysis: AnalysisResult; profile: IdeaProfile;
}): ReportBody {
  const input = { sources: report.sources, retrieved: research.sources, evidence: analysis.sourceAnalysis?.evidence ?? [], research };
  const competitorLandscape = buildCompetitorLandscape({ input, knownNames: profile.likelyCompetitors ?? [] });
  const weakest = DIMENSIONS
    .map((dimension) => ({ label: SCORE_LABELS[dimension], value: report[`${dimension}Score`].value }))
    .reduce((low, score) => (score.value < low.value ? score : low));
  const caseAgainst = buildCaseAgainst({ input, landscape: competitorLandscape, concerns: analysis.redFlags, weakest });
  return { ...report, competitorLandscape, caseAgainst };
}
