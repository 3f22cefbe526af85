import { describe, expect, it } from "vitest";
import type { KeywordTrends } from "../contracts/trends.ts";
import { fallingInterestPoint, landscapeSummary } from "./report-sections.ts";

const trends = (growthRate: number, overrides: Partial<KeywordTrends> = {}): KeywordTrends => ({
  keywords: ["invoice reminders"], selectedKeyword: "invoice reminders",
  data: [{ date: "2026-01", year: 2026, volume: 12 }, { date: "2026-02", year: 2026, volume: 9 }],
  currentVolume: 9, growthRate, lastUpdated: "2026-03-01T00:00:00.000Z", isStale: false, source: "Google Trends", metric: "interest-index",
  ...overrides,
});

describe("falling interest in the case against", () => {
  it("is a point when the keyword's interest fell by a tenth or more, naming the metric, the keyword and the data", () => {
    expect(fallingInterestPoint(trends(-23.6))).toBe("Falling interest: search interest for “invoice reminders” fell 24% against the previous period (Google Trends), from the Market Interest data.");
    expect(fallingInterestPoint(trends(-10, { metric: "page-views", source: "" }))).toBe("Falling interest: Wikipedia page views for “invoice reminders” fell 10% against the previous period, from the Market Interest data.");
  });

  it("is nothing when interest held, rose, or there is no data", () => {
    expect(fallingInterestPoint(trends(-9.9))).toBeNull();
    expect(fallingInterestPoint(trends(40))).toBeNull();
    expect(fallingInterestPoint(trends(-50, { data: [] }))).toBeNull();
    expect(fallingInterestPoint(null)).toBeNull();
  });
});

describe("the landscape's summary line", () => {
  it("counts what was found, or says nothing was", () => {
    expect(landscapeSummary({ competitors: [], unverified: ["Rover"], searched: "" })).toBe("No competing products or projects turned up in the retrieved sources.");
    expect(landscapeSummary({ competitors: [{ name: "a/b", url: "https://github.com/a/b", foundAs: "repository", evidence: [] }], unverified: [], searched: "" }))
      .toBe("1 competing product or project found in the retrieved sources.");
  });
});
