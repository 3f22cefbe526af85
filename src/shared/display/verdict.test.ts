import { describe, expect, it } from "vitest";
import { getDifficultyTone, getVerdict, isDescriptionOnly, revenueMarks } from "./verdict.ts";

const dimension = (value: number) => ({ value, confidence: 0.5, reasoning: "", evidence: [] });
const base = {
  recommendation: "caution" as const,
  overallScore: 5.4,
  sources: [],
  methodology: { researchProcess: "", dataCollection: "", analysisApproach: "", confidenceLevel: 0.42, limitations: [], assumptions: [] },
  opportunityScore: dimension(6),
  problemScore: dimension(7.5),
  feasibilityScore: dimension(5),
  timingScore: dimension(3),
};

describe("getVerdict", () => {
  it("gives the label, score, confidence and the strongest and weakest score as the reason", () => {
    const verdict = getVerdict(base);
    expect(verdict.recommendation).toEqual({ label: "Proceed with Caution", tone: "orange" });
    expect(verdict.score).toBe("5.4/10");
    expect(verdict.confidence).toBe("42%");
    expect(verdict.reason).toBe("Problem is the strongest score (7.5/10) and Timing the weakest (3/10).");
    expect(verdict.provisional).toBeNull();
    expect(verdict.descriptionOnly).toBe(true);
  });

  it("marks a verdict provisional and says what to add", () => {
    const verdict = getVerdict({ ...base, missingDetails: ["who the customer is", "the problem it solves for them", "how you will charge and how much"] });
    expect(verdict.provisional).toBe(
      "Provisional: the description is too thin to judge. Add who the customer is, the problem it solves for them and how you will charge and how much, then validate again.",
    );
  });

  it("says when all scores are equal", () => {
    const flat = { ...base, opportunityScore: dimension(4), problemScore: dimension(4), feasibilityScore: dimension(4), timingScore: dimension(4) };
    expect(getVerdict(flat).reason).toBe("All four scores stand at 4/10.");
  });

  it("knows a report with sources was not drawn from the description alone", () => {
    expect(isDescriptionOnly({ sources: [{ id: "1", title: "t", url: "https://x.test", type: "article", platform: "other", relevance: 5, date: "2026-01-01" }] })).toBe(false);
  });
});

describe("colours and marks that mean good or bad", () => {
  it("takes the $ marks from the revenue score", () => {
    expect([revenueMarks(2), revenueMarks(4), revenueMarks(6.9), revenueMarks(7), revenueMarks(10)]).toEqual(["$", "$$", "$$", "$$$", "$$$"]);
  });

  it("colours a low difficulty as good and a high one as bad", () => {
    expect(getDifficultyTone(2)).toBe("green");
    expect(getDifficultyTone(9)).toBe("red");
  });
});
