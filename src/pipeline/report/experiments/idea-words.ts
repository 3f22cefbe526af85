import { readText } from "../../text/nlp.ts";
import { readProductPhrase } from "../../text/product-phrase.ts";
import { escapeRegExp } from "../../text/match.ts";

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

const HEADLINE_MAX = 70;

/** A first word the founder wrote with a capital mid-sentence ("for Etsy sellers") is a name and keeps it. */
function capitalisedInText(word: string, text: string): boolean {
  return new RegExp(`[a-z,;:]\\s+${escapeRegExp(word)}\\b`).test(text);
}

export function inSentence(phrase: string, description: string): string {
  const first = phrase.split(/\s+/)[0] ?? "";
  if (!/^[A-Z](?:[a-z]|-[a-z])/.test(first) || capitalisedInText(first, description)) return phrase;
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/** "Developer" names one; the customer of a sentence about who pays is plural ("developers"). */
export function pluralCustomer(phrase: string): string {
  // "owner of private land": the head before "of" takes the plural, not the land.
  const of = /^(.+?)(\s+of\s.*)$/.exec(phrase);
  if (of) return `${pluralCustomer(of[1]!)}${of[2]}`;
  const tokens = readText(phrase).tokens;
  const last = tokens[tokens.length - 1];
  if (tokens.length > 4 || !last || last.pos !== "NOUN" || /s$|people$|folk$|staff$|children$|men$/.test(last.normal) || last.lemma !== last.normal) return phrase;
  const many = /[^aeiou]y$/.test(last.value) ? `${last.value.slice(0, -1)}ies` : /(?:ch|sh|x)$/.test(last.value) ? `${last.value}es` : `${last.value}s`;
  return `${phrase.slice(0, phrase.length - last.value.length)}${many}`;
}

export function ideaWords({ title, customer, description, solution, named: givenName }: {
  title: string; customer: string | null; description: string; solution: string | null; named: boolean;
}): IdeaWords {
  const clipped = title.endsWith("…");
  const whole = title.replace(/…$/, "").trim();
  const tokens = readText(whole).tokens;
  const brand = givenName && tokens.length <= 3 && tokens.every((t) => /^[A-Z0-9]/.test(t.value));
  // A title made from a description that opens with something else than the product ("Bakeries throw away…") gives way to the founder's sentence about it.
  const opensWithSolution = !solution || whole.startsWith(solution.replace(/[.!?]$/, "").slice(0, whole.length)) || solution.toLowerCase().includes(whole.toLowerCase().slice(0, 30));
  const first = !solution ? [whole] : givenName || opensWithSolution ? [whole, solution] : [solution, whole];
  // Where neither names it, the founder's other sentences may ("Music teachers lose track… A billing app for them.").
  const phrase = readProductPhrase([...first, ...readText(description).sentences.filter((s) => !first.includes(s))]);
  const bare = phrase ? inSentence(phrase, description).replace(/^(?:a|an|the|our|my)\s+/i, "") : null;
  const product = brand ? whole : bare ? `your ${bare}` : "your product";
  const opening = bare ? bare.charAt(0).toUpperCase() + bare.slice(1) : whole;
  const headline = !clipped && whole.length <= HEADLINE_MAX ? whole : opening;
  return { product, headline, topic: bare, customer: customer ? pluralCustomer(inSentence(customer, description)) : null };
}
