import { describe, expect, it } from "vitest";
import type { DimensionScore } from "../contracts/report.ts";
import type { FounderSource } from "../contracts/founder-evidence.ts";
import { whatMovedSentence, type MovedReport } from "./what-moved.ts";

const score = (value: number): DimensionScore => ({ value, confidence: 0.6, reasoning: "", evidence: [] });
const report = (overrides: Partial<MovedReport> = {}): MovedReport => ({
  recommendation: "go", overallScore: 6.8, sources: [],
  opportunityScore: score(6.3), problemScore: score(7), feasibilityScore: score(8), timingScore: score(5),
  ...overrides,
});
const interviews: FounderSource = {
  id: "F1", kind: "interviews", summary: "8 interviews: 2 confirmed the pain, 6 denied it, 2 would pay", note: "", assumptionId: null, recordedAt: "2026-01-05T10:00:00.000Z",
};
const source = (url: string) => ({ id: "S1", title: url, url, type: "article" as const, platform: "other" as const, relevance: 7, date: "2026-01-01" });

describe("whatMovedSentence", () => {
  it("names the founder's new results and the scores they moved most", () => {
    const after = report({ opportunityScore: score(3.2), problemScore: score(5.5), timingScore: score(5.02), founderEvidence: [interviews] });
    expect(whatMovedSentence(report(), after)).toBe(
      "Your results (8 interviews: 2 confirmed the pain, 6 denied it, 2 would pay) cut Opportunity from 6.3 to 3.2 and cut Problem from 7 to 5.5.",
    );
  });

  it("does not credit results the previous version had already weighed", () => {
    const before = report({ founderEvidence: [interviews] });
    const after = report({ founderEvidence: [interviews], opportunityScore: score(7.1), sources: [source("https://a.example")] });
    expect(whatMovedSentence(before, after)).toBe("Today's sources (1 new, 0 gone) raised Opportunity from 6.3 to 7.1.");
  });

  it("says when nothing moved", () => {
    expect(whatMovedSentence(report(), report())).toBe("The same evidence left every score where it was.");
  });
});
