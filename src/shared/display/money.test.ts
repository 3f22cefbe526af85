import { describe, expect, it } from "vitest";
import { formatMoney } from "./money.ts";

describe("formatMoney", () => {
  it.each([
    [2_500_000, "$2.5M"],
    [1_000_000, "$1.0M"],
    [999_600, "$1.0M"],
    [45_000, "$45K"],
    [1_000, "$1K"],
    [999, "$999"],
    [0, "$0"],
    [-12_000, "-$12K"],
  ])("%d reads %s", (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });
});
