/** A 0-10 score as people read it: whole numbers stay whole, others get one decimal. */
export function formatScore(score: number): string {
  const rounded = Math.round(score * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** Width of a score's progress bar: value x 10, capped to 0-100. */
export function scorePercent(score: number): number {
  return Math.min(100, Math.max(0, score * 10));
}
