import type { ResearchResult } from "../contracts/checkpoints.ts";

/** When research ran (or, for checkpoints without it, the newest source's date): recency is counted from here, so the same sources always weigh the same. */
export function researchTime(research: ResearchResult): number {
  return Date.parse(research.retrievedAt ?? "") || Math.max(0, ...research.sources.map((s) => Date.parse(s.date)).filter(Number.isFinite));
}
