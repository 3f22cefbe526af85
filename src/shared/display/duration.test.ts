import { describe, expect, it } from "vitest";
import { formatDuration } from "./duration.ts";

describe("formatDuration", () => {
  it.each([
    [0, "0s"],
    [999, "0s"],
    [42_400, "42s"],
    [185_000, "3m 05s"],
    [3_720_000, "1h 02m"],
  ])("%i ms reads %s", (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it("is empty without a duration", () => {
    expect(formatDuration(null)).toBe("");
    expect(formatDuration(-5)).toBe("");
  });
});
