import type { Competitor, CompetitorFoundAs, CompetitorLandscape } from "../contracts/report-sections.ts";
import type { KeywordTrends } from "../contracts/trends.ts";
import { plural } from "./count-text.ts";

/** Copy shared by the report screen, the PDF and the command line's Markdown, so all three say the same. */
export const LANDSCAPE_TITLE = "Competitor Landscape";
export const CASE_AGAINST_TITLE = "The Case Against";
export const UNVERIFIED_TITLE = "Unverified: known to the model, not found in this research";
export const NO_CHALLENGES_NOTE = "No challenging evidence turned up.";

const FOUND_AS_LABELS: Readonly<Record<CompetitorFoundAs, string>> = {
  repository: "GitHub repository",
  launch: "Product Hunt launch",
  "web-result": "Web result",
  encyclopedia: "Encyclopedia article",
  "named-in-discussion": "Named in a discussion",
  "named-in-source": "Named in a source",
};

export const foundAsLabel = (foundAs: CompetitorFoundAs) => FOUND_AS_LABELS[foundAs];

/** What a listed source says of a competitor's cost, code and fate, as short tags. */
export function competitorTags(competitor: Pick<Competitor, "free" | "openSource" | "defunct">): string[] {
  return [
    ...(competitor.defunct ? ["Defunct"] : []),
    ...(competitor.openSource ? ["Open source"] : []),
    ...(competitor.free && !competitor.openSource ? ["Free"] : []),
  ];
}

/** The landscape's one-line summary: how many were found, or that none were. */
export function landscapeSummary(landscape: CompetitorLandscape): string {
  const found = landscape.competitors.length;
  if (found === 0) return "No competing products or projects turned up in the retrieved sources.";
  return `${plural(found, "competing product or project", "competing products and projects")} found in the retrieved sources.`;
}

/** A fall in market interest this steep (percent, recent period against the previous one) argues against the timing. */
const FALLING_FROM = -10;

const METRIC_WORDS: Readonly<Record<KeywordTrends["metric"], string>> = {
  "search-volume": "search volume", "interest-index": "search interest", "page-views": "Wikipedia page views",
};

/**
 * The case against's point from the Market Interest data, when interest in the keyword is falling.
 * The trend is fetched for the screen and the PDF rather than kept in the report, so both add it there.
 */
export function fallingInterestPoint(trends: KeywordTrends | null | undefined): string | null {
  if (!trends || trends.data.length === 0 || !(trends.growthRate <= FALLING_FROM)) return null;
  const from = trends.source ? ` (${trends.source})` : "";
  return `Falling interest: ${METRIC_WORDS[trends.metric]} for “${trends.selectedKeyword}” fell ${Math.abs(Math.round(trends.growthRate))}% against the previous period${from}, from the Market Interest data.`;
}
