import { isPayerVerb, namesPeople } from "./customer.ts";
import { readText, type TextToken } from "./nlp.ts";
import { KIND_NOUNS, MAKING } from "./lexicon-subject.ts";
import { periodNoun } from "./price/units.ts";

/**
 * The noun phrase that names the product as a person reads it ("day passes", "iPhone app",
 * "after-school coding club"), read from wink's parse of a title or the founder's sentence. The
 * tagger mislabels words at the start of a fragment ("Day/NOUN passes/VERB", "one/NUM -/PUNCT
 * off/ADP"), so the phrase is held to what can name a product: a price, a number or a period is
 * never its head, a hyphenated word is one word, and a determiner never opens it.
 */

/** Words that may stand in the product's noun phrase: determiners, adjectives, nouns, numbers and the "and" between them. */
const PHRASE_TAGS = new Set(["DET", "ADJ", "NOUN", "PROPN", "NUM", "CCONJ", "SYM", "PUNCT"]);
const RELATIVE = new Set(["that", "which", "who", "whose", "where", "whom"]);
/** Period words beyond the price reader's ("night", "hour"): they count time, they do not name a product. */
const TIME_NOUNS = new Set(["hour", "hours", "night", "nights", "minute", "minutes", "weekend", "weekends", "season", "days", "weeks", "months", "years", "time"]);
const OPENERS = /^(?:a|an|the|our|my|your|their|this|these|its)$/i;

const isGerund = (t: TextToken | undefined) => t?.pos === "VERB" && /ing$/.test(t.normal);
const isTime = (t: TextToken) => periodNoun(t.normal) !== null || TIME_NOUNS.has(t.normal);
/** A figure, a currency sign or a compound made with one ("$4.99", "one-off", "24-hour"): it prices or counts, it does not name. */
const isCount = (t: TextToken) => t.pos === "NUM" || t.pos === "SYM" || /^\d|^(?:one|two|three|four|five|six|seven|eight|nine|ten)-/i.test(t.value) || /^[$£€¥₹]/.test(t.value);

/**
 * Tokens with hyphenated words joined as the founder wrote them ("After-school", "pick-up",
 * "one-off"): a compound names one thing, so it reads as a noun at the end of a phrase and as a
 * modifier before one.
 */
function joinHyphens(tokens: readonly TextToken[], source: string): TextToken[] {
  const joined: TextToken[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const last = joined[joined.length - 1];
    const next = tokens[i + 1];
    if (token.value === "-" && last && next && next.sentence === last.sentence && /\w$/.test(last.value) && source.includes(`${last.value}-${next.value}`)) {
      const value = `${last.value}-${next.value}`;
      joined[joined.length - 1] = { ...last, value, normal: value.toLowerCase(), lemma: value.toLowerCase(), pos: /^(?:NOUN|PROPN)$/.test(next.pos) ? "NOUN" : "ADJ", stop: false };
      i += 1;
      continue;
    }
    joined.push(token);
  }
  return joined;
}

/**
 * The noun phrase that opens the text, up to the first verb, preposition or relative word; a word in
 * -ing belongs to it before a noun ("meeting notes") or before the preposition that ends it ("invoice
 * chasing for"). A period word that would head it takes the word after it as its head ("Day passes"
 * is tagged noun then verb); a compound at its end is its head ("laundry pick-up").
 */
function leadingNounPhrase(tokens: readonly TextToken[]): { phrase: TextToken[]; stop: TextToken | undefined } {
  const phrase: TextToken[] = [];
  let i = 0;
  for (; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    const last = phrase[phrase.length - 1];
    // "a platform connecting organisers": after a kind of product, a word in -ing starts what it does.
    const gerund = isGerund(token) && (next === undefined || ["NOUN", "PROPN", "ADP", "PUNCT", "SCONJ"].includes(next.pos)) && !(last && KIND_NOUNS.has(last.normal));
    // "Day passes to…", "Week tickets for…": after a period word a plural the tagger took for a verb is the head noun.
    const pluralAfterTime = last !== undefined && isTime(last) && token.pos === "VERB" && /[^s]s$/.test(token.normal) && (next === undefined || ["ADP", "PART", "SCONJ", "PUNCT"].includes(next.pos));
    const compoundEnd = token.pos === "ADJ" && token.value.includes("-") && (next === undefined || ["ADP", "SCONJ", "PUNCT"].includes(next.pos));
    // "$5 per week veg box": the price's own "per" is no preposition of the phrase.
    if (token.normal === "per" && last !== undefined && isCount(last) && next !== undefined && isTime(next)) continue;
    // "E-bike hire for…", "desk hire at…": after a singular noun a bare verb before a preposition is the compound's head (a plural would make it a clause: "Bakeries throw away…").
    const singularLast = last !== undefined && (last.pos === "NOUN" || last.pos === "PROPN") && last.normal === last.lemma && !/[^s]s$/.test(last.normal);
    const compoundHead = singularLast && token.pos === "VERB" && token.normal === token.lemma && !/(?:ing|ed)$/.test(token.normal)
      && (next === undefined || ["ADP", "SCONJ", "PUNCT", "NOUN", "VERB"].includes(next.pos)) && !["to", "that"].includes(next?.normal ?? "");
    // "healthy frozen meals", "vetted local walkers": a participle before a noun describes it.
    if (token.pos === "VERB" && /(?:ed|en)$/.test(token.normal) && next !== undefined && ["NOUN", "ADJ"].includes(next.pos)) {
      phrase.push({ ...token, pos: "ADJ" });
      continue;
    }
    if (pluralAfterTime || compoundEnd || compoundHead) {
      phrase.push({ ...token, pos: "NOUN" });
      continue;
    }
    const opener = phrase.length === 0 && OPENERS.test(token.value);
    if ((!PHRASE_TAGS.has(token.pos) && !gerund && !opener) || RELATIVE.has(token.normal) || token.value === "," || token.value === "…") break;
    phrase.push(token);
  }
  const stop = tokens[i];
  // A participle closing the phrase describes how it is made ("coffee roasted on the Moon"): the noun before it names it.
  const trailing = (t: TextToken) => ["CCONJ", "PUNCT", "DET", "SYM", "NUM"].includes(t.pos) || (phrase.length > 1 && t.pos === "ADJ" && /ed$/.test(t.normal));
  while (phrase.length > 0 && trailing(phrase[phrase.length - 1]!)) phrase.pop();
  // Determiners, prices and counts open it but never name the product: "A one-off $4.99 iPhone app" is an iPhone app.
  // The period of a price that opens it goes with the price ("$9 a month meal planner").
  let priced = false;
  const opener = (t: TextToken) => OPENERS.test(t.value) || ["PUNCT", "CCONJ"].includes(t.pos) || (priced && isTime(t) && phrase.length > 1);
  while (phrase.length > 0 && (opener(phrase[0]!) || isCount(phrase[0]!))) priced = isCount(phrase.shift()!) || priced;
  return { phrase, stop };
}

const LEAD_IN = new Set(["PRON", "AUX", "PART", "ADV", "VERB"]);

/** The tokens after the founder's "we're building", "I want to launch": the product follows them. */
function afterMaking(tokens: readonly TextToken[]): readonly TextToken[] {
  const at = tokens.slice(0, 7).findIndex((t) => t.pos === "VERB" && MAKING.test(t.normal));
  if (at <= 0 || !tokens.slice(0, at).every((t) => LEAD_IN.has(t.pos))) return tokens;
  return tokens.slice(at + 1);
}

/** A phrase whose head is a period, a figure or a determiner names no product. */
function namesProduct(phrase: readonly TextToken[]): boolean {
  const head = phrase[phrase.length - 1];
  // People ("Busy nurses can't…") and "idea" ("My idea is…") name no product either.
  const people = head !== undefined && namesPeople(head) && /[^s]s$|people|children/.test(head.normal);
  return head !== undefined && (["NOUN", "PROPN"].includes(head.pos) || isGerund(head)) && !isTime(head) && !isCount(head) && !people && !/^ideas?$/.test(head.normal);
}

const join = (tokens: readonly TextToken[], source: string) => {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (!first || !last) return "";
  const start = source.indexOf(first.value);
  const end = source.indexOf(last.value, start) + last.value.length;
  return start >= 0 && end > start ? source.slice(start, end) : tokens.map((t) => t.value).join(" ");
};

/**
 * The product's noun phrase, as written, from the first text that names one: a title's opening noun
 * phrase, unless the title is a clause ("Bakeries throw away unsold bread": a noun then a verb in the
 * present) or names only a period or a price, when the next text (the founder's sentence about their
 * solution) names it instead. Null when none does.
 */
export function readProductPhrase(texts: readonly string[]): string | null {
  for (const raw of texts) {
    const text = raw.replace(/…$/, "");
    const tokens = afterMaking(joinHyphens(readText(text).tokens.filter((t) => t.sentence === 0), text));
    const read = leadingNounPhrase(tokens);
    const { stop } = read;
    // "Parents book swimming lessons…": the people who pay open a clause; what they book is the product.
    const person = read.phrase.findIndex(namesPeople);
    const payer = person >= 0 && read.phrase.slice(0, person).every((t) => t.pos === "ADJ" || t.pos === "NOUN") && isPayerVerb(read.phrase[person + 1]?.normal ?? "");
    const phrase = payer ? read.phrase.slice(person + 2) : read.phrase;
    if (person >= 0 && !payer && person < read.phrase.length - 1 && read.phrase[person]!.normal !== read.phrase[person]!.lemma) continue;
    const clause = stop?.pos === "VERB" && stop.normal === stop.lemma && !isGerund(stop);
    if (namesProduct(phrase) && !clause) return join(phrase, text);
  }
  return null;
}
