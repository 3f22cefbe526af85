import { readText, type TextToken } from "../../text/nlp.ts";

/**
 * The product and the customer as phrases a sentence can carry, read once from the profile: the
 * product as a noun phrase ("your camera feeder", or its name: "Paydar"), never a title cut with
 * "…"; the customer plural and in lower case mid-sentence unless the founder capitalised it.
 */
export interface IdeaWords {
  /** Mid-sentence: "your CLI and GitHub app", "Paydar". */
  product: string;
  /** A page headline: the whole title when it fits, else the product's noun phrase. */
  headline: string;
  /** The product's noun phrase without "your" ("camera feeder"), for questions about what people use today. */
  topic: string | null;
  /** Null when the founder named none. */
  customer: string | null;
}

/** Words that may open the product's noun phrase: determiners, adjectives, nouns, numbers and the "and" between them. */
const PHRASE_TAGS = new Set(["DET", "ADJ", "NOUN", "PROPN", "NUM", "CCONJ", "SYM", "PUNCT"]);
const HEADLINE_MAX = 70;

const RELATIVE = new Set(["that", "which", "who", "whose", "where", "whom"]);
const isGerund = (t: TextToken | undefined) => t?.pos === "VERB" && /ing$/.test(t.normal);

/**
 * The noun phrase that opens the title, up to the first verb, preposition or relative word; a word in
 * -ing belongs to it before a noun ("meeting notes") or before the preposition that ends it ("invoice chasing for").
 */
function leadingNounPhrase(tokens: readonly TextToken[]): TextToken[] {
  const phrase: TextToken[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    const gerund = isGerund(token) && (next === undefined || ["NOUN", "PROPN", "ADP", "PUNCT"].includes(next.pos));
    if ((!PHRASE_TAGS.has(token.pos) && !gerund) || RELATIVE.has(token.normal) || token.value === "," || token.value === "…") break;
    phrase.push(token);
  }
  // A participle closing the phrase describes how it is made ("coffee roasted on the Moon"): the noun before it names it.
  const trailing = (t: TextToken) => ["CCONJ", "PUNCT", "DET", "SYM"].includes(t.pos) || (phrase.length > 1 && t.pos === "ADJ" && /ed$/.test(t.normal));
  while (phrase.length > 0 && trailing(phrase[phrase.length - 1]!)) phrase.pop();
  return phrase;
}

const join = (tokens: readonly TextToken[], source: string) => {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (!first || !last) return "";
  const start = source.indexOf(first.value);
  const end = source.indexOf(last.value, start) + last.value.length;
  return start >= 0 && end > start ? source.slice(start, end) : tokens.map((t) => t.value).join(" ");
};

/** A first word the founder wrote with a capital mid-sentence ("for Etsy sellers") is a name and keeps it. */
function capitalisedInText(word: string, text: string): boolean {
  return new RegExp(`[a-z,;:]\\s+${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(text);
}

export function inSentence(phrase: string, description: string): string {
  const first = phrase.split(/\s+/)[0] ?? "";
  if (!/^[A-Z][a-z]/.test(first) || capitalisedInText(first, description)) return phrase;
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/** "Developer" names one; the customer of a sentence about who pays is plural ("developers"). */
export function pluralCustomer(phrase: string): string {
  const tokens = readText(phrase).tokens;
  const last = tokens[tokens.length - 1];
  if (tokens.length > 4 || !last || last.pos !== "NOUN" || /s$/.test(last.normal) || last.lemma !== last.normal) return phrase;
  const many = /[^aeiou]y$/.test(last.value) ? `${last.value.slice(0, -1)}ies` : /(?:ch|sh|x)$/.test(last.value) ? `${last.value}es` : `${last.value}s`;
  return `${phrase.slice(0, phrase.length - last.value.length)}${many}`;
}

/**
 * The noun phrase that names the product: the title's opening one, unless the title is a clause
 * ("Bakeries throw away unsold bread": a noun then a verb in the present), when the founder's
 * sentence about their solution names it instead.
 */
function productPhrase(texts: readonly string[]): string | null {
  for (const text of texts) {
    const tokens = readText(text.replace(/…$/, "")).tokens;
    const phrase = leadingNounPhrase(tokens.filter((t) => t.sentence === 0));
    const next = tokens[phrase.length];
    const clause = next?.pos === "VERB" && next.normal === next.lemma;
    if (phrase.length > 0 && !clause) return join(phrase, text);
  }
  return null;
}

export function ideaWords({ title, customer, description, solution, named: givenName }: {
  title: string; customer: string | null; description: string; solution: string | null; named: boolean;
}): IdeaWords {
  const clipped = title.endsWith("…");
  const whole = title.replace(/…$/, "").trim();
  const tokens = readText(whole).tokens;
  const brand = givenName && tokens.length <= 3 && tokens.every((t) => /^[A-Z0-9]/.test(t.value));
  const phrase = productPhrase(solution ? [whole, solution] : [whole]);
  const bare = phrase ? inSentence(phrase, description).replace(/^(?:a|an|the|our|my)\s+/i, "") : null;
  const product = brand ? whole : bare ? `your ${bare}` : "your product";
  const opening = bare ? bare.charAt(0).toUpperCase() + bare.slice(1) : whole;
  const headline = !clipped && whole.length <= HEADLINE_MAX ? whole : opening;
  return { product, headline, topic: bare, customer: customer ? pluralCustomer(inSentence(customer, description)) : null };
}
