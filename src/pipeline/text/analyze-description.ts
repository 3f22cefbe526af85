import { MAX_KEYWORDS, MIN_KEYWORDS } from "../contracts/vocabulary.ts";
import { findCustomers, type CustomerMention } from "./customer.ts";
import { extractKeywords } from "./keywords.ts";
import { CATEGORIES, GENERAL_CATEGORY, type CategoryDefinition } from "./lexicon-categories.ts";
import {
  DIFFERENTIATION_TERMS, GEOGRAPHY_TERMS, INTENSITY_TERMS, MONETISATION_TERMS, PAIN_TERMS, PRICE_TERMS,
  PROBLEM_TERMS, QUANTIFIED_TERMS, SOLUTION_TERMS, TIMING_TERMS, VALIDATION_TERMS,
} from "./lexicon-cues.ts";
import { RED_FLAGS } from "./lexicon-flags.ts";
import { BUSINESS_MODEL_TERMS } from "./lexicon-models.ts";
import { findTerms } from "./match.ts";
import { taggedDescription } from "./description-tagging.ts";
import { readText, type TextToken } from "./nlp.ts";
import { contentHead, readSubject, stem, type SubjectReading } from "./subject.ts";
import { revisedSubject } from "./subject-revisions.ts";
import { GENERIC_QUALIFIERS, KIND_NOUNS, TIME_WORDS } from "./lexicon-subject.ts";
import { singularOf } from "./word-forms.ts";
import { clauseAround, clip, countTerms } from "./phrases.ts";
import { type RedFlagId, BUSINESS_MODELS, type BusinessModel } from "../contracts/vocabulary.ts";
import { wordTable } from "../../shared/word-table.ts";

/** "Perfect for single-user setups with support for multiple devices.": a sentence saying whom the product suits names no product, whatever words of one it holds. */
const SAYS_WHOM_IT_SUITS = /^(?:perfect|great|ideal|good|best|suitable|useful|handy|excellent)\s+(?:for|if)\b/i;

export type SentimentLabel = "negative" | "neutral" | "positive";

export interface DescriptionAnalysis {
  sentences: string[];
  wordCount: number;
  keywords: string[];
  /** What the product is, read once from the opening sentence: every search names it. */
  subject: SubjectReading | null;
  category: CategoryDefinition;
  customers: CustomerMention[];
  customer: CustomerMention | null;
  businessModel: BusinessModel | null;
  painPhrases: string[];
  intensityTerms: string[];
  problemSentence: string | null;
  solutionSentence: string | null;
  pitch: string;
  geography: string | null;
  /** The geography exactly as written, for quoting. */
  geographyText: string | null;
  targetMarket: string | null;
  sentiment: { score: number; label: SentimentLabel };
  cues: {
    problem: string[];
    timing: string[];
    differentiation: string[];
    validation: string[];
    monetisation: string[];
    price: string[];
    quantified: string[];
    businessModel: string[];
  };
  redFlags: { id: RedFlagId; label: string; matches: string[] }[];
  /** 0-10: how much concrete detail the description gives, whatever the idea's merit. */
  specificity: number;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const GEO_ALIASES: Readonly<Record<string, string>> = wordTable({
  US: "the United States", USA: "the United States", "U.S.": "the United States", "United States": "the United States",
  UK: "the United Kingdom", "United Kingdom": "the United Kingdom", EU: "the European Union", Nordics: "the Nordics",
});

function pickCategory(text: string): CategoryDefinition {
  let best = GENERAL_CATEGORY;
  let bestCount = 0;
  for (const category of CATEGORIES) {
    const count = countTerms({ text, terms: category.terms });
    if (count > bestCount) {
      best = category;
      bestCount = count;
    }
  }
  return best;
}

/**
 * A way of charging the description rules out ("with no subscription: pay $249 once", "without monthly fees", "subscription-free"):
 * the negation and what it denies, which name no model the founder chose.
 */
const DENIED = /\b(?<!\bwhy\s)(?:no|without|never|not|zero)\s+(?:(?:a|an|any|the|more|ongoing|hidden|extra|monthly|recurring|annual|yearly)\s+){0,2}[\w'-]+(?:\s+fees?)?|\b[\w-]+-free\b/gi;

function pickBusinessModel(description: string): { model: BusinessModel | null; cues: string[] } {
  const text = description.replace(DENIED, " ");
  let model: BusinessModel | null = null;
  let bestCount = 0;
  for (const candidate of BUSINESS_MODELS) {
    const count = countTerms({ text, terms: BUSINESS_MODEL_TERMS[candidate] });
    if (count > bestCount) {
      model = candidate;
      bestCount = count;
    }
  }
  return { model, cues: model ? findTerms({ text, terms: BUSINESS_MODEL_TERMS[model] }) : [] };
}

// Geography is matched case-sensitively: "US" is a country, "us" is a pronoun.
function findGeography(text: string): { name: string; text: string } | null {
  let found: { name: string; at: number } | null = null;
  for (const name of GEOGRAPHY_TERMS) {
    const escaped = name.replace(/[.]/g, "\\.");
    const match = new RegExp(`(?<![\\w.])${escaped}(?![\\w])`).exec(text);
    if (match && (!found || match.index < found.at || (match.index === found.at && name.length > found.name.length))) {
      found = { name, at: match.index };
    }
  }
  return found ? { name: GEO_ALIASES[found.name] ?? found.name, text: found.name } : null;
}

function bestSentence({ sentences, score }: { sentences: string[]; score: (s: string) => number }): string | null {
  let best: string | null = null;
  let bestScore = 0;
  for (const sentence of sentences) {
    const value = score(sentence);
    if (value > bestScore) {
      best = sentence;
      bestScore = value;
    }
  }
  return best;
}

/** The title's subject leads; the description still lends its alternates, problem and place. */
function withTitle(fromTitle: SubjectReading | null, fromText: SubjectReading | null): SubjectReading | null {
  if (!fromTitle) return fromText;
  if (!fromText) return fromTitle;
  // The place the title says the subject is used in ("coworking spaces") leads them.
  const alternates = [...new Set([...(fromTitle.place ? [fromTitle.place] : []), fromText.phrase, ...fromText.alternates])].filter((a) => a !== fromTitle.phrase).slice(0, 2);
  return {
    ...fromTitle, alternates, problem: fromText.problem, setting: fromTitle.setting ?? fromText.setting,
    terms: [...new Set([...fromTitle.terms, ...alternates.map((a) => stem(contentHead(a)))])],
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Everything the text analyst knows about an idea, read from the founder's own words only. */
/**
 * The subject as the founder's own title names it ("Tenant checks for landlords"), when they gave a
 * title of a few common words; a brand ("Paydar") names no subject a search can use.
 */
function titleSubject({ title, customer, customers }: { title: string | null | undefined; customer: string | null; customers: readonly string[] }): SubjectReading | null {
  const tokens = title ? readText(title).tokens.filter((t) => t.sentence === 0) : [];
  const words = tokens.filter((t) => /^[a-z]/i.test(t.value));
  if (words.length < 2 || !words.some((t) => t.pos === "NOUN" && /^[a-z]/.test(t.value))) return null;
  const read = readSubject({ tokens, customer, customers, productSentence: null });
  if (!read || !read.phrase.includes(" ") || namesOnlyAKindOfProduct(read.phrase)) return null;
  const place = placeOfUse(tokens, read.phrase);
  if (!place) return read;
  // "Day passes at independent coworking spaces": the passes are coworking ones, and "coworking spaces" is their market's other name.
  const phrase = `${place.qualifier} ${read.phrase}`;
  return { ...read, phrase, named: phrase, place: place.phrase, alternates: [place.phrase, ...read.alternates.filter((a) => a !== place.phrase)], terms: [...new Set([...read.terms, ...place.phrase.split(" ").map(stem)])] };
}

/** "Local marketplace" (of "Local marketplace for used furniture"): a kind of product and what it is like name no subject; the description's reading does. */
function namesOnlyAKindOfProduct(phrase: string): boolean {
  const words = readText(phrase.toLowerCase()).tokens;
  return words.length > 1 && KIND_NOUNS.has(words.at(-1)!.normal) && words.slice(0, -1).every((t) => t.pos === "ADJ" || GENERIC_QUALIFIERS.has(t.normal));
}

/**
 * Where a title says its subject is used ("Day passes at independent coworking spaces", "Parking spots at airports"): the place's noun
 * phrase after "at" or "in", its adjectives dropped ("coworking spaces"), and the word that qualifies the subject by it ("coworking", or
 * the place itself: "airport" of "at airports"). Null for a time, a number, someone's place or a single place ("in 24 hours", "in your
 * pocket", "at home", "in Austin").
 */
function placeOfUse(tokens: readonly TextToken[], phrase: string): { phrase: string; qualifier: string } | null {
  const last = phrase.split(" ").at(-1)!;
  const end = tokens.findIndex((t) => t.normal === last);
  if (end < 0 || !["at", "in"].includes(tokens[end + 1]?.normal ?? "")) return null;
  const words: string[] = [];
  let next = end + 2;
  for (; next < tokens.length; next += 1) {
    const token = tokens[next]!;
    if (token.pos === "ADJ" && words.length === 0) continue;
    if (token.pos !== "NOUN" && !(token.pos === "VERB" && /ing$/.test(token.normal))) break;
    words.push(token.normal);
  }
  const head = words.at(-1);
  // "at home", "in Austin": an idiom or a town is where the founder is, no kind of place the product is used in.
  if (!head || words.length > 3 || TIME_WORDS.has(head) || /ing$/.test(head) || (words.length === 1 && singularOf(head) === head)) return null;
  return { phrase: words.join(" "), qualifier: words.length > 1 ? words.slice(0, -1).join(" ") : singularOf(head) };
}

/** Words for who makes a product, not what it is. */
const ORGANISATIONS = new Set(["enterprise", "company", "business", "startup", "start-up", "organization", "organisation", "nonprofit", "non-profit", "charity", "firm", "agency", "studio", "team", "cooperative", "collective", "foundation"]);

/**
 * "Uget is a download manager written with GTK+. It supports pause and resume…", "TDM is a … download manager… Designed for
 * efficiency…, TDM provides a powerful solution…": an opening that says what the product's name is has said the product.
 */
function opensByNamingIt(tokens: readonly TextToken[]): boolean {
  const opening = tokens.filter((t) => t.sentence === 0);
  const nameEnds = opening.findIndex((t) => t.pos !== "PROPN");
  if (nameEnds <= 0 || opening[nameEnds]?.lemma !== "be" || !["a", "an"].includes(opening[nameEnds + 1]?.normal ?? "")) return false;
  // "Kenusa is a social enterprise that hopes to expand renal care…": an organisation is who makes it; what it does is said later.
  const head = opening.slice(nameEnds + 2).find((t, i, rest) => t.pos === "NOUN" && rest[i + 1]?.pos !== "NOUN" && rest[i + 1]?.value !== "-");
  return head !== undefined && !ORGANISATIONS.has(head.normal);
}

/**
 * "Hiring is slow for small restaurants. ShiftMatch finds vetted line cooks…": after the opening, a sentence
 * that opens with a name (or "It") and its verb says what the founder's product does. Null when none does.
 */
function productActs(sentences: readonly string[], tokens: readonly TextToken[]): string | null {
  const acting = sentences.findIndex((_, n) => {
    if (n === 0) return false;
    const [name, verb] = tokens.filter((t) => t.sentence === n);
    // "It connects eateries … to food shelters": the product spoken of as "it" acts too.
    return (name?.value === "It" || (name?.pos === "PROPN" && /^[A-Z]/.test(name.value))) && verb?.pos === "VERB" && /[^s]s$/.test(verb.normal);
  });
  return acting > 0 ? sentences[acting]! : null;
}

export function analyzeDescription(description: string, { title }: { title?: string | null } = {}): DescriptionAnalysis {
  // "Show HN: …", "Launch HN: …": a forum's label before the founder's own words is none of them.
  const text = description.trim().replace(/^(?:Show|Ask|Launch|Tell) HN\s*:\s*/i, "");
  const { sentences, tokens: asWritten, sentenceSentiments } = readText(text);
  // Its sentences are quoted as written; its words are read past the tagger's slips on founders' text.
  const tokens = taggedDescription(text, asWritten);
  const wordCount = tokens.filter((t) => /\w/.test(t.value)).length;
  const category = pickCategory(text);

  const keywords = extractKeywords({ tokens, limit: MAX_KEYWORDS });
  for (const seed of category.seedKeywords) {
    if (keywords.length >= MIN_KEYWORDS) break;
    if (!keywords.includes(seed)) keywords.push(seed);
  }

  const customers = findCustomers(tokens);
  const customer = customers[0] ?? null;
  const { model: businessModel, cues: businessModelCues } = pickBusinessModel(text);
  const painPhrases: string[] = [];
  for (const sentence of sentences) {
    const phrase = clauseAround({ sentence, terms: PAIN_TERMS });
    if (phrase && !painPhrases.includes(phrase) && painPhrases.length < 5) painPhrases.push(phrase);
  }

  const problemSentence = bestSentence({
    sentences,
    score: (s) => countTerms({ text: s, terms: PROBLEM_TERMS }) + countTerms({ text: s, terms: PAIN_TERMS }),
  });
  const namesASolution = (sentence: string) => findTerms({ text: sentence, terms: SOLUTION_TERMS }).length > 0;
  // An opening that says what the product's name is stands for the product whatever a later sentence offers.
  const solutionSentence = opensByNamingIt(tokens)
    ? (namesASolution(sentences[0]!) ? sentences[0]! : null)
    : sentences.find((s) => !SAYS_WHOM_IT_SUITS.test(s) && namesASolution(s)) ?? productActs(sentences, tokens);
  const geo = findGeography(text);
  const geography = geo?.name ?? null;
  // A marketplace serves two sides; naming only the first would misstate who the market is.
  const sides = businessModel === "marketplace" ? customers.filter((c) => c.specific && c.triggered).slice(0, 2) : [];
  const customerPhrase = sides.length === 2 ? sides.map((c) => c.phrase).join(" and ") : customer?.phrase;
  const namedCustomer = customerPhrase && (customer?.specific || geography) ? capitalise(customerPhrase) : null;
  const targetMarket = namedCustomer && geography ? `${namedCustomer} in ${geography}` : namedCustomer;

  const meanSentiment = sentenceSentiments.length
    ? sentenceSentiments.reduce((sum, value) => sum + value, 0) / sentenceSentiments.length
    : 0;
  const sentimentScore = round(meanSentiment, 2);
  const sentimentLabel: SentimentLabel = sentimentScore < -0.05 ? "negative" : sentimentScore > 0.05 ? "positive" : "neutral";

  const cues = {
    problem: findTerms({ text, terms: PROBLEM_TERMS }),
    timing: findTerms({ text, terms: TIMING_TERMS }),
    differentiation: findTerms({ text, terms: DIFFERENTIATION_TERMS }),
    validation: findTerms({ text, terms: VALIDATION_TERMS }),
    monetisation: findTerms({ text, terms: MONETISATION_TERMS }),
    price: findTerms({ text, terms: PRICE_TERMS }),
    quantified: findTerms({ text, terms: QUANTIFIED_TERMS }),
    businessModel: businessModelCues,
  };
  const redFlags = RED_FLAGS.map((flag) => ({ id: flag.id, label: flag.label, matches: findTerms({ text, terms: flag.terms }) }))
    .filter((flag) => flag.matches.length > 0 || (flag.id === "marketplace-cold-start" && businessModel === "marketplace"));

  const specificity =
    (customer?.specific ? 2 : customer ? 0.5 : 0) +
    (problemSentence ? 2 : 0) +
    (solutionSentence ? 1.5 : 0) +
    (cues.monetisation.length || businessModel ? 1.5 : 0) +
    (cues.quantified.length ? 1.5 : 0) +
    (geography ? 0.5 : 0) +
    (wordCount >= 40 ? 1 : wordCount >= 15 ? 0.5 : 0);

  return {
    sentences,
    wordCount,
    keywords,
    subject: revisedSubject({ title, description, read: withTitle(titleSubject({ title, customer: customer?.phrase ?? null, customers: customers.map((c) => c.phrase) }), readSubject({
      tokens, customer: customer?.phrase ?? null, customers: customers.map((c) => c.phrase),
      productSentence: solutionSentence ? sentences.indexOf(solutionSentence) : null,
    })) }),
    category,
    customers,
    customer,
    businessModel,
    painPhrases,
    intensityTerms: findTerms({ text, terms: INTENSITY_TERMS }),
    problemSentence,
    solutionSentence,
    pitch: clip({ text: solutionSentence ?? sentences[0] ?? text, max: 160 }),
    geography,
    geographyText: geo?.text ?? null,
    targetMarket,
    sentiment: { score: sentimentScore, label: sentimentLabel },
    cues,
    redFlags,
    specificity: round(Math.min(10, specificity), 1),
  };
}
