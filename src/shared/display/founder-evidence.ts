import type { FounderEvidence, FounderSource } from "../contracts/founder-evidence.ts";
import { ASSUMPTION_KINDS, type AssumptionKind } from "../contracts/report-experiments.ts";
import { plural } from "./count-text.ts";
import { formatDate } from "./format-date.ts";

/** The heading every view gives the founder's own results, so they are never read as web sources. */
export const FOUNDER_EVIDENCE_TITLE = "Your own evidence (first-party)";
export const FOUNDER_EVIDENCE_EXPLAINER =
  "What you recorded from your own tests when this version ran. It is weighed as first-party evidence, cited as [F<n>], and not counted among the web sources.";

/** What each assumption is about, as a person says it (the id is for code, never shown). */
const ASSUMPTION_TOPICS: Readonly<Record<AssumptionKind, string>> = {
  pain: "the problem", "willingness-to-pay": "paying", supply: "sellers joining", reach: "reaching customers", switching: "switching", timing: "timing", premise: "the premise",
};

/** "tests the assumption about paying", from an assumption id; null for an id no report writes. */
export function assumptionTested(assumptionId: string | null | undefined): string | null {
  const kind = ASSUMPTION_KINDS.find((k) => assumptionId === `assumption-${k}`);
  return kind ? `tests the assumption about ${ASSUMPTION_TOPICS[kind]}` : null;
}

/** "[F1] 8 interviews: ... · recorded 5 Jan 2026 · tests the assumption about the problem": one line per result. */
export function founderSourceLine(source: FounderSource): string {
  const parts = [`[${source.id}] ${source.summary}`, `recorded ${formatDate(source.recordedAt) ?? "earlier"}`];
  const tested = assumptionTested(source.assumptionId);
  if (tested) parts.push(tested);
  return parts.join(" · ");
}

/** One recorded result in a line of counts, as the Experiments tab and the report list it. */
export function summariseFounderEvidence(item: FounderEvidence): string {
  switch (item.kind) {
    case "interviews":
      return `${plural(item.interviewsHeld ?? 0, "interview")}: ${item.painConfirmed ?? 0} confirmed the pain, ${item.painDenied ?? 0} denied it, ${item.wouldPay ?? 0} would pay`;
    case "smoke-test":
      return `Smoke test: ${plural(item.visitors ?? 0, "visitor")}, ${plural(item.signups ?? 0, "sign-up")}`;
    case "pre-sale":
      return `Pre-sales: ${plural(item.presales ?? 0, "sale")} made`;
    case "note":
      return "Note";
  }
}
