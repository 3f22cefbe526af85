import { describe, expect, it } from "vitest";
import { SCORE_LABELS, SCORE_TYPES } from "./score-types.ts";

describe("the score-label table", () => {
  it("names each score once, in the report's order, by report key and by rubric dimension alike", () => {
    expect(SCORE_TYPES.map(({ label }) => label)).toEqual(["Opportunity", "Problem", "Feasibility", "Timing"]);
    for (const { dimension, key, label } of SCORE_TYPES) {
      expect(key).toBe(`${dimension}Score`);
      expect(SCORE_LABELS[dimension]).toBe(label);
    }
  });
});
