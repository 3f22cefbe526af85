import type { ReportBody } from "../../shared/contracts/report.ts";
import type { Analyst, AnalystContext, Judged } from "../analysts/analyst.ts";
import type { AnalysisResult, IdeaProfile, ResearchPlan, ResearchResult } from "../contracts/checkpoints.ts";
import { DIMENSIONS } from "../contracts/vocabulary.ts";
import { assessQuality } from "../scoring/quality.ts";
import { verdictOf } from "../scoring/recommendation.ts";
import { buildRiskiestAssumptions } from "./experiments/index.ts";
import { auditReport, withoutLinks } from "./honesty.ts";
import { writeMethodology } from "./methodology.ts";
import { landscapeOf, sourcesTheSectionsCite, withReportSections } from "./sections/index.ts";
import { confidenceOfVerdict, holdToResearch, researchDepthOf, weighByResearch } from "../scoring/research-weight.ts";
import { chooseReportSources } from "./sources.ts";

const readInFull = (research: ResearchResult) => research.sources.filter((source) => source.reading !== undefined).length;

/**
 * The report, for either analyst: the sources to list and their measured quality, the analyst's
 * scores and business fit (asked at once), one methodology, the honesty audit, the competitor
 * landscape and case against, then the riskiest assumptions in the analyst's wording.
 */
export async function assembleReport({ ctx, analyst, profile, plan, research, analysis }: {
  ctx: AnalystContext; analyst: Analyst; profile: IdeaProfile; plan: ResearchPlan; research: ResearchResult; analysis: AnalysisResult;
}): Promise<ReportBody> {
  const sourceAnalysis = analysis.sourceAnalysis;
  const { sources, numberOf } = chooseReportSources({ retrieved: research.sources, sourceAnalysis, alsoList: sourcesTheSectionsCite({ research, analysis, profile }) });
  const evidence = (sourceAnalysis?.evidence ?? []).filter((e) => numberOf.has(e.sourceId));
  const sentiments = new Map(sourceAnalysis?.sources.map((s) => [s.sourceId, s.sentiment]) ?? []);
  const described = {
    customer: profile.customer !== null, problem: profile.problem !== null,
    price: (profile.price?.prices.length ?? 0) > 0 || Boolean(profile.price?.takeRate), numbers: profile.reading.cues.quantified.length > 0,
  };
  const qualityAssessment = assessQuality({ sources, descriptionSpecificity: analysis.specificity, asOf: research.retrievedAt ?? null, sentiments, described });
  const judged: Judged = { profile, plan, research, analysis, evidence, numberOf, quality: qualityAssessment.metrics.overallScore };

  const scoring = analyst.score(ctx, judged);
  const [verdict, fit] = await Promise.all([scoring, analyst.businessFit(ctx, { ...judged, verdict: scoring })]);
  const weighed = weighByResearch(verdict.scores);
  const own = analyst.methodology(ctx, { ...judged, verdict, fit, listedSources: sources.length });
  // Confidence follows research, for either analyst: held under the ceiling its depth allows.
  const depth = researchDepthOf({
    sources, sourceCounts: { retrieved: research.sources.length, readInFull: readInFull(research), listed: sources.length }, scores: Object.values(weighed),
  });
  const { scores, confidence: held } = holdToResearch({ scores: weighed, confidence: verdict.confidence, depth });
  const { overallScore, recommendation } = verdictOf({ scores, confidence: held });
  // The landscape over the listed sources: whether a product of the same kind failed weighs on the verdict's confidence.
  const landscape = landscapeOf({ sources, research, analysis, profile });
  const sameKindFailure = landscape.competitors.some((c) => c.defunct);
  const confidence = confidenceOfVerdict({ confidence: held, recommendation, sameKindFailure, depth });
  const report: ReportBody = {
    recommendation,
    overallScore,
    targetMarket: profile.targetMarket,
    opportunityScore: scores.opportunity,
    problemScore: scores.problem,
    feasibilityScore: scores.feasibility,
    timingScore: scores.timing,
    revenuePotential: fit.revenuePotential,
    executionDifficulty: fit.executionDifficulty,
    goToMarketSignals: fit.goToMarketSignals,
    sources,
    methodology: writeMethodology({ own, research, thin: verdict.thin, depth, confidence, assumptions: fit.assumptions, usage: analyst.usage(ctx) }),
    qualityAssessment,
    currency: fit.currency,
    ...(fit.moneyFigures ? { moneyFigures: fit.moneyFigures } : {}),
    ...(fit.missingDetails.length ? { missingDetails: fit.missingDetails } : {}),
  };

  const audit = auditReport({ report, retrieved: research.sources });
  if (audit.removed.sources || audit.removed.evidence) {
    ctx.log.warn({ ideaId: ctx.input.idea.id, removed: audit.removed }, "report audit removed items that did not trace to a retrieved source");
  }
  const audited = audit.report;
  // Stand-in lines are labelled as the founder's own words, so they are added after the audit, which holds the lines that cite sources.
  for (const dimension of DIMENSIONS) {
    const key = `${dimension}Score` as const;
    const standIn = verdict.standIn?.[dimension];
    if (standIn && audited[key].evidence.length === 0) audited[key] = { ...audited[key], evidence: [...standIn] };
  }
  // The audit lists the same sources unless it removed one; then the landscape is built again over what is listed.
  const sectioned = withReportSections({ report: audited, research, analysis, profile, ...(audit.removed.sources === 0 ? { landscape } : {}) });
  // The analyst may write the case against in its own words from the verified quotes, held to the same citation check.
  const withSections = analyst.argue && sectioned.caseAgainst
    ? { ...sectioned, caseAgainst: await analyst.argue(ctx, { draft: sectioned.caseAgainst, sources: sectioned.sources, retrieved: research.sources, evidence }) }
    : sectioned;
  const drafts = buildRiskiestAssumptions({ report: withSections, research, analysis, profile, description: ctx.input.idea.description, title: ctx.input.idea.title });
  const worded: ReportBody = withoutLinks({ ...withSections, ...await analyst.word(ctx, { riskiestAssumptions: drafts, qualityAssessment: withSections.qualityAssessment }) });
  // Counted once here, after the audit, so every view names the same three numbers.
  const sourceCounts = {
    retrieved: research.sources.length,
    readInFull: readInFull(research),
    listed: worded.sources.length,
  };
  const final: ReportBody = { ...worded, sourceCounts };
  // The wording call's tokens count in the report's usage too.
  const usage = analyst.usage(ctx);
  return usage ? { ...final, methodology: { ...final.methodology, usage } } : final;
}
