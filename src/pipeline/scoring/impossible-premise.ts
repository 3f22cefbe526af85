import type { ReportBody, ReportRecommendation } from "../../shared/contracts/report.ts";
import { RED_FLAGS } from "../text/lexicon-flags.ts";
import { computeOverallScore } from "./recommendation.ts";

/** Highest feasibility an idea resting on an impossible premise can have, whoever wrote the report. */
export const IMPOSSIBLE_FEASIBILITY_CAP = 1.5;

const FLAG = RED_FLAGS.find((flag) => flag.id === "impossible-premise")!;

/**
 * The check after synthesis, in every mode: an idea that needs another planet, perpetual motion,
 * time travel or a broken law of physics cannot be built as described, whatever a model or the
 * evidence made of its market. Feasibility is held down, the risk is listed, the overall score
 * follows and the verdict is No Go whatever else scored.
 */
export function holdToPossiblePremise({ report, redFlags }: {
  report: ReportBody; redFlags: readonly { id: string; matches: readonly string[] }[];
}): ReportBody {
  const flag = redFlags.find((f) => f.id === FLAG.id);
  if (!flag) return report;
  const words = flag.matches.slice(0, 3).map((m) => `“${m}”`).join(", ");
  const feasibility = report.feasibilityScore;
  const value = Math.min(feasibility.value, IMPOSSIBLE_FEASIBILITY_CAP);
  const feasibilityScore = {
    ...feasibility,
    value,
    reasoning: `${feasibility.reasoning} Held to at most ${IMPOSSIBLE_FEASIBILITY_CAP}/10: the idea ${FLAG.label} (${words} in your description).`,
  };
  const overallScore = computeOverallScore({
    opportunity: report.opportunityScore.value, problem: report.problemScore.value, feasibility: value, timing: report.timingScore.value,
  });
  // Nothing else scored can make an idea that cannot serve anyone today worth starting.
  const recommendation: ReportRecommendation = "no-go";
  const risks = report.executionDifficulty.riskFactors;
  const riskFactors = risks.some((r) => r.risk === FLAG.risk) ? risks : [{ risk: FLAG.risk, probability: "high" as const, impact: "high" as const }, ...risks];
  return {
    ...report,
    feasibilityScore,
    overallScore,
    recommendation,
    executionDifficulty: { ...report.executionDifficulty, riskFactors },
    methodology: {
      ...report.methodology,
      limitations: [...report.methodology.limitations, `Feasibility was capped at ${IMPOSSIBLE_FEASIBILITY_CAP}/10 in code because the description ${FLAG.label} (${words}).`],
    },
  };
}
