import type { EvidenceDimension, QuoteKind } from "../contracts/vocabulary.ts";
import type { EvidenceItem } from "../contracts/checkpoints.ts";
import type { TextToken } from "../text/nlp.ts";
import { LEGAL_TROUBLE } from "../text/ending-words.ts";
import { endsOnlyAPart, productNames } from "../text/product-mentions.ts";
import {
  CANNOT_AFFORD, CHANNEL_CUE, CHURN_CUE, COMPARISON_CUE, EASE_CUE, CONDITIONALS, GROWTH_CUE, DECLINE_CUE, DEMAND_CUE, DOUBT_CUE, FAILURE_EVENT, FEASIBILITY_AGAINST, FEASIBILITY_FOR, FEASIBILITY_MEANS, FEASIBILITY_RULES, FIRST_PERSON, NEGATORS, OFFER_CUE, PAIN_CUE, PAYING_CUE, PRAISE_CUE,
  PERSON_SUBJECTS, PRICE_CUE, RHETORICAL_DOUBT, SCOPE_BREAKS, SECOND_PERSON, SUBJECT_NOUNS, SUBSTITUTE_CUE, TIMING_CUE,
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

/**
 * The parse's words, lower case, split by what the sentence asserts: words under a negation's scope
 * (up to the next clause break), words of a condition ("if that doesn't work, ...": asserted by
 * nobody, so left out of both), and the rest.
 */
function wordsWithScope(tokens: readonly TextToken[]): { text: string; negatedText: string; plainText: string; buyerNegated: boolean } {
  const plain: string[] = [];
  const negated: string[] = [];
  let inScope = false;
  let readerScope = false;
  let buyerNegated = false;
  const words = tokens.map((t) => t.normal.toLowerCase());
  // A condition runs from "if" to the comma (or "then") that closes it; without one, where it ends is unknown and nothing is left out.
  const inCondition = new Set<number>();
  words.forEach((word, i) => {
    if (!CONDITIONALS.has(word)) return;
    const end = words.findIndex((w, j) => j > i && CONDITION_ENDS.has(w));
    if (end > i) for (let j = i; j <= end; j += 1) inCondition.add(j);
  });
  tokens.forEach((token, i) => {
    const word = words[i]!;
    if (SCOPE_BREAKS.has(word)) {
      inScope = false;
      readerScope = false;
    }
    if (inCondition.has(i) || readerScope) return;
    if (NEGATORS.has(word)) {
      // "Hopefully you never lost your phone": a negation said of the reader is a wish or an aside, no one's experience.
      if (words.slice(Math.max(0, i - 2), i).includes("you")) {
        readerScope = true;
        return;
      }
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

const CONDITION_ENDS = new Set([",", ";", ":", "then", "—", "–"]);
const BUYER_NEGATORS = new Set(["nobody", "none", "noone"]);
const BUYERS = new Set(["i", "we", "would", "will", "'d", "no", "they"]);

/** A name a product or company goes by: a capitalised word the parse reads as a proper noun (a name like "PaymentPing" even first). */
const isName = (t: TextToken, i: number) => /^[A-Z]/.test(t.value) && !/^(I|I'm|I've)$/.test(t.value)
  && ((t.pos === "PROPN" && (i > 0 || /[a-z][A-Z]|\d/.test(t.value))) || (i > 0 && /^[A-Z][a-z]+[A-Z]?\w*$/.test(t.value) && t.pos === "NOUN"));

/**
 * Whether a page that is nobody's own account (an article, a seller's page) pitches: it never speaks
 * in the first person and addresses the reader ("you") in at least half of its sentences, three or
 * more. Its pain is the seller's framing of the reader's problem, not anyone's testimony.
 */
export function speaksToTheReader(sentences: ReadonlyArray<readonly TextToken[]>): boolean {
  const texts = sentences.map((tokens) => tokens.map((t) => t.normal.toLowerCase()).join(" "));
  if (texts.some((text) => FIRST_PERSON.test(text))) return false;
  const addressed = texts.filter((text) => SECOND_PERSON.test(text)).length;
  return addressed >= 3 && addressed * 2 >= texts.length;
}

/** Verbs that say what a person thinks, wants, has or is, not what they do. */
const NOT_DOING = new Set(["be", "have", "do", "think", "guess", "believe", "know", "feel", "hope", "wish", "want", "need", "love", "like", "hate", "understand", "mean", "agree", "see", "say", "suppose", "expect", "wonder", "remember", "get", "find", "try", "would", "will", "can", "could", "should", "might", "must", "may", "'d", "'ll"]);
/** Adverbs that may stand between the writer and what they habitually do ("I still request…"). */
const HABIT_ADVERBS = new Set(["still", "just", "always", "usually", "also", "then", "now", "normally", "generally", "often", "simply", "typically"]);

/**
 * Whether the writer says what they themselves do, in the present, as a habit: "I" or "we", perhaps an
 * adverb, then a verb in its plain form that is an action ("we keep", "I back it up", "I still request").
 */
function doesItThemselves(tokens: readonly TextToken[]): boolean {
  return tokens.some((t, i) => {
    if (!["i", "we"].includes(t.normal.toLowerCase())) return false;
    let j = i + 1;
    while (tokens[j] && HABIT_ADVERBS.has(tokens[j]!.normal.toLowerCase())) j += 1;
    const verb = tokens[j];
    return verb !== undefined && verb.pos === "VERB" && verb.normal.toLowerCase() === verb.lemma.toLowerCase() && !NOT_DOING.has(verb.lemma.toLowerCase());
  });
}

/** Adverbs that make a failure a habit rather than an event ("often fails"). */
const HABITUAL = new Set(["often", "usually", "sometimes", "frequently", "typically", "generally", "always", "mostly", "commonly", "inevitably"]);

/** A price called too high. */
const TOO_DEAR = /\b(?:expensive|overpriced|gouge|pricey|costly|rip-?off|cost scales|weakness(?:es)?)\b/;
/** What a doubt denies when a negation covers it: the value of the job done ("won't provide enough value", "no killer application"). */
const VALUE_WORDS = /\b(?:value|worth|killer app\w*|point|demand|market for|save[sd]? (?:you )?(?:money|time)|saving (?:money|time)|pay(?:s)? (?:for itself|off))\b/;

/** Said of a product: it costs its user nothing ("it's completely free", "totally free"). */
const COSTS_NOTHING = /\b(?:completely|totally|entirely|always) free\b|\b(?:it|which) (?:is|'s) free\b/;
/** A free or self-hosted way to get the job done: on any page, a rival that costs nothing. */
const FREE_OFFER = /\b(?:open(?: - | |-)source|self(?: - |-)host\w*|free forever|free tier|free plan|hosted tier)\b/;

export function namesAProduct(tokens: readonly TextToken[]): boolean {
  return tokens.some(isName);
}

/**
 * What a sentence says of whether the job can be done: when it speaks of a law, a regulator, a
 * licence or safety ("Passengers can check smart luggage only if batteries can be removed"), or says
 * the technology or what running it costs makes the job harder ("Lighting is one of the biggest
 * expenses for a vertical farm"), or speaks of them with no product named (a battery a product has,
 * or its cheap technology, is that rival's strength). Against the idea when it tells of a ban, a
 * suit, a danger, a cost or a difficulty (or denies that the job is allowed, cheap or simple); for
 * it when it says the job is allowed, cheap or simple.
 */
function feasibilityOf({ text, plainText, negatedText, person, product, offerPage }: { text: string; plainText: string; negatedText: string; person: boolean; product: boolean; offerPage: boolean }): SentenceReading | null {
  // A company of the kind in trouble with the law ("under investigation by the Department of Justice") is the law bearing on the job.
  const troubled = LEGAL_TROUBLE.test(text);
  const rules = troubled || FEASIBILITY_RULES.test(text);
  // Most sentences name neither rules nor means: they are let go before their stance is weighed.
  if (!rules && !FEASIBILITY_MEANS.test(text)) return null;
  const against = troubled || FEASIBILITY_AGAINST.test(plainText) || FEASIBILITY_FOR.test(negatedText);
  const easier = FEASIBILITY_FOR.test(plainText) || FEASIBILITY_AGAINST.test(negatedText);
  // What a named product's or a seller's technology does, cheaply or easily, is that rival's strength, read as competition below.
  if (!rules && !against && (product || offerPage)) return null;
  const stance: Stance = against ? "challenges" : easier ? "supports" : "neutral";
  return { dimension: "feasibility", also: product ? ["competition"] : [], stance, kind: person && against ? "complaint" : "event", weight: against ? 3 : 1 };
}

/** Words that own the noun after them: "his failed attempt" is his attempt's failure. */
const POSSESSIVES = new Set(["my", "your", "his", "her", "its", "our", "their"]);

/**
 * Whether a failure word in the sentence is a product's or a company's end: something of the kind
 * is named before it ("the company was dissolved", "AeroGarden will close"), or after it unless a
 * person or a client is what failed ("they went out of business and left me holding the bag").
 */
function productFails(tokens: readonly TextToken[], text: string): boolean {
  const match = FAILURE_EVENT.exec(text);
  if (!match) return false;
  const at = text.slice(0, match.index).split(" ").filter(Boolean).length;
  const before = tokens.slice(0, at);
  // "the shame I felt as a failed dog mom": "failed" after a determiner qualifies the noun after it, and ends only that ("its closure" is still its own).
  const opener = before.at(-1);
  if (/^fail(?:ed|ing)$/i.test(match[0]) && opener && (opener.pos === "DET" || POSSESSIVES.has(opener.normal.toLowerCase()))) {
    const qualified = tokens.slice(at + 1, at + 4);
    return qualified.some(isName) || SUBJECT_NOUNS.test(qualified.map((t) => t.normal.toLowerCase()).join(" "));
  }
  // "Why Traditional Bill Splitting Often Fails", "such apps usually fail": what tends to happen is no event.
  if (HABITUAL.has(before.at(-1)?.normal.toLowerCase() ?? "") || /\btends? to$/.test(text.slice(0, match.index).trim())) return false;
  if (before.some(isName) || SUBJECT_NOUNS.test(before.map((t) => t.normal.toLowerCase()).join(" "))) return true;
  const subject = [...before].reverse().find((t) => ["PRON", "NOUN", "PROPN"].includes(t.pos));
  if (subject && PERSON_SUBJECTS.has(subject.normal.toLowerCase())) return false;
  // "Quibi shut down": a name opening the sentence is what failed.
  if (subject?.pos === "PROPN" && /^[A-Z]/.test(subject.value)) return true;
  return namesAProduct(tokens) || SUBJECT_NOUNS.test(text);
}

/**
 * Reads one sentence of a source for what it shows about the idea: the dimension (and any further
 * ones), the stance and what kind of statement it is. Rules over the parse, in order of how
 * decisive they are: a failure of a product of the kind; a doubt or a negated need; a comparison or
 * a competitor's offer; a price; then pain and demand, read only from people speaking for
 * themselves. Null when the sentence shows nothing the report can use.
 */
export function readSentence({ tokens, sourceKind, pitchPage = false }: {
  tokens: readonly TextToken[];
  sourceKind: SourceKind;
  /** The page speaks to the reader throughout and never of its writer's own experience (see `speaksToTheReader`). */
  pitchPage?: boolean;
}): SentenceReading | null {
  const { text, negatedText, plainText, buyerNegated } = wordsWithScope(tokens);
  // A question on an article or a seller's page is the writer's rhetoric ("Deal with merge conflicts while production is on fire?"); in a thread it asks.
  const question = tokens.at(-1)?.value === "?" && (PEOPLE_KINDS.has(sourceKind) || sourceKind === "encyclopedia");
  const product = namesAProduct(tokens) || productNames(tokens.map((t) => t.value).join(" ")).length > 0;
  const person = PEOPLE_KINDS.has(sourceKind) || FIRST_PERSON.test(text);
  const offerPage = OFFER_KINDS.has(sourceKind);
  // A page that is nobody's own account speaking to "you" is pitching: it shows what a seller says hurts, not that it does.
  const pitch = !person && (pitchPage || SECOND_PERSON.test(text));
  const price = PRICE_CUE.test(plainText);
  const withPrice = (dimension: EvidenceDimension): EvidenceDimension[] => (price && dimension !== "pricing" ? ["pricing"] : []);

  // A product of the same kind ending is the strongest challenge; "they went out of business" about a client is not, nor a part of one ending ("Sunsetting v1 and v2 editions").
  if (!question && productFails(tokens, text) && !endsOnlyAPart(tokens.map((t) => t.value).join(" "))) {
    return { dimension: "competition", also: withPrice("competition"), stance: "challenges", kind: "event", weight: 4 };
  }
  // "iOS makes it easy by even offering a built-in feature called iCloud": in a thread, what a named product offers, said of it and not of the writer, is a rival's strength.
  if (PEOPLE_KINDS.has(sourceKind) && product && !FIRST_PERSON.test(text) && OFFER_CUE.test(plainText) && !question && !PAIN_CUE.test(plainText)) {
    return { dimension: "competition", also: withPrice("competition"), stance: "challenges", kind: "feature", weight: 2 };
  }
  // "What I really appreciate about this app is … that it's completely free": a free product people praise is a strong rival.
  if (person && !offerPage && PRAISE_CUE.test(plainText) && (FREE_OFFER.test(plainText) || COSTS_NOTHING.test(plainText)) && !question) {
    return { dimension: "competition", also: ["pricing"], stance: "challenges", kind: "praise", weight: 2 };
  }
  // "My cash flow improved once I wasn't chasing payments": a way of doing the job that works is demand met, whatever pain it names.
  if (person && !offerPage && PRAISE_CUE.test(plainText) && !DOUBT_CUE.test(text) && !SUBSTITUTE_CUE.test(text) && !question) {
    return { dimension: "demand", also: product ? ["competition"] : [], stance: "supports", kind: "praise", weight: 2 };
  }
  // "I wouldn't recommend this kit to anyone": a recommendation denied is a person's case against the kind (ease denied is their pain, below).
  if (person && !offerPage && /\brecommend/.test(negatedText) && !PRAISE_CUE.test(plainText) && !question) {
    return { dimension: "demand", also: [...(product ? ["competition" as const] : []), ...withPrice("demand")], stance: "challenges", kind: "complaint", weight: 2 };
  }
  // "Who would pay for that?", "…stop and think: who is going to pay for my app?": a question that answers itself doubts the need.
  if (tokens.at(-1)?.value === "?" && !OFFER_KINDS.has(sourceKind) && RHETORICAL_DOUBT.test(text)) {
    const aboutPaying = price || /\bpay\b/.test(text);
    return { dimension: aboutPaying ? "pricing" : "demand", also: aboutPaying ? ["demand"] : [], stance: "challenges", kind: "complaint", weight: 3 };
  }
  const payRefused = buyerNegated && /\b(?:pay|pays|paid|paying|buy|bought|use|need|download|downloading|install|installing)\b/.test(negatedText);
  const negatedNeed = payRefused || PAIN_CUE.test(negatedText) || VALUE_WORDS.test(negatedText);
  if ((DOUBT_CUE.test(text) || negatedNeed) && !question && !offerPage) {
    // An encyclopedia's or a reviewer's doubt about a named product is about that product; otherwise about the need.
    if (sourceKind === "encyclopedia" && (product || /\b(?:claims?|company|technology|products?)\b/.test(text))) {
      return { dimension: "competition", also: [], stance: "challenges", kind: "event", weight: 3 };
    }
    // Refusing to pay or use is about demand or price; doubting the problem ("a rare problem", "clients pay on time, so reminders were never a real problem") is about pain.
    // "Students can't afford recurring subscriptions": the price is what they cannot meet.
    const cannotAfford = CANNOT_AFFORD.test(text);
    // "I'd be hard-pressed to recommend this kit": a person holding back from the kind, not a hardship.
    const refused = payRefused || /\b(?:would use|before (?:paying|buying|you buy|you pay)|hard(?: - | |-)pressed to)\b/.test(text);
    const dimension: EvidenceDimension = cannotAfford ? "pricing" : !refused && PAIN_CUE.test(text) ? "pain" : price && !DEMAND_CUE.test(text) ? "pricing" : "demand";
    return { dimension, also: withPrice(dimension), stance: "challenges", kind: cannotAfford ? "price" : "complaint", weight: 3 };
  }
  // Customers cancelling or not kept ("what got me to cancel the service", "struggling to retain customers"): the need does not hold them.
  // A negation elsewhere ("that wasn't what got me to cancel") does not undo the cancelling; one right before it ("never cancelled", "never had to cancel") does.
  const churned = CHURN_CUE.test(plainText) || (CHURN_CUE.test(text) && !/\b(?:not|n't|never|no)\s+(?:\w+\s+){0,2}(?:cancel|unsubscrib|churn|quit|stop|gave)/.test(text));
  if (churned && !question && !offerPage) {
    return { dimension: "demand", also: product ? ["competition"] : [], stance: "challenges", kind: "complaint", weight: 3 };
  }
  // Another way of doing the job (a deposit, an in-house script, a lamp over pots) is a substitute: competition that argues against buying.
  if (SUBSTITUTE_CUE.test(text) && !question && !offerPage) {
    return { dimension: "competition", also: withPrice("competition"), stance: "challenges", kind: "feature", weight: 3 };
  }
  if (PAYING_CUE.test(plainText) && !question) {
    return { dimension: "pricing", also: ["demand"], stance: "supports", kind: "price", weight: 3 };
  }
  const feasible = !question && feasibilityOf({ text, plainText, negatedText, person, product, offerPage });
  if (feasible) return feasible;
  // Incumbents called expensive by a reviewer show buyers paying a lot for the job (room for a cheaper entrant); a buyer calling the kind too dear argues against charging for it. Before comparisons: "Tools like X are powerful, but their pricing makes it expensive" is about the price.
  if (price && TOO_DEAR.test(plainText) && !offerPage && sourceKind !== "encyclopedia") {
    return person
      ? { dimension: "pricing", also: product ? ["competition"] : [], stance: "challenges", kind: "price", weight: 2 }
      : { dimension: "pricing", also: ["competition"], stance: "supports", kind: "price", weight: 2 };
  }
  // "Faster than our QA process" compares nothing on offer; a comparison is competition when a product or an offer is in it.
  if (COMPARISON_CUE.test(text) && !question && (product || !person || SUBJECT_NOUNS.test(text) || !/\b\w+er than\b/.test(text))) {
    return { dimension: "competition", also: withPrice("competition"), stance: "challenges", kind: "feature", weight: 2 };
  }
  // An issue filed against a product is its user's complaint: what it will not do, or does instead ("but when I press Launch it changes this back").
  if (sourceKind === "issue" && (negatedText.length > 0 || /\bbut\b/.test(text)) && !question) {
    return { dimension: "pain", also: ["competition"], stance: "supports", kind: "complaint", weight: 2 };
  }
  // "We keep all of our pictures on an external USB hard drive", "I still request half upfront": the writer's own way of doing the job today is a substitute.
  if (person && !question && !offerPage && doesItThemselves(tokens) && !PAIN_CUE.test(plainText) && !PAYING_CUE.test(plainText)) {
    return { dimension: "competition", also: withPrice("competition"), stance: "challenges", kind: "feature", weight: 2 };
  }
  // A market moving (a trend, a pandemic, a rule) is timing even where an article names a product ("the COVID-19 pandemic"); it supports only when it grows.
  if (TIMING_CUE.test(plainText) && product && !person && sourceKind === "article" && !price && !question) {
    return { dimension: "timing", also: [], stance: DECLINE_CUE.test(plainText) ? "challenges" : GROWTH_CUE.test(plainText) ? "supports" : "neutral", kind: "event", weight: 1 };
  }
  // An encyclopedia reports: a company's founding, funding or claims are events, neither for nor against.
  if (sourceKind === "encyclopedia") return { dimension: "competition", also: [], stance: "neutral", kind: "event", weight: 1 };
  if (offerPage || (product && !person)) {
    if (price) return { dimension: "competition", also: ["pricing"], stance: "challenges", kind: "price", weight: 2 };
    const offers = OFFER_CUE.test(plainText) && (product || offerPage);
    return { dimension: "competition", also: [], stance: offers ? "challenges" : "neutral", kind: offers ? "feature" : "event", weight: offers ? 2 : 1 };
  }
  // "More companies nowadays offer tests from home", "open source, with a hosted tier": others doing the job are competition.
  // "That's why I like Habo, an open-source habit tracking app": a free product named is a free rival, whoever speaks of it.
  const freeRival = FREE_OFFER.test(plainText) && (product || !person);
  if (!question && ((!person && OFFER_CUE.test(plainText) && /\b(?:companies|startups|brands|vendors|apps|services|products|tools|platforms)\b/.test(plainText)) || freeRival)) {
    return { dimension: "competition", also: withPrice("competition"), stance: "challenges", kind: "feature", weight: 2 };
  }
  if (price && !PAIN_CUE.test(plainText)) {
    // A price people call too high argues against charging for this kind of product.
    const tooDear = TOO_DEAR.test(plainText);
    return { dimension: "pricing", also: product ? ["competition"] : [], stance: tooDear ? "challenges" : "neutral", kind: "price", weight: tooDear ? 2 : 1 };
  }
  // "Google doesn't make this easy": a person denied the ease a product should give is in pain.
  if (person && EASE_CUE.test(negatedText) && !question) {
    return { dimension: "pain", also: product ? ["competition"] : [], stance: "supports", kind: "complaint", weight: 2 };
  }
  if (PAIN_CUE.test(plainText)) {
    const also: EvidenceDimension[] = sourceKind === "issue" || product ? ["competition"] : [];
    return { dimension: "pain", also, stance: question || pitch ? "neutral" : "supports", kind: "complaint", weight: pitch ? 1 : 2 };
  }
  if (DEMAND_CUE.test(plainText) && (person || sourceKind === "article")) {
    return { dimension: "demand", also: product ? ["competition"] : [], stance: question ? "neutral" : "supports", kind: "praise", weight: 2 };
  }
  if (TIMING_CUE.test(plainText)) {
    return { dimension: "timing", also: [], stance: DECLINE_CUE.test(plainText) ? "challenges" : GROWTH_CUE.test(plainText) ? "supports" : "neutral", kind: "event", weight: 1 };
  }
  if (CHANNEL_CUE.test(plainText)) return { dimension: "channels", also: [], stance: "neutral", kind: "event", weight: 1 };
  // A company's chief or founder quoted or named: the sentence is about that company.
  if (/\b(?:ceo|founder|co - founder|co-founder|cofounder|chief executive|spokesperson)\b/.test(text)) return { dimension: "competition", also: [], stance: "neutral", kind: "event", weight: 1 };
  return null;
}
