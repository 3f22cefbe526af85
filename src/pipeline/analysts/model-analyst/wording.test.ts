import { describe, expect, it } from "vitest";
import type { RiskiestAssumption } from "../../../shared/contracts/report-experiments.ts";
import { applyWording } from "./wording.ts";

const draft: RiskiestAssumption = {
  id: "assumption-pain", kind: "pain", statement: "Developers have this problem often enough to act on it.", whyItMatters: "It matters.",
  evidenceFor: [], evidenceAgainst: [], settled: "untested", settledNote: "Untested.",
  experiment: { kind: "pre-sale", why: "", decisionRule: "", duration: "14 days", offer: "A paid pilot of your CLI.", price: 20, per: "per month", priceFrom: "stated", priceText: "$20 a month", asked: 15, buyersNeeded: 3, deadlineDays: 30 },
};
const worded = (statement: string) => applyWording({
  drafts: [draft], description: "A CLI for developers. $20 a month.",
  wording: { assumptions: [{ id: draft.id, statement, whyItMatters: null, questions: null, confirmation: null, headline: null, subheadline: null, offer: null }] },
})[0]!.statement;

describe("the model's wording under the drafts' rules", () => {
  it("keeps a sentence that reads as written", () => {
    expect(worded("Developers lose time to flaky tests and act on it.")).toBe("Developers lose time to flaky tests and act on it.");
  });
  it.each([
    ["a title cut with an ellipsis", "Developers will pay for CLI and GitHub app that detects flaky…."],
    ["a repeated phrase", "A paid pilot for UK accounting firms for UK accounting firms."],
    ["an evidence number", "Developers say so (E3)."],
    ["a raw key", "This is leaning-against for now."],
  ])("keeps the draft instead of %s", (_slip, statement) => {
    expect(worded(statement)).toBe(draft.statement);
  });
});
