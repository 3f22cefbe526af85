import type { FounderEvidence } from "../../shared/contracts/founder-evidence.ts";
import type { AssumptionKind, RiskiestAssumption } from "../../shared/contracts/report-experiments.ts";
import { assumptionId } from "../../shared/contracts/report-experiments.ts";
import { judgeResult, type Judgement } from "../../shared/display/experiment-judgement.ts";

interface Finding {
  id: string;
  judgement: Judgement;
  line: string;
}

const LABEL: Record<Judgement, string> = { pass: "passed", inconclusive: "was inconclusive", fail: "failed" };

/**
 * What one result says about the assumptions it speaks to: the one the founder tied it to, or by its
 * kind (interviews test the pain and paying, a smoke test reaching people, a pre-sale paying), judged
 * by the decision rule of that assumption's experiment exactly as the Experiments tab judged it.
 */
function findings(item: FounderEvidence, cite: string, assumptions: readonly RiskiestAssumption[]): Finding[] {
  const judged = (id: string, kind: AssumptionKind, test: string): Finding[] => {
    const assumption = assumptions.find((candidate) => candidate.id === id);
    const result = judgeResult({ counts: item, experiment: assumption?.experiment, assumptionKind: assumption?.kind ?? kind });
    return result ? [{ id, judgement: result.judgement, line: `Your own ${test} ${LABEL[result.judgement]}: ${result.sentence} ${cite}` }] : [];
  };
  if (item.kind === "interviews") {
    if (item.assumptionId) {
      const kind = assumptions.find((candidate) => candidate.id === item.assumptionId)?.kind ?? "pain";
      return judged(item.assumptionId, kind, "interviews");
    }
    return [...judged(assumptionId("pain"), "pain", "interviews"), ...judged(assumptionId("willingness-to-pay"), "willingness-to-pay", "interviews")];
  }
  if (item.kind === "smoke-test") return judged(item.assumptionId ?? assumptionId("reach"), "reach", "smoke test");
  if (item.kind === "pre-sale") return judged(item.assumptionId ?? assumptionId("willingness-to-pay"), "willingness-to-pay", "pre-sale");
  return [];
}

/**
 * The riskiest assumptions with the founder's results weighed in: a result that passed joins the
 * evidence for the assumption it tests, one that failed the evidence against, and the assumption
 * leans the way they went (contested when they disagree). An inconclusive result settles nothing:
 * the assumption keeps its standing and says so, with the numbers.
 */
export function settleWithFounderEvidence({ assumptions, evidence }: {
  assumptions: readonly RiskiestAssumption[]; evidence: readonly FounderEvidence[];
}): RiskiestAssumption[] {
  const all = evidence.flatMap((item, index) => findings(item, `[F${index + 1}]`, assumptions));
  return assumptions.map((assumption) => {
    const mine = all.filter((finding) => finding.id === assumption.id);
    if (mine.length === 0) return assumption;
    const forLines = mine.filter((finding) => finding.judgement === "pass").map((finding) => finding.line);
    const againstLines = mine.filter((finding) => finding.judgement === "fail").map((finding) => finding.line);
    const openLines = mine.filter((finding) => finding.judgement === "inconclusive").map((finding) => finding.line);
    if (forLines.length + againstLines.length === 0) {
      return { ...assumption, settledNote: `${openLines.join(" ")} Run it again as its rule says before deciding.` };
    }
    const settled = forLines.length && againstLines.length ? "contested" : forLines.length ? "leaning-for" : "leaning-against";
    const settledNote = settled === "contested"
      ? "Your own tests disagree: some results pass and some fail. Run the experiment again with a larger sample."
      : `Your own ${forLines.length + againstLines.length === 1 ? "test" : "tests"} ${settled === "leaning-for" ? "passed" : "failed"}: first-party evidence, stronger than anything said in public.`;
    return {
      ...assumption,
      evidenceFor: [...forLines, ...assumption.evidenceFor],
      evidenceAgainst: [...againstLines, ...assumption.evidenceAgainst],
      settled,
      settledNote: openLines.length ? `${settledNote} ${openLines.join(" ")}` : settledNote,
    };
  });
}
