import { plural } from "../../shared/display/count-text.ts";
import type { ReportBody, ReportSource } from "../../shared/contracts/report.ts";

type QualityAssessment = ReportBody["qualityAssessment"];

/** How much weight a platform's content carries as market evidence; a rubric, not a measurement. */
const PLATFORM_AUTHORITY: Readonly<Record<ReportSource["platform"], number>> = {
  stackoverflow: 7, github: 7, linkedin: 6, medium: 5, reddit: 5, youtube: 5, twitter: 4, facebook: 4, discord: 4, other: 5,
};

const DAY_MS = 86_400_000;

/** How many sources share the most common tone (negative, neutral or positive). */
function largestSentimentGroup({ sources, sentiments }: { sources: readonly ReportSource[]; sentiments: ReadonlyMap<string, number> }): number {
  const groups = [0, 0, 0];
  for (const source of sources) {
    const value = sentiments.get(source.id) ?? 0;
    groups[value < -0.05 ? 0 : value > 0.05 ? 2 : 1]! += 1;
  }
  return Math.max(...groups);
}
/** What a description gives that sharpens the scores. */
export interface Described { customer: boolean; problem: boolean; price: boolean; numbers: boolean }

const ASKS: readonly [keyof Described, string][] = [["customer", "the customer"], ["problem", "the problem"], ["price", "a price"], ["numbers", "numbers"]];

/** "name the customer and a price": only what the description does not already give. */
function askFor(described: Described | undefined): string {
  const missing = ASKS.filter(([key]) => !described?.[key]).map(([, words]) => words);
  if (missing.length === 0) return "say more about who buys, how often and why now";
  const list = missing.length === 1 ? missing[0]! : `${missing.slice(0, -1).join(", ")} and ${missing[missing.length - 1]}`;
  return `name ${list}`;
}

const round = (value: number) => Number(Math.min(10, Math.max(0, value)).toFixed(1));

/**
 * Quality metrics computed from the sources actually retrieved, never estimated: with no sources,
 * volume, diversity, recency, authority and sentiment consistency are all 0. Specificity is the one
 * metric about the founder's description rather than the sources. `asOf` anchors recency; when it is
 * null the newest source's date is used so that the same input always gives the same figures.
 */
export function assessQuality({ sources, descriptionSpecificity, asOf, sentiments, described }: {
  sources: readonly ReportSource[];
  /** What the description already gives, so the advice asks only for the rest. */
  described?: Described;
  descriptionSpecificity: number;
  asOf: string | null;
  /** Lexicon sentiment (-1..1) per source id, when the sources' text was read. */
  sentiments?: ReadonlyMap<string, number>;
}): QualityAssessment {
  const count = sources.length;
  const volume = round(count / 2);
  const platforms = new Set(sources.map((s) => s.platform)).size;
  const types = new Set(sources.map((s) => s.type)).size;
  const sourceDiversity = count === 0 ? 0 : round(platforms * 1.5 + types);

  const dates = sources.map((s) => Date.parse(s.date)).filter((d) => Number.isFinite(d));
  const anchor = asOf !== null && Number.isFinite(Date.parse(asOf)) ? Date.parse(asOf) : Math.max(...dates);
  const recent = dates.filter((d) => anchor - d <= 365 * DAY_MS).length;
  const recency = count === 0 ? 0 : round((recent / count) * 10);

  const authority = count === 0 ? 0 : round(sources.reduce((sum, s) => sum + PLATFORM_AUTHORITY[s.platform], 0) / count);
  const relevant = sources.filter((s) => s.relevance >= 7).length;
  const sentimentConsistency = count === 0 ? 0
    : sentiments ? round((largestSentimentGroup({ sources, sentiments }) / count) * 10)
    // Without the sources' text, agreement is approximated by how many sources are highly relevant.
    : round((relevant / count) * 10);
  const specificity = round(descriptionSpecificity);
  const overallScore = round((sourceDiversity + recency + specificity + sentimentConsistency + volume + authority) / 6);

  const strengths: string[] = [];
  const weaknesses: string[] = [];
  if (specificity >= 6) strengths.push(`Your description is specific (${specificity}/10): it gives the rubric concrete points to score.`);
  else weaknesses.push(`Your description is not very specific (${specificity}/10): ${askFor(described)} to sharpen the scores.`);
  if (count === 0) {
    weaknesses.push(
      "No live sources were consulted, so there is no outside evidence for any score.",
      "Source diversity, recency, volume, authority and sentiment consistency are 0 because there are no sources to measure.",
    );
    strengths.push("Every statement in this report traces back to your own description; nothing was invented as market fact.");
  } else {
    // A spread of platforms is a strength only where the weakness below does not say the opposite.
    if (platforms >= 3) strengths.push(`${plural(count, "source")} retrieved from ${plural(platforms, "platform")}.`);
    else weaknesses.push(`${plural(count, "source")} retrieved, from ${platforms === 1 ? "one platform" : "two platforms"}: fewer than three, so one community's view may dominate.`);
    if (relevant > 0) strengths.push(`${plural(relevant, "highly relevant source")} (7+/10).`);
    if (recency < 5) weaknesses.push("Most sources are older than a year.");
  }
  return {
    metrics: { sourceDiversity, recency, specificity, sentimentConsistency, volume, authority, overallScore },
    strengths,
    weaknesses,
  };
}
