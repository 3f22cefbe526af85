import type { EvidenceItem } from "../contracts/checkpoints.ts";
import type { EvidenceDimension, Dimension } from "../contracts/vocabulary.ts";

const DAY_MS = 86_400_000;
/**
 * Distinct sources behind a score before the evidence counts in full: counted quotes move the score
 * as far as they may, a model's judgement keeps its whole weight over the description rubric.
 */
export const SOURCES_FOR_FULL_WEIGHT = 3;
/** Evidence lines shown under a score. */
const CITED_PER_SCORE = 5;

/**
 * How far counted evidence may pull each score from the description rubric at full strength. Forum
 * threads speak directly to whether a problem hurts and whether people pay; they say much less about
 * whether a first version can be built, so feasibility keeps most of the rubric's judgement.
 */
const EVIDENCE_SHARE: Readonly<Record<Dimension, number>> = { problem: 0.8, opportunity: 0.8, timing: 0.7, feasibility: 0.5 };

export interface WeighedSource {
  id: string;
  date: string;
  engagement?: { score?: number; comments?: number } | undefined;
}

export interface WeighedScore {
  value: number;
  /** Where the evidence alone puts the score (0-10), or null when no quote took a side. */
  evidenceValue: number | null;
  supporting: number;
  challenging: number;
  /** Distinct sources behind the quotes that took a side. */
  distinctSources: number;
  /** The quotes to show, strongest first: supporting and challenging ones both, when both exist. */
  cited: EvidenceItem[];
  /** The evidence points below the description and the score is held at what a score with no evidence is shown at. */
  heldAtCap?: boolean;
}

/** The most a score that no retrieved source backs is shown at, whatever the description's rubric says. */
export const MAX_WITHOUT_RESEARCH = 8;

/**
 * How much one quote counts: a quote from a thread many people engaged with counts up to twice as
 * much as one nobody answered, and a quote older than a year counts less (half after three years or
 * when undated). `asOf` is the research time, so the same sources always weigh the same.
 */
export function quoteWeight({ source, asOf }: { source: WeighedSource | undefined; asOf: number }): number {
  const reach = (source?.engagement?.score ?? 0) + (source?.engagement?.comments ?? 0);
  const engagement = 1 + Math.min(1, Math.log10(1 + Math.max(0, reach)) / 3);
  const date = Date.parse(source?.date ?? "");
  const ageDays = Number.isFinite(date) ? (asOf - date) / DAY_MS : Number.POSITIVE_INFINITY;
  const recency = ageDays <= 365 ? 1 : ageDays <= 3 * 365 ? 0.75 : 0.5;
  return engagement * recency;
}

/**
 * Whether a quote bears on any of a score's topics: its dimension or one of the further ones (`also`)
 * it carries (a competitor's paying customer is competition and willingness to pay). Each quote counts
 * once per score. Feasibility reads competition only as a proxy (others have built it), so a quote
 * that merely also names a competitor says nothing of whether the idea can be built: there only the
 * quote's own dimension counts.
 */
export const bearsOn = (item: Pick<EvidenceItem, "dimension" | "also">, topics: readonly EvidenceDimension[], dimension?: Dimension): boolean =>
  topics.includes(item.dimension) || (dimension !== "feasibility" && (item.also ?? []).some((d) => topics.includes(d)));

const round = (value: number) => Number(Math.min(10, Math.max(0, value)).toFixed(1));

/**
 * One score from counted evidence, with the description rubric as the prior: supporting and
 * challenging quotes on the score's topics (a quote's own dimension or one it also bears on) are weighed (engagement, recency), their balance sets
 * where the evidence puts the score, and the number of distinct sources sets how far the score
 * moves from the prior toward it. Neutral quotes neither count nor show.
 */
export function weighEvidence({ dimension, topics, evidence, sources, prior, asOf }: {
  dimension: Dimension;
  topics: readonly EvidenceDimension[];
  evidence: readonly EvidenceItem[];
  sources: readonly WeighedSource[];
  prior: number;
  asOf: number;
}): WeighedScore {
  const byId = new Map(sources.map((s) => [s.id, s]));
  const weighed = evidence
    .filter((e) => bearsOn(e, topics, dimension) && e.stance !== "neutral")
    .map((item, order) => ({ item, order, weight: quoteWeight({ source: byId.get(item.sourceId), asOf }) }));
  const total = (stance: EvidenceItem["stance"]) => weighed.filter((w) => w.item.stance === stance).reduce((sum, w) => sum + w.weight, 0);
  const support = total("supports");
  const challenge = total("challenges");
  const distinctSources = new Set(weighed.map((w) => w.item.sourceId)).size;
  const strongest = (stance: EvidenceItem["stance"]) => weighed.filter((w) => w.item.stance === stance).sort((a, b) => b.weight - a.weight || a.order - b.order);
  const supporting = strongest("supports");
  const challenging = strongest("challenges");
  // Both sides are shown when both exist: at least two challenging quotes if there are that many.
  const challengeShown = challenging.slice(0, Math.max(2, CITED_PER_SCORE - supporting.length));
  const cited = [...supporting.slice(0, CITED_PER_SCORE - Math.min(2, challengeShown.length)), ...challengeShown]
    .slice(0, CITED_PER_SCORE)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((w) => w.item);
  if (distinctSources === 0) {
    return { value: round(prior), evidenceValue: null, supporting: 0, challenging: 0, distinctSources, cited };
  }
  // The +1 keeps a single quote from reading as unanimous evidence.
  const balance = (support - challenge) / (support + challenge + 1);
  const evidenceValue = round(5 + 5 * balance);
  const strength = EVIDENCE_SHARE[dimension] * Math.min(1, distinctSources / SOURCES_FOR_FULL_WEIGHT);
  const blended = round(prior + strength * (evidenceValue - prior));
  // Evidence against the description lowers a score: it never leaves it above what the score would be shown at with no evidence.
  const ceiling = Math.max(MAX_WITHOUT_RESEARCH, evidenceValue);
  const heldAtCap = evidenceValue < prior && blended > ceiling;
  return {
    value: heldAtCap ? ceiling : blended,
    ...(heldAtCap ? { heldAtCap } : {}),
    evidenceValue,
    supporting: supporting.length,
    challenging: challenging.length,
    distinctSources,
    cited,
  };
}
