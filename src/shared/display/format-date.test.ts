import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date.ts";

describe("formatDate", () => {
  it("uses short month, day, year in en-US", () => {
    expect(formatDate(new Date(2025, 0, 5))).toBe("Jan 5, 2025");
  });

  it("answers null for missing or invalid dates", () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate("")).toBeNull();
    expect(formatDate("nope")).toBeNull();
  });
});
