import type { FounderEvidence } from "../../shared/contracts/founder-evidence.ts";
import type { AssumptionKind, RiskiestAssumption } from "../../shared/contracts/report-experiments.ts";
import { assumptionId } from "../../shared/contracts/report-experiments.ts";

/** Below these, a result counts against the assumption it tests; at or above, for it. */
const PAIN_CONFIRMED_SHARE = 0.5;
const WOULD_PAY_SHARE = 0.3;
const DEFAULT_SIGNUP_RATE = 0.05;

interface Finding {
  id: string;
  holds: boolean;
  line: string;
}

const share = (part: number | null, whole: number | null) => (whole ? (part ?? 0) / whole : 0);

/**
 * What one result says about the assumptions it speaks to: the one the founder tied it to, or by its
 * kind (interviews test the pain and paying, a smoke test reaching people, a pre-sale paying). A
 * smoke test or pre-sale is judged by the pass line its experiment set when the report has one.
 */
function findings(item: FounderEvidence, cite: string, assumptions: readonly RiskiestAssumption[]): Finding[] {
  const tied = (kind: AssumptionKind) => item.assumptionId ?? assumptionId(kind);
  const experimentOf = (id: string) => assumptions.find((assumption) => assumption.id === id)?.experiment;
  if (item.kind === "interviews") {
    const held = item.interviewsHeld ?? 0;
    const pain = share(item.painConfirmed, held) >= PAIN_CONFIRMED_SHARE;
    const pays = share(item.wouldPay, held) >= WOULD_PAY_SHARE;
    if (item.assumptionId) {
      const holds = item.assumptionId === assumptionId("willingness-to-pay") ? pays : pain;
      return [{ id: item.assumptionId, holds, line: `Your own interviews: ${item.painConfirmed ?? 0} of ${held} confirmed the pain, ${item.wouldPay ?? 0} would pay ${cite}` }];
    }
    return [
      { id: assumptionId("pain"), holds: pain, line: `Your own interviews: ${item.painConfirmed ?? 0} of ${held} confirmed the pain ${cite}` },
      { id: assumptionId("willingness-to-pay"), holds: pays, line: `Your own interviews: ${item.wouldPay ?? 0} of ${held} would pay ${cite}` },
    ];
  }
  if (item.kind === "smoke-test") {
    const id = tied("reach");
    const experiment = experimentOf(id);
    const passRate = experiment?.kind === "smoke-test" ? experiment.passRate : DEFAULT_SIGNUP_RATE;
    const rate = share(item.signups, item.visitors);
    return [{ id, holds: rate >= passRate, line: `Your own smoke test: ${item.signups ?? 0} sign-ups from ${item.visitors ?? 0} visitors, against a pass line of ${(passRate * 100).toFixed(1)}% ${cite}` }];
  }
  if (item.kind === "pre-sale") {
    const id = tied("willingness-to-pay");
    const experiment = experimentOf(id);
    const needed = experiment?.kind === "pre-sale" ? experiment.buyersNeeded : 1;
    return [{ id, holds: (item.presales ?? 0) >= needed, line: `Your own pre-sale: ${item.presales ?? 0} sold, ${needed} needed to pass ${cite}` }];
  }
  return [];
}

/**
 * The riskiest assumptions with the founder's results weighed in: each result's line joins the
 * evidence for or against the assumption it tests, and an assumption the founder tested leans the
 * way the results went (contested when they disagree). The founder's own test is what settles an
 * assumption, where public quotes only hint.
 */
export function settleWithFounderEvidence({ assumptions, evidence }: {
  assumptions: readonly RiskiestAssumption[]; evidence: readonly FounderEvidence[];
}): RiskiestAssumption[] {
  const all = evidence.flatMap((item, index) => findings(item, `[F${index + 1}]`, assumptions));
  return assumptions.map((assumption) => {
    const mine = all.filter((finding) => finding.id === assumption.id);
    if (mine.length === 0) return assumption;
    const forLines = mine.filter((finding) => finding.holds).map((finding) => finding.line);
    const againstLines = mine.filter((finding) => !finding.holds).map((finding) => finding.line);
    const settled = forLines.length && againstLines.length ? "contested" : forLines.length ? "leaning-for" : "leaning-against";
    const settledNote = settled === "contested"
      ? "Your own tests disagree: some results pass and some fail. Run the experiment again with a larger sample."
      : `Your own ${mine.length === 1 ? "test" : "tests"} ${settled === "leaning-for" ? "passed" : "failed"}: first-party evidence, stronger than anything said in public.`;
    return {
      ...assumption,
      evidenceFor: [...forLines, ...assumption.evidenceFor],
      evidenceAgainst: [...againstLines, ...assumption.evidenceAgainst],
      settled,
      settledNote,
    };
  });
}
