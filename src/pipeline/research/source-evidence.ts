import type { EvidenceItem } from "../contracts/checkpoints.ts";
import { PAIN_TERMS } from "../text/lexicon-cues.ts";
import { CHALLENGE_TERMS, DIMENSION_ORDER, DIMENSION_TERMS, NEGATED_BEFORE, SUPPORT_TERMS } from "../text/lexicon-evidence.ts";
import { compileTerm } from "../text/match.ts";
import { readText } from "../text/nlp.ts";
import { countTerms } from "../text/phrases.ts";
import type { EvidenceDimension } from "../contracts/vocabulary.ts";

type Stance = EvidenceItem["stance"];

/** What a source offers to be quoted: its title, its snippet and, when it was read in full, its text and comments. */
export interface QuotableSource {
  id: string;
  title: string;
  excerpt?: string | undefined;
  reading?: { text: string; comments: readonly { text: string }[] } | undefined;
}

export interface SentenceReading {
  dimension: EvidenceDimension;
  stance: Stance;
  /** How many cue words matched: more cues, a clearer sentence. */
  cues: number;
}

export type EvidenceCandidate = Omit<EvidenceItem, "id"> & { cues: number };

const MIN_CHARS = 25;
const MAX_CHARS = 320;
const MIN_WORDS = 5;
/** A whole thread can run to tens of thousands of words; the first part of it is read for quotes. */
const MAX_CHARS_READ = 20_000;

/** Support cues in the sentence: those right after a negation ("nobody would pay") are counted apart, as challenges. */
function supportCues(sentence: string): { plain: number; negated: number } {
  const lower = sentence.toLowerCase();
  let plain = 0;
  let negated = 0;
  for (const term of SUPPORT_TERMS) {
    for (const match of lower.matchAll(compileTerm(term))) {
      if (NEGATED_BEFORE.test(lower.slice(0, match.index))) negated += 1;
      else plain += 1;
    }
  }
  return { plain, negated };
}

/**
 * A sentence's dimension (the one whose cue words it uses most) and stance (support cues against
 * challenge cues, a negated support cue counting as a challenge). Pain stated with no challenge cue
 * counts as support, as long as it is not a question: someone saying the problem hurts is evidence
 * the problem is real. Null when the sentence uses no cue at all.
 */
export function classifySentence(sentence: string): SentenceReading | null {
  let dimension: EvidenceDimension | null = null;
  let best = 0;
  for (const candidate of DIMENSION_ORDER) {
    const count = countTerms({ text: sentence, terms: DIMENSION_TERMS[candidate] });
    if (count > best) {
      dimension = candidate;
      best = count;
    }
  }
  if (!dimension) return null;
  const cues = supportCues(sentence);
  const challenge = countTerms({ text: sentence, terms: CHALLENGE_TERMS }) + cues.negated;
  const painStated = dimension === "pain" && challenge === 0 && !sentence.trim().endsWith("?") && countTerms({ text: sentence, terms: PAIN_TERMS }) > 0;
  const support = cues.plain + (painStated ? 1 : 0);
  const stance: Stance = support > challenge ? "supports" : challenge > support ? "challenges" : "neutral";
  return { dimension, stance, cues: best + support + challenge };
}

/** Whole sentences of a source's text, as written; clipped snippet ends ("…") are not whole sentences. */
export function sentencesOf(source: QuotableSource): string[] {
  const parts = [source.title, source.excerpt ?? "", source.reading?.text ?? "", ...(source.reading?.comments.map((c) => c.text) ?? [])];
  const text = parts.filter((part) => part.trim().length > 0).join("\n").slice(0, MAX_CHARS_READ);
  const seen = new Set<string>();
  return readText(text).sentences.filter((sentence) => {
    const clean = sentence.replace(/\s+/g, " ").trim();
    const key = clean.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return clean.length >= MIN_CHARS && clean.length <= MAX_CHARS && !/(?:…|\.\.\.)$/.test(clean)
      && clean.split(" ").length >= MIN_WORDS && /[a-z]/i.test(clean);
  }).map((sentence) => sentence.replace(/\s+/g, " ").trim());
}

/**
 * Candidate evidence from each source: its sentences that carry a dimension cue, the clearest first
 * (those taking a side, then by cue count, then in reading order), at most `perSource` of them.
 * The caller still checks every quote word for word against the source before using it.
 */
export function extractEvidence({ sources, perSource }: { sources: readonly QuotableSource[]; perSource: number }): EvidenceCandidate[] {
  const candidates: EvidenceCandidate[] = [];
  for (const source of sources) {
    const read = sentencesOf(source)
      .map((quote, position) => ({ quote, position, reading: classifySentence(quote) }))
      .filter((entry): entry is { quote: string; position: number; reading: SentenceReading } => entry.reading !== null)
      .sort((a, b) => Number(b.reading.stance !== "neutral") - Number(a.reading.stance !== "neutral")
        || b.reading.cues - a.reading.cues || a.position - b.position)
      .slice(0, perSource)
      .sort((a, b) => a.position - b.position);
    for (const { quote, reading } of read) {
      candidates.push({ sourceId: source.id, quote, dimension: reading.dimension, stance: reading.stance, cues: reading.cues });
    }
  }
  return candidates;
}
