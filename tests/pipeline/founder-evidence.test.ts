import { beforeAll, describe, expect, it } from "vitest";
import { renderReportMarkdown } from "../../src/pipeline/report/markdown.ts";
import { toFounderSources, weighFounderEvidence } from "../../src/pipeline/scoring/founder-evidence.ts";
import { CONFIDENCE_WITHOUT_RESEARCH, confidenceCeiling, researchDepthOf } from "../../src/pipeline/scoring/research-weight.ts";
import type { FounderEvidence } from "../../src/shared/contracts/founder-evidence.ts";
import { reportBodySchema, type ReportBody } from "../../src/shared/contracts/report.ts";
import { getReportRecommendation } from "../../src/shared/display/recommendation.ts";
import { diffReports } from "../../src/shared/display/report-diff.ts";
import { idea, offlineReport } from "./helpers/offline-report.ts";

const INVOICES = idea("Invoice chaser", "Freelance designers chase late invoices by hand every week. Invoice chaser sends the reminders until the client pays, for $12 a month.");

let counter = 0;
function record(fields: Partial<FounderEvidence> & Pick<FounderEvidence, "kind">): FounderEvidence {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`, ideaId: INVOICES.id, assumptionId: null, note: "",
    interviewsHeld: null, painConfirmed: null, painDenied: null, wouldPay: null, visitors: null, signups: null, presales: null,
    createdAt: new Date(Date.UTC(2026, 0, counter)).toISOString(), ...fields,
  };
}

const strongInterviews = record({ kind: "interviews", interviewsHeld: 10, painConfirmed: 9, painDenied: 1, wouldPay: 6 });
const strongSmokeTest = record({ kind: "smoke-test", visitors: 1000, signups: 120 });
const deniedInterviews = record({ kind: "interviews", interviewsHeld: 10, painConfirmed: 1, painDenied: 9, wouldPay: 0 });
const emptySmokeTest = record({ kind: "smoke-test", visitors: 1000, signups: 1 });

describe("the founder's own evidence in a report", () => {
  let report: ReportBody;
  beforeAll(async () => { ({ report } = await offlineReport({ idea: INVOICES })); });

  it("changes nothing when nothing was recorded", () => {
    expect(weighFounderEvidence({ report, evidence: [] })).toBe(report);
  });

  it("lists each result as F<n>, apart from the web sources, and cites it in the lines it moved", () => {
    const weighed = reportBodySchema.parse(weighFounderEvidence({ report, evidence: [strongInterviews, strongSmokeTest] }));
    expect(weighed.sources).toEqual(report.sources);
    expect(weighed.founderEvidence?.map(({ id, kind, summary }) => [id, kind, summary])).toEqual([
      ["F1", "interviews", "10 interviews: 9 confirmed the pain, 1 denied it, 6 would pay"],
      ["F2", "smoke-test", "Smoke test: 1000 visitors, 120 sign-ups"],
    ]);
    expect(weighed.problemScore.evidence[0]).toBe("Your own interviews (first-party): 9 of 10 confirmed the pain, 1 denied it [F1]");
    expect(weighed.opportunityScore.evidence).toContainEqual(
      expect.stringMatching(/^Your own smoke test \(first-party\), pass: 120 sign-ups of 1000 visitors = 12\.0%: at or above the pass line of [\d.]+%, so it passes\. \[F2\]$/),
    );
    for (const line of [...weighed.problemScore.evidence, ...weighed.opportunityScore.evidence].filter((text) => text.includes("[F"))) {
      expect(line).not.toMatch(/\[S\d+\]/);
    }
    expect(weighed.methodology.limitations.at(-1)).toContain("first-party evidence (listed as F1-F2, apart from web sources)");
  });

  it("moves the verdict up for confirmed pain and sign-ups, and down for denied pain and an empty smoke test", () => {
    const up = weighFounderEvidence({ report, evidence: [strongInterviews, strongSmokeTest] });
    const down = weighFounderEvidence({ report, evidence: [deniedInterviews, emptySmokeTest] });
    expect(up.problemScore.value).toBeGreaterThan(report.problemScore.value);
    expect(up.opportunityScore.value).toBeGreaterThan(report.opportunityScore.value);
    expect(up.overallScore).toBeGreaterThan(report.overallScore);
    expect(down.problemScore.value).toBeLessThan(report.problemScore.value);
    expect(down.overallScore).toBeLessThan(report.overallScore);
    expect(down.recommendation).toBe("no-go");
    expect(up.methodology.confidenceLevel).toBeGreaterThan(report.methodology.confidenceLevel);
  });

  it("lets a small sample move a score less than a large one", () => {
    const few = record({ kind: "interviews", interviewsHeld: 2, painConfirmed: 0, painDenied: 2, wouldPay: 0 });
    const many = record({ kind: "interviews", interviewsHeld: 20, painConfirmed: 0, painDenied: 20, wouldPay: 0 });
    const small = weighFounderEvidence({ report, evidence: [few] }).problemScore.value;
    const large = weighFounderEvidence({ report, evidence: [many] }).problemScore.value;
    expect(report.problemScore.value - small).toBeGreaterThan(0);
    expect(large).toBeLessThan(small);
  });

  it("lists a note without moving any score", () => {
    const note = record({ kind: "note", note: "Two agencies asked for a team plan" });
    const weighed = weighFounderEvidence({ report, evidence: [note] });
    expect(weighed.overallScore).toBe(report.overallScore);
    expect(toFounderSources([note])[0]).toMatchObject({ id: "F1", summary: "Note", note: "Two agencies asked for a team plan" });
  });


  it("has a Markdown section of its own after the web sources", () => {
    const weighed = weighFounderEvidence({ report, evidence: [{ ...strongInterviews, note: "Most chase by email", assumptionId: "assumption-pain" }] });
    const markdown = renderReportMarkdown({ title: "Invoice chaser", report: weighed, model: "offline-analyst" });
    const own = markdown.indexOf("## Your own evidence (first-party) (1)");
    expect(own).toBeGreaterThan(markdown.indexOf("## Sources (0)"));
    expect(markdown).toContain("1. [F1] 10 interviews: 9 confirmed the pain, 1 denied it, 6 would pay · recorded Jan 1, 2026 · tests the assumption about the problem - Most chase by email");
    expect(renderReportMarkdown({ title: "Invoice chaser", report, model: "offline-analyst" })).not.toContain("Your own evidence");
  });

  it("settles the assumptions the results test, which the next version's diff reports", () => {
    const ids = (report.riskiestAssumptions ?? []).map((assumption) => assumption.id);
    expect(ids).toContain("assumption-pain");
    const weighed = weighFounderEvidence({ report, evidence: [deniedInterviews] });
    const pain = weighed.riskiestAssumptions?.find((assumption) => assumption.id === "assumption-pain");
    expect(pain?.settled).toBe("leaning-against");
    expect(pain?.evidenceAgainst[0]).toBe("Your own interviews failed: 1 of 10 interviews confirmed the pain: 3 of 10 or fewer, so it is wrong. [F1]");
    expect(diffReports(report, weighed).assumptions.find((change) => change.id === "assumption-pain")).toMatchObject({ state: "settled", after: "leaning-against" });

    // Results pointing both ways leave it contested: still open.
    const mixed = weighFounderEvidence({ report, evidence: [deniedInterviews, strongInterviews] });
    expect(mixed.riskiestAssumptions?.find((assumption) => assumption.id === "assumption-pain")?.settled).toBe("contested");
    expect(diffReports(report, mixed).assumptions.find((change) => change.id === "assumption-pain")?.state).toBe("open");
  });

  it("judges a result tied to an assumption against that assumption's own pass line", () => {
    const [first] = report.riskiestAssumptions ?? [];
    const tied = record({ kind: "pre-sale", presales: 0, assumptionId: first!.id });
    const weighed = weighFounderEvidence({ report, evidence: [tied] });
    const settled = weighed.riskiestAssumptions?.find((assumption) => assumption.id === first!.id);
    expect(settled?.settled).toBe("leaning-against");
    expect(settled?.evidenceAgainst[0]).toMatch(/^Your own (pre-sale|interviews) failed: 0 .+\[F1\]$/);
  });

  it("reads a smoke test in its plan's in-between band as inconclusive: no score moves and the assumption says so with the numbers", () => {
    const reach = report.riskiestAssumptions?.find((assumption) => assumption.experiment.kind === "smoke-test");
    if (reach?.experiment.kind !== "smoke-test") throw new Error("the offline report plans a smoke test");
    const visitors = reach.experiment.visitorsNeeded * 2;
    const signups = Math.floor(visitors * reach.experiment.passRate * 0.75);
    const weighed = weighFounderEvidence({ report, evidence: [record({ kind: "smoke-test", visitors, signups, assumptionId: reach.id })] });
    expect(weighed.opportunityScore.value).toBe(report.opportunityScore.value);
    const after = weighed.riskiestAssumptions?.find((assumption) => assumption.id === reach.id);
    expect(after?.settled).toBe(reach.settled);
    expect(after?.settledNote).toMatch(new RegExp(`^Your own smoke test was inconclusive: ${signups} sign-ups of ${visitors} visitors = [\\d.]+%: between the fail line`));
  });

  it("keeps confidence within what thin research allows and names the new verdict in the assumptions", () => {
    const weighed = weighFounderEvidence({ report, evidence: [deniedInterviews, emptySmokeTest] });
    // The one rule every report's confidence follows: nothing was researched here, so confidence stays low.
    const ceiling = confidenceCeiling(researchDepthOf({ sources: report.sources, sourceCounts: report.sourceCounts, scores: [report.opportunityScore, report.problemScore, report.feasibilityScore, report.timingScore] }));
    expect(ceiling).toBe(CONFIDENCE_WITHOUT_RESEARCH);
    expect(weighed.methodology.confidenceLevel).toBeLessThanOrEqual(Math.max(report.methodology.confidenceLevel, ceiling) + 1e-9);
    expect(weighFounderEvidence({ report, evidence: [strongInterviews, strongSmokeTest] }).methodology.confidenceLevel).toBeLessThanOrEqual(CONFIDENCE_WITHOUT_RESEARCH);
    expect(weighed.recommendation).not.toBe(report.recommendation);
    const was = `The ${getReportRecommendation(report.recommendation).label} verdict`;
    for (const assumption of weighed.riskiestAssumptions ?? []) expect(assumption.whyItMatters).not.toContain(was);
  });
});
