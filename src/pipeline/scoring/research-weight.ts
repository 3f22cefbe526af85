import { plural } from "../../shared/display/count-text.ts";
import { formatScore as fmt } from "../../shared/display/format-score.ts";
import type { DimensionScore, ReportBody, ReportRecommendation, ReportSource } from "../../shared/contracts/report.ts";
import { DIMENSIONS, type Dimension } from "../contracts/vocabulary.ts";
import { overallConfidence } from "./evidence-scores.ts";
import { MAX_WITHOUT_RESEARCH } from "./counted-evidence.ts";

/** The highest a score may show when no retrieved source bears on it: a description alone cannot earn more. */
export { MAX_WITHOUT_RESEARCH };
/** The confidence of a No Go that a retrieved source's account of a same-kind failure backs, on research that is not thin. */
export const DECISIVE_NO_GO_CONFIDENCE = 0.8;

/**
 * Research at least this deep is not thin: sources read (one known only by its search snippet counts
 * half), distinct sites they came from, and distinct quotes of them cited in the four scores.
 */
export const FULL_DEPTH = { sourcesRead: 8, sites: 3, quotes: 8 } as const;
/** The highest confidence of a report with nothing read or quoted: the description alone. */
export const CONFIDENCE_WITHOUT_RESEARCH = 0.35;
/** The highest confidence of a report whose research is thin. */
export const MAX_CONFIDENCE_WHEN_THIN = 0.65;
/** The highest confidence of any report. */
export const MAX_CONFIDENCE = 0.9;
/** Confidence from here up is high; thin research never reaches it. */
export const HIGH_CONFIDENCE = 0.7;

/** How deep the research behind a report went, counted from what the report shows. */
export interface ResearchDepth {
  /** Sources read in full. */
  readInFull: number;
  /** Listed sources known only by their search snippet. */
  snippetsOnly: number;
  /** Distinct sites of the listed sources. */
  sites: number;
  /** Distinct quotes of listed sources cited in the four scores. */
  quotes: number;
}

/** Whether an evidence line cites a listed source ([S<n>]); description quotes and the founder's results ([F<n>]) do not. */
const citesSource = (line: string) => /\[S\d+\]/.test(line);
/** Whether any evidence line of a score cites a listed source. */
const citesResearch = (score: DimensionScore) => score.evidence.some(citesSource);

function siteOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
}

/**
 * The depth of a report's research from the report's own numbers: its source counts (absent on old
 * reports, where nothing counts as read in full), its listed sources and the quotes its scores cite.
 */
export function researchDepthOf({ sources, sourceCounts, scores }: {
  sources: readonly Pick<ReportSource, "url">[];
  sourceCounts: ReportBody["sourceCounts"];
  scores: readonly DimensionScore[];
}): ResearchDepth {
  const readInFull = sourceCounts?.readInFull ?? 0;
  const listed = sourceCounts?.listed ?? sources.length;
  const sites = new Set(sources.map((source) => siteOf(source.url)).filter((site): site is string => site !== null)).size;
  const quotes = new Set(scores.flatMap((score) => score.evidence.filter(citesSource))).size;
  return { readInFull, snippetsOnly: Math.max(0, listed - readInFull), sites, quotes };
}

/** How far research went towards the full depth (0-1): the weakest of its three measures. */
export function depthShare(depth: ResearchDepth): number {
  const read = depth.readInFull + depth.snippetsOnly / 2;
  return Math.min(1, read / FULL_DEPTH.sourcesRead, depth.sites / FULL_DEPTH.sites, depth.quotes / FULL_DEPTH.quotes);
}

export const isThin = (depth: ResearchDepth) => depthShare(depth) < 1;

/**
 * The one rule of how confident a report may be: confidence follows research. With nothing read or
 * quoted it is at most 35% (the description alone); while research is thin it rises with its depth
 * to at most 65%, never high; research of full depth may carry up to 90%. Both analysts' scores, the
 * report's confidence and the founder's results all stay under it.
 */
export function confidenceCeiling(depth: ResearchDepth): number {
  const share = depthShare(depth);
  if (share >= 1) return MAX_CONFIDENCE;
  return Number((CONFIDENCE_WITHOUT_RESEARCH + (MAX_CONFIDENCE_WHEN_THIN - CONFIDENCE_WITHOUT_RESEARCH) * share).toFixed(2));
}

const pct = (value: number) => `${Math.round(value * 100)}%`;

/** "5 sources read in full and 3 known by their snippet, from 3 sites, 6 quotes cited" */
export function describeDepth(depth: ResearchDepth): string {
  const read = depth.snippetsOnly > 0
    ? `${plural(depth.readInFull, "source")} read in full and ${depth.snippetsOnly} known only by their search snippet`
    : `${plural(depth.readInFull, "source")} read in full`;
  return `${read}, from ${plural(depth.sites, "site")}, ${plural(depth.quotes, "quote")} cited in the scores`;
}

/** The note set right after the sentence that states the score's computed confidence, or first when there is none. */
function afterConfidenceSentence(reasoning: string, note: string): string {
  const stated = /Confidence \d+%, computed from [^.]*\./.exec(reasoning);
  if (!stated) return `${note} ${reasoning}`;
  const end = stated.index + stated[0].length;
  return `${reasoning.slice(0, end)} ${note}${reasoning.slice(end)}`;
}

/**
 * Each score's confidence and the report's held under the research's ceiling, for either analyst;
 * a score held lower says so and by how much, and the report's confidence follows its scores.
 */
export function holdToResearch({ scores, confidence, depth }: {
  scores: Readonly<Record<Dimension, DimensionScore>>;
  confidence: number;
  depth: ResearchDepth;
}): { scores: Record<Dimension, DimensionScore>; confidence: number } {
  const ceiling = confidenceCeiling(depth);
  const held = {} as Record<Dimension, DimensionScore>;
  for (const dimension of DIMENSIONS) {
    const score = scores[dimension];
    if (score.confidence <= ceiling) {
      held[dimension] = score;
      continue;
    }
    const note = `The research behind this report is thin (${describeDepth(depth)}), so this score's confidence is shown at ${pct(ceiling)} rather than ${pct(score.confidence)}.`;
    held[dimension] = { ...score, confidence: ceiling, reasoning: afterConfidenceSentence(score.reasoning, note) };
  }
  // The report's confidence is its scores' weighted together, so it follows the scores held lower.
  const lowered = DIMENSIONS.some((dimension) => held[dimension] !== scores[dimension]);
  return { scores: held, confidence: Math.min(confidence, ceiling, lowered ? overallConfidence(held) : 1) };
}

/**
 * Scores that follow research: one with no retrieved evidence says it rests on the description
 * and is shown at most 8/10, for either analyst.
 */
export function weighByResearch(scores: Readonly<Record<Dimension, DimensionScore>>): Record<Dimension, DimensionScore> {
  const weighed = {} as Record<Dimension, DimensionScore>;
  for (const dimension of DIMENSIONS) {
    const score = scores[dimension];
    if (citesResearch(score)) {
      weighed[dimension] = score;
      continue;
    }
    const capped = score.value > MAX_WITHOUT_RESEARCH;
    // The text analyst's reasoning already names the description's rubric as its ground; it is said once.
    const said = /your description/i.test(score.reasoning);
    const note = capped
      ? `No retrieved source bears on this score, so it rests on your description alone and is shown at ${fmt(MAX_WITHOUT_RESEARCH)}/10 rather than ${fmt(score.value)}/10.`
      : said ? null : "No retrieved source bears on this score, so it rests on your description alone.";
    weighed[dimension] = { ...score, value: Math.min(score.value, MAX_WITHOUT_RESEARCH), reasoning: note ? `${note} ${score.reasoning}` : score.reasoning };
  }
  return weighed;
}

/**
 * A No Go whose case against leads with a retrieved same-kind failure is held with more confidence:
 * decisive evidence settles the one question it answers, so even on thin research the No Go is held
 * at the most thin research allows (65%), and at 80% on research of full depth.
 */
export function confidenceOfVerdict({ confidence, recommendation, sameKindFailure, depth }: {
  confidence: number; recommendation: ReportRecommendation; sameKindFailure: boolean; depth: ResearchDepth;
}): number {
  if (recommendation !== "no-go" || !sameKindFailure) return confidence;
  return Math.max(confidence, Math.min(DECISIVE_NO_GO_CONFIDENCE, Math.max(confidenceCeiling(depth), MAX_CONFIDENCE_WHEN_THIN)));
}
