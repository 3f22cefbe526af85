import { describe, expect, it } from "vitest";
import { formatScore, scorePercent } from "./format-score.ts";

describe("formatScore", () => {
  it("keeps whole numbers whole and gives others one decimal", () => {
    expect(formatScore(7)).toBe("7");
    expect(formatScore(7.25)).toBe("7.3");
    expect(formatScore(6.96)).toBe("7");
  });
});

describe("scorePercent", () => {
  it("is value x 10 within 0-100", () => {
    expect(scorePercent(7.5)).toBe(75);
    expect(scorePercent(12)).toBe(100);
    expect(scorePercent(-1)).toBe(0);
  });
});
