import { describe, expect, it } from "vitest";
import { getIdeaRecommendationTone, getReportRecommendation } from "./recommendation.ts";

describe("getReportRecommendation", () => {
  it.each([
    ["strong-go", "Strong Go", "green"],
    ["go", "Go", "blue"],
    ["caution", "Proceed with Caution", "orange"],
    ["no-go", "No Go", "red"],
  ])("%s reads %s in %s", (value, label, tone) => {
    expect(getReportRecommendation(value)).toEqual({ label, tone });
  });

  it("shows anything else in grey", () => {
    expect(getReportRecommendation("maybe")).toEqual({ label: "maybe", tone: "grey" });
    expect(getReportRecommendation(null).tone).toBe("grey");
  });
});

describe("getIdeaRecommendationTone", () => {
  it("is green for GO, yellow for PAUSE and red otherwise", () => {
    expect(getIdeaRecommendationTone("GO")).toBe("green");
    expect(getIdeaRecommendationTone("PAUSE")).toBe("yellow");
    expect(getIdeaRecommendationTone("NO-GO")).toBe("red");
  });
});
