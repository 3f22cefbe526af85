import { describe, expect, it } from "vitest";
import { activityDetail, formatActivityTime, formatAverageDuration, formatShare } from "./activity-display.ts";

const now = new Date("2025-06-10T12:00:00Z");

describe("dashboard display rules", () => {
  it("says when an event happened, finer than a day for today's", () => {
    expect(formatActivityTime({ date: "2025-06-10T11:59:40Z", now })).toBe("Just now");
    expect(formatActivityTime({ date: "2025-06-10T11:59:00Z", now })).toBe("1 minute ago");
    expect(formatActivityTime({ date: "2025-06-10T11:15:00Z", now })).toBe("45 minutes ago");
    expect(formatActivityTime({ date: "2025-06-10T07:00:00Z", now })).toBe("5 hours ago");
    expect(formatActivityTime({ date: "2025-06-09T07:00:00Z", now })).toBe("Yesterday");
    expect(formatActivityTime({ date: "2025-06-01T07:00:00Z", now })).toBe("1 week ago");
  });

  it("reads average validation time as people say it", () => {
    expect(formatAverageDuration(null)).toBe("—");
    expect(formatAverageDuration(45_000)).toBe("45 seconds");
    expect(formatAverageDuration(192_000)).toBe("3.2 minutes");
    expect(formatAverageDuration(5_400_000)).toBe("1.5 hours");
  });

  it("shows shares as whole percents", () => {
    expect(formatShare(null)).toBe("—");
    expect(formatShare(2 / 3)).toBe("67%");
    expect(formatShare(0.75)).toBe("75%");
  });

  it("adds the recommendation and score to validations, the reason to failures", () => {
    expect(activityDetail({ kind: "validated", recommendation: "GO", overallScore: 7.44, detail: null })).toBe("GO · 7.4/10");
    expect(activityDetail({ kind: "failed", recommendation: null, overallScore: null, detail: "research failed" })).toBe("research failed");
    expect(activityDetail({ kind: "created", recommendation: null, overallScore: null, detail: null })).toBeNull();
  });
});
