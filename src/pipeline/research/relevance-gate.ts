import type { IdeaProfile } from "../contracts/checkpoints.ts";
import { FUNCTION_WORDS } from "../text/lexicon-cues.ts";
import { learnedBy } from "../text/customer.ts";
import { GENERIC_QUALIFIERS, HANDLING_HEADS, TEACHING_HEADS } from "../text/lexicon-subject.ts";
import { SYNONYM_GROUPS } from "../text/lexicon-synonyms.ts";
import type { TextToken } from "../text/nlp.ts";

/**
 * The idea's vocabulary for measuring whether a page or a sentence is about it: the subject (what
 * the product is, with what it does and where), and the context (the customer and the profile's
 * keywords). A page that never names the subject is another market's page, however many of the
 * context words it uses, and nothing on it is counted.
 */
export interface Topic {
  subject: ReadonlySet<string>;
  /** The subject's head noun ("manager" of "password manager"), which a page about it names. */
  head: string;
  /** The head and its synonyms' stems ("suitcas", "luggag", "carry"): the words for the kind of thing the product is. */
  kinds?: readonly string[];
  /** What a subject that is an activity acts on ("car" of "car sharing"): the goods it handles, not products of its kind. */
  objects?: readonly string[];
  context: ReadonlySet<string>;
}

const STOP = new Set([
  ...FUNCTION_WORDS, "you", "your", "our", "their", "they", "have", "has",
  "all", "any", "can", "not", "but", "app", "tool", "service", "platform", "software", "small", "busy", "new", "local", "people",
  // Words of the deal ("half price", "a listing plan"): every market's pages use them.
  "price", "prices", "pricing", "money", "plan", "plans", "cost", "costs", "fee", "fees", "half",
  // "a Calendly alternative": the product it replaces names the subject, not the word for replacing.
  "alternative", "alternatives",
]);

/**
 * A stem strong enough that "walkers", "walking" and "walk" meet, "invoice" meets "invoices", "logging" meets "logs" and
 * "caring" meets "care", while "care" and "car" stay apart: a short word's final "e" is kept ("care", "cares"), and a short
 * stem an ending took it from gets it back ("caring", "coded", "riders": "care", "code", "ride").
 */
export function topicStem(word: string): string {
  const w = word.toLowerCase().replace(/[^a-z0-9]/g, "");
  // "conversational", "educational": the adjective of a noun in -ion is that noun.
  if (/[a-z]{4}ional$/.test(w)) return w.slice(0, -2);
  for (const suffix of ["ings", "ing", "ers", "er", "ies", "es", "ed", "s", "e"]) {
    if (!w.endsWith(suffix) || w.length - suffix.length < 3) continue;
    if (suffix === "ies") return `${w.slice(0, -3)}y`;
    // "pass", "class": a word's own "ss" is no plural.
    if (suffix === "s" && w.endsWith("ss")) return w;
    const base = w.slice(0, -suffix.length);
    if (base.length > 3) return UNDOUBLED_AFTER.has(suffix) && DOUBLED.test(base) ? base.slice(0, -1) : base;
    // "care", "cares", "games": a short word keeps its "e" ("boxes" is "box": "es" after a hiss is the plural's own).
    if (suffix === "e") return w;
    if (suffix === "es") return /(?:x|ch|sh|s|z)$/.test(base) ? base : `${base}e`;
    // "caring", "coded", "rider": a short stem of consonant, vowel, consonant lost its "e" to the ending ("eating", "boxing", "paying" did not).
    return UNDOUBLED_AFTER.has(suffix) && /^[^aeiou][aeiou][^aeiouwxy]$/.test(base) ? `${base}e` : base;
  }
  return w;
}
/** Endings before which a word's last consonant doubles ("logging", "banned", "shopper"). */
const UNDOUBLED_AFTER = new Set(["ings", "ing", "ers", "er", "ed"]);
/** A stem ending in a doubled consonant an ending doubled ("logg" of "logging"), not one the word has ("call", "pass", "staff", "buzz"). */
const DOUBLED = /([b-df-hj-km-np-rtv])\1$/;

const stemsOf = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1 && !STOP.has(w)).map(topicStem);

/**
 * Each word's synonyms' stems (`text/lexicon-synonyms.ts`), keyed by the word's own stem, over every group it is in. A name of
 * several words ("car park") is no synonym of each of its words: "car" is no "park".
 */
const SYNONYMS = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) {
  const stems = [...new Set(group.filter((member) => !/\s/.test(member.trim())).flatMap(stemsOf))];
  for (const stem of stems) SYNONYMS.set(stem, [...new Set([...(SYNONYMS.get(stem) ?? []), ...stems.filter((other) => other !== stem)])]);
}

/** Words in -ing that name a thing, not an activity on one ("kids clothing", "affordable housing"). */
const THINGS_IN_ING = new Set([
  "clothing", "housing", "building", "bedding", "lighting", "plumbing", "flooring", "roofing", "siding", "ceiling", "wedding",
  "evening", "morning", "pudding", "seasoning", "frosting", "icing", "stuffing", "filling", "topping", "dressing", "packaging", "dumpling",
  "earring", "string", "spring", "wing", "king", "thing", "offspring", "sibling", "awning", "railing", "fitting", "fencing", "tubing", "wiring",
]);

/**
 * Stems every market's pages use, which name no subject by themselves: how a product is made or reached
 * ("online" of "online courses"), and making, which an agent noun stems to ("build" of "course builder").
 * The subject's own head keeps its stem ("maker" of "soda maker"): it is what the pages call the thing.
 */
const NAMES_NO_SUBJECT = new Set([...GENERIC_QUALIFIERS, "make", "take", "build", "create", "get", "do", "have", "run", "use"].map(topicStem));

export function topicOf(profile: IdeaProfile): Topic {
  const reading = profile.reading?.subject;
  const phrase = reading?.phrase ?? profile.keywords[0] ?? profile.category.label;
  const head = stemsOf(phrase).at(-1) ?? "";
  const stems = [...stemsOf(phrase), ...(reading?.terms ?? []).flatMap(stemsOf)];
  const namesNoSubject = (stem: string) => stem !== head && NAMES_NO_SUBJECT.has(stem);
  // A subject named only in such words keeps them: they are all it says.
  const named = stems.some((stem) => !namesNoSubject(stem)) ? stems.filter((stem) => !namesNoSubject(stem)) : stems;
  // "an AI tutor for language learners": what is taught is what the subject is about ("language" of "language learners").
  const taught = TEACHING_STEMS.has(head) ? stemsOf(learnedBy(profile.customer) ?? "") : [];
  // "login sdk": a page about "authentication" is about the subject too.
  const subject = new Set([...named, ...taught, ...[...named, ...taught].flatMap((stem) => SYNONYMS.get(stem) ?? [])]);
  const context = new Set([...stemsOf(profile.customer ?? ""), ...profile.keywords.flatMap(stemsOf)].filter((w) => !subject.has(w)));
  return { subject, head, kinds: [head, ...(SYNONYMS.get(head) ?? [])], objects: objectsOf(phrase), context };
}

/** The nouns before a subject's head in -ing, the things the activity acts on ("scooter" of "e-scooter sharing"); none for another head. */
function objectsOf(phrase: string): string[] {
  const words = phrase.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length < 2 || !/^[a-z]{3,}ing$/.test(words.at(-1)!) || THINGS_IN_ING.has(words.at(-1)!)) return [];
  return words.slice(0, -1).flatMap((word) => word.split("-").filter((part) => part.length > 2)).filter((w) => !STOP.has(w) && !GENERIC_QUALIFIERS.has(w)).map(topicStem);
}

/**
 * The subject word a brand's name is built on ("soda" of "SodaStream" or "Sodastream", "garden" of
 * "AeroGarden"): a capitalised word that starts or ends with a subject word of four letters or more and
 * has four more of its own, or ends in the subject's word in capitals ("cms" of "NetlifyCMS"). Null for any other word.
 */
function brandedSubject(token: TopicWord, subject: ReadonlySet<string>): string | null {
  // "NetlifyCMS": a name that ends in the subject's own capitals.
  const capitals = /^[A-Z][a-z]{3,}([A-Z]{3,})$/.exec(token.value)?.[1]?.toLowerCase();
  if (capitals && subject.has(capitals)) return capitals;
  if (!/^[A-Z][a-z]+(?:[A-Z][a-z]+)?$/.test(token.value) || token.value.length < 8) return null;
  const word = token.value.toLowerCase();
  for (const stem of subject) {
    if (stem.length < 4) continue;
    if ((word.startsWith(stem) && word.length - stem.length >= 4) || (word.endsWith(stem) && word.length - stem.length >= 4)) return stem;
  }
  return null;
}

/** Particles that make a verb of two words the subject writes as one ("back up" of "backup", "log in" of "login", "sign up"). */
const PARTICLES = new Set(["up", "in", "out", "off", "on", "down", "over"]);

/** Heads of a product that teaches, by stem. */
const TEACHING_STEMS = new Set([...TEACHING_HEADS].map((w) => topicStem(w)));

/** Nouns that with a particle make a verb of another sense ("log in", "sign up", "check out", "plug in", "work out"), by stem: no mention of the noun's thing. */
const PHRASAL_VERBS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["log", new Set(["in", "into", "on", "out", "off"])], ["sign", new Set(["in", "into", "on", "up", "out", "off"])],
  ["check", new Set(["in", "out"])], ["plug", new Set(["in"])], ["work", new Set(["out"])],
]);

/** Prefixes a page may write apart from their word ("co-working" of "coworking"). */
const PREFIXES = new Set(["co", "re", "pre", "non"]);

/** The subject's stem two words make when written as one ("backup" of "back up", "coworking" of "co-working"), or null. */
function compoundOfTheSubject(word: TopicWord, next: TopicWord | undefined, subject: ReadonlySet<string>): string | null {
  if (!next || !(PARTICLES.has(next.normal) || PREFIXES.has(word.normal)) || word.normal.length < 2) return null;
  const stem = topicStem(`${word.normal}${next.normal}`);
  return stem.length >= 5 && subject.has(stem) ? stem : null;
}

/** A word as the topic counts it: as written (a brand's capitals) and in lower case; a parsed token is one. */
type TopicWord = Pick<TextToken, "value" | "normal">;

/** A plain text's words, for counting topic hits where no parse is at hand (no need to parse a text only to count its words). */
export function topicWords(text: string): TopicWord[] {
  // "more budget-friendly compared to restaurant meals": a word made into an adjective of something else names no budget.
  const words = text.replace(ADJECTIVE_COMPOUND, " ");
  return (words.match(/[A-Za-z0-9]+/g) ?? []).filter((w) => w.length > 1).map((value) => ({ value, normal: value.toLowerCase() }));
}

/**
 * The first word of a compound adjective that says what something suits or resembles ("budget-friendly", "pocket-sized",
 * "Uber-like"): what it describes is another thing. ("Authentication-related flows" are of authentication, and stay.)
 */
const ADJECTIVE_COMPOUND = /\b[A-Za-z0-9]+-(?=(?:friendly|style|like|sized|proof)\b)/gi;

/** How many of the subject's and the context's words a run of words uses. */
export function topicHits({ tokens, topic }: { tokens: readonly TopicWord[]; topic: Topic }): { subject: number; context: number; head: number } {
  let subject = 0;
  let context = 0;
  let head = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    // "back up" is the "backup" a photo backup's pages write as a verb, "log in" a login's, "co-working" a coworking's: two words that make one of the subject's.
    const joined = compoundOfTheSubject(token, tokens[i + 1], topic.subject);
    if (joined) {
      subject += 1;
      if (joined === topic.head) head += 1;
      i += 1;
      continue;
    }
    // "not" is no "note" however the two are stemmed: a function word never names a topic.
    if (STOP.has(token.normal)) continue;
    const plain = topicStem(token.normal);
    // "if only 100 log in any given month": a verb of two words that is no compound of the subject's says nothing of logs.
    if (PHRASAL_VERBS.get(plain)?.has(tokens[i + 1]?.normal ?? "")) continue;
    // "Identity and Access Management", for log management: a word that only says a thing is handled names the subject after the subject's thing only.
    if (HANDLING_HEADS.has(token.normal) && !topic.subject.has(topicStem(tokens[i - 1]?.normal ?? ""))) continue;
    const stem = brandedSubject(token, topic.subject) ?? plain;
    if (topic.subject.has(stem)) subject += 1;
    else if (topic.context.has(stem)) context += 1;
    if (stem === topic.head) head += 1;
  }
  return { subject, context, head };
}

/** Whether a name is made only of the subject's own words ("Ghost Kitchens" for ghost kitchens): the market, not a product in it. */
export const namesOnlyTheSubject = (name: string, topic: Topic): boolean => {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.length > 0 && words.every((word) => topic.subject.has(topicStem(word)));
};

/** Words of a page past which its title's word must come back in its text for the title to say what it is about. */
const LONG_PAGE_WORDS = 150;

/**
 * A page is about the subject when its title names the subject's head, or its text does more than in
 * passing. A long page whose text never uses the title's subject word again used it for something else
 * ("After two more companies change course, what's the future of ghost kitchens?" for online courses).
 * `tokens` are the whole page's, its title's among them.
 */
export function pageIsOnTopic({ title, tokens, topic }: { title: readonly TextToken[]; tokens: readonly TextToken[]; topic: Topic }): boolean {
  const inTitle = topicHits({ tokens: title, topic });
  const inText = topicHits({ tokens, topic });
  const titleBorneOut = tokens.length < LONG_PAGE_WORDS || inText.head > inTitle.head || inText.subject > inTitle.subject + 1;
  return (inTitle.head > 0 && titleBorneOut) || (inTitle.subject > 0 && inText.subject >= 2 && titleBorneOut) || inText.head >= 2 || inText.subject >= 3 || (inText.subject >= 2 && inText.context >= 5);
}
