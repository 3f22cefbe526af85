import type { ReportBody } from "../../../shared/contracts/report.ts";
import { overallConfidence } from "../../scoring/evidence-scores.ts";
import { auditReport } from "../../report/honesty.ts";
import { chooseReportSources } from "../../report/sources.ts";
import { withRiskiestAssumptions } from "../../report/experiments/index.ts";
import { withReportSections } from "../../report/sections/index.ts";
import { assessQuality } from "../../scoring/quality.ts";
import { computeOverallScore, recommend } from "../../scoring/recommendation.ts";
import { DIMENSIONS } from "../../scoring/rubric.ts";
import type { AnalysisResult, EvidenceItem, IdeaProfile, ResearchPlan, ResearchResult } from "../../contracts/checkpoints.ts";
import { UNRESEARCHED_DEMAND_RISK } from "./risks.ts";
import { tableBusinessFit } from "./business-fit.ts";
import { scoresFromEvidence } from "../../scoring/counted-scores.ts";
import { researchTime } from "./read-evidence.ts";
import { describeOfflineMethodology } from "./methodology.ts";

type Risk = ReportBody["executionDifficulty"]["riskFactors"][number];

/** What the evidence says about demand, in place of the description-only report's "unproven" risk. */
function demandRisk(evidence: readonly EvidenceItem[]): Risk {
  const onDemand = evidence.filter((e) => e.dimension === "demand" || e.dimension === "pricing" || e.dimension === "pain");
  const against = onDemand.filter((e) => e.stance === "challenges").length;
  const inFavour = onDemand.filter((e) => e.stance === "supports").length;
  if (against > inFavour) {
    return { risk: `The retrieved discussions lean against the idea: ${against} quotes on pain, demand or pricing challenge it and ${inFavour} support it`, probability: "high", impact: "high" };
  }
  if (inFavour === 0) {
    return { risk: "Demand is unproven: the sources retrieved in this run show no one describing this pain or offering to pay", probability: "medium", impact: "high" };
  }
  return { risk: `Forum evidence is not a sale: ${inFavour} quotes show pain or willingness to pay, but only paying customers prove demand`, probability: "medium", impact: "medium" };
}

/**
 * The report without a model: scores counted from the quotes read in code (the description rubric as
 * the prior), the sources research retrieved, the table business fit and a methodology of what this
 * run did. The same honesty audit as the model engine's runs last.
 */
export function reportWithoutModel({ profile, plan, research, analysis, description }: {
  profile: IdeaProfile; plan: ResearchPlan; research: ResearchResult; analysis: AnalysisResult; description: string;
}): ReportBody {
  const sourceAnalysis = analysis.sourceAnalysis;
  const { sources, numberOf } = chooseReportSources({ retrieved: research.sources, sourceAnalysis });
  const evidence = (sourceAnalysis?.evidence ?? []).filter((e) => numberOf.has(e.sourceId));
  const sentiments = new Map(sourceAnalysis?.sources.map((s) => [s.sourceId, s.sentiment]) ?? []);
  const qualityAssessment = assessQuality({ sources, descriptionSpecificity: analysis.specificity, asOf: research.retrievedAt ?? null, sentiments });
  const asOf = researchTime(research);
  const { scores, thin } = scoresFromEvidence({
    analysis, evidence, retrieved: research.sources, numberOf, quality: qualityAssessment.metrics.overallScore, asOf,
  });
  const overallScore = computeOverallScore({ opportunity: scores.opportunity.value, problem: scores.problem.value, feasibility: scores.feasibility.value, timing: scores.timing.value });
  const confidence = research.sources.length ? overallConfidence(scores) : analysis.confidence;
  const recommendation = recommend({ overallScore, confidence });
  const fit = tableBusinessFit({ profile, analysis: { ...analysis, recommendation }, description });
  const riskFactors = fit.executionDifficulty.riskFactors.map((risk) => (
    risk.risk === UNRESEARCHED_DEMAND_RISK && research.sources.length > 0 ? demandRisk(evidence) : risk));

  const report: ReportBody = {
    recommendation,
    overallScore,
    targetMarket: profile.targetMarket,
    opportunityScore: scores.opportunity,
    problemScore: scores.problem,
    feasibilityScore: scores.feasibility,
    timingScore: scores.timing,
    revenuePotential: fit.revenuePotential,
    executionDifficulty: { ...fit.executionDifficulty, riskFactors },
    goToMarketSignals: fit.goToMarketSignals,
    sources,
    methodology: describeOfflineMethodology({
      plan,
      research,
      evidence,
      droppedQuotes: sourceAnalysis?.dropped.notInSource ?? 0,
      listedSources: sources.length,
      wordCount: analysis.wordCount,
      confidence,
      thin,
      assumptions: fit.assumptions,
    }),
    qualityAssessment,
    currency: fit.currency,
    moneyFigures: "rule-of-thumb",
    ...(fit.missingDetails.length ? { missingDetails: fit.missingDetails } : {}),
  };
  const audited = auditReport({ report, retrieved: research.sources }).report;
  // The founder's own words stand in for a score no retrieved quote bears on; they are labelled as
  // theirs, so they are added after the audit, which holds the lines that cite sources.
  for (const dimension of DIMENSIONS) {
    const key = `${dimension}Score` as const;
    if (audited[key].evidence.length === 0) audited[key] = { ...audited[key], evidence: analysis.scores[dimension].evidence };
  }
  const withSections = withReportSections({ report: audited, research, analysis: { ...analysis, recommendation }, profile });
  return withRiskiestAssumptions({ report: withSections, research, analysis, profile, description });
}
