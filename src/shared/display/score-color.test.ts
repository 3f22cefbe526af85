import { describe, expect, it } from "vitest";
import { getScoreTone } from "./score-color.ts";

describe("getScoreTone", () => {
  it.each([
    [10, "green"],
    [8, "green"],
    [7.9, "blue"],
    [6, "blue"],
    [5.9, "yellow"],
    [4, "yellow"],
    [3.9, "red"],
    [0, "red"],
  ])("%d is %s", (score, tone) => {
    expect(getScoreTone(score)).toBe(tone);
  });
});
