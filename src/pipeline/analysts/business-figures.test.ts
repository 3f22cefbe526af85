import { describe, expect, it } from "vitest";
import { holdFiguresInOrder, withoutEvidenceNumbers } from "./business-figures.ts";

const revenue = (total: number, addressable: number, serviceable: number, year3: number) => ({
  description: "", score: 5, marketSize: { total, addressable, serviceable },
  revenueProjections: { year1: Math.min(10, year3), year2: year3, year3, assumptions: [] },
  pricingStrategy: { model: "Subscription", reasoning: "", suggestedPrice: 10 },
});

describe("business figures as a person reads them", () => {
  it("holds each figure to the one that contains it and says so, in the report's currency", () => {
    const { revenue: held, notes } = holdFiguresInOrder({ revenue: revenue(70, 70, 900, 70_000), currency: "GBP" });
    expect(held.marketSize).toEqual({ total: 70, addressable: 70, serviceable: 70 });
    expect(held.revenueProjections).toMatchObject({ year2: 70, year3: 70 });
    expect(notes.join(" ")).toContain("held to the serviceable market (£70)");
    expect(notes.join(" ")).not.toContain("$");
  });
  it("leaves figures in order alone", () => {
    expect(holdFiguresInOrder({ revenue: revenue(100, 50, 20, 10), currency: "USD" }).notes).toEqual([]);
  });
  it("drops the model's evidence numbers and keeps the names beside them", () => {
    expect(withoutEvidenceNumbers("Teams already pay for CI tools (E3).")).toBe("Teams already pay for CI tools.");
    expect(withoutEvidenceNumbers("Rivals exist (E14; Launchable, E7), so price low.")).toBe("Rivals exist (Launchable), so price low.");
    expect(withoutEvidenceNumbers("Demand is clear from E2 and E5.")).not.toMatch(/E\d/);
  });
});
