import type { EvidenceDimension, QuoteKind } from "../contracts/vocabulary.ts";
import type { EvidenceItem } from "../contracts/checkpoints.ts";
import type { TextToken } from "../text/nlp.ts";
import {
  CHANNEL_CUE, COMPARISON_CUE, DECLINE_CUE, DEMAND_CUE, DOUBT_CUE, FAILURE_EVENT, FIRST_PERSON, NEGATORS, OFFER_CUE, PAIN_CUE, PAYING_CUE, PRAISE_CUE,
  PRICE_CUE, SCOPE_BREAKS, SUBJECT_NOUNS, TIMING_CUE,
} from "./sentence-cues.ts";
import { OFFER_KINDS, PEOPLE_KINDS, type SourceKind } from "./source-kind.ts";

type Stance = EvidenceItem["stance"];

export interface SentenceReading {
  dimension: EvidenceDimension;
  /** Further dimensions the same quote bears on (a competitor's price is competition and pricing). */
  also: EvidenceDimension[];
  stance: Stance;
  kind: QuoteKind;
  /** How decisive the sentence is: a failure event outweighs a cue word. */
  weight: number;
}

/** The parse's words, lower case, with where each negation's scope covers them. */
function wordsWithScope(tokens: readonly TextToken[]): { text: string; negatedText: string; plainText: string; buyerNegated: boolean } {
  const plain: string[] = [];
  const negated: string[] = [];
  let inScope = false;
  let buyerNegated = false;
  tokens.forEach((token, i) => {
    const word = token.normal.toLowerCase();
    if (SCOPE_BREAKS.has(word)) inScope = false;
    if (NEGATORS.has(word)) {
      inScope = true;
      // "Nobody would pay", "I wouldn't pay": the would-be buyer refuses. "Clients who never paid" is the writer's pain instead.
      const before = tokens.slice(Math.max(0, i - 3), i).map((t) => t.normal.toLowerCase());
      if (BUYER_NEGATORS.has(word) || before.some((w) => BUYERS.has(w))) buyerNegated = true;
      return;
    }
    (inScope ? negated : plain).push(word);
  });
  return { text: tokens.map((t) => t.normal.toLowerCase()).join(" "), negatedText: negated.join(" "), plainText: plain.join(" "), buyerNegated };
}

const BUYER_NEGATORS = new Set(["nobody", "none", "noone"]);
const BUYERS = new Set(["i", "we", "would", "will", "'d", "no", "they"]);

/** A name a product or company goes by: a capitalised word the parse reads as a proper noun, not the sentence's first word. */
export function namesAProduct(tokens: readonly TextToken[]): boolean {
  return tokens.some((t, i) => (t.pos === "PROPN" || (i > 0 && /^[A-Z][a-z]+[A-Z]?\w*$/.test(t.value) && t.pos === "NOUN")) && /^[A-Z]/.test(t.value) && !/^(I|I'm|I've)$/.test(t.value));
}

/**
 * Reads one sentence of a source for what it shows about the idea: the dimension (and any further
 * ones), the stance and what kind of statement it is. Rules over the parse, in order of how
 * decisive they are: a failure of a product of the kind; a doubt or a negated need; a comparison or
 * a competitor's offer; a price; then pain and demand, read only from people speaking for
 * themselves. Null when the sentence shows nothing the report can use.
 */
export function readSentence({ tokens, sourceKind }: { tokens: readonly TextToken[]; sourceKind: SourceKind }): SentenceReading | null {
  const { text, negatedText, plainText, buyerNegated } = wordsWithScope(tokens);
  const question = tokens.at(-1)?.value === "?";
  const product = namesAProduct(tokens);
  const person = PEOPLE_KINDS.has(sourceKind) || FIRST_PERSON.test(text);
  const offerPage = OFFER_KINDS.has(sourceKind);
  const price = PRICE_CUE.test(plainText);
  const withPrice = (dimension: EvidenceDimension): EvidenceDimension[] => (price && dimension !== "pricing" ? ["pricing"] : []);

  // A product of the same kind ending is the strongest challenge; "they went out of business" about a client is not.
  if (FAILURE_EVENT.test(text) && (product || SUBJECT_NOUNS.test(text)) && !question) {
    return { dimension: "competition", also: withPrice("competition"), stance: "challenges", kind: "event", weight: 4 };
  }
  // "My cash flow improved once I wasn't chasing payments": a way of doing the job that works is demand met, whatever pain it names.
  if (person && !offerPage && PRAISE_CUE.test(plainText) && !DOUBT_CUE.test(text) && !question) {
    return { dimension: "demand", also: product ? ["competition"] : [], stance: "supports", kind: "praise", weight: 2 };
  }
  const payRefused = buyerNegated && /\b(?:pay|pays|paid|paying|buy|bought|use|need)\b/.test(negatedText);
  const negatedNeed = payRefused || PAIN_CUE.test(negatedText);
  if ((DOUBT_CUE.test(text) || negatedNeed) && !question && !offerPage) {
    // Doubting the problem ("a rare problem", "never been an issue") is about pain; refusing to pay or use is about demand or price.
    const aboutPay = /\b(?:pay|pays|paid|paying|buy|bought|would use|need)\b/.test(text);
    const dimension: EvidenceDimension = !aboutPay && PAIN_CUE.test(text) ? "pain" : price && !DEMAND_CUE.test(text) ? "pricing" : "demand";
    return { dimension, also: withPrice(dimension), stance: "challenges", kind: "complaint", weight: 3 };
  }
  if (PAYING_CUE.test(plainText) && !question) {
    return { dimension: "pricing", also: ["demand"], stance: "supports", kind: "price", weight: 3 };
  }
  if (COMPARISON_CUE.test(text) && !question) {
    return { dimension: "competition", also: withPrice("competition"), stance: "challenges", kind: "feature", weight: 2 };
  }
  if (offerPage || sourceKind === "encyclopedia" || (product && !person)) {
    if (price) return { dimension: "competition", also: ["pricing"], stance: "challenges", kind: "price", weight: 2 };
    const offers = OFFER_CUE.test(plainText) && (product || offerPage);
    return { dimension: "competition", also: [], stance: offers ? "challenges" : "neutral", kind: offers ? "feature" : "event", weight: offers ? 2 : 1 };
  }
  if (price && !PAIN_CUE.test(plainText)) {
    // A price people call too high argues against charging for this kind of product.
    const tooDear = /\b(?:expensive|overpriced|gouge|pricey|costly|rip-?off)\b/.test(plainText);
    return { dimension: "pricing", also: product ? ["competition"] : [], stance: tooDear ? "challenges" : "neutral", kind: "price", weight: tooDear ? 2 : 1 };
  }
  if (PAIN_CUE.test(plainText)) {
    const also: EvidenceDimension[] = sourceKind === "issue" || product ? ["competition"] : [];
    return { dimension: "pain", also, stance: question ? "neutral" : "supports", kind: "complaint", weight: 2 };
  }
  if (DEMAND_CUE.test(plainText) && (person || sourceKind === "article")) {
    return { dimension: "demand", also: product ? ["competition"] : [], stance: question ? "neutral" : "supports", kind: "praise", weight: 2 };
  }
  if (TIMING_CUE.test(plainText)) {
    return { dimension: "timing", also: [], stance: DECLINE_CUE.test(plainText) ? "challenges" : "supports", kind: "event", weight: 1 };
  }
  if (CHANNEL_CUE.test(plainText)) return { dimension: "channels", also: [], stance: "neutral", kind: "event", weight: 1 };
  return null;
}
