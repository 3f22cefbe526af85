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
import { ACTION_NOUNS } from "./lexicon-subject.ts";
import { readText, type TextToken } from "./nlp.ts";
import { contentHead, readSubject, stem, type SubjectReading } from "./subject.ts";
import { clauseAround, clip, countTerms } from "./phrases.ts";
import { type RedFlagId, BUSINESS_MODELS, type BusinessModel } from "../contracts/vocabulary.ts";
import { wordTable } from "../../shared/word-table.ts";


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

function pickBusinessModel(text: string): { model: BusinessModel | null; cues: string[] } {
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
  const alternates = [...new Set([fromText.phrase, ...fromText.alternates])].filter((a) => a !== fromTitle.phrase).slice(0, 2);
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
  return read && read.phrase.includes(" ") ? read : null;
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

/** Words of four letters or more after a line's first word: in Title Case every one is capitalised. */
const LONG_WORDS = /(?<=\s)[A-Za-z][A-Za-z’'-]{3,}/g;

/** A site's name with its domain ("LyvaTeach.org", "sunny4money.co.uk"), which the tagger splits at each dot. */
const SITE_NAME = /\b([A-Za-z][\w-]*[A-Za-z0-9])\.(?:com|org|net|io|ai|app|co|dev|so|me|xyz)(?:\.[a-z]{2})?\b/g;

/**
 * The text as the tagger should read it. In a line written in Title Case ("An Interconnected Set of
 * Solar Powered Watering Devices…") capitals mark no names, and the tagger would read every
 * capitalised word as one: such a line is lower-cased after its first word, but for words spelled as
 * names ("iPhone", "GPS"). A site's name is read without its domain, as one name.
 */
function forTagging(text: string): string {
  return text.split("\n").map((line) => {
    const long = line.match(LONG_WORDS) ?? [];
    const titleCase = long.length >= 3 && long.every((w) => /^[A-Z][a-z]/.test(w)) && !/[.!?]\s+[A-Z]/.test(line.trim().replace(/[.!?]$/, ""));
    return titleCase ? line.replace(/(?<=\s)[A-Z][a-z’'-]*(?=[\s,.:;!?)]|$)/g, (w) => w.toLowerCase()) : line;
  }).join("\n").replace(SITE_NAME, "$1");
}

/** The tags of the text as read for tagging, with each word as the founder wrote it ("Etsy Sellers", not "etsy sellers"). */
function asWrittenWith(tagged: readonly TextToken[], written: readonly TextToken[]): TextToken[] {
  const same = tagged.length === written.length && tagged.every((t, i) => t.value.toLowerCase() === written[i]!.value.toLowerCase());
  return same ? tagged.map((t, i) => ({ ...t, value: written[i]!.value })) : [...tagged];
}

/**
 * Verbs the tagger reads as plural nouns: a verb in -s right after "which" or "that" before what it
 * acts on ("a free app which tracks your carbon footprint", "a website which links paid and volunteer
 * tutors"), or right after the product's name opening a sentence ("Trialguard tracks your trials",
 * "RentNudge automatically texts tenants").
 */
/** Verbs a product does that the tagger takes for plural nouns after its name ("texts", "sends", "finds"). */
const PRODUCT_VERBS = new Set(["text", "send", "help", "let", "find", "connect", "turn", "show", "give", "make", "keep", "tell", "email", "call", "pay", "book", "alert", "notify", "list", "post", "build", "write", "read", "learn", "save", "sync", "cancel", "settle"]);

function misreadVerbs(tokens: readonly TextToken[]): TextToken[] {
  return tokens.map((t, i) => {
    if (t.pos !== "NOUN" || !/[^s]s$/.test(t.normal)) return t;
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    const same = (other: TextToken | undefined) => other !== undefined && other.sentence === t.sentence;
    const relative = same(before) && ["which", "that"].includes(before!.normal);
    const object = same(after) && ["DET", "PRON", "ADJ", "NOUN", "PROPN", "NUM", "VERB"].includes(after!.pos) && !["is", "are", "was", "were"].includes(after!.normal);
    // Not where it took a later word for the verb ("that answers phone calls", "calls" read as the verb): the compound is its own reading.
    const verbLater = after?.pos === "NOUN" && tokens[i + 2]?.pos === "VERB" && /[^s]s$/.test(tokens[i + 2]!.normal);
    if (relative && object && !verbLater) return { ...t, pos: "VERB" };
    // The name opening its sentence, with an adverb of how between or not; then what it acts on, as "your trials" or "tenants".
    const adverb = same(before) && before!.pos === "ADV" && /ly$/.test(before!.normal);
    const nameAt = adverb ? i - 2 : i - 1;
    const name = tokens[nameAt];
    const opensWithName = same(name) && name!.pos === "PROPN" && /^[A-Z]/.test(name!.value) && (nameAt === 0 || tokens[nameAt - 1]!.sentence !== t.sentence);
    // ("Greenhouse kits that let colonists…": a relative after it opens a clause of the noun's own.)
    // "SplitEasy tracks shared expenses": or what describes it.
    const describing = same(after) && (after!.pos === "ADJ" || (after!.pos === "VERB" && /ed$/.test(after!.normal))) && tokens[i + 2]?.pos === "NOUN";
    const actedOn = same(after) && ((["DET", "PRON"].includes(after!.pos) && !["that", "which", "who"].includes(after!.normal)) || describing || (adverb && after!.pos === "NOUN"));
    // Only a word that is a verb ("tracks", "texts"), not a compound's plural ("Wedding planners chase…").
    const verb = ACTION_NOUNS[t.lemma.toLowerCase()] !== undefined || PRODUCT_VERBS.has(t.lemma.toLowerCase());
    return opensWithName && actedOn && verb ? { ...t, pos: "VERB" } : t;
  });
}

export function analyzeDescription(description: string, { title }: { title?: string | null } = {}): DescriptionAnalysis {
  // "Show HN: …", "Launch HN: …": a forum's label before the founder's own words is none of them.
  const text = description.trim().replace(/^(?:Show|Ask|Launch|Tell) HN\s*:\s*/i, "");
  const { sentences, tokens: asWritten, sentenceSentiments } = readText(text);
  // A line in Title Case is tagged as if written in sentence case, a site's name as one word; its sentences are quoted as written.
  const tagging = forTagging(text);
  const tokens = misreadVerbs(tagging === text ? asWritten : asWrittenWith(readText(tagging).tokens, asWritten));
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
  const solutionSentence = sentences.find((s) => findTerms({ text: s, terms: SOLUTION_TERMS }).length > 0) ?? productActs(sentences, tokens);
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
    subject: withTitle(titleSubject({ title, customer: customer?.phrase ?? null, customers: customers.map((c) => c.phrase) }), readSubject({
      tokens, customer: customer?.phrase ?? null, customers: customers.map((c) => c.phrase),
      productSentence: solutionSentence ? sentences.indexOf(solutionSentence) : null,
    })),
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
