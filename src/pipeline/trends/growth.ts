import type { TrendPoint } from "./types.ts";

/**
 * Growth compares the recent period with the one before it, both of equal length: the last 12
 * months against the 12 before when there are two years (which cancels seasonality), else the
 * last half of the series against the first half. Zero when there is nothing to compare against.
 */
export function growthRate(points: readonly TrendPoint[]): number {
  const window = Math.min(12, Math.floor(points.length / 2));
  if (window < 1) return 0;
  const sum = (list: readonly TrendPoint[]) => list.reduce((total, point) => total + point.volume, 0);
  const recent = sum(points.slice(-window));
  const previous = sum(points.slice(-2 * window, -window));
  if (previous <= 0) return 0;
  return Math.round(((recent - previous) / previous) * 1000) / 10;
}

/** The latest complete month's figure. */
export function currentVolume(points: readonly TrendPoint[]): number {
  return points.at(-1)?.volume ?? 0;
}
