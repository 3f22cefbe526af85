import { describe, expect, it } from "vitest";
import type { RiskiestAssumption } from "../contracts/report-experiments.ts";
import type { ReportRecommendation } from "../contracts/report.ts";
import { getNextSteps } from "./next-steps.ts";

const assumption = {
  id: "assumption-willingness-to-pay", kind: "willingness-to-pay", statement: "Designers will pay $12 a month.", whyItMatters: "", evidenceFor: [], evidenceAgainst: [],
  settled: "untested", settledNote: "",
  experiment: { kind: "pre-sale", why: "", decisionRule: "", duration: "two weeks", offer: "", price: 12, per: "per month", priceFrom: "stated", asked: 20, buyersNeeded: 3, deadlineDays: 14 },
} satisfies RiskiestAssumption;
const risks = {
  riskFactors: [
    { risk: "Clients ignore reminders", probability: "low", impact: "medium" },
    { risk: "Email providers flag the reminders as spam.", probability: "high", impact: "high" },
  ],
} as const;
const report = (recommendation: string, riskiestAssumptions: RiskiestAssumption[] = []) => ({
  recommendation: recommendation as ReportRecommendation, riskiestAssumptions,
  executionDifficulty: { description: "", score: 5, resourceRequirements: { teamSize: "", budget: "", timeline: "" }, technicalChallenges: [], riskFactors: [...risks.riskFactors] },
});

describe("getNextSteps", () => {
  it("names the riskiest assumption and its experiment first, then validates before building", () => {
    expect(getNextSteps(report("strong-go", [assumption]))).toEqual({
      intro: "Your idea scored GO. Move forward:",
      steps: [
        "Test the riskiest assumption first: Designers will pay $12 a month. Run the concierge or pre-sale offer (two weeks) and keep to its decision rule.",
        "Validate with 5-10 target users",
        "Refine the value proposition from feedback",
        "Build an MVP prototype",
        "Start fundraising preparation",
      ],
    });
  });

  it("go: users before the MVP", () => {
    expect(getNextSteps(report("go"))?.steps).toEqual(["Validate with 5-10 target users", "Refine the value proposition from feedback", "Build an MVP"]);
  });

  it("caution: names the likeliest, heaviest risk rather than risks in general", () => {
    expect(getNextSteps(report("caution"))).toEqual({
      intro: "Address risks:",
      steps: [
        "Address the biggest risk: Email providers flag the reminders as spam",
        "Validate with 5-10 target users",
        "Refine the value proposition from feedback",
        "Conduct deep market research",
      ],
    });
  });

  it("no-go: alternative markets and pivots", () => {
    expect(getNextSteps(report("no-go"))).toEqual({ intro: "Consider alternatives:", steps: ["Explore alternative markets", "Consider pivots"] });
  });

  it("gives no advice for a value SPEC does not name", () => {
    expect(getNextSteps(report("maybe"))).toBeNull();
    expect(getNextSteps(report("toString"))).toBeNull();
  });
});
