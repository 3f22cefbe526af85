import type { Tone } from "./tone.ts";

/** Score colours on the 0-10 scale. */
export function getScoreTone(score: number): Tone {
  if (score >= 8) return "green";
  if (score >= 6) return "blue";
  if (score >= 4) return "yellow";
  return "red";
}
