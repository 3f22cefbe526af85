import { describe, expect, it } from "vitest";
import { formatMonths, getHighImpactChannels, getNonTechnicalChallenges } from "./business-fit.ts";

describe("business fit rules", () => {
  it("non-technical challenges are risks with medium or high probability", () => {
    const risks = [
      { risk: "a", probability: "low", impact: "high" },
      { risk: "b", probability: "medium", impact: "low" },
      { risk: "c", probability: "high", impact: "medium" },
    ] as const;
    expect(getNonTechnicalChallenges([...risks]).map((r) => r.risk)).toEqual(["b", "c"]);
  });

  it("high-impact channels have effectiveness 7 or more, most effective first", () => {
    const channels = [
      { channel: "SEO", effectiveness: 7, cost: "Low" },
      { channel: "Ads", effectiveness: 6.9, cost: "High" },
      { channel: "Partnerships", effectiveness: 9, cost: "Medium" },
    ];
    expect(getHighImpactChannels(channels).map((c) => c.channel)).toEqual(["Partnerships", "SEO"]);
  });

  it("formats a payback period", () => {
    expect(formatMonths(1)).toBe("1 month");
    expect(formatMonths(14)).toBe("14 months");
    expect(formatMonths(4.46)).toBe("4.5 months");
  });
});
