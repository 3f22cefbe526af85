import type { AssumptionKind, Experiment } from "../contracts/report-experiments.ts";
import { plural } from "./count-text.ts";

/** A recorded result read against the decision rule written for it before the test. */
export type Judgement = "pass" | "inconclusive" | "fail";

export interface JudgedResult {
  judgement: Judgement;
  /** The numbers and the line they fall on: "9 sign-ups of 420 visitors = 2.1%: ... inconclusive ...". */
  sentence: string;
}

/** The counts of one result, as the form holds them and the API stores them. */
export interface ResultCounts {
  kind: "interviews" | "smoke-test" | "pre-sale" | "note";
  interviewsHeld?: number | null;
  painConfirmed?: number | null;
  wouldPay?: number | null;
  visitors?: number | null;
  signups?: number | null;
  presales?: number | null;
}

/** Lines used when a result has no plan of its kind to read (the plan's own lines win when there is one). */
const DEFAULT_PASS_RATE = 0.05;
const DEFAULT_VISITORS = 200;
/** The interview rule every plan writes: 3 of 5 (6 of 10) holds; 1 of 5 (3 of 10) or fewer is wrong. */
const INTERVIEWS_READ = 5;
const INTERVIEW_PASS_SHARE = 0.6;
const INTERVIEW_FAIL_SHARE_FIRST_FIVE = 0.2;
const INTERVIEW_FAIL_SHARE_TEN = 0.3;

export const JUDGEMENT_LABELS: Readonly<Record<Judgement, string>> = { pass: "Pass", inconclusive: "Inconclusive", fail: "Fail" };

const percent = (rate: number) => `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;

function smokeTest(counts: ResultCounts, experiment: Experiment | undefined): JudgedResult {
  const passRate = experiment?.kind === "smoke-test" ? experiment.passRate : DEFAULT_PASS_RATE;
  const needed = experiment?.kind === "smoke-test" ? experiment.visitorsNeeded : DEFAULT_VISITORS;
  const visitors = counts.visitors ?? 0;
  const signups = counts.signups ?? 0;
  const rate = visitors === 0 ? 0 : signups / visitors;
  const numbers = `${plural(signups, "sign-up")} of ${plural(visitors, "visitor")} = ${percent(rate)}`;
  if (visitors < needed) {
    return { judgement: "inconclusive", sentence: `${numbers}: inconclusive until ${needed} visitors have seen the page (the rule reads the rate after ${needed}).` };
  }
  if (rate >= passRate) return { judgement: "pass", sentence: `${numbers}: at or above the pass line of ${percent(passRate)}, so it passes.` };
  if (rate < passRate / 2) return { judgement: "fail", sentence: `${numbers}: under the fail line of ${percent(passRate / 2)}, so it fails.` };
  return {
    judgement: "inconclusive",
    sentence: `${numbers}: between the fail line (${percent(passRate / 2)}) and the pass line (${percent(passRate)}), so inconclusive: change one thing and run another ${needed} visitors.`,
  };
}

function preSale(counts: ResultCounts, experiment: Experiment | undefined): JudgedResult {
  const needed = experiment?.kind === "pre-sale" ? experiment.buyersNeeded : 1;
  const asked = experiment?.kind === "pre-sale" ? ` of ${experiment.asked} asked` : "";
  const sold = counts.presales ?? 0;
  const numbers = `${plural(sold, "sale")}${asked}`;
  if (sold >= needed) return { judgement: "pass", sentence: `${numbers}: ${needed} needed to pass, so it passes.` };
  if (sold <= 1) return { judgement: "fail", sentence: `${numbers}: 1 or none fails, so it fails.` };
  return { judgement: "inconclusive", sentence: `${numbers}: fewer than the ${needed} needed but more than 1, so inconclusive: ask as many again before deciding.` };
}

function interviews(counts: ResultCounts, assumptionKind: AssumptionKind | null): JudgedResult {
  const held = counts.interviewsHeld ?? 0;
  const paying = assumptionKind === "willingness-to-pay";
  const yes = (paying ? counts.wouldPay : counts.painConfirmed) ?? 0;
  const what = paying ? "would pay" : "confirmed the pain";
  const numbers = `${yes} of ${plural(held, "interview")} ${what}`;
  if (held < INTERVIEWS_READ) return { judgement: "inconclusive", sentence: `${numbers}: inconclusive until ${INTERVIEWS_READ} people have been asked.` };
  const share = yes / held;
  const failShare = held >= 10 ? INTERVIEW_FAIL_SHARE_TEN : INTERVIEW_FAIL_SHARE_FIRST_FIVE;
  if (share >= INTERVIEW_PASS_SHARE) return { judgement: "pass", sentence: `${numbers}: at least 3 in 5, so it holds.` };
  if (share <= failShare) return { judgement: "fail", sentence: `${numbers}: ${held >= 10 ? "3 of 10" : "1 of 5"} or fewer, so it is wrong.` };
  return { judgement: "inconclusive", sentence: `${numbers}: in between, so inconclusive: talk to five more before deciding.` };
}

/**
 * A result judged against the decision rule of the experiment it tests (pass, inconclusive or
 * fail, with its numbers), the same on the Experiments tab as the founder types and in the next
 * version of the report. A note decides nothing.
 */
export function judgeResult({ counts, experiment, assumptionKind }: {
  counts: ResultCounts; experiment?: Experiment | undefined; assumptionKind?: AssumptionKind | null;
}): JudgedResult | null {
  switch (counts.kind) {
    case "smoke-test": return smokeTest(counts, experiment);
    case "pre-sale": return preSale(counts, experiment);
    case "interviews": return interviews(counts, assumptionKind ?? null);
    case "note": return null;
  }
}
