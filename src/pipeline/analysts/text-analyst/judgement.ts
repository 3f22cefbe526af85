import type { ReportBody } from "../../../shared/contracts/report.ts";
import type { EvidenceItem } from "../../contracts/checkpoints.ts";
import { DIMENSIONS, type Dimension } from "../../contracts/vocabulary.ts";
import { researchTime } from "../../research/research-time.ts";
import { scoresFromEvidence } from "../../scoring/counted-scores.ts";
import { overallConfidence } from "../../scoring/evidence-scores.ts";
import { verdictOf } from "../../scoring/recommendation.ts";
import type { Fit, Judged, Verdict } from "../analyst.ts";
import { tableBusinessFit } from "./business-fit.ts";
import { UNRESEARCHED_DEMAND_RISK } from "./risks.ts";

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
 * The scores without a model: quotes read in code counted against the description rubric as the
 * prior. The founder's own words stand in for a score no listed quote bears on.
 */
export function countedVerdict({ analysis, research, evidence, numberOf, quality }: Judged): Verdict {
  const { scores, thin } = scoresFromEvidence({ analysis, evidence, retrieved: research.sources, numberOf, quality, asOf: researchTime(research) });
  const retrieved = research.sources.length > 0;
  const standIn = Object.fromEntries(DIMENSIONS.map((d) => [d, analysis.scores[d].evidence])) as Record<Dimension, string[]>;
  return {
    scores,
    confidence: retrieved ? overallConfidence(scores) : analysis.confidence,
    // With nothing retrieved every score is the rubric's, which the limitations say on their own.
    thin: retrieved ? thin : [],
    notes: [],
    standIn,
  };
}

/** Business fit from the rule-of-thumb tables, its demand risk told by the quotes when sources were read. */
export async function tableFit({ ctx, input }: { ctx: { input: { idea: { description: string } } }; input: Judged & { verdict: Promise<Verdict> } }): Promise<Fit> {
  const { profile, analysis, research, evidence } = input;
  const { recommendation } = verdictOf(await input.verdict);
  const fit = tableBusinessFit({ profile, analysis: { ...analysis, recommendation }, description: ctx.input.idea.description });
  const riskFactors = fit.executionDifficulty.riskFactors.map((risk) => (
    risk.risk === UNRESEARCHED_DEMAND_RISK && research.sources.length > 0 ? demandRisk(evidence) : risk));
  return { ...fit, executionDifficulty: { ...fit.executionDifficulty, riskFactors }, moneyFigures: "rule-of-thumb", notes: [] };
}
