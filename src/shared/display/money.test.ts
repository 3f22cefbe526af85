import { describe, expect, it } from "vitest";
import { formatMoney, formatReportMoney, formatRoughRange } from "./money.ts";

describe("formatMoney", () => {
  it.each([
    [2_500_000, "$2.5M"],
    [1_000_000, "$1.0M"],
    [999_600, "$1.0M"],
    [45_000, "$45K"],
    [1_000, "$1K"],
    [999, "$999"],
    [79, "$79"],
    [4.99, "$4.99"],
    [0, "$0"],
    [-12_000, "-$12K"],
  ])("%d reads %s", (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it("writes the founder's currency with the same thresholds", () => {
    expect(formatMoney(4.99, "GBP")).toBe("£4.99");
    expect(formatMoney(2_500_000, "EUR")).toBe("€2.5M");
    expect(formatMoney(45_000, "GBP")).toBe("£45K");
  });
});

describe("rough ranges", () => {
  it("shows a rule-of-thumb figure as half to double, marked approximate", () => {
    expect(formatRoughRange(60_000, "GBP")).toBe("~£30K–£120K");
    expect(formatRoughRange(0)).toBe("$0");
  });

  it("writes researched figures exactly and rule-of-thumb ones as ranges", () => {
    expect(formatReportMoney({ amount: 400, currency: undefined, roughRange: false })).toBe("$400");
    expect(formatReportMoney({ amount: 400, currency: "EUR", roughRange: true })).toBe("~€200–€800");
  });
});
