import { describe, expect, it } from "vitest";
import { computeOverallScore, MIN_CONFIDENCE_FOR_GO, recommend, RECOMMENDATION_THRESHOLDS } from "./recommendation.ts";
import { CONFIDENCE_WITHOUT_RESEARCH, confidenceCeiling } from "./research-weight.ts";

describe("recommend", () => {
  const confident = MIN_CONFIDENCE_FOR_GO + 0.2;

  it("maps scores to recommendations at the thresholds", () => {
    expect(recommend({ overallScore: RECOMMENDATION_THRESHOLDS["strong-go"], confidence: confident })).toBe("strong-go");
    expect(recommend({ overallScore: 7.9, confidence: confident })).toBe("go");
    expect(recommend({ overallScore: RECOMMENDATION_THRESHOLDS.go, confidence: confident })).toBe("go");
    expect(recommend({ overallScore: 6.4, confidence: confident })).toBe("caution");
    expect(recommend({ overallScore: RECOMMENDATION_THRESHOLDS.caution, confidence: confident })).toBe("caution");
    expect(recommend({ overallScore: 4.4, confidence: confident })).toBe("no-go");
  });

  it("caps low-confidence reports at caution but still allows no-go", () => {
    expect(recommend({ overallScore: 9.5, confidence: 0.3 })).toBe("caution");
    expect(recommend({ overallScore: 7, confidence: 0.3 })).toBe("caution");
    expect(recommend({ overallScore: 2, confidence: 0.3 })).toBe("no-go");
  });

  it("never says go on the description alone or on research from one site, whatever the score", () => {
    expect(recommend({ overallScore: 9.5, confidence: CONFIDENCE_WITHOUT_RESEARCH })).toBe("caution");
    const oneSite = confidenceCeiling({ readInFull: 30, snippetsOnly: 0, sites: 1, quotes: 40 });
    expect(recommend({ overallScore: 9.5, confidence: oneSite })).toBe("caution");
  });
});

describe("computeOverallScore", () => {
  it("is the weighted mean, rounded to one decimal", () => {
    expect(computeOverallScore({ opportunity: 10, problem: 10, feasibility: 10, timing: 10 })).toBe(10);
    expect(computeOverallScore({ opportunity: 0, problem: 0, feasibility: 7, timing: 4 })).toBe(2.2);
    expect(computeOverallScore({ opportunity: 5, problem: 8, feasibility: 6, timing: 4 })).toBe(5.9);
  });
});
