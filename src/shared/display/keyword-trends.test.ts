import { describe, expect, it } from "vitest";
import { describeTrendMetric, formatGrowth, formatTrendMonth, formatTrendVolume } from "./keyword-trends.ts";

describe("keyword trend display", () => {
  it.each([
    [12.4, "+12%"],
    [0, "+0%"],
    [-0.4, "+0%"],
    [-7.6, "-8%"],
  ])("growth %d reads %s", (growth, expected) => {
    expect(formatGrowth(growth)).toBe(expected);
  });

  it("shows volume in thousands with K, and an index as a plain number", () => {
    expect(formatTrendVolume({ volume: 12.34, metric: "search-volume" })).toBe("12.3K");
    expect(formatTrendVolume({ volume: 1234.5, metric: "page-views" })).toBe("1,235K");
    expect(formatTrendVolume({ volume: 64, metric: "interest-index" })).toBe("64");
  });

  it("says what the number is when it is not search volume", () => {
    expect(describeTrendMetric({ metric: "search-volume", source: "x" })).toBe("Monthly global search volume");
    expect(describeTrendMetric({ metric: "page-views", source: "Wikipedia" })).toBe(
      "Monthly page views (Wikipedia), used as a proxy for interest. Not search volume.",
    );
    expect(describeTrendMetric({ metric: "interest-index", source: "" })).toBe("Relative search interest index. Not an absolute search count.");
  });

  it("names months", () => {
    expect(formatTrendMonth("2025-03")).toBe("Mar 2025");
    expect(formatTrendMonth("2025-13")).toBe("2025-13");
  });
});
