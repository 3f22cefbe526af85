import { describe, expect, it } from "vitest";
import { analyzeDescription } from "../text/analyze-description.ts";
import { scoreDimensions } from "./dimension-scores.ts";

const RICH =
  "Freelance designers waste hours every week chasing unpaid invoices, which is frustrating. I want to build an app that sends reminders automatically, unlike existing accounting tools. We'd charge $15/month. I've talked to 12 designers and 8 said they would pay.";
const VAGUE = "An app for everyone.";

describe("scoreDimensions", () => {
  it("scores a rich description higher on problem than a vague one", () => {
    const rich = scoreDimensions(analyzeDescription(RICH));
    const vague = scoreDimensions(analyzeDescription(VAGUE));
    expect(rich.scores.problem.value).toBeGreaterThan(vague.scores.problem.value);
    expect(rich.scores.opportunity.value).toBeGreaterThan(vague.scores.opportunity.value);
    expect(vague.scores.problem.value).toBe(0);
  });

  it("keeps confidence low because nothing but the description was read", () => {
    for (const text of [RICH, VAGUE]) {
      const { confidence, scores } = scoreDimensions(analyzeDescription(text));
      expect(confidence).toBeGreaterThanOrEqual(0.2);
      expect(confidence).toBeLessThanOrEqual(0.35);
      expect(scores.timing.confidence).toBe(confidence);
    }
  });

  it("names found and missing rubric points in the reasoning", () => {
    const { scores } = scoreDimensions(analyzeDescription(VAGUE));
    expect(scores.problem.reasoning).toMatch(/Missing: clear problem statement \(0 of 3\)/);
    expect(scores.problem.reasoning).toMatch(/^Problem rubric of your description: 0\/10\./);
    const rich = scoreDimensions(analyzeDescription(RICH));
    expect(rich.scores.problem.reasoning).toMatch(/Found: clear problem statement \(\+3 of 3: “[^”]+”\)/);
  });

  it("labels every evidence item as the founder's own words", () => {
    const { scores } = scoreDimensions(analyzeDescription(RICH));
    const evidence = Object.values(scores).flatMap((s) => s.evidence);
    expect(evidence.length).toBeGreaterThan(0);
    for (const item of evidence) {
      expect(item).toMatch(/^From your description: “.+”$/);
      expect(RICH).toContain(item.slice("From your description: “".length, -1));
    }
  });

  it("lowers feasibility for red flags and says which", () => {
    const plain = scoreDimensions(analyzeDescription("An app that helps nurses swap shifts."));
    const flagged = scoreDimensions(analyzeDescription("A wearable device that helps nurses monitor patients."));
    expect(flagged.scores.feasibility.value).toBeLessThan(plain.scores.feasibility.value);
    expect(flagged.scores.feasibility.reasoning).toMatch(/Red flags: needs hardware/);
  });
});

describe("rubric reasoning", () => {
  it("quotes the founder's own words behind each point found, so different ideas read differently", () => {
    const walkers = scoreDimensions(analyzeDescription("A mobile app for busy dog owners to book local dog walkers, paying $15 per walk."));
    const accountants = scoreDimensions(analyzeDescription("A SaaS for accounting firms that automates client document collection, $49 per seat per month."));
    expect(walkers.scores.opportunity.reasoning).toContain("dog owners");
    expect(accountants.scores.opportunity.reasoning).toContain("accounting firms");
    expect(walkers.scores.opportunity.reasoning).not.toEqual(accountants.scores.opportunity.reasoning);
  });
});
