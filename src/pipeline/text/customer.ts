import type { TextToken } from "./nlp.ts";
import { AGENT_SUFFIX, CUSTOMER_TRIGGERS, NOT_PEOPLE, personaOf, type CustomerSegment } from "./lexicon-personas.ts";
import { GENERIC_CUSTOMER_TERMS, RELATIVE_PRONOUNS } from "./lexicon-cues.ts";
import { IDEA_WORDS, INTENT, MADE_VERBS, OFFERINGS, TIME_WORDS, tradeOf, VENTURE_NOUNS } from "./lexicon-subject.ts";

export interface CustomerMention {
  phrase: string;
  segment: CustomerSegment;
  /** False for "people", "users" and the like: a customer is named, but not who exactly. */
  specific: boolean;
  /** Introduced by "for", "helps", "connects"… which is how founders usually name a customer. */
  triggered: boolean;
  index: number;
  sentence: number;
}

const PHRASE_PARTS = new Set(["ADJ", "NOUN", "PROPN", "NUM"]);
const MAX_PHRASE_WORDS = 4;
/** Participles that describe people ("working parents") rather than an activity ("managing teams"). */
const PARTICIPLE_MODIFIERS = new Set([
  "working", "aspiring", "growing", "existing", "practicing", "practising", "struggling", "budding", "expecting",
  "traveling", "travelling", "retired", "busy", "self-employed", "independent", "remote", "living",
]);

function personaSegment(token: TextToken, first = false): CustomerSegment | null {
  const known = personaOf(token.normal, token.lemma);
  if (known) return known;
  // A noun capitalised only because it opens the sentence is tagged a name ("Landlords let…").
  const noun = token.pos === "NOUN" || (first && token.pos === "PROPN");
  // "pre-orders" is orders: a hyphenated word is the kind of thing its last part is.
  if (noun && AGENT_SUFFIX.test(token.normal) && !NOT_PEOPLE.has(token.normal) && !NOT_PEOPLE.has(token.normal.split("-").at(-1)!)) return "professionals";
  return null;
}

/** Adjectives that name people after "the" ("the elderly", "the blind"). */
const PEOPLE_ADJECTIVES = new Set(["elderly", "blind", "deaf", "disabled", "homeless", "unemployed", "poor", "sick", "bereaved"]);

/** A word naming people ("parents", "landlords"), for readers that must keep people out of a product's name. */
export const namesPeople = (token: TextToken): boolean => personaSegment(token, true) !== null && !GENERIC_CUSTOMER_TERMS.includes(token.normal);
/** "book", "pay", "buy": what a person before it does as the payer. */
export const isPayerVerb = (word: string): boolean => PAYER_VERBS.has(word.toLowerCase());

/** People who do not pay for themselves: their parents do ("a coding club for children"). */
const DEPENDANTS = new Set(["child", "children", "kid", "kids", "toddler", "toddlers", "baby", "babies", "infant", "infants", "pupil", "pupils", "teen", "teens", "teenager", "teenagers", "newborn", "newborns"]);
/** Learners whose parents pay when the description names the parents ("GCSE students whose parents worry"). */
const LEARNERS = new Set(["student", "students", "learner", "learners"]);
const PARENTS = new Set(["parent", "parents", "mum", "mums", "mom", "moms", "dad", "dads"]);
/** Verbs that make the person before them the one who pays or books ("parents book", "owners pay"). */
const PAYER_VERBS = new Set(["pay", "pays", "book", "books", "buy", "buys", "subscribe", "subscribes", "hire", "hires", "order", "orders", "rent", "rents", "purchase", "purchases", "sign", "signs"]);
const AUXILIARIES = new Set(["will", "would", "can", "could", "already", "happily", "gladly", "then", "just", "often", "usually"]);
/** Words that introduce who provides the product, not who buys it ("done by a qualified accountant", "visits by vets", "craft beers from small breweries"). */
const PROVIDER_WORDS = new Set(["by", "from"]);
/** Words that make a person-like noun a machine ("AI coach", "virtual receptionist", "robo-advisor"). */
const MACHINE_MADE = new Set(["ai", "ai-powered", "virtual", "robo", "robot"]);
/** Words before "a"/"an" and a person that say who the founder is ("I'm a nurse", "As a teacher"). */
const FOUNDER_SELF = new Set(["i'm", "am", "as", "i've", "been"]);
/** Verbs of opening a business ("open", "started", "launching"), and of running one the founder has ("run", "own"). */
const OPENING_VERBS = /^(?:open|opens|opening|opened|start|starts|starting|started|launch|launches|launching|launched|founded)$/;
const RUNNING_VERBS = /^(?:run|runs|running|own|owns|operate|operates)$/;
/** The founder in a sentence, however written ("im looking to open…"), or told of by another ("he is thinking of opening…"). */
const FOUNDER_ANY = /^(?:i|i['’]m|im|i['’]ve|i['’]d|i['’]ll|we|we['’]re|we['’]ve|we['’]d|my|our|me|us|he|she|his|her)$/i;
/** Words between the verb and the business it opens: articles, adjectives, "my own", and the words of a business named by its jobs ("my Pet Sitting and Dog Walking business"). */
const VENTURE_FILL = new Set(["DET", "ADJ", "ADV", "NOUN", "PROPN", "NUM"]);

/**
 * Whether the word at `head` is a business the founder opens, starts or sets up, means to have of their own, or (with `running`) runs:
 * "I wanted to open a laundromat in town", "decided to have my own food truck", "I have always wanted my own coffee shop",
 * "When I started my Pet Sitting and Dog Walking business", "My dream is to open up a coffee house", "im looking to open a pizza".
 * The founder speaks before it in its sentence, or the sentence opens with the verb ("Starting a dog daycare in Austin.").
 */
export function isFoundersBusiness(tokens: readonly TextToken[], head: number, { running = false }: { running?: boolean } = {}): boolean {
  const word = tokens[head]!;
  const inSentence = (i: number) => i >= 0 && i < tokens.length && tokens[i]!.sentence === word.sentence;
  // The last noun of its phrase ("soap making business", not "soap").
  if (!["NOUN", "PROPN"].includes(word.pos) || (inSentence(head + 1) && ["NOUN", "PROPN"].includes(tokens[head + 1]!.pos))) return false;
  const business = personaOf(word.normal, word.lemma) === "businesses" || VENTURE_NOUNS.has(word.normal);
  let at = head - 1;
  let own = false;
  // "my own" (not the verb: "I would own an independent bookstore").
  const ownOf = (i: number) => tokens[i]!.normal === "own" && inSentence(i - 1) && /^(?:my|our)$/.test(tokens[i - 1]!.normal);
  // Back over the words between: "would be more then a cupcake shop", "a small but busy little beauty salon" too. The opening verb ends
  // the walk however the tagger reads it ("thinking about opening/NOUN a yoga studio").
  const fill = (t: TextToken) => !OPENING_VERBS.test(t.normal) && ((VENTURE_FILL.has(t.pos) && t.normal !== "own") || /^(?:my|our|and|but|&|-|more|than|then)$/.test(t.normal) || (t.pos === "VERB" && /ing$/.test(t.normal)));
  while (inSentence(at) && at > head - 9 && (fill(tokens[at]!) || ownOf(at))) {
    if (ownOf(at)) own = true;
    at -= 1;
  }
  if (!inSentence(at) || at === head - 1) return false;
  const verb = tokens[at]!.normal;
  const before = inSentence(at - 1) ? tokens[at - 1]!.normal : "";
  // "open up my own bakery", "set up a coffee cart", "start up a pet supply store"; "to have my own food truck", "wanted my own coffee shop": one's own, meant.
  const phrasal = verb === "up" && /^(?:open|opening|opened|set|setting|start|starting|started)$/.test(before);
  const meant = own && ((verb === "have" && before === "to") || /^(?:want|wants|wanted|like|love)$/.test(verb));
  const lead = tokens.slice(0, at).filter((t) => t.sentence === word.sentence);
  // "We are a small but busy little beauty salon", "Sugar Shoes would be more then a cupcake shop": the founder, or a name the
  // sentence opens with, said to be the business.
  const subject = [...lead].reverse().find((t) => t.pos !== "AUX" && t.pos !== "ADV");
  // (Not "Kenusa is a social enterprise that hopes to expand renal care": what it does names it.)
  const saysWhatItDoes = inSentence(head + 1) && RELATIVE_PRONOUNS.has(tokens[head + 1]!.normal);
  const is = tokens[at]!.lemma === "be" && !saysWhatItDoes && (FOUNDER_ANY.test(subject?.value ?? "") || (lead.length > 0 && lead.every((t) => t.pos === "PROPN" || t.pos === "AUX" || t.pos === "ADV")));
  if (business && is) return true;
  // "open a pizza": what a founder opens is a business, however the word for it is read; so is what their idea is for
  // ("this entire idea for the cutest little coffeshop/bakery", "My idea for a startup").
  const ideaFor = verb === "for" && IDEA_WORDS.has(before);
  const opened = /^(?:open|opening|opened)$/.test(verb) || ideaFor || (business && (OPENING_VERBS.test(verb) || phrasal || meant || (running && RUNNING_VERBS.test(verb))));
  if (!opened) return false;
  return lead.length === 0 || lead.some((t) => FOUNDER_ANY.test(t.value)) || INTENT.test(lead[0]!.normal);
}
const HELPING = new Set(["helps", "help", "lets", "let", "allows", "enables", "empowers", "connects", "serves", "supports", "teaches", "guides", "coaches"]);
const DETERMINERS = new Set(["the", "a", "an", "all", "busy", "our", "my", "their", "your"]);
const COUNTING_WORDS = new Set(["most", "many", "some", "several", "few", "more", "all", "both", "every", "each", "other"]);

/** "owners of private land": a short "of" phrase after the head belongs to it (a run of three nouns or more keeps its first). */
function ofPhraseEnd(tokens: readonly TextToken[], head: number): number {
  const of = tokens[head + 1];
  if (of?.normal !== "of" || of.sentence !== tokens[head]!.sentence) return head;
  let i = head + 2;
  while (tokens[i]?.pos === "ADJ" && tokens[i]!.sentence === of.sentence) i += 1;
  let nouns = 0;
  while ((tokens[i + nouns]?.pos === "NOUN" || tokens[i + nouns]?.pos === "PROPN") && tokens[i + nouns]!.sentence === of.sentence) nouns += 1;
  if (nouns === 0) return head;
  return i + (nouns <= 2 ? nouns : 1) - 1;
}

/** Participles that say what condition people live with ("diagnosed with", "suffering from"). */
const CONDITION_PARTICIPLES = /^(?:diagnosed|suffering|living|recovering|affected|struggling)$/;

/**
 * "people diagnosed with Type 2 Diabetes", "people suffering from Dementia": the condition people live
 * with names who they are, as an age does; the phrase runs to the condition's last noun (at most four words).
 */
function conditionPhraseEnd(tokens: readonly TextToken[], end: number, start: number): number {
  const [participle, preposition] = [tokens[end + 1], tokens[end + 2]];
  const sentence = tokens[end]!.sentence;
  const diagnosed = participle?.sentence === sentence && CONDITION_PARTICIPLES.test(participle.normal) && ["with", "from", "by"].includes(preposition?.normal ?? "");
  // "people with celiac disease": after a bare word that names no one in particular, "with" and what they live with say who they are.
  const living = participle?.normal === "with" && participle.sentence === sentence && start === end && GENERIC_CUSTOMER_TERMS.includes(tokens[end]!.normal) && !pairsPeople(tokens, end);
  if (!diagnosed && !living) return end;
  let last = end;
  for (let i = end + (living ? 2 : 3); i <= end + 6 && tokens[i]?.sentence === sentence && ["ADJ", "NOUN", "PROPN", "NUM"].includes(tokens[i]!.pos); i += 1) {
    // "people with local farmers": other people after "with" are another side, not a condition.
    if (personaSegment(tokens[i]!) !== null) return end;
    if (tokens[i]!.pos !== "ADJ" && tokens[i]!.pos !== "NUM") last = i;
  }
  return last;
}

/** Verbs that put people together with others or with things ("connects people with…", "matches users with…"). */
const PAIRING = /^(?:connect|connects|connecting|match|matches|matching|pair|pairs|pairing|link|links|linking|introduce|introduces|put|puts)$/;
/** Whether the sentence, before the word at `at`, pairs people with something: then "with" says what with, not who they are. */
const pairsPeople = (tokens: readonly TextToken[], at: number): boolean => tokens.slice(0, at).some((t) => t.sentence === tokens[at]!.sentence && PAIRING.test(t.normal));

/** Words for people at large, whom a clause can say who they are. */
const PEOPLE_AT_LARGE = new Set(["people", "persons", "individuals", "users", "adults", "folks", "anyone", "everyone"]);

/**
 * "people who get paid irregularly", "anyone who struggles with anxiety": after a bare word that names no one in particular,
 * the clause "who" opens says who they are; the phrase runs to the clause's end (at most eight words).
 */
function whoClauseEnd(tokens: readonly TextToken[], end: number, start: number): number {
  const who = tokens[end + 1];
  const sentence = tokens[end]!.sentence;
  // Not "clients who forgot to pay" nor "customers who bought": a business's clients are its customers' own.
  if (who?.normal !== "who" || who.sentence !== sentence || start !== end || !PEOPLE_AT_LARGE.has(tokens[end]!.normal)) return end;
  let last = end + 1;
  // The clause ends at punctuation or a conjunction, or at a preposition once it has said three words ("people who have rubbish to recycle | with…").
  const ends = (t: TextToken) => t.pos === "PUNCT" || ["but", "so", "and"].includes(t.normal) || (t.pos === "ADP" && last - end >= 4);
  while (last < end + 9 && tokens[last + 1]?.sentence === sentence && !ends(tokens[last + 1]!)) last += 1;
  return last > end + 1 ? last : end;
}

/** The people a customer's phrase names, without the clause that says who they are ("people" of "people who get paid irregularly"). */
export const customerHead = (phrase: string): string => phrase.replace(/\s+who\s.*$/i, "");

/** "children aged 8 to 12", "kids under 10": the age a dependant's phrase names. */
function agePhraseEnd(tokens: readonly TextToken[], end: number): number {
  const [a, b, c, d] = [1, 2, 3, 4].map((k) => tokens[end + k]);
  if (a?.normal === "aged" && b?.pos === "NUM") return (c?.normal === "to" || c?.value === "-" || c?.value === "–") && d?.pos === "NUM" ? end + 4 : end + 2;
  if ((a?.normal === "under" || a?.normal === "over") && b?.pos === "NUM") return end + 2;
  return end;
}

/**
 * "Small bakeries throw away…": a word capitalised only because it opens the sentence is written in
 * lower case, so the phrase reads right mid-sentence; a name keeps its capital ("Etsy sellers"), as
 * does a word the founder capitalises elsewhere too.
 */
function sentenceCase(phrase: string, tokens: readonly TextToken[], start: number): string {
  const first = tokens[start];
  const opens = start === 0 || tokens[start - 1]!.sentence !== first?.sentence;
  if (!first || !opens || !/^[A-Z][a-z]+(?:-[a-z]+)*$/.test(first.value)) return phrase;
  const elsewhere = tokens.some((t, i) => i !== start && t.value === first.value && i > 0 && tokens[i - 1]!.sentence === t.sentence);
  return elsewhere ? phrase : `${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}`;
}

/** A phrase written from tokens as the founder spaced them. */
const phraseOf = (tokens: readonly TextToken[]) => tokens.map((t) => t.value).join(" ").replace(/ - /g, "-").replace(/ ([-–]) /g, "$1");

/** "retired teachers tutor high school students": a singular person noun right after people, before what it acts on, is their verb. */
function peoplesVerb(tokens: readonly TextToken[], at: number): boolean {
  const [before, token, next] = [tokens[at - 1], tokens[at], tokens[at + 1]];
  if (!before || !token || before.sentence !== token.sentence || next?.sentence !== token.sentence) return false;
  return before.pos === "NOUN" && /[^s]s$/.test(before.normal) && personaSegment(before) !== null && personaSegment(token) !== null
    && token.normal === token.lemma && !/s$/.test(token.normal) && ["ADJ", "NOUN", "DET", "PRON"].includes(next.pos);
}

/** Walk back from the head noun over modifiers ("busy pet owners"), staying inside the sentence. */
function phraseStart({ tokens, head }: { tokens: readonly TextToken[]; head: number }): number {
  let start = head;
  const headToken = tokens[head];
  // A hyphen joins two words into one ("high-school"): it counts as no word of its own.
  const words = () => tokens.slice(start, head + 1).filter((t) => t.value !== "-").length;
  while (start > 0 && words() < MAX_PHRASE_WORDS) {
    const previous = tokens[start - 1];
    if (!previous || previous.sentence !== headToken?.sentence || peoplesVerb(tokens, start - 1)) break;
    // "monitors the services small businesses rely on": a plural noun qualifies no adjective after it; a new phrase starts there ("city flat owners" stays whole).
    if (tokens[start]!.pos === "ADJ" && previous.pos === "NOUN" && /[^s]s$/.test(previous.normal)) break;
    // "where dog/VERB owners": a bare verb form right before the head, after no subject of its own, is a noun the tagger misread.
    const beforePrevious = tokens[start - 2];
    const misreadNoun = previous.pos === "VERB" && start === head && previous.normal === previous.lemma && !/(?:ing|ed)$/.test(previous.normal)
      && (!beforePrevious || beforePrevious.sentence !== headToken?.sentence || ["ADV", "ADP", "SCONJ", "DET", "PUNCT", "ADJ"].includes(beforePrevious.pos));
    const modifierVerb = (previous.pos === "VERB" && start === head && PARTICIPLE_MODIFIERS.has(previous.normal)) || misreadNoun;
    if (!(PHRASE_PARTS.has(previous.pos) || previous.value === "-" || modifierVerb) || CUSTOMER_TRIGGERS.has(previous.normal)) break;
    if (previous.stop && previous.pos !== "ADJ") break;
    // "I keep seeing patients": a word in -ing right after a verb is that verb's, not a kind of people ("helps nursing students" keeps its noun).
    if (/ing$/.test(previous.normal) && previous.pos !== "NOUN" && ["VERB", "AUX"].includes(tokens[start - 2]?.pos ?? "")) break;
    // "an online course teaching nurses", "a service helping seniors": a word in -ing after a kind of offering, right before the people,
    // is the verb the tagger took for a noun ("dog walking businesses" stays whole).
    if (/ing$/.test(previous.normal) && start === head && OFFERINGS.has(tokens[start - 2]?.normal ?? "")) break;
    // "Most freelancers", "a million users", "10,000 restaurants": a word that counts the people is no part of who they are ("type 2 diabetics" keeps its number).
    if (COUNTING_WORDS.has(previous.normal)) break;
    // "spend hours planning kids' parties": time spent doing something, and the doing, are no part of who people are.
    if (TIME_WORDS.has(previous.normal) || (/ing$/.test(previous.normal) && TIME_WORDS.has(tokens[start - 2]?.normal ?? ""))) break;
    if (previous.pos === "NUM" && tokens[start - 2]?.normal !== "type") break;
    // "restaurant managers plan staff": a plural person before the head is a phrase of its own ("women farmers" is one).
    if (personaSegment(previous) && previous.normal !== previous.lemma && /s$/.test(previous.normal) && previous.pos === "NOUN") break;
    start -= 1;
  }
  while (tokens[start]?.value === "-" && start < head) start += 1;
  return start;
}

/** The words after a mention make it the payer: "parents book…", "owners will pay…". */
function verbAfter(tokens: readonly TextToken[], end: number): { verb: TextToken; next: TextToken | undefined } | null {
  let i = end + 1;
  while (tokens[i] && AUXILIARIES.has(tokens[i]!.normal) && tokens[i]!.sentence === tokens[end]!.sentence) i += 1;
  const verb = tokens[i];
  return verb && verb.sentence === tokens[end]!.sentence ? { verb, next: tokens[i + 1] } : null;
}

function paysOrBooks(tokens: readonly TextToken[], end: number): boolean {
  const after = verbAfter(tokens, end);
  // "homeowners rent out their driveways" provide; "parents book lessons" pay; "when tenants pay late" owe someone else, the customer.
  return Boolean(after && PAYER_VERBS.has(after.verb.normal) && after.verb.pos !== "ADJ" && !["out", "late", "back"].includes(after.next?.normal ?? ""));
}

/** Adjectives of who people are (age, body, condition, belief), not where or how many ("elderly people" against "nearby customers"). */
const WHO_THEY_ARE = /^(?:elderly|older|old|young|younger|senior|retired|disabled|blind|deaf|pregnant|chronic|diabetic|autistic|neurodivergent|vegan|vegetarian|religious|muslim|jewish|christian|lgbtq\+?|queer|female|male|single|divorced|widowed|low-income|wealthy|unemployed|homeless)$/;

/** "Airbnb hosts spend hours cleaning", "Landlords waste days": people whose own verb is the problem have it, and are the customer. */
function suffers(tokens: readonly TextToken[], end: number): boolean {
  const after = verbAfter(tokens, end);
  return Boolean(after && after.verb.pos !== "NOUN" && NEEDING.test(after.verb.normal) && !/^pays?$/.test(after.verb.normal)) || wants(tokens, end);
}

/**
 * "startups that need part-time hardware expertise", "families who want home-cooked meals": people whose own clause says what
 * they need or want are the side that buys, wherever the sentence names them.
 */
function wants(tokens: readonly TextToken[], end: number): boolean {
  const relative = tokens[end + 1];
  if (!relative || !RELATIVE_PRONOUNS.has(relative.normal) || relative.sentence !== tokens[end]!.sentence) return false;
  const after = verbAfter(tokens, end + 1);
  return Boolean(after && after.verb.pos !== "NOUN" && /^(?:need|needs|want|wants)$/.test(after.verb.normal));
}

/** Verbs whose subject supplies the product ("retirees teach cooking classes", "homeowners rent out driveways"). */
const SUPPLY_VERBS = new Set(["teach", "teaches", "offer", "offers", "provide", "provides", "sell", "sells", "host", "hosts", "list", "lists", "cook", "cooks", "deliver", "delivers", "drive", "drives", "lend", "lends", "share", "shares", "supply", "supplies"]);

/** Verbs of a producer: what it grows, makes or sells. */
const PRODUCING = /^(?:grow|grows|growing|make|makes|making|produce|produces|producing|sell|sells|selling|brew|brews|brewing|bake|bakes|baking|manufacture|manufactures|manufacturing)$/;

/**
 * Whether a business the description opens with is the founder's own: it goes on, in its sentence, to
 * grow, make or sell something ("Indoor vertical farms … that grow leafy greens").
 */
export const opensAsOwnBusiness = (tokens: readonly TextToken[], head: number): boolean =>
  tokens.slice(0, head).every((t) => t.sentence !== tokens[head]!.sentence || ["DET", "ADJ", "PROPN", "NOUN"].includes(t.pos))
  && personaSegment(tokens[head]!, true) === "businesses" && producesForItself(tokens, head);

/**
 * Whether a business goes on, in its sentence, to grow, make or sell something and needs nothing: "Restaurants that sell lunch
 * need a better way to take orders" are the customer.
 */
const producesForItself = (tokens: readonly TextToken[], at: number): boolean => sellsInItsSentence(tokens, at) && !needsInItsSentence(tokens, at);
const needsInItsSentence = (tokens: readonly TextToken[], at: number): boolean => tokens.some((t) => t.sentence === tokens[at]!.sentence && NEEDING.test(t.normal));

/** What a customer does about its problem: needs, struggles, loses, pays. */
const NEEDING = /^(?:need|needs|struggle|struggles|want|wants|lose|loses|waste|wastes|hate|hates|spend|spends|pay|pays|can't|cannot|ca)$/;

/** Whether the sentence goes on, after the phrase, to say it grows, makes or sells something ("that grow leafy greens", ", selling salad"). */
function sellsInItsSentence(tokens: readonly TextToken[], end: number): boolean {
  const sentence = tokens[end]!.sentence;
  return tokens.slice(end + 1).filter((t) => t.sentence === sentence).some((t, i, rest) => PRODUCING.test(t.normal) && (t.pos === "VERB" || RELATIVE_PRONOUNS.has(rest[i - 1]?.normal ?? "")));
}

function supplies(tokens: readonly TextToken[], end: number): boolean {
  const after = verbAfter(tokens, end);
  return Boolean(after && ((SUPPLY_VERBS.has(after.verb.normal) && after.verb.pos !== "NOUN") || (PAYER_VERBS.has(after.verb.normal) && after.next?.normal === "out")));
}

/** "helps high school students practice SAT math": a singular word right after people is what they do ("practice"), not another customer. */
function doneByPeopleBefore(tokens: readonly TextToken[], at: number): boolean {
  const token = tokens[at]!;
  const previous = tokens[at - 1];
  return previous !== undefined && previous.sentence === token.sentence && previous.pos === "NOUN" && /[^s]s$/.test(previous.normal) && personaSegment(previous) !== null
    && !/s$/.test(token.normal) && token.normal === token.lemma.toLowerCase();
}

/**
 * Who the product is for, read from the grammar: a person introduced by "for", "helps", "lets"…,
 * or who pays or books, is the customer; one introduced by "by" provides it and is none; a named
 * person ahead of a generic one ("bakeries" before "nearby customers"). People who do not pay for
 * themselves are read as their parents ("parents of children aged 8 to 12"), and so are learners
 * when the description names their parents.
 */
export function findCustomers(tokens: readonly TextToken[]): CustomerMention[] {
  const mentions: CustomerMention[] = [];
  const suppliers = new Set<CustomerMention>();
  const selves = new Set<CustomerMention>();
  const suffering = new Set<CustomerMention>();
  const wanting = new Set<CustomerMention>();
  const seen = new Set<string>();
  tokens.forEach((token, head) => {
    const next = tokens[head + 1];
    // "an idea for the elderly": an adjective after "the", with no noun after it, names the people it describes.
    const nominal = token.pos === "ADJ" && PEOPLE_ADJECTIVES.has(token.normal) && tokens[head - 1]?.normal === "the" && !["NOUN", "PROPN"].includes(next?.pos ?? "");
    // "…grant applications for nonprofits.": a word for people the tagger calls an adjective, after "for" with no noun after it, names them.
    const taggedAdjective = token.pos === "ADJ" && personaOf(token.normal) !== undefined && tokens[head - 1]?.normal === "for" && !["NOUN", "PROPN", "ADJ"].includes(next?.pos ?? "");
    if (token.pos !== "NOUN" && token.pos !== "PROPN" && token.pos !== "PRON" && !nominal && !taggedAdjective) return;
    // "dog walkers" has its head at "walkers"; skip "dog" so the phrase is found once, whole.
    if (next && next.sentence === token.sentence && next.pos === "NOUN" && personaSegment(next) && !(doneByPeopleBefore(tokens, head + 1) && !peoplesVerb(tokens, head + 1))) return;
    // "gym-goers", "festival-goers": the word before a hyphen and a word for people is part of their name, found at its head.
    const hyphened = tokens[head + 2];
    if (next?.value === "-" && hyphened && hyphened.sentence === token.sentence && hyphened.pos === "NOUN" && personaSegment(hyphened)) return;
    // "Senior living facilities": before a word in -ing and a noun, a singular person noun qualifies them too.
    if (next && token.normal === token.lemma.toLowerCase() && !/s$/.test(token.normal) && /ing$/.test(next.normal) && tokens[head + 2]?.pos === "NOUN" && tokens[head + 2]!.sentence === token.sentence) return;
    // "school runs", "team outings": a singular person noun before a noun (or a plural the tagger took for a verb) qualifies it.
    if (next && next.sentence === token.sentence && token.normal === token.lemma && !/s$/.test(token.normal) && (next.pos === "NOUN" || (next.pos === "VERB" && /[^s]s$/.test(next.normal)))) return;
    if (peoplesVerb(tokens, head)) return;
    // "a resume builder that tailors your CV": the word right after "that", before whose thing it acts on, is the clause's verb.
    if (RELATIVE_PRONOUNS.has(tokens[head - 1]?.normal ?? "") && /[^s]s$/.test(token.normal) && ["PRON", "DET"].includes(next?.pos ?? "") && next?.sentence === token.sentence) return;
    if (doneByPeopleBefore(tokens, head)) return;
    // "An AI interview coach", "a virtual assistant": a person made by a machine is the product, not who buys it.
    if (tokens.slice(Math.max(0, head - 3), head).some((t) => t.sentence === token.sentence && MACHINE_MADE.has(t.normal))) return;
    const first = head === 0 || tokens[head - 1]!.sentence !== token.sentence;
    // "codingFarmers is a board game": a word with a capital inside is a product's name, whatever its ending.
    if (/[a-z][A-Z]/.test(token.value) && personaOf(token.normal) === undefined) return;
    // "With PRACTICE PARTNER, you can…": words in capitals side by side are a name too.
    const shouted = (t: TextToken | undefined) => t !== undefined && t.sentence === token.sentence && /^[A-Z]{3,}$/.test(t.value);
    if (shouted(token) && (shouted(tokens[head - 1]) || shouted(tokens[head + 1]))) return;
    // "a box program, or CSA (Community Supported Agriculture)": in a sentence of prose, a capitalised word that another
    // capitalised word follows opens a name, not a kind of people.
    const capitalised = (t: TextToken | undefined) => t !== undefined && t.sentence === token.sentence && /^[A-Z][a-z]/.test(t.value);
    const prose = () => tokens.filter((t) => t.sentence === token.sentence && /^[a-z]{3,}$/.test(t.value)).length >= 3;
    if (head > 0 && tokens[head - 1]?.sentence === token.sentence && capitalised(token) && capitalised(tokens[head + 1]) && prose()) return;
    const segment = nominal ? "consumers" : personaSegment(token, first);
    if (!segment) return;
    const start = token.pos === "PRON" ? head : phraseStart({ tokens, head });
    // "without a doctor's visit": a person's possessive before a noun names the thing, not who buys it.
    if (next && next.sentence === token.sentence && (next.value === "'s" || next.value === "’s") && ["NOUN", "PROPN"].includes(tokens[head + 2]?.pos ?? "")) return;
    // "results for 30 biomarkers": a count before a word read as people only by its ending names things, not a customer.
    const known = personaOf(token.normal, token.lemma);
    if (!known && tokens.slice(Math.max(0, start - 1), head).some((t) => t.pos === "NUM")) return;
    const before = tokens[start - 1];
    // "Delivering to the local community", "the business community is my primary market": a community someone belongs to is
    // people; "A private community where new dads share advice" is what the product is, its members the customer.
    if (token.normal === "community" && !["the", "our", "my", "your", "their", "this"].includes(before?.normal ?? "")) return;
    // "$15 per developer per month": whom a price is counted by is no customer named.
    if (before?.normal === "per" && before.sentence === token.sentence) return;
    // "we launched our event rental startup", "our team": a business of "ours" is the founder's own.
    if (before?.normal === "our" && before.sentence === token.sentence && segment === "businesses") return;
    const beforeDet = before && DETERMINERS.has(before.normal) ? tokens[start - 2] : before;
    const inSentence = (t: TextToken | undefined) => t !== undefined && t.sentence === token.sentence;
    if ([before, beforeDet].some((t) => inSentence(t) && PROVIDER_WORDS.has(t!.normal))) return;
    const named = token.pos === "PRON" ? head : agePhraseEnd(tokens, ofPhraseEnd(tokens, head));
    const end = token.pos === "PRON" ? head : whoClauseEnd(tokens, conditionPhraseEnd(tokens, named, start), start);
    // "an AI tutor that helps…", "volunteers help them…": whoever helps or lets is the product or its provider.
    const after = tokens[end + 1]?.sentence === token.sentence ? tokens[end + 1] : undefined;
    // "the team created the Spoilage Sensor", "The researchers have developed an application…": whoever made the product is its maker.
    let verbAt = end + 1;
    while (tokens[verbAt]?.pos === "AUX" && tokens[verbAt]!.sentence === token.sentence) verbAt += 1;
    if (tokens[verbAt]?.sentence === token.sentence && MADE_VERBS.test(tokens[verbAt]!.normal)) return;
    const afterThat = after && RELATIVE_PRONOUNS.has(after.normal) ? tokens[end + 2] : after;
    const object = afterThat ? tokens[tokens.indexOf(afterThat) + 1] : undefined;
    // "an app for kids aged 6 to 10 that teaches Spanish": a singular verb after plural people is the product's, not theirs.
    const notTheirs = afterThat !== after && token.normal !== token.lemma.toLowerCase() && /[^s]s$/.test(afterThat?.normal ?? "");
    if (afterThat && afterThat.sentence === token.sentence && HELPING.has(afterThat.normal) && !notTheirs && object && ["NOUN", "PROPN", "PRON", "DET", "ADJ"].includes(object.pos)) return;
    // "Asteroid mining company that sells water…": what the description opens with, selling, is the founder's own business.
    const opensDescription = token.sentence === tokens[0]?.sentence && tokens.slice(0, start).every((t) => t.pos === "DET");
    if (opensDescription && after && RELATIVE_PRONOUNS.has(after.normal) && afterThat && SUPPLY_VERBS.has(afterThat.normal) && !needsInItsSentence(tokens, end)) return;
    // "Indoor vertical farms next to cities that grow leafy greens…, selling salad to supermarkets": a business the description
    // opens with that goes on, in its sentence, to grow, make or sell something is the founder's own, not its customer.
    if (opensDescription && segment === "businesses" && producesForItself(tokens, end)) return;
    // "Tutors for high-school chemistry students": people of a trade the description opens with, for others, are what it offers.
    if (opensDescription && after?.normal === "for" && tradeOf(token.normal) !== null) return;
    // "A DTC skincare brand for men", "An agency that…": a business the description opens with, as "a" one, is the founder's own;
    // so is one a colon opens with ("a gap in the market has been identified: A portable mechanics business providing…").
    let colonAt = start - 1;
    while (colonAt > 0 && ["ADJ", "NOUN", "PROPN"].includes(tokens[colonAt]!.pos) && tokens[colonAt]!.sentence === token.sentence) colonAt -= 1;
    const afterColon = ["a", "an"].includes(tokens[colonAt]?.normal ?? "") && tokens[colonAt - 1]?.value === ":" && tokens[colonAt - 1]!.sentence === token.sentence;
    if (((opensDescription && ["a", "an"].includes(tokens[0]!.normal)) || afterColon) && segment === "businesses" && token.normal === token.lemma.toLowerCase()) return;
    const phrase = sentenceCase(phraseOf(tokens.slice(start, end + 1)), tokens, start);
    const key = phrase.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    // "cleaning between guests": after a verb, "between" and "with" say when or how, not whom the product is for.
    const trigger = (t: TextToken | undefined) => inSentence(t) && CUSTOMER_TRIGGERS.has(t!.normal) && !(["between", "with"].includes(t!.normal) && tokens[tokens.indexOf(t!) - 1]?.pos === "VERB");
    const triggered = [before, beforeDet].some(trigger) || paysOrBooks(tokens, end);
    // "nearby customers": a generic word with only adjectives names no one in particular.
    // "elderly people", "blind users": an adjective of who they are names them.
    const generic = end === named && GENERIC_CUSTOMER_TERMS.includes(token.normal) && tokens.slice(start, head).every((t) => (t.pos === "ADJ" || t.pos === "VERB") && !WHO_THEY_ARE.test(t.normal));
    const mention = { phrase, segment, specific: !generic, triggered, index: start, sentence: token.sentence };
    if (suffers(tokens, end)) suffering.add(mention);
    if (wants(tokens, end)) wanting.add(mention);
    // "helps people find running partners", "Hire a personal chef…": whom people find, meet or hire is the other side, never the customer.
    let findsAt = start - 1;
    // Past words that describe them, a participle too ("Hire vetted nannies").
    const describes = (t: TextToken | undefined) => t !== undefined && (["ADJ", "DET"].includes(t.pos) || (t.pos === "VERB" && /ed$/.test(t.normal)) || (/ing$/.test(t.normal) && !/^(?:finding|hiring)$/.test(t.normal)));
    while (findsAt >= start - 2 && describes(tokens[findsAt])) findsAt -= 1;
    if (/^(?:find|finds|finding|meet|meets|hire|hires|hiring)$/.test(tokens[findsAt]?.normal ?? "")) return;
    // "a platform that connects you with talented home chefs": whom the reader is put together with is the other side too.
    if (tokens[findsAt]?.normal === "with" && tokens[findsAt - 1]?.pos === "PRON" && PAIRING.test(tokens[findsAt - 2]?.normal ?? "")) return;
    if (supplies(tokens, end)) suppliers.add(mention);
    // "I'm a nurse and I keep seeing patients…": who the founder is comes after whom they build for.
    if (inSentence(beforeDet) && ["a", "an"].includes(before!.normal) && FOUNDER_SELF.has(beforeDet!.normal.replace("’", "'"))) selves.add(mention);
    // "my father and I started a party rental business", "We run a bakery", "Thinking of starting a lawn care business": a business the
    // founder started, runs or means to open is their own, no customer.
    if (segment === "businesses" && isFoundersBusiness(tokens, head, { running: true })) return;
    mentions.push(mention);
  });
  // Whoever supplies the product (a marketplace's other side) comes after everyone who buys or uses it.
  const ranked = mentions.sort(
    (a, b) => Number(selves.has(a)) - Number(selves.has(b)) || Number(suppliers.has(a)) - Number(suppliers.has(b)) || Number(b.specific) - Number(a.specific) || Number(wanting.has(b)) - Number(wanting.has(a)) || Number(b.triggered) - Number(a.triggered) || Number(suffering.has(b)) - Number(suffering.has(a)) || a.sentence - b.sentence || a.index - b.index,
  );
  return withPayer(ranked, tokens);
}

/** A customer's phrase without the age it names ("kids aged 8 to 12" → "kids"), lower case. */
export const withoutAge = (phrase: string) => phrase.toLowerCase().replace(/\s+(?:aged|under|over|between)\s.*$/, "");

/** The first customer as who pays: a dependant's (or, when the description names them, a learner's) parents. */
function withPayer(ranked: CustomerMention[], tokens: readonly TextToken[]): CustomerMention[] {
  const [top, ...rest] = ranked;
  if (!top) return ranked;
  const head = withoutAge(top.phrase).split(/\s+/).at(-1) ?? "";
  const parentsNamed = tokens.some((t) => PARENTS.has(t.normal));
  // "Parents book swimming lessons for toddlers": bare parents are the toddlers' parents.
  const dependant = rest.find((m) => DEPENDANTS.has(withoutAge(m.phrase).split(/\s+/).at(-1) ?? ""));
  if (PARENTS.has(top.phrase.toLowerCase()) && dependant) return [{ ...top, phrase: `${top.phrase} of ${dependant.phrase}` }, ...rest.filter((m) => m !== dependant)];
  // "busy parents of toddlers" are the parents already.
  const parentsAlready = top.phrase.toLowerCase().split(/\s+/).some((w) => PARENTS.has(w));
  if ((!DEPENDANTS.has(head) && !(LEARNERS.has(head) && parentsNamed)) || parentsAlready) return ranked;

  const payer: CustomerMention = { ...top, phrase: `parents of ${top.phrase}`, segment: "consumers", specific: true };
  return [payer, ...rest.filter((m) => !PARENTS.has(m.phrase.toLowerCase()))];
}

/** What the learners a customer phrase names learn ("language" of "language learners"), or null. */
export function learnedBy(customer: string | null | undefined): string | null {
  return /^(.+?)\s+(?:learners|students|pupils)$/i.exec(customer ?? "")?.[1]?.toLowerCase() ?? null;
}
