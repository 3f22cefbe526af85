import type { ChargedPer } from "../../../shared/contracts/price.ts";
import type { PriceToken } from "./parse.ts";
import { chargeKind, periodNoun, periodWord } from "./units.ts";

const NOUNISH = new Set(["NOUN", "PROPN", "ADJ", "X"]);
const ENDS_PHRASE = new Set(["per", "a", "an", "each", "every", "for", "and", "or", "plus", "then", "with", "of", "on", "in", "to", "at"]);
const MAX_WORDS = 3;

export interface NounPhrase {
  /** As written, singular, lower case except acronyms ("API call"). */
  text: string;
  lemma: string;
  /** As written, lower case except acronyms ("refills"). */
  asWritten: string;
  end: number;
}

function written(token: PriceToken, head: boolean): string {
  const acronym = token.value.length > 1 && token.value === token.value.toUpperCase() && /[A-Z]/.test(token.value);
  if (acronym) return token.value;
  // A noun the tagger took for a verb keeps its own form ("per booking", not "per book").
  return head && token.pos !== "VERB" ? token.lemma : token.normal;
}

/**
 * The noun phrase starting at `at`, read from wink's parts of speech, whatever the noun. After
 * "per" or "/" the next word is a noun whatever the tagger says ("per lead" is tagged a verb).
 */
export function nounPhrase(tokens: readonly PriceToken[], at: number, afterPer: boolean): NounPhrase | null {
  const words: PriceToken[] = [];
  let i = at;
  while (i < tokens.length && words.filter((w) => w.value !== "-").length < MAX_WORDS) {
    const token = tokens[i];
    if (token?.value === "-" && words.length > 0 && tokens[i + 1]?.type === "word" && tokens[i + 1]!.joined && token.joined) {
      words.push(token);
      i += 1;
      continue;
    }
    // "per 30-minute walk": after "per" a number joined by a hyphen to the word after it sizes the one unit charged for; it counts none.
    const sizing = afterPer && words.length === 0 && token?.type === "number" && tokens[i + 1]?.value === "-" && tokens[i + 1]!.joined && tokens[i + 2]?.type === "word" && tokens[i + 2]!.joined;
    if (sizing) {
      words.push(token);
      i += 1;
      continue;
    }
    if (!token || token.type !== "word" || ENDS_PHRASE.has(token.normal)) break;
    // "half-day workshop": a hyphenated word is one word, whatever its halves are.
    const hyphened = tokens[i - 1]?.value === "-" && words.length > 0;
    if (words.length > 0 && !hyphened && (periodNoun(token.normal) || periodWord(token.normal))) break;
    const first = words.length === 0;
    // The tagger reads the head of a compound as a verb now and then ("breast pump with"): after a noun, before a preposition or the end, it is the head.
    // So is its plural ("1,000 API calls").
    const compoundHead = !first && token.pos === "VERB" && (token.lemma === token.normal || /[^s]s$/.test(token.normal)) && !/(?:ed|ing)$/.test(token.normal) && ["NOUN", "PROPN"].includes(words[words.length - 1]?.pos ?? "")
      && (tokens[i + 1] === undefined || ["ADP", "PUNCT", "CCONJ"].includes(tokens[i + 1]!.pos));
    if (!NOUNISH.has(token.pos) && !(first && afterPer && token.pos === "VERB") && !compoundHead) break;
    words.push(token);
    i += 1;
  }
  // A phrase ends on its noun: "per active" is not a unit.
  while (words.length > 0 && words[words.length - 1]?.pos === "ADJ" && !(afterPer && words.length === 1)) words.pop();
  const head = words[words.length - 1];
  if (!head) return null;
  const text = words.map((token, index) => written(token, index === words.length - 1)).join(" ").replace(/ - /g, "-");
  const asWritten = words.map((token) => written(token, false)).join(" ").replace(/ - /g, "-");
  const lemma = head.pos === "VERB" ? head.normal : head.lemma;
  return { text, lemma, asWritten, end: at + words.length };
}

export function chargedPer(phrase: NounPhrase): ChargedPer {
  return { noun: phrase.text, kind: chargeKind(phrase.lemma) };
}
