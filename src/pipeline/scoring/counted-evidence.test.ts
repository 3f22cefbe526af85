import { describe, expect, it } from "vitest";
import type { EvidenceItem } from "../contracts/checkpoints.ts";
import { MAX_WITHOUT_RESEARCH, quoteWeight, weighEvidence } from "./counted-evidence.ts";
import { TOPICS } from "./evidence-scores.ts";
import { DIMENSIONS } from "../contracts/vocabulary.ts";

const AS_OF = Date.parse("2026-06-01T00:00:00Z");
const sources = ["a", "b", "c", "d"].map((id) => ({ id, date: "2026-03-01T00:00:00Z", engagement: { score: 100, comments: 50 } }));
const quote = (n: number, sourceId: string, stance: EvidenceItem["stance"], dimension: EvidenceItem["dimension"] = "pain"): EvidenceItem => ({
  id: `E${n}`, sourceId, quote: `quote ${n}`, dimension, stance,
});
const weigh = (evidence: EvidenceItem[], prior = 5) => weighEvidence({ dimension: "problem", topics: ["pain"], evidence, sources, prior, asOf: AS_OF });

describe("weighEvidence", () => {
  it("keeps the rubric prior when no quote on the score's topics takes a side", () => {
    const result = weigh([quote(1, "a", "neutral"), quote(2, "b", "supports", "timing")], 6);
    expect(result).toMatchObject({ value: 6, evidenceValue: null, distinctSources: 0 });
  });

  it("counts a quote on every score it bears on, through the further dimensions it carries, once per score", () => {
    // A competitor's paying customer is competition and willingness to pay: it bears on opportunity too.
    const item = { ...quote(1, "a", "supports", "competition"), also: ["pricing", "demand"] as EvidenceItem["also"] };
    const opportunity = weighEvidence({ dimension: "opportunity", topics: ["demand", "pricing", "channels"], evidence: [item], sources, prior: 5, asOf: AS_OF });
    expect(opportunity).toMatchObject({ supporting: 1, distinctSources: 1 });
    expect(opportunity.value).toBeGreaterThan(5);
    expect(weigh([item])).toMatchObject({ supporting: 0, evidenceValue: null });
  });

  it("weighs a quote on whether the product can be built and run (a ban, a suit, a cost) on feasibility and on no other score", () => {
    const banned = ["a", "b"].map((id, i) => quote(i, id, "challenges", "feasibility"));
    for (const dimension of DIMENSIONS) {
      const result = weighEvidence({ dimension, topics: TOPICS[dimension], evidence: banned, sources, prior: 7, asOf: AS_OF });
      if (dimension === "feasibility") expect(result.value).toBeLessThan(7);
      else expect(result).toMatchObject({ value: 7, evidenceValue: null });
    }
  });

  it("moves toward supporting evidence and away with challenging evidence, for the same prior", () => {
    const support = weigh(["a", "b", "c"].map((id, i) => quote(i, id, "supports")));
    const challenge = weigh(["a", "b", "c"].map((id, i) => quote(i, id, "challenges")));
    expect(support.value).toBeGreaterThan(7.5);
    expect(challenge.value).toBeLessThan(2.5);
    expect(support.cited).toHaveLength(3);
  });

  it("never leaves a score above what no evidence shows when the evidence is against the description", () => {
    // Feasibility keeps most of a rubric of 10; one challenging quote would blend to about 8.6, above the 8 a score with no evidence shows.
    const feasibility = (stance: EvidenceItem["stance"], prior: number) =>
      weighEvidence({ dimension: "feasibility", topics: ["competition"], evidence: [quote(1, "a", stance, "competition")], sources, prior, asOf: AS_OF });
    expect(feasibility("challenges", 10)).toMatchObject({ value: MAX_WITHOUT_RESEARCH, heldAtCap: true, challenging: 1 });
    // Evidence for it still moves it freely, and evidence against a lower rubric is no cap's business.
    expect(feasibility("supports", 10).value).toBeGreaterThan(MAX_WITHOUT_RESEARCH);
    expect(feasibility("challenges", 7).heldAtCap).toBeUndefined();
  });

  it("moves further the more distinct sources take a side", () => {
    const one = weigh([quote(1, "a", "supports"), quote(2, "a", "supports"), quote(3, "a", "supports")]);
    const three = weigh([quote(1, "a", "supports"), quote(2, "b", "supports"), quote(3, "c", "supports")]);
    expect(one.distinctSources).toBe(1);
    expect(three.value).toBeGreaterThan(one.value);
    expect(one.value).toBeGreaterThan(5);
  });

  it("shows both sides when both exist", () => {
    const evidence = [...["a", "b", "c", "d", "a", "b"].map((id, i) => quote(i, id, "supports")), quote(9, "c", "challenges")];
    const result = weigh(evidence);
    expect(result.cited).toHaveLength(5);
    expect(result.cited.some((e) => e.stance === "challenges")).toBe(true);
    expect(result.supporting).toBe(6);
    expect(result.challenging).toBe(1);
  });
});

describe("quoteWeight", () => {
  it("counts engaged and recent threads more, and undated ones least", () => {
    const fresh = quoteWeight({ source: { id: "x", date: "2026-05-01", engagement: { score: 900, comments: 100 } }, asOf: AS_OF });
    const quiet = quoteWeight({ source: { id: "x", date: "2026-05-01", engagement: {} }, asOf: AS_OF });
    const old = quoteWeight({ source: { id: "x", date: "2021-05-01", engagement: { score: 900, comments: 100 } }, asOf: AS_OF });
    const undated = quoteWeight({ source: { id: "x", date: "", engagement: {} }, asOf: AS_OF });
    expect(fresh).toBe(2);
    expect(quiet).toBe(1);
    expect(old).toBe(1);
    expect(undated).toBe(0.5);
  });
});
