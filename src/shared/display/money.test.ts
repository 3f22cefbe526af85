import { describe, expect, it } from "vitest";
import { formatReportMoney, formatRoughRange } from "./money.ts";

describe("rough ranges", () => {
  it("shows a rule-of-thumb figure as half to double, marked approximate", () => {
    expect(formatRoughRange(60_000, "GBP")).toBe("~£30K–£120K");
    expect(formatRoughRange(0)).toBe("$0");
  });

  it("writes a large market as people read it, never in thousands of millions", () => {
    expect(formatRoughRange(50_000_000_000, "GBP")).toBe("~£25bn–£100bn");
  });

  it("writes researched figures exactly and rule-of-thumb ones as ranges", () => {
    expect(formatReportMoney({ amount: 400, currency: undefined, roughRange: false })).toBe("$400");
    expect(formatReportMoney({ amount: 400, currency: "EUR", roughRange: true })).toBe("~€200–€800");
  });
});
