import { plural } from "../../shared/display/count-text.ts";
import { formatScore as fmt } from "../../shared/display/format-score.ts";
import type { DimensionScore } from "../../shared/contracts/report.ts";
import { stripLinks } from "../llm/untrusted.ts";
import { clip } from "../text/phrases.ts";
import { offlineConfidence } from "./dimension-scores.ts";
import { DIMENSION_WEIGHTS } from "./recommendation.ts";
import { bearsOn, SOURCES_FOR_FULL_WEIGHT } from "./counted-evidence.ts";
import type { EvidenceItem } from "../contracts/checkpoints.ts";
import type { Dimension, EvidenceDimension } from "../contracts/vocabulary.ts";

/** Below this many distinct sources a score's evidence is called thin in the report. */
export const THIN_BELOW = 2;

/** Which kinds of quote bear on which score, for matching evidence to a score without the model. */
export const TOPICS: Readonly<Record<Dimension, readonly EvidenceDimension[]>> = {
  opportunity: ["demand", "pricing", "channels"],
  problem: ["pain"],
  feasibility: ["feasibility", "competition", "channels"],
  timing: ["timing"],
};

/**
 * Confidence from the evidence, never from the model: it starts where a description-only score sits
 * (0.2-0.35) and rises with the number of distinct sources behind the score, scaled by the measured
 * quality of the source set (0-10). It never exceeds 0.9.
 */
export function evidenceConfidence({ specificity, distinctSources, quality }: { specificity: number; distinctSources: number; quality: number }): number {
  const base = offlineConfidence(specificity);
  const strength = Math.min(1, distinctSources / 4);
  return Number((base + (0.9 - base) * strength * (0.4 + 0.6 * Math.min(10, Math.max(0, quality)) / 10)).toFixed(2));
}

export function overallConfidence(scores: Readonly<Record<Dimension, DimensionScore>>): number {
  let total = 0;
  for (const [dimension, weight] of Object.entries(DIMENSION_WEIGHTS) as [Dimension, number][]) total += scores[dimension].confidence * weight;
  return Number(total.toFixed(2));
}

/** An evidence line as the report shows it: the quote, then the number of the source it came from. */
export function renderEvidence({ item, numberOf }: { item: EvidenceItem; numberOf: ReadonlyMap<string, number> }): string | null {
  const n = numberOf.get(item.sourceId);
  if (n === undefined) return null;
  return `“${clip({ text: stripLinks(item.quote), max: 240 })}” [S${n}]`;
}

/** The model cites quotes as E3; the reader sees the source number [S2] instead (an unknown id is removed). */
export function citeSources({ text, byId, numberOf }: { text: string; byId: ReadonlyMap<string, EvidenceItem>; numberOf: ReadonlyMap<string, number> }): string {
  return text
    .replace(/\bE(\d+)\b/g, (_match, digits: string) => {
      const item = byId.get(`E${digits}`);
      const n = item ? numberOf.get(item.sourceId) : undefined;
      return n === undefined ? "" : `[S${n}]`;
    })
    .replace(/\(\s*[,;]?\s*\)/g, "")
    .replace(/\s+([,.;)])/g, "$1")
    .replace(/\s{2,}/g, " ")
    .trim();
}


/**
 * One score from the model's answer (or, without one, the description rubric), held to the evidence:
 * cited ids that name no verified quote are dropped, the value leans toward the rubric when few
 * sources back it, and confidence is computed here.
 */
export function scoreWithEvidence({ dimension, answer, prior, evidence, numberOf, quality, specificity, fallbackReason }: {
  dimension: Dimension;
  answer: { value: number; reasoning: string; evidenceIds: readonly string[] } | null;
  prior: DimensionScore;
  evidence: readonly EvidenceItem[];
  numberOf: ReadonlyMap<string, number>;
  quality: number;
  specificity: number;
  fallbackReason: string | null;
}): { score: DimensionScore; distinctSources: number; droppedCitations: number } {
  const byId = new Map(evidence.filter((e) => numberOf.has(e.sourceId)).map((e) => [e.id, e]));
  let cited: EvidenceItem[];
  let droppedCitations = 0;
  if (answer) {
    const ids = [...new Set(answer.evidenceIds.map((id) => id.trim().toUpperCase()))];
    cited = ids.map((id) => byId.get(id)).filter((e): e is EvidenceItem => e !== undefined);
    droppedCitations = ids.length - cited.length;
  } else {
    cited = [...byId.values()].filter((e) => bearsOn(e, TOPICS[dimension], dimension)).slice(0, 4);
  }
  const distinctSources = new Set(cited.map((e) => e.sourceId)).size;
  // The model read the description too, so its judgement keeps at least half the weight; sources earn it the rest.
  const weight = 0.5 + 0.5 * Math.min(1, distinctSources / SOURCES_FOR_FULL_WEIGHT);
  const value = answer ? Number((weight * answer.value + (1 - weight) * prior.value).toFixed(1)) : prior.value;
  const confidence = evidenceConfidence({ specificity, distinctSources, quality });

  const notes: string[] = [];
  if (!answer) {
    notes.push(`${fallbackReason ?? "The model's synthesis did not run"}, so this is the description rubric's score (${fmt(prior.value)}/10) and the quotes below were matched to it by topic, not weighed by a model.`);
  } else if (distinctSources < SOURCES_FOR_FULL_WEIGHT) {
    notes.push(`Evidence is ${distinctSources < THIN_BELOW ? "thin" : "limited"}: ${plural(distinctSources, "source")} back this score, so it is weighted toward the description rubric (${fmt(prior.value)}/10) from the model's ${fmt(answer.value)}/10.`);
  }
  notes.push(`Confidence ${Math.round(confidence * 100)}%, computed from ${plural(distinctSources, "cited source")} and the measured quality of the source set.`);
  const own = answer ? citeSources({ text: stripLinks(answer.reasoning.replace(/\s+/g, " ")), byId, numberOf }) : null;
  const reasoning = [own, ...notes].filter(Boolean).join(" ");
  return {
    score: { value, confidence, reasoning, evidence: cited.map((item) => renderEvidence({ item, numberOf })).filter((e): e is string => e !== null) },
    distinctSources,
    droppedCitations,
  };
}
