import type { FounderEvidence, FounderSource } from "../../shared/contracts/founder-evidence.ts";
import type { DimensionScore, ReportBody, ReportRecommendation } from "../../shared/contracts/report.ts";
import type { RiskiestAssumption } from "../../shared/contracts/report-experiments.ts";
import { plural } from "../../shared/display/count-text.ts";
import { judgeResult, JUDGEMENT_LABELS } from "../../shared/display/experiment-judgement.ts";
import { summariseFounderEvidence } from "../../shared/display/founder-evidence.ts";
import { getReportRecommendation } from "../../shared/display/recommendation.ts";
import { settleWithFounderEvidence } from "./founder-assumptions.ts";
import { computeOverallScore, recommend } from "./recommendation.ts";
import { confidenceCeiling, researchDepthOf } from "./research-weight.ts";

/**
 * The founder's own test results are first-party evidence: people they spoke to, visitors they
 * counted, money they took. They move the problem and opportunity scores towards what the tests
 * showed, by a weight that grows with the sample (eight interviews count for less than eighty),
 * and they are listed and cited apart from web sources ([F<n>], never [S<n>]).
 */

/** Interviews, visitors: the sample at which a result counts fully. */
const FULL_INTERVIEWS = 10;
const FULL_VISITORS = 200;
/** Half the people interviewed saying they would pay is as strong as interviews can say. */
const STRONG_WILLINGNESS = 0.5;
/** A smoke test converting 10% of visitors to sign-ups is as strong as a smoke test can say. */
const STRONG_SIGNUP_RATE = 0.1;
const MAX_WEIGHT = 0.7;
const CONFIDENCE_PER_KIND = 0.1;

interface Pull {
  target: number;
  weight: number;
  line: string;
}

const clamp = (value: number) => Math.min(10, Math.max(0, value));
const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** The founder's records as the report lists them, F1 first in the order they were recorded. */
export function toFounderSources(evidence: readonly FounderEvidence[]): FounderSource[] {
  return evidence.map((item, index) => ({
    id: `F${index + 1}`, kind: item.kind, summary: summariseFounderEvidence(item), note: item.note, assumptionId: item.assumptionId, recordedAt: item.createdAt,
  }));
}

/** The experiment a result tests, where the report planned one: its decision rule judges the result. */
function planFor(item: FounderEvidence, report: ReportBody) {
  const id = item.assumptionId ?? (item.kind === "smoke-test" ? "assumption-reach" : "assumption-willingness-to-pay");
  return report.riskiestAssumptions?.find((assumption) => assumption.id === id)?.experiment;
}

function pulls(evidence: readonly FounderEvidence[], report: ReportBody): { problem: Pull[]; opportunity: Pull[] } {
  const problem: Pull[] = [];
  const opportunity: Pull[] = [];
  evidence.forEach((item, index) => {
    const cite = `[F${index + 1}]`;
    if (item.kind === "interviews") {
      const held = item.interviewsHeld ?? 0;
      const weight = MAX_WEIGHT * Math.min(1, held / FULL_INTERVIEWS);
      problem.push({
        target: 10 * share(item.painConfirmed ?? 0, held), weight,
        line: `Your own interviews (first-party): ${item.painConfirmed ?? 0} of ${held} confirmed the pain, ${item.painDenied ?? 0} denied it ${cite}`,
      });
      opportunity.push({
        target: 10 * Math.min(1, share(item.wouldPay ?? 0, held) / STRONG_WILLINGNESS), weight,
        line: `Your own interviews (first-party): ${item.wouldPay ?? 0} of ${held} said they would pay ${cite}`,
      });
    } else if (item.kind === "smoke-test" || item.kind === "pre-sale") {
      // Judged by its own decision rule, as the Experiments tab judged it: an inconclusive result
      // decides nothing, so it moves no score.
      const judged = judgeResult({ counts: item, experiment: planFor(item, report) });
      if (!judged || judged.judgement === "inconclusive") return;
      const line = `Your own ${item.kind === "smoke-test" ? "smoke test" : "pre-sale offer"} (first-party), ${JUDGEMENT_LABELS[judged.judgement].toLowerCase()}: ${judged.sentence} ${cite}`;
      if (item.kind === "smoke-test") {
        const visitors = item.visitors ?? 0;
        const rate = share(item.signups ?? 0, visitors);
        opportunity.push({ target: 10 * Math.min(1, rate / STRONG_SIGNUP_RATE), weight: MAX_WEIGHT * Math.min(1, visitors / FULL_VISITORS), line });
      } else {
        const sold = item.presales ?? 0;
        // Money taken is the strongest signal there is; an offer nobody took counts against, less strongly.
        opportunity.push({ target: sold > 0 ? Math.min(10, 6 + sold) : 2, weight: sold > 0 ? MAX_WEIGHT : MAX_WEIGHT / 2, line });
      }
    }
  });
  return { problem, opportunity };
}

function pullScore(score: DimensionScore, from: Pull[]): DimensionScore {
  if (from.length === 0) return score;
  const value = from.reduce((current, pull) => current + (pull.target - current) * pull.weight, score.value);
  const moved = Number(clamp(value).toFixed(1));
  return {
    ...score,
    value: moved,
    reasoning: `${score.reasoning} Your own test results moved this score from ${score.value.toFixed(1)} to ${moved.toFixed(1)}.`,
    evidence: [...from.map((pull) => pull.line), ...score.evidence],
  };
}

/**
 * How confident a report may be when the founder's tests add to its research: the founder's results
 * raise confidence only as far as the depth of the research behind the report allows, by the one rule
 * every report's confidence follows (`confidenceCeiling`).
 */
function researchCeiling(report: ReportBody): number {
  return confidenceCeiling(researchDepthOf({
    sources: report.sources, sourceCounts: report.sourceCounts,
    scores: [report.opportunityScore, report.problemScore, report.feasibilityScore, report.timingScore],
  }));
}

/** The assumptions name the verdict they rest on: once the founder's results change it, they name the new one. */
function withVerdict(assumptions: RiskiestAssumption[], before: ReportRecommendation, after: ReportRecommendation): RiskiestAssumption[] {
  if (before === after) return assumptions;
  const was = `The ${getReportRecommendation(before).label} verdict`;
  const now = `The ${getReportRecommendation(after).label} verdict`;
  return assumptions.map((assumption) => ({ ...assumption, whyItMatters: assumption.whyItMatters.replaceAll(was, now) }));
}

/**
 * The report with the founder's results weighed in, after synthesis and for both analysts: the
 * results are listed, the two scores they speak to move, the overall score and verdict follow, and
 * the riskiest assumptions they test lean the way they went.
 * Confidence rises a little for each kind of test that produced counts. Nothing recorded, nothing changes.
 */
export function weighFounderEvidence({ report, evidence }: { report: ReportBody; evidence: readonly FounderEvidence[] }): ReportBody {
  if (evidence.length === 0) return report;
  const { problem, opportunity } = pulls(evidence, report);
  const problemScore = pullScore(report.problemScore, problem);
  const opportunityScore = pullScore(report.opportunityScore, opportunity);
  const countedKinds = new Set(evidence.filter((item) => item.kind !== "note").map((item) => item.kind)).size;
  const confidenceLevel = countedKinds === 0
    ? report.methodology.confidenceLevel
    : Math.max(report.methodology.confidenceLevel, Math.min(researchCeiling(report), report.methodology.confidenceLevel + CONFIDENCE_PER_KIND * countedKinds));
  const overallScore = computeOverallScore({
    opportunity: opportunityScore.value, problem: problemScore.value, feasibility: report.feasibilityScore.value, timing: report.timingScore.value,
  });
  const recommendation = recommend({ overallScore, confidence: confidenceLevel });
  return {
    ...report,
    problemScore,
    opportunityScore,
    overallScore,
    recommendation,
    founderEvidence: toFounderSources(evidence),
    ...(report.riskiestAssumptions
      ? { riskiestAssumptions: withVerdict(settleWithFounderEvidence({ assumptions: report.riskiestAssumptions, evidence }), report.recommendation, recommendation) }
      : {}),
    methodology: {
      ...report.methodology,
      confidenceLevel: Number(confidenceLevel.toFixed(2)),
      limitations: [
        ...report.methodology.limitations,
        `${plural(evidence.length, "result")} you recorded from your own tests ${evidence.length === 1 ? "was" : "were"} weighed in as first-party evidence (listed as F1${evidence.length > 1 ? `-F${evidence.length}` : ""}, apart from web sources); small samples move scores less.`,
      ],
    },
  };
}
