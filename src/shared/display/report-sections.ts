import type { CompetitorFoundAs, CompetitorLandscape } from "../contracts/report-sections.ts";

/** Copy shared by the report screen, the PDF and the command line's Markdown, so all three say the same. */
export const LANDSCAPE_TITLE = "Competitor Landscape";
export const CASE_AGAINST_TITLE = "The Case Against";
export const UNVERIFIED_TITLE = "Unverified: known to the model, not found in this research";
export const NO_CHALLENGES_NOTE = "No challenging evidence turned up.";

const FOUND_AS_LABELS: Readonly<Record<CompetitorFoundAs, string>> = {
  repository: "GitHub repository",
  launch: "Product Hunt launch",
  "web-result": "Web result",
  "named-in-discussion": "Named in a discussion",
};

export const foundAsLabel = (foundAs: CompetitorFoundAs) => FOUND_AS_LABELS[foundAs];

/** The landscape's one-line summary: how many were found, or that none were. */
export function landscapeSummary(landscape: CompetitorLandscape): string {
  const found = landscape.competitors.length;
  if (found === 0) return "No competing products or projects turned up in the retrieved sources.";
  return `${found} competing ${found === 1 ? "product or project" : "products and projects"} found in the retrieved sources.`;
}
