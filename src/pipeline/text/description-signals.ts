import { plural } from "../../shared/display/count-text.ts";
import type { DescriptionReading } from "../contracts/founder-words.ts";
import { evidenceFromDescription } from "./description-evidence.ts";
import type { Signal, Signals } from "../contracts/signals.ts";

const NO_SOURCES = "No live sources were searched, so nothing outside your description backs this.";

function level(count: number): Signal["level"] {
  return count === 0 ? "none" : count === 1 ? "weak" : count <= 3 ? "moderate" : "strong";
}

const list = (items: readonly string[]) => items.map((i) => `“${i}”`).join(", ");

/**
 * Demand, pain, competition and timing signals as far as the founder's own words show them. Each
 * summary says what the description contains; none claims anything about the market.
 */
export function computeSignals({ analysis, competitorTypes }: { analysis: DescriptionReading; competitorTypes: readonly string[] }): Signals {
  const quote = (quotes: readonly string[]) => evidenceFromDescription({ sentences: analysis.sentences, quotes });
  const { cues, painPhrases, intensityTerms } = analysis;

  const demandCues = [...cues.validation, ...cues.price];
  const demand: Signal = {
    level: level(cues.validation.length + (cues.price.length ? 1 : 0)),
    summary: demandCues.length
      ? `Your description mentions demand cues: ${list(demandCues)}. ${NO_SOURCES}`
      : `Your description gives no demand evidence (interviews, a waitlist, pre-sales, a price people accepted). ${NO_SOURCES}`,
    evidence: quote(demandCues),
  };

  const pain: Signal = {
    level: level(painPhrases.length + (painPhrases.length ? Math.min(2, intensityTerms.length) : 0)),
    summary: painPhrases.length
      ? `Your description uses pain language ${plural(painPhrases.length, "time")}${intensityTerms.length ? `, with intensity words (${list(intensityTerms)})` : ""}. ${NO_SOURCES}`
      : `Your description does not say what hurts, how often or what it costs. ${NO_SOURCES}`,
    evidence: quote(painPhrases),
  };

  const competition: Signal = {
    level: level(cues.differentiation.length),
    summary: `${cues.differentiation.length
      ? `Your description says how it differs from alternatives (${list(cues.differentiation)}).`
      : "Your description does not say how it differs from existing alternatives."} Competitor types to check (generic categories, not researched): ${competitorTypes.join("; ")}.`,
    evidence: quote(cues.differentiation),
  };

  const timing: Signal = {
    level: level(cues.timing.length),
    summary: cues.timing.length
      ? `Your description points to timing cues: ${list(cues.timing)}. ${NO_SOURCES}`
      : `Your description gives no reason why now (a new technology, regulation or shift in behaviour). ${NO_SOURCES}`,
    evidence: quote(cues.timing),
  };

  return { demand, pain, competition, timing };
}
