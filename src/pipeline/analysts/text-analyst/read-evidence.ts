import { computeSourceSignals, sourceSentiment } from "../../research/source-signals.ts";
import type { AnalysisResult, EvidenceItem, IdeaProfile, ResearchResult, SourceAnalysis } from "../../contracts/checkpoints.ts";
import { topicOf } from "../../research/relevance-gate.ts";
import { sourceKindOf } from "../../research/source-kind.ts";
import { researchTime } from "../../research/research-time.ts";
import { extractEvidence } from "../../research/source-evidence.ts";
import { quoteIsInSource } from "../../text/verbatim.ts";

/** Sources known only by a snippet research scored below this (0-10, from the idea's words in them) are not quoted. */
const MIN_RELEVANCE = 3;
// A thread read in full offers many sentences; the clearest few per source keep one loud thread from outvoting the rest.
const QUOTES_PER_SOURCE = 6;


/**
 * The analyst without a model reads the retrieved sources in code: sentences with a dimension cue
 * become candidate quotes, classified by dimension and stance with the lexicons, and each is kept
 * only once the word-for-word check (text/verbatim.ts) finds it in its source. Evidence comes in the
 * same shape as the model analyst's, so the report assembler and its sections read both alike.
 */
export function readSourcesInCode({ research, profile }: { research: ResearchResult; profile: IdeaProfile }): { sourceAnalysis: SourceAnalysis; signals: AnalysisResult["signals"] } {
  const byId = new Map(research.sources.map((s) => [s.id, s]));
  // A thread read in full with its comments is judged by the relevance gate over its whole text: its title ("Just pay me.") and
  // snippet often name nothing of the subject while its comments are all about it.
  const scanned = research.sources.filter((s) => s.relevance >= MIN_RELEVANCE || (s.reading?.comments.length ?? 0) > 0);
  const evidence: EvidenceItem[] = [];
  let notInSource = 0;
  for (const candidate of extractEvidence({ sources: scanned, perSource: QUOTES_PER_SOURCE, topic: topicOf(profile) })) {
    const source = byId.get(candidate.sourceId);
    if (!source || !quoteIsInSource({ quote: candidate.quote, source })) {
      notInSource += 1;
      continue;
    }
    const { weight: _weight, ...item } = candidate;
    evidence.push({ id: `E${evidence.length + 1}`, ...item });
  }
  const sentiments = new Map(research.sources.map((s) => [s.id, sourceSentiment(s)]));
  const scannedIds = new Set(scanned.map((s) => s.id));
  const asOf = researchTime(research);
  return {
    sourceAnalysis: {
      evidence,
      sources: research.sources.map((s) => ({ sourceId: s.id, relevance: s.relevance, sentiment: sentiments.get(s.id) ?? 0, read: scannedIds.has(s.id), kind: sourceKindOf(s) })),
      dropped: { unknownSource: 0, notInSource },
      // No model batches: the text was read in code.
      batches: { planned: 0, read: 0 },
    },
    signals: computeSourceSignals({ sources: research.sources, evidence, sentiments, likelyCompetitors: [], asOf }),
  };
}
