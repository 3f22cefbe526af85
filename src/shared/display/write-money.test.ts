import { describe, expect, it } from "vitest";
import { articleFor, writeAmount, writeMoney, writeMoneyRange } from "./write-money.ts";

describe("writeMoney", () => {
  it.each([
    [25_000_000_000, "GBP", "£25bn"],
    [100_000_000_000, "GBP", "£100bn"],
    [1_500_000_000, "USD", "$1.5bn"],
    [1_200_000, "USD", "$1.2M"],
    [1_000_000, "USD", "$1M"],
    [999_600, "USD", "$1M"],
    [25_000_000, "EUR", "€25M"],
    [45_000, "GBP", "£45K"],
    [1_500, "USD", "$1.5K"],
    [999, "USD", "$999"],
    [4.99, "GBP", "£4.99"],
    [0, "USD", "$0"],
    [-12_000, "USD", "-$12K"],
    [40, "CHF", "CHF 40"],
    [15_000, "AUD", "A$15K"],
  ] as const)("%d %s reads %s", (amount, currency, expected) => {
    expect(writeMoney(amount, currency)).toBe(expected);
  });

  it("never writes a large figure in millions with a decimal zero", () => {
    expect(writeMoney(25_000_000_000, "GBP")).not.toMatch(/\d{4,}\.\dM/);
  });
});

describe("writeMoneyRange", () => {
  it("writes both ends in the currency", () => {
    expect(writeMoneyRange(25e9, 100e9, "GBP")).toBe("£25bn–£100bn");
    expect(writeMoneyRange(30_000, 120_000, "EUR")).toBe("€30K–€120K");
  });

  it("writes one figure when both ends read the same", () => {
    expect(writeMoneyRange(1_000_000, 1_020_000, "USD")).toBe("$1M");
  });
});

describe("writeAmount", () => {
  it.each([
    [2000, "USD", "$2,000"],
    [1299, "USD", "$1,299"],
    [4.99, "GBP", "£4.99"],
    [0.1, "USD", "$0.10"],
    [0.002, "USD", "$0.002"],
    [12.5, "EUR", "€12.50"],
    [500, "JPY", "¥500"],
    [2_000_000, "GBP", "£2M"],
  ] as const)("a stated %d %s reads %s", (amount, currency, expected) => {
    expect(writeAmount(amount, currency)).toBe(expected);
  });
});

describe("articleFor", () => {
  it("reads a figure's article as it is said: an eight, an eleven, an eighteen and their thousands; a hundred and ten", () => {
    expect([8, 85, 800, 11, 18, 11.5, 11000, 18000].map(articleFor)).toEqual(Array(8).fill("an"));
    expect([1, 10, 12, 24, 110, 1100, 180].map(articleFor)).toEqual(Array(7).fill("a"));
  });
});
