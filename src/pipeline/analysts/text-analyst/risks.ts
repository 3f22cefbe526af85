import type { ReportBody } from "../../../shared/contracts/report.ts";
import { RED_FLAGS } from "../../text/lexicon-flags.ts";
import { FLAG_RESOURCES, type FitInput } from "./rule-of-thumb-tables.ts";

type Risk = ReportBody["executionDifficulty"]["riskFactors"][number];

/** The first risk of a report that rests on the description alone; replaced when research found sources. */
export const UNRESEARCHED_DEMAND_RISK = "Demand is unproven: this report used only your description, with no live market research";

/** Risks from what the description says (red flags) and what it leaves out (missing rubric points). */
export function buildRisks({ input, competitorTypes }: { input: FitInput; competitorTypes: readonly string[] }): Risk[] {
  const risks: Risk[] = [
    { risk: UNRESEARCHED_DEMAND_RISK, probability: "medium", impact: "high" },
  ];
  for (const flag of RED_FLAGS) {
    if (!input.redFlags.includes(flag.id)) continue;
    const impact = FLAG_RESOURCES.find((r) => r.flag === flag.id)?.impact ?? "medium";
    risks.push({ risk: flag.risk, probability: "high", impact });
  }
  if (!input.found.problem) {
    risks.push({ risk: "The problem is not clearly stated, so customers may not recognise themselves in it", probability: "high", impact: "high" });
  }
  if (!input.customer) {
    risks.push({ risk: "No specific customer named: a first version built for everyone tends to fit no one", probability: "medium", impact: "high" });
  }
  if (!input.found.monetisation) {
    risks.push({ risk: "No way to earn stated: willingness to pay is unknown", probability: "medium", impact: "high" });
  }
  const incumbent = competitorTypes[0];
  if (incumbent) {
    risks.push({ risk: `Existing alternatives (${incumbent.toLowerCase()}) may already be good enough`, probability: "medium", impact: "medium" });
  }
  return risks;
}
