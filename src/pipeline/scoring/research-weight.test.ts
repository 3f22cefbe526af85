import { describe, expect, it } from "vitest";
import type { DimensionScore } from "../../shared/contracts/report.ts";
import { confidenceOfVerdict, weighByResearch } from "./research-weight.ts";

const score = (value: number, evidence: string[]): DimensionScore => ({ value, confidence: 0.3, reasoning: "Feasibility rubric of your description: 10/10.", evidence });

describe("scores that follow research", () => {
  it("shows a score with no retrieved evidence at most 8/10 and says it rests on the description", () => {
    const weighed = weighByResearch({
      opportunity: { ...score(6, []), reasoning: "The model's reading of the market." },
      problem: score(9, ["“Chasing invoices takes hours every week” [S2]"]),
      feasibility: score(10, ["“a simple web app” (your description)"]),
      timing: score(4, []),
    });
    expect(weighed.feasibility.value).toBe(8);
    expect(weighed.feasibility.reasoning).toMatch(/^No retrieved source bears on this score, so it rests on your description alone and is shown at 8\/10 rather than 10\/10\. Feasibility rubric/);
    expect(weighed.problem).toEqual(score(9, ["“Chasing invoices takes hours every week” [S2]"]));
    expect(weighed.opportunity.value).toBe(6);
    expect(weighed.opportunity.reasoning).toBe("No retrieved source bears on this score, so it rests on your description alone. The model's reading of the market.");
    // A reasoning that already names the description as its ground says so once.
    expect(weighed.timing.reasoning).toBe("Feasibility rubric of your description: 10/10.");
  });

  it("holds a No Go with more confidence when a retrieved source says the same kind of product failed", () => {
    expect(confidenceOfVerdict({ confidence: 0.54, recommendation: "no-go", sameKindFailure: true })).toBe(0.8);
    expect(confidenceOfVerdict({ confidence: 0.54, recommendation: "no-go", sameKindFailure: false })).toBe(0.54);
    expect(confidenceOfVerdict({ confidence: 0.54, recommendation: "caution", sameKindFailure: true })).toBe(0.54);
  });
});
