import type { Tone } from "./tone.ts";

export interface RecommendationDisplay {
  label: string;
  tone: Tone;
}

const REPORT_RECOMMENDATIONS: Record<string, RecommendationDisplay> = {
  "strong-go": { label: "Strong Go", tone: "green" },
  go: { label: "Go", tone: "blue" },
  caution: { label: "Proceed with Caution", tone: "orange" },
  "no-go": { label: "No Go", tone: "red" },
};

/** Report recommendation display; anything unexpected is shown as-is in grey. */
export function getReportRecommendation(recommendation: string | null | undefined): RecommendationDisplay {
  if (!recommendation) return { label: "Unknown", tone: "grey" };
  return REPORT_RECOMMENDATIONS[recommendation] ?? { label: recommendation, tone: "grey" };
}

/** Idea card pill: GO green, PAUSE yellow, any other value is treated as negative. */
export function getIdeaRecommendationTone(recommendation: string): Tone {
  if (recommendation === "GO") return "green";
  if (recommendation === "PAUSE") return "yellow";
  return "red";
}
