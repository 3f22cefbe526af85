import { describe, expect, it } from "vitest";
import type { PriceReading } from "../../../shared/contracts/price.ts";
import type { RiskiestAssumption } from "../../../shared/contracts/report-experiments.ts";
import type { Worded } from "../analyst.ts";
import { applyWording, draftFields } from "./wording.ts";

const weekly: PriceReading = {
  prices: [{ amount: 35, upTo: null, currency: "USD", period: "week", per: null, recurring: true, item: null, words: "$35 a week" }],
  main: 0, takeRate: null, freeTier: false, ads: false, billing: null,
};
const pay: RiskiestAssumption = {
  id: "assumption-willingness-to-pay", kind: "willingness-to-pay", statement: "Dog owners will pay $35 a week for dog walks on demand.",
  whyItMatters: "The Proceed with Caution verdict and every revenue figure assume people pay $35 a week; if they will not, the business fit does not hold.",
  evidenceFor: [], evidenceAgainst: [], settled: "untested", settledNote: "None of the 4 sources listed in this report bears on it: it is untested.",
  experiment: { kind: "pre-sale", why: "", decisionRule: "", duration: "14 days", offer: "Pre-order dog walks on demand at $35 a week, refunded in full if it never ships.", price: 35, per: "a week", priceFrom: "stated", priceText: "$35 a week", asked: 30, buyersNeeded: 5, deadlineDays: 14 },
};
const interviews: RiskiestAssumption = {
  ...pay, id: "assumption-pain", kind: "pain", statement: "Dog owners have the problem dog walks on demand solves often enough that they already spend time or money on it.",
  experiment: {
    kind: "customer-interviews", why: "", decisionRule: "", duration: "one to two weeks", people: { min: 5, max: 10 },
    whoToAsk: "Dog owners, found in forums, groups and threads where they talk about it. Not friends or family: they will be kind instead of honest.",
    questions: ["Tell me about the last time you dealt with dog walking. What happened?", "How often did that happen in the last three months?", "What do you do about it today?"],
    avoid: [], confirmation: "They describe a specific time it happened in the last three months.",
  },
};
const drafts: Worded = {
  riskiestAssumptions: [pay, interviews],
  qualityAssessment: {
    metrics: { sourceDiversity: 3, recency: 8, specificity: 7, sentimentConsistency: 6, volume: 2, authority: 5, overallScore: 5 },
    strengths: ["Your description is specific (7/10): it gives the rubric concrete points to score."],
    weaknesses: ["4 sources retrieved, from one platform: fewer than three, so one community's view may dominate."],
  },
};
const description = "Dog walks on demand for busy dog owners in Leeds. $35 a week.";
const worded = (fields: Record<string, string>) => applyWording({ drafts, description, price: weekly, wording: { fields: Object.entries(fields).map(([key, text]) => ({ key, text })) } });

describe("the model's wording of every templated sentence, under the drafts' rules", () => {
  it("offers the model every templated sentence a person reads, not the numbers, rules or evidence", () => {
    const keys = [...draftFields(drafts).keys()];
    expect(keys).toEqual(expect.arrayContaining([
      "a1.statement", "a1.why", "a1.settled", "a1.offer", "a2.whoToAsk", "a2.question.0", "a2.question.2", "a2.confirmation", "strength.0", "weakness.0",
    ]));
    expect(keys.some((k) => /decisionRule|avoid|priceText|evidence/.test(k))).toBe(false);
  });

  it("takes a rewrite that keeps to the rules, in every kind of field", () => {
    const out = worded({
      "a1.statement": "Busy dog owners in Leeds will pay $35 a week for walks booked on demand.",
      "a2.whoToAsk": "Dog owners in Leeds who work long days, found in local dog groups. Not friends or family: they will be kind instead of honest.",
      "a1.settled": "None of the 4 sources in this report says anything about it yet, so it is untested.",
      "weakness.0": "All 4 sources come from one platform, so one community's view may dominate.",
    });
    const [first, second] = out.riskiestAssumptions;
    expect(first!.statement).toBe("Busy dog owners in Leeds will pay $35 a week for walks booked on demand.");
    expect(first!.settledNote).toMatch(/^None of the 4 sources in this report says/);
    expect(second!.experiment.kind === "customer-interviews" && second!.experiment.whoToAsk).toMatch(/^Dog owners in Leeds who work long days/);
    expect(out.qualityAssessment.weaknesses[0]).toBe("All 4 sources come from one platform, so one community's view may dominate.");
  });

  it.each([
    ["a week turned into a month", "a1.why", "Every revenue figure assumes people pay $35 a month; if they will not, the business fit fails."],
    ["the stated price dropped", "a1.offer", "Pre-order dog walks on demand, refunded in full if it never ships."],
    ["another currency", "a1.statement", "Busy dog owners will pay £35 a week for dog walks on demand."],
    ["a number the founder never gave", "a2.confirmation", "They describe a time it happened in the last 90 days."],
    ["a count that disagrees with its verb", "a1.settled", "None of the 4 source listed bears on it: it is untested."],
    ["a title cut with an ellipsis", "a2.whoToAsk", "Dog owners who use dog walks on dem… in Leeds."],
    ["a repeated phrase", "strength.0", "Your description is specific specific (7/10) and gives the rubric points."],
    ["a phrase repeated across commas", "weakness.0", "4 sources, from one platform, 4 sources, from one platform: one community's view may dominate."],
    ["an evidence number", "weakness.0", "4 sources from one platform (E3): one community's view may dominate."],
    ["a raw key", "a1.statement", "This is leaning-against: dog owners will pay $35 a week."],
    ["its own key echoed", "a2.confirmation", "a2.confirmation: they describe a specific time it happened in the last three months."],
    ["a hypothetical interview question", "a2.question.1", "Would you pay for dog walks on demand?"],
  ])("keeps the draft instead of %s", (_slip, key, text) => {
    const out = worded({ [key]: text });
    expect(JSON.stringify(out)).not.toContain(text);
    expect(out).toEqual(drafts);
  });
});
