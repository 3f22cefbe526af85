import { describe, expect, it } from "vitest";
import { currentVolume, growthRate } from "../../../src/pipeline/trends/growth.ts";
import { completeMonths, monthPoint } from "../../../src/pipeline/trends/types.ts";

const series = (volumes: number[]) => volumes.map((volume, i) => monthPoint({ year: 2023 + Math.floor(i / 12), month: (i % 12) + 1, volume }));

describe("growthRate", () => {
  it("compares the last 12 months with the 12 before when there are two years", () => {
    // First year sums to 120, second to 180: +50 %, whatever the shape within each year.
    expect(growthRate(series([...Array(12).fill(10), ...Array(12).fill(15)]))).toBe(50);
    expect(growthRate(series([30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 90, ...Array(12).fill(5)]))).toBe(-50);
  });

  it("compares halves of a shorter series and ignores older surplus months", () => {
    expect(growthRate(series([4, 4, 4, 6, 6, 6]))).toBe(50);
    // 26 months: the oldest two (1 and 8) fall outside the two 12-month windows; 122 vs 114.
    expect(growthRate(series([1, 8, 8, 8, 8, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 12]))).toBe(7);
  });

  it("rounds to one decimal and is zero when there is no earlier period to compare", () => {
    expect(growthRate(series([3, 4]))).toBe(33.3);
    expect(growthRate(series([7]))).toBe(0);
    expect(growthRate(series([0, 0, 5, 5]))).toBe(0);
    expect(growthRate([])).toBe(0);
  });
});

describe("currentVolume and months", () => {
  it("is the latest complete month", () => {
    expect(currentVolume(series([1, 2, 3.5]))).toBe(3.5);
    expect(currentVolume([])).toBe(0);
  });

  it("lists complete months before the current one, across a year boundary", () => {
    expect(completeMonths({ now: new Date("2025-02-10T00:00:00Z"), count: 3 })).toEqual([
      { year: 2024, month: 11 }, { year: 2024, month: 12 }, { year: 2025, month: 1 },
    ]);
    expect(monthPoint({ year: 2024, month: 3, volume: 1.5 })).toEqual({ date: "2024-03", year: 2024, volume: 1.5 });
  });
});
