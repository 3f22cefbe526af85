import { describe, expect, it } from "vitest";
import { formatRelativeDate } from "./relative-date.ts";

const now = new Date("2025-06-30T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe("formatRelativeDate", () => {
  it.each([
    [0, "Today"],
    [1, "Yesterday"],
    [2, "2 days ago"],
    [6, "6 days ago"],
    [7, "1 week ago"],
    [29, "4 weeks ago"],
    [30, "1 month ago"],
    [364, "12 months ago"],
    [365, "1 year ago"],
    [800, "2 years ago"],
  ])("%i days ago reads %s", (days, expected) => {
    expect(formatRelativeDate({ date: daysAgo(days), now })).toBe(expected);
  });

  it("accepts ISO strings and treats future dates as today", () => {
    expect(formatRelativeDate({ date: daysAgo(3).toISOString(), now })).toBe("3 days ago");
    expect(formatRelativeDate({ date: daysAgo(-1), now })).toBe("Today");
  });

  it("answers an empty string for an invalid date", () => {
    expect(formatRelativeDate({ date: "not a date", now })).toBe("");
  });
});
