import { isFoundersBusiness, namesPeople, opensAsOwnBusiness } from "./customer.ts";
import { personaOf } from "./lexicon-personas.ts";
import { GEOGRAPHY_TERMS, RELATIVE_PRONOUNS } from "./lexicon-cues.ts";
import {
  ACTION_NOUNS, AFTER_THE_NOUN, CONTAINER_VERBS, CONTAINERS, DEALING_WORDS, DEVICE_NOUNS, FRAMING_NOUNS, FREQUENCIES, GENERIC_QUALIFIERS, HELPER_NOUNS, HOW_SUFFIX, IMPERATIVES,
  ABSTRACT_ALONE, IDEA_WORDS, INTENT, KIND_NOUNS, LIGHT_GERUNDS, MADE_VERBS, MAKING, MODEL_NAMES, NO_PRODUCT_KIND, OFF_WORLD, PLACEMENTS, PLATFORMS, QUANTIFIERS, TIME_WORDS, tradeOf, WORK_NOUNS,
} from "./lexicon-subject.ts";
import { isKnownWord, type TextToken } from "./nlp.ts";
import { chunksOf, ORDINALS, PEOPLE_DOING, PEOPLE_LOSING, POSSESSIVES, spacedDash, tagAlone, type Chunk } from "./subject-chunks.ts";
import { alternativeTo, capitalisedAsName, coordinatedNameOf, customerQualifier, imperativeJob, jobForThings, jobForTrade, jobOfClause, lackedJobOf, listedJobs, modelledOn, outcomeOf, PEOPLE_PLURAL, workOf } from "./subject-naming.ts";
import { singularOf } from "./word-forms.ts";

/**
 * What the product is, as the founder names it: the noun phrase a person would type into a search
 * box ("password manager", "feature flag", "grocery delivery"), with the other things the opening
 * sentence says it handles ("payment reminders"). Read from the parse, not from lists of products.
 */
export interface SubjectReading {
  /** Head noun and at most one qualifier: short enough that a search matching every word still finds pages. */
  phrase: string;
  /** The phrase with the kind of product the founder named ("feature flag service"), when one was named. */
  named: string;
  /** Further noun phrases of the opening sentence that are not the customer: what the product does or holds. */
  alternates: string[];
  /** The problem's noun phrase, when the description opens with the problem before naming the product ("late invoices"). */
  problem: string | null;
  /** Where the product serves when that is off the Earth ("on the Moon", "a lunar base"): pages about the subject elsewhere are another market. */
  setting: string | null;
  /** Lower-case word stems of phrase and alternates, for measuring whether a text is about the subject. */
  terms: string[];
  /** Where a title says the subject is used ("coworking spaces" of "Day passes at independent coworking spaces"). */
  place?: string;
}

/** Words that name only a kind of product, or how one is made or reached. */
const namesOnlyAKind = (w: string) => KIND_NOUNS.has(w) || GENERIC_QUALIFIERS.has(w) || HELPER_NOUNS.has(w) || HOW_SUFFIX.test(w);
/** Whether a chunk's words name only a kind of product ("AI tool", "Chrome extension", "GitHub Action"), not what it is about. */
const onlyAKind = (words: readonly string[]) => words.every((w, i) => namesOnlyAKind(w) || (PLATFORMS.has(w) && i < words.length - 1) || (i > 0 && PLATFORMS.has(words[i - 1]!) && /^actions?$/.test(w))
  // "a smart phone app", "a cell phone application": a phone however written.
  || (PHONE_WORDS.has(w) && /^phones?$/.test(words[i + 1] ?? "") && i < words.length - 2)
  || (HELPER_MODES.has(w) && i === words.length - 2 && (HELPER_NOUNS.has(words[i + 1]!) || words[i + 1] === "ai")));
/** Words that with "phone" name one ("smart phone", "cell phone", "mobile phone"). */
const PHONE_WORDS = new Set(["smart", "cell", "mobile"]);
/** How a helper talks ("voice AI", "chat assistant"): before a helper noun it names only a kind of helper. */
const HELPER_MODES = new Set(["voice", "chat", "conversational", "speech", "phone", "text", "sms", "email"]);
/** Words after which the customer may open a clause of their own ("where homeowners book…"). */
const CLAUSE_OPENERS = new Set([...RELATIVE_PRONOUNS, "where", "when", "so"]);
const MAX_ALTERNATES = 2;
/** Pieces of content, named by what they are about ("a newsletter about marketing", "a podcast on climate tech"). */
const CONTENT_KINDS = new Set(["newsletter", "podcast", "course", "book", "ebook", "blog", "guide", "magazine", "show", "channel", "series", "workshop", "class", "masterclass", "bootcamp"]);
/** Words that count or place a kind in a series ("my eleventh startup idea", "our next product"). */
const COUNTED = new Set(["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "next", "latest", "newest", "current", "main", "last"]);
/** Nouns that say how many or what sort of a thing, not what it is ("a set of", "a range of"). */
const SORTS = new Set(["set", "range", "variety", "selection", "collection", "series", "pair", "kind", "type", "sort", "number", "group", "bundle", "lot", "couple", "handful", "mix"]);
/** Kind nouns that also name what a thing is of, before another noun ("product photos", "customer reviews", "website copy"). */
const QUALIFYING_KINDS = new Set(["product", "products", "app", "website", "site", "store", "shop", "customer", "user", "api"]);

/** A phrase with its last word singular, as a name puts it before a kind ("video clips" → "video clip tool"). */
const lastSingular = (phrase: string) => phrase.split(" ").map((w, i, all) => (i === all.length - 1 ? singularOf(w) : w)).join(" ");

/** A light stem so "walkers" meets "walker" and "invoices" meets "invoice". */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(?:x|ch|sh|ss)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) return w.slice(0, -1);
  return w;
}


/** A time word qualifies the content noun after it ("day passes"), not a further time word ("day hours"). */
const qualifies = (words: readonly string[], i: number) => {
  const next = words[i + 1];
  return next !== undefined && !TIME_WORDS.has(next) && !QUANTIFIERS.has(next) && !KIND_NOUNS.has(next);
};


/** Shapes of irregular past participles ("worn", "grown", "written", "built", "sold", "kept", "made"). */
const IRREGULAR_PARTICIPLE = /^[a-z]+(?:wn|rn|tten|ven|ken|lt|ld|pt|ade)$/;

/** Endings of English adjectives on words of six letters or more, for words the tagger calls nouns ("artisanal", "organic", "reusable"; not "music", "fish"). */
const ADJECTIVE_SHAPE = /^(?=[a-z]{6,}$)[a-z]*(?:al|ous|ive|ful|ic|able|ible|less|ish)$/;

/**
 * The chunk's searchable core: the head and one qualifier (two in a compound of three nouns), the kind
 * noun dropped when something else names the subject.
 */
function coreOf({ words: chunkWords, endsInNoun, tags, afterPreposition, afterFor, start }: Chunk): { core: string; named: string; endsInNoun: boolean } | null {
  // "Voice AI": a kind of product, before what closes it is trimmed.
  if (onlyAKind(chunkWords)) return null;
  // "coffee beans roasted weekly": how often closing the chunk says when, not what.
  let all = chunkWords;
  // "collect rent online", "running partners nearby": how the product is reached, or where, closing the chunk, says nothing of what it is.
  while (all.length > 1 && (FREQUENCIES.has(all[all.length - 1]!) || GENERIC_QUALIFIERS.has(all[all.length - 1]!) || AFTER_THE_NOUN.has(all[all.length - 1]!))) all = all.slice(0, -1);
  const trimmed = all.length < chunkWords.length && (tags[all.length - 1] === "NOUN" || tags[all.length - 1] === "PROPN");
  // A participle closing the chunk says how the product is made ("coffee roasted"): the noun before it names it.
  // So does an irregular one the tagger calls an adjective ("monitor worn as a wristband"; not "dress rental").
  const participle = all.length > 1 && (/ed$/.test(all[all.length - 1]!) || (tags[all.length - 1] === "ADJ" && tags[all.length - 2] === "NOUN" && IRREGULAR_PARTICIPLE.test(all[all.length - 1]!)));
  const words = participle ? all.slice(0, -1) : all;
  if (participle || trimmed) endsInNoun = true;
  // "spend hours screening CVs": time spent doing a job, and its object, is the job as pages name it ("cv screening").
  const timeOnJob = words.length >= 3 && TIME_WORDS.has(words[0]!) ? actionOfGerund(words[1]!) : null;
  if (timeOnJob) {
    // An acronym's plural ("CVs") has no singular in the word list: its "s" goes.
    const one = (w: string) => (singularOf(w) === w && /^[a-z]{2,3}s$/.test(w) ? w.slice(0, -1) : singularOf(w));
    const object = words.slice(2).slice(-2).map((w, i, list) => (i === list.length - 1 ? one(w) : w)).join(" ");
    return { core: `${object} ${timeOnJob}`, named: `${object} ${timeOnJob}`, endsInNoun: true };
  }
  // "small business payroll": an adjective of a kind noun says nothing of the subject either.
  // "product descriptions", "customer reviews": such a word before the noun closing the chunk is part of its name.
  // "site hosting": so is one before a job in -ing closing it.
  const qualifiesNoun = (w: string, i: number) => QUALIFYING_KINDS.has(w) && i === words.length - 2 && (tags[i + 1] === "NOUN" || (tags[i + 1] === "VERB" && /ing$/.test(words[i + 1]!))) && !KIND_NOUNS.has(words[i + 1]!);
  // "billable hours", "opening hours": time an adjective or a noun names is the thing itself, not how long something takes.
  // Not "last year", "next week": those say when.
  const namedTime = (i: number) => i > 0 && i === words.length - 1 && (tags[i - 1] === "ADJ" || tags[i - 1] === "NOUN") && !QUANTIFIERS.has(words[i - 1]!) && !FREQUENCIES.has(words[i - 1]!) && !TIME_WORDS.has(words[i - 1]!) && !WHEN_WORDS.has(words[i - 1]!);
  // "a Los Angeles-based startup": a name before "-based" is where, as the hyphened word is.
  const placeOfBased = (i: number) => { let j = i; while (tags[j] === "PROPN" && !/-based$/.test(words[j]!)) j += 1; return j > i && /-based$/.test(words[j] ?? ""); };
  // "Local marketplace for used furniture": a title's first word, capitalised by its place, is the adjective it is read alone.
  const adjectiveAt = (i: number) => tags[i] === "ADJ" || (i === 0 && start === 0 && tags[i] === "PROPN" && /^[a-z]+$/.test(words[i]!) && tagAlone(words[i]!) === "ADJ");
  const isContent = (w: string, i: number) => !placeOfBased(i) && !(i === 0 && words.length > 1 && LIGHT_GERUNDS.has(w)) && !(WHEN_WORDS.has(w) && TIME_WORDS.has(words[i + 1] ?? "")) && (!KIND_NOUNS.has(w) || qualifiesNoun(w, i)) && !(adjectiveAt(i) && KIND_NOUNS.has(words[i + 1] ?? "") && !qualifiesNoun(words[i + 1]!, i + 1) && !(/al$/.test(w) && tags[i - 1] === "NOUN")) && !QUANTIFIERS.has(w) && !FREQUENCIES.has(w) && !(TIME_WORDS.has(w) && !qualifies(words, i) && !namedTime(i)) && !/-(only|based|free|day|home)$/.test(w) && !/^(same|on|at)-/.test(w) && !(/-(?:powered|driven|enabled|hosted)$|^open-source$/.test(w) && i < words.length - 1);
  const contentOnly = words.flatMap((w, i) => (isContent(w, i) ? [i] : []));
  // "gluten-free restaurants": what a thing is free of says little beside other words ("pesticide-free salad greens"), but before a noun alone it is what sets it apart.
  const freeOf = contentOnly.length === 1 && contentOnly[0]! > 0 && /^[a-z]+-free$/.test(words[contentOnly[0]! - 1]!) && tags[contentOnly[0]!] === "NOUN";
  const contentAt = freeOf ? [contentOnly[0]! - 1, ...contentOnly] : contentOnly;
  // "Mobile dog grooming van": before a compound of three, how the product is reached is no part of its name.
  const kept = contentAt.length >= 4 && GENERIC_QUALIFIERS.has(words[contentAt[0]!]!) ? contentAt.slice(1) : contentAt;
  const content = kept.map((i) => words[i]!);
  // "carbon footprint tracking", "water filter bottle": in a compound of three nouns the first qualifies
  // the second, so the three are one name; cut to two they name nothing ("footprint tracking"). An
  // adjective before two nouns describes them ("portable"), and a longer compound's grouping is unknown.
  const contentTags = kept.map((i) => tags[i]!);
  // A gerund may close it ("wedding photo sharing") but not open it ("tracking baby feeding" is a verb and
  // its object); nor may a word shaped like an adjective ("artisanal coffee beans"), one of where a device
  // stands ("countertop"), or a capitalised word the tagger calls a name ("Private photo backup" as a title).
  // A word in -al closing the chunk after a noun is a noun too ("dress rental", "waste removal"): adjectives come first.
  const nounLike = (w: string, i: number) => contentTags[i] === "NOUN" || contentTags[i] === "PROPN" || (contentTags[i] === "VERB" && /ing$/.test(w))
    || (contentTags[i] === "ADJ" && /al$/.test(w) && i === content.length - 1 && i > 0 && contentTags[i - 1] === "NOUN");
  const nounsClosing = content.length - content.findLastIndex((w, i) => !nounLike(w, i)) - 1;
  const first = content.length - 3;
  // "Code review bot for…": a sentence's first word is capitalised by its place; read alone it is the noun it is.
  const opensSentence = start === 0 && kept[first] === 0 && contentTags[first] === "PROPN" && /^[a-z]+$/.test(content[first] ?? "") && tagAlone(content[first]!) === "NOUN";
  const compoundOfThree = nounsClosing === 3 && (contentTags[first] === "NOUN" || opensSentence) && !(first === 0 && afterPreposition && /ing$/.test(content[0]!)) && !ADJECTIVE_SHAPE.test(content[first]!) && !PLACEMENTS.has(content[first]!) && !GENERIC_QUALIFIERS.has(content[first]!) && content.slice(-3).every((w) => !w.includes("-"));
  // "static site hosting", "mobile app testing": an adjective of a kind the job is done to names that kind, and the three are one name.
  const kindOfJob = nounsClosing >= 2 && content.length >= 3 && QUALIFYING_KINDS.has(content[first + 1]!) && !KIND_NOUNS.has(content.at(-1)!)
    && adjectiveAt(kept[first]!) && !GENERIC_QUALIFIERS.has(content[first]!) && !content[first]!.includes("-");
  const span = compoundOfThree || kindOfJob ? 3 : 2;
  // "AI tool", "online platform", "AI assistant": a kind of product made or reached some way is about nothing yet.
  // "The goal of this project", "my main focus", "The problem:": how the founder frames the work is no product;
  // closing a noun of what it is, it names nothing more ("a baby carrier project" is a baby carrier).
  if (FRAMING_NOUNS.has(content.at(-1) ?? "")) {
    const framed = content.slice(0, -1).slice(-2).join(" ");
    return framed && ["NOUN", "PROPN"].includes(contentTags.at(-2) ?? "") ? { core: framed, named: framed, endsInNoun: true } : null;
  }
  if (content.length === 0 || onlyAKind(words)) return null;
  const kind = KIND_NOUNS.has(words[words.length - 1]!) ? words[words.length - 1]! : null;
  // "mobile-only streaming app": the product as named keeps what the hyphenated word says of it ("mobile streaming app").
  const describing = words.flatMap((w, i) => /-(?:only|based)$/.test(w) ? [w.replace(/-(?:only|based)$/, "")] : content.includes(w) && !KIND_NOUNS.has(w) && (!TIME_WORDS.has(w) || qualifies(words, i)) ? [w] : []);
  // "A smart carry-on suitcase": "smart" names a category of device ("smart luggage", "smart rings") that a qualifier between would lose
  // ("a smart water bottle" keeps its compound).
  const smartCategory = content.length === 3 && content[0] === "smart" && span === 2 && nounLike(content[2]!, 2) && (content[1]!.includes("-") || contentTags[1] === "ADJ")
    ? ["smart", content[2]!] : null;
  const named = smartCategory && !kind ? smartCategory.join(" ") : [...(kind ? describing : content).slice(-span), ...(kind ? [kind] : [])].join(" ");
  const core = smartCategory ? smartCategory.join(" ") : content.length >= 2 || !kind ? content.slice(-span).join(" ") : `${content[0]} ${kind}`;
  // "for verifying phone numbers": after a preposition, a job's verb in -ing and its object are named as pages name the job ("phone number verification").
  // With one word after it, only after "for", a verb the tagger calls one, before no kind of product ("for tracking expenses";
  // "for cleaning services", "dozens of invoicing tools" are compounds).
  const oneObject = content.length === 2 && tags[0] === "VERB" && afterFor && !KIND_NOUNS.has(singularOf(content[1]!));
  const job = afterPreposition && (content.length >= 3 || oneObject) && kept[0] === 0 ? actionOfGerund(content[0]!) : null;
  if (job) {
    const object = content.slice(1).slice(-2).map((w, i, all) => (i === all.length - 1 ? singularOf(w) : w)).join(" ");
    return { core: `${object} ${job}`, named: `${object} ${job}`, endsInNoun: true };
  }
  return { core, named, endsInNoun };
}

/** The job a verb in -ing does, as pages name it ("verifying" → "verification", "planning" → "planning"); null for a verb of no job. */
function actionOfGerund(word: string): string | null {
  if (!/ing$/.test(word)) return null;
  const stem = word.slice(0, -3);
  for (const verb of [stem, `${stem}e`, stem.slice(0, -1)]) {
    if (ACTION_NOUNS[verb] !== undefined) return ACTION_NOUNS[verb]!;
  }
  return null;
}

/** A capitalised place after "on" or "in" ("living on the Moon", "in Lagos"), or a place off the Earth anywhere, as a search word. */
function settingOf(tokens: readonly TextToken[]): string | null {
  for (let i = 1; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const before = tokens[i - 1]!.normal === "the" ? tokens[i - 2] : tokens[i - 1];
    if ((before?.normal === "on" || before?.normal === "in") && /^[A-Z][a-z]+$/.test(token.value) && token.pos !== "VERB") return token.normal;
  }
  const offWorld = tokens.find((t) => OFF_WORLD[t.normal] !== undefined && t.pos !== "VERB");
  return offWorld ? OFF_WORLD[offWorld.normal]! : null;
}

/** Verbs after which a party does something with the product ("lets owners rent pitches"): the party's next word is its verb. */
const LETTING = new Set(["lets", "let", "helps", "help", "allows", "enables", "assist", "assists"]);
/** The founder speaking ("I'm building…", "We're making…"), however the tagger reads the contraction. */
const FOUNDER_WORDS = /^(?:I|I['’]m|I['’]ve|We|we|We['’]re|we['’]re|We['’]ve|we['’]ve)$/;
/** The founder's own thing ("our app"). */
const OUR = /^our$/i;
/** The founder's verbs for a business they already have ("I run a small bakery", "We own three gyms"). */
const OWNING = new Set(["run", "own", "manage", "have", "operate"]);
// "What if there was an app…": a founder's "if" leads up to the product too.
const LEAD_IN_TAGS = new Set(["DET", "NUM", "SYM", "PRON", "AUX", "PART", "ADV", "SCONJ"]);
const PRONOUN_OBJECTS = new Set(["them", "it", "these", "those", "this"]);


/** Words between an intent and what is intended ("thinking of starting", "thinking about opening"). */
const INTENT_PREPOSITIONS = /^(?:of|about|on)$/;

/**
 * Whether the tokens before the chunk only lead up to it: determiners, prices, pronouns and the
 * founder's "We're building" / "I want to launch", or the half of a hyphenated word ("At-home").
 */
function leadsUpTo(sentence: readonly TextToken[], start: number): boolean {
  return sentence.slice(0, start).every((t, i) => {
    const hyphened = sentence[i + 1]?.value === "-" || sentence[i - 1]?.value === "-" || t.value === "-";
    const previous = sentence[i - 1];
    // "I'm planning to open…", "Thinking of starting…", "thinking about opening…": the founder's intent, however the tagger reads it.
    const intent = (t.pos === "VERB" || t.pos === "NOUN") && INTENT.test(t.normal);
    const ofIntent = t.pos === "ADP" && INTENT_PREPOSITIONS.test(t.normal) && previous !== undefined && INTENT.test(previous.normal);
    return hyphened || LEAD_IN_TAGS.has(t.pos) || FOUNDER_WORDS.test(t.value) || (t.pos === "PUNCT" && t.value !== ":" && t.value !== ",") || (t.pos === "VERB" && MAKING.test(t.normal)) || intent || ofIntent
      // "I'm building a CRM…", "thinking about opening a yoga studio": the tagger may read the founder's verb in -ing as a noun.
      || (t.pos === "NOUN" && /ing$/.test(t.normal) && MAKING.test(t.normal) && previous !== undefined && (FOUNDER_WORDS.test(previous.value) || INTENT.test(previous.normal) || INTENT_PREPOSITIONS.test(previous.normal)));
  });
}

/** Words before a time word that say which time ("last year", "next week"), not what is timed. */
const WHEN_WORDS = new Set(["last", "next", "past", "previous", "coming", "following", "whole", "entire", "early", "late"]);

/** Where the word before token `start` is, stepping back over the words `over` says only lead up to it (-1 when none is left). */
function indexBefore(sentence: readonly TextToken[], start: number, over: (t: TextToken) => boolean): number {
  let at = start - 1;
  while (at >= 0 && over(sentence[at]!)) at -= 1;
  return at;
}

/**
 * "tracks your subscriptions", "monitors websites": a word for a kind of product, alone and plural, that a job's verb acts on is
 * the thing the job is done on, not the product's kind (the tagger may call the verb a noun after "app").
 */
function kindActedOn(sentence: readonly TextToken[], chunk: Chunk): { core: string; named: string; endsInNoun: boolean } | null {
  const word = chunk.words[0]!;
  if (chunk.words.length !== 1 || !KIND_NOUNS.has(word) || !/[^s]s$/.test(word)) return null;
  const verb = sentence[indexBefore(sentence, chunk.start, (t) => ["DET", "PRON"].includes(t.pos) && !RELATIVE_PRONOUNS.has(t.normal))];
  return verb !== undefined && ACTION_NOUNS[verb.lemma.toLowerCase()] !== undefined ? { core: word, named: word, endsInNoun: true } : null;
}

/** What sets a name beside what it is: a comma, or a dash ("Blackring — a platform that…", "Shardlyn - a server management platform"). */
const APPOSITION = /^(?:,|—|–|--)$/;
const setsBeside = (sentence: readonly TextToken[], at: number) => APPOSITION.test(sentence[at]?.value ?? "") || spacedDash(sentence, at);

/**
 * "I decided to … put together Dose Coach, a dose calculation practice app designed to…": what a
 * capitalised name is said to be beside it, a kind of product closing it, is what the product is,
 * wherever in the sentence the name stands.
 */
function namedBeside<C extends { core: string; named: string; endsInNoun: boolean; chunk: Chunk }>(sentence: readonly TextToken[], cores: readonly C[]): C | null {
  for (let i = 1; i < sentence.length - 2; i += 1) {
    if (!setsBeside(sentence, i) || !/^[A-Z]/.test(sentence[i - 1]!.value) || sentence[i - 1]!.pos !== "PROPN" || !["a", "an", "the"].includes(sentence[i + 1]!.normal)) continue;
    const beside = cores.find((c) => c.chunk.start === i + 2);
    // "Typogram, a logo design and editing tool": the kind may close a second phrase joined to the first.
    const joined = beside ? cores.find((c) => c.chunk.start === beside.chunk.end + 2 && sentence[beside.chunk.end + 1]?.normal === "and") : undefined;
    if (beside && (KIND_NOUNS.has(beside.chunk.words.at(-1)!) || (joined !== undefined && KIND_NOUNS.has(joined.chunk.words.at(-1)!)))) return beside;
  }
  return null;
}

/**
 * "…to pursue my dream of opening a socially conscious coffee shop", "the idea of starting a podcast": what the founder's dream,
 * idea or plan is of making, wherever in the sentence it stands, is the product.
 */
function ideaOfMaking<C extends { chunk: Chunk }>(sentence: readonly TextToken[], cores: readonly C[]): C | null {
  for (let i = 0; i < sentence.length - 3; i += 1) {
    if (!IDEA_WORDS.has(sentence[i]!.normal) || sentence[i + 1]?.normal !== "of" || !/ing$/.test(sentence[i + 2]!.normal) || !MAKING.test(sentence[i + 2]!.normal)) continue;
    let at = i + 3;
    while (sentence[at]?.pos === "DET" || sentence[at]?.pos === "ADV") at += 1;
    const made = cores.find((c) => c.chunk.start === at);
    if (made) return made;
  }
  return null;
}

/**
 * The founder's own venture: a business they open, start or set up, or mean to have of their own, which names the product wherever
 * in the sentence it stands (`isFoundersBusiness`).
 */
const ventureIn = <C extends { chunk: Chunk }>(sentence: readonly TextToken[], cores: readonly C[]): C | null => cores.find((c) => isFoundersBusiness(sentence, c.chunk.end)) ?? null;

/** Verbs of a routine a product may remind people of, whose object names the routine ("take breaks", "pay invoices", "renew passports"). */
const ROUTINE_VERBS = new Set(["take", "pay", "drink", "eat", "renew", "refill", "water", "order", "book", "submit", "update", "change", "file", "log", "clean", "feed", "walk"]);

/** Verbs of a marketplace linking two sides ("connecting homeowners with…", "matches people who…", "matching retired engineers"). */
const LINKING_VERB = /^(?:connect|match|pair)(?:s|es|ed|ing)?$/;

/** Words for a place, which after "in" or "near" say where the job is done ("in their neighbourhood"). */
const PLACE_NOUNS = new Set(["neighbourhood", "neighborhood", "neighbourhoods", "neighborhoods", "area", "areas", "city", "cities", "town", "towns", "region", "regions", "village", "villages", "street", "streets", "country", "countries"]);

/** Verbs whose object is a company's or a product's name ("cofounded FLUID", "called it RegularDB"). */
const NAMING_VERBS = /^(?:founded|cofounded|co-founded|called|named|dubbed|branded)$/;

/** Words that open a phrase of when, where or as whom before the sentence's own clause ("As co-founder of…,", "Since January,"). */
const INTRO_WORDS = new Set(["as", "since", "after", "before", "during", "in", "at", "over", "last", "when", "while", "recently", "back", "using", "with", "through", "via", "by", "today", "currently", "nowadays", "unlike", "whether", "here"]);

/**
 * The sentence without its opening phrase of when, where or as whom, up to the comma that closes it
 * ("As co-founder and CTO of Inkdrop AG, I built a…", "Since January, my main focus has been…"), or
 * without a name before a dash or a colon. What such a phrase names (a role, a company, a month) is
 * no product.
 */
function withoutIntro(sentence: readonly TextToken[]): readonly TextToken[] {
  // "Introducing Loop: the habit tracker…", "That's why we built…", "So we created…": the words leading up to the product or the founder.
  // "“After decades of no innovation…, we re-imagined the suitcase…“ it says": a quotation mark opens no phrase.
  if (/^["“‘']$/.test(sentence[0]?.value ?? "") && sentence.length > 4) return withoutIntro(sentence.slice(1));
  const lead = /^(?:introducing|meet)$/i.test(sentence[0]?.value ?? "") && sentence[1]?.pos === "PROPN" ? 1 : leadUpToFounder(sentence);
  if (lead > 0) return withoutIntro(sentence.slice(lead));
  // "Onfolk (YC S21) - Modern HR and Payroll in One Place": a name, then a dash or a colon, then what it is.
  let afterName = sentence[0]?.pos === "PROPN" ? 1 : 0;
  if (afterName && sentence[afterName]?.value === "(") afterName = sentence.findIndex((t, i) => i > afterName && t.value === ")") + 1;
  const dash = sentence[afterName];
  if (afterName > 0 && dash && (/^[–—:]$/.test(dash.value) || (dash.value === "-" && (sentence[afterName - 1]?.value === ")" || spacedDash(sentence, afterName)))) && sentence.length > afterName + 3) return sentence.slice(afterName + 1);
  // "Enter PawSquad’s innovation: pet telemedicine.", "My pitch: a marketplace for…": after the founder's idea, pitch or innovation and a colon, what follows is it.
  const ideaColon = sentence.findIndex((t, i) => t.value === ":" && i <= 6 && IDEA_WORDS.has(sentence[i - 1]?.normal ?? ""));
  if (ideaColon > 0 && sentence.length > ideaColon + 2) return sentence.slice(ideaColon + 1);
  // "ecotrack is fitbit for sustainability: a free app which tracks your carbon footprint": after a name said to be
  // something, what follows a colon as "a" kind of product says what it is.
  const colon = sentence[1]?.lemma === "be" ? sentence.findIndex((t) => t.value === ":") : -1;
  const kindAt = colon > 0 && ["a", "an"].includes(sentence[colon + 1]?.normal ?? "") ? sentence.findIndex((t, i) => i > colon + 1 && i <= colon + 5 && KIND_NOUNS.has(t.normal)) : -1;
  if (kindAt > 0 && sentence.slice(colon + 2, kindAt).every((t) => ["ADJ", "NOUN", "PROPN"].includes(t.pos) || t.value === "-")) return sentence.slice(colon + 1);
  // ("After-school coding club…" opens with a word made with "after", no phrase of when.)
  // "To help alleviate the college expenses my father and I started…", "To save time, we built…": a purpose opening the sentence runs up to the founder.
  if (sentence[0]?.normal === "to" && sentence[1]?.pos === "VERB") {
    // (Not "To bring together people who grow food…, with people who…": a purpose with no founder after it is the idea itself.)
    const from = sentence.findIndex((t, i) => i > 2 && FOUNDER_WORDS.test(t.value) && sentence[i + 1]?.pos === "VERB");
    // ("To address … stray cats and dogs, I plan to design a smart phone app.": where the founder names only a kind of product, the purpose says what it is about.)
    if (from > 2 && from < sentence.length - 3 && !chunksOf(sentence.slice(from)).every((c) => onlyAKind(c.words))) return withoutIntro(sentence.slice(from));
  }
  // (The word as written: the tagger's normal form of "through" is "thru".)
  // ("Here’s the pitch: a streaming service…": the word as written, with its "’s".)
  if (!INTRO_WORDS.has(sentence[0]?.value.toLowerCase().replace(/['’]s$/, "") ?? "") || sentence[1]?.value === "-") return sentence;
  // Past a list the phrase holds ("Whether you're a player, manager, coach or secretary, our app…").
  const listed = (i: number) => ["NOUN", "ADJ"].includes(sentence[i + 1]?.pos ?? "") && (sentence[i + 2]?.value === "," || sentence[i + 2]?.pos === "CCONJ");
  // "Here it is: having a board game cafe…": or the colon that closes it.
  const comma = sentence.findIndex((t, i) => (t.value === "," || t.value === ":") && i <= 12 && !listed(i));
  return comma > 0 && comma < sentence.length - 3 ? sentence.slice(comma + 1) : sentence;
}

/** How a sentence proposing the idea opens ("Why not a service that…?", "What about buying…", "How about making…"). */
const PROPOSING = /^(?:why not|what about|how about)\b/;

/** How a question about the reader's problem opens ("Tired of…?", "Ever lost…?", "What if your fridge could…?"). */
const PROBLEM_QUESTION = /^(?:tired of|sick of|fed up|struggling|hate|annoyed|frustrated|ever|do you|are you|have you|is your|does your|what if|can't|cannot)\b/;

/** Words that lead up to the founder's own "we" ("That's why we built…", "So we created…", "This is why I made…"). */
const TO_THE_FOUNDER = new Set(["so", "that", "this", "which", "'s", "’s", "is", "why", "then", "and", "hence", "thus", "that's", "that’s", ","]);
/** How many words lead up to the founder's "we" or "I" at the sentence's start, when only such words do; 0 otherwise. */
function leadUpToFounder(sentence: readonly TextToken[]): number {
  let i = 0;
  while (i < 4 && sentence[i] !== undefined && TO_THE_FOUNDER.has(sentence[i]!.normal)) i += 1;
  return i > 0 && FOUNDER_WORDS.test(sentence[i]?.value ?? "") ? i : 0;
}

/** Whether the words after the chunk make it the subject of a clause ("Bakeries throw away…", "Busy nurses can't…"). */
function opensClause(sentence: readonly TextToken[], chunk: Chunk): boolean {
  let i = chunk.end + 1;
  while (sentence[i]?.pos === "ADV") i += 1;
  const next = sentence[i];
  if (!next) return false;
  // "Small breweries waste hours…": a word of what people lose is their verb, however the tagger reads it.
  if (next.pos === "AUX" || (PEOPLE_LOSING.has(next.normal) && PEOPLE_PLURAL.test(chunk.words.at(-1)!))) return true;
  if (next.pos !== "VERB" || /(?:ing|ed|en|ne)$/.test(next.normal)) return false;
  // "E-bike hire for…": after a singular noun a bare verb before a preposition is the compound's head, no clause.
  const last = chunk.words[chunk.words.length - 1]!;
  const compoundHead = !/[^s]s$/.test(last) && next.normal === next.lemma && ["ADP", "PUNCT", "SCONJ"].includes(sentence[i + 1]?.pos ?? "PUNCT");
  return !compoundHead;
}

/** Token indexes of "with X" feature phrases after a comma (", with GPS tracking of every walk"): what the product has, not what it is. */
function featureSpans(sentence: readonly TextToken[]): Set<number> {
  const inside = new Set<number>();
  for (let i = 1; i < sentence.length; i += 1) {
    if (sentence[i]!.normal !== "with" || sentence[i - 1]!.value !== ",") continue;
    for (let j = i + 1; j < sentence.length && sentence[j]!.value !== "," && sentence[j]!.value !== ";"; j += 1) inside.add(j);
  }
  return inside;
}

const REPLACING = /^replac(?:e|es|ing)$/;

/** The chunk right after a token, past determiners ("replaces the spreadsheets"). */
const chunkAfter = (sentence: readonly TextToken[], chunks: readonly Chunk[], at: number) =>
  chunks.find((c) => c.start > at && sentence.slice(at + 1, c.start).every((t) => t.pos === "DET"));

/** What the founder replaces the old way with, when the sentence opens by saying so ("We replace X with Y": Y). */
function replacement(sentence: readonly TextToken[], chunks: readonly Chunk[]): Chunk | null {
  const replaceAt = sentence.findIndex((t) => REPLACING.test(t.normal));
  if (replaceAt < 0 || !sentence.slice(0, replaceAt).every((t) => FOUNDER_WORDS.test(t.value) || t.pos === "ADV")) return null;
  const withAt = sentence.findIndex((t, i) => i > replaceAt && t.normal === "with");
  return withAt > 0 ? chunkAfter(sentence, chunks, withAt) ?? null : null;
}

/** Token indexes where what the product replaces starts ("an app that replaces spreadsheets"): the old way, not the product. */
function replacedStarts(sentence: readonly TextToken[], chunks: readonly Chunk[]): Set<number> {
  const starts = new Set<number>();
  sentence.forEach((t, i) => {
    if (!REPLACING.test(t.normal) && !(t.normal === "of" && sentence[i - 1]?.normal === "instead")) return;
    const replaced = chunkAfter(sentence, chunks, i);
    if (replaced) starts.add(replaced.start);
  });
  return starts;
}

/**
 * The noun phrase a sentence opens with when it says what the product is ("A password manager for…",
 * "We're building a booking system", "My idea is a subscription service"); null when the sentence
 * opens with a clause ("Bakeries throw away…").
 */
function headOf(sentence: readonly TextToken[]): Chunk | null {
  const chunks = chunksOf(sentence);
  // "Rent a robot lawn mower by the month": a sentence opening with what the customer is told to do names the product after it.
  const imperative = chunks[0]?.start === 0 && chunks[0].words.length === 1 && IMPERATIVES.has(chunks[0].words[0]!) && chunks[1] !== undefined
    && sentence.slice(chunks[0].end + 1, chunks[1].start).every((t) => t.pos === "DET" || t.pos === "NUM");
  // "Rent designer handbags for special occasions": the tagger may take the order into the phrase it gives; what follows it is the product
  // (not "Order tracking apps", "Book club memberships": a job or a compound).
  const first = chunks[0];
  const orderInPhrase = !imperative && first !== undefined && first.start === 0 && first.words.length > 1 && IMPERATIVES.has(first.words[0]!) && /^[A-Z]/.test(sentence[0]!.value)
    && /[^s]s$/.test(first.words.at(-1)!) && !/(?:ing|ment|ion)$/.test(first.words[1]!) && !/^club/.test(first.words[1]!);
  if (orderInPhrase) return { ...first, words: first.words.slice(1), tags: first.tags.slice(1), start: first.start + 1 };
  const [opening, next] = imperative ? chunks.slice(1) : chunks;
  // "We replace paper timesheets with a mobile app…": what the founder replaces the old way with is the product.
  const replacing = replacement(sentence, chunks);
  if (replacing) return replacing;
  // "The first pitch is for…": the founder's idea, counted or described, is what follows it.
  const ideaWord = opening !== undefined && IDEA_WORDS.has(opening.words.at(-1)!) && opening.words.every((w, i) => i === opening.words.length - 1 || COUNTED.has(w) || opening.tags[i] === "ADJ")
    && sentence.slice(0, opening.start).every((t) => t.pos === "DET" || t.pos === "PRON" || COUNTED.has(t.normal));
  if (!opening || (!imperative && !ideaWord && !leadsUpTo(sentence, opening.start))) return null;
  // "Teacher's digital markbook": what the opening's owner has is the product.
  if (/^['’]s?$/.test(sentence[opening.end + 1]?.value ?? "") && next?.start === opening.end + 2) return next;
  // "Uber for lawn care", "An Airbnb for storage": a famous name held up as a model; what it is "for" is the product.
  // Not an acronym of a kind of product ("a CRM for insurance agents"), nor a job capitalised by the sentence's start ("Bookkeeping for Etsy sellers").
  const analogy = opening.words.length === 1 && opening.tags[0] === "PROPN" && /^[A-Z][a-z]/.test(sentence[opening.start]!.value) && !/ing$/.test(opening.words[0]!) && !namesOnlyAKind(opening.words[0]!) && capitalisedAsName(sentence, opening.start) && sentence[opening.end + 1]?.normal === "for" && next?.start === opening.end + 2;
  if (analogy) return opensClause(sentence, next) ? null : next;
  // "My idea is a subscription service…", "SeatDesk is a desk-booking tool…": after a kind of thing or
  // the product's own name and "is", what the product is follows (a name is searched for by nobody).
  // "I want Flashband to be the band incubator": or "to be".
  // "‘Teachable Moments’ is an audio content sharing platform…": a name in quotation marks is said to be what follows them.
  const afterOpening = opening.end + 1 + Number(/^[’'"”]$/.test(sentence[opening.end + 1]?.value ?? ""));
  const beAt = sentence[afterOpening]?.normal === "to" ? afterOpening + 1 : afterOpening;
  const is = sentence[beAt];
  // "My idea is to open a board game cafe", "The plan is to launch…": what the idea makes follows "is to" and the making verb.
  const toMake = sentence[beAt + 1]?.normal === "to" && MAKING.test(sentence[beAt + 2]?.normal ?? "") ? beAt + 2 : beAt;
  // "My eleventh startup idea is…": the kind may be counted or described.
  const kindOrName = opening.words.every((w, i) => KIND_NOUNS.has(w) || (i < opening.words.length - 1 && (COUNTED.has(w) || opening.tags[i] === "ADJ")))
    || ideaWord
    || opening.tags.every((t) => t === "PROPN") || opening.words.every((w) => w.includes("_"))
    // "carbondebt is a cloud emissions dashboard…": one word said to be a kind of product is its name, however written.
    || (opening.words.length === 1 && next !== undefined && KIND_NOUNS.has(next.words.at(-1)!));
  // ("TDM is a fast, lightweight, and feature-rich download manager": qualifiers a comma lists before it are no part of the phrase.)
  const listedQualifier = (t: TextToken) => t.pos === "ADJ" || t.value === "," || t.pos === "CCONJ" || (t.pos === "ADV" && t.normal !== "not");
  if (kindOrName && is?.lemma === "be" && next && sentence.slice(toMake + 1, next.start).every((t, i) => t.pos === "DET" || (i > 0 && listedQualifier(t)) || (ideaWord && i === 0 && t.normal === "for"))) {
    return opensClause(sentence, next) ? null : next;
  }
  // "We built GymDesk, a membership management tool…", "Blackring — a platform…": what a name is said to be beside it is what the product is.
  const appositive = opening.tags.every((t) => t === "PROPN") && setsBeside(sentence, beAt) && next !== undefined && next.start > opening.end + 2
    && sentence.slice(opening.end + 2, next.start).every((t) => t.pos === "DET");
  if (appositive) return next;
  return opensClause(sentence, opening) ? null : opening;
}

/**
 * What the product is: the noun phrase the sentence says it is ("A password manager for families:",
 * "We're building a booking system"); when that names only a kind of product ("A marketplace app
 * that…", "Software that…"), what it works on ("lists leftovers", "files them": the problem's own
 * words), never a feature it has ("with GPS tracking") nor a party it serves; a marketplace whose
 * sentence names only people is about the side that supplies ("dog walkers"). Where the sentences
 * read name nothing ("This app was made to solve this problem."), the next ones are read ("It
 * connects eateries…"), up to the third.
 */
export function readSubject(request: SubjectRequest): SubjectReading | null {
  const read = readSubjectInOrder(request);
  // "RunBuddy is an app to connect…", "I built SendMyLove — a $5/month subscription that delivers a pre-written love message…": the
  // product's own name is searched for by nobody. The description is read again with the name as "it", as a reader takes it.
  const name = read ? ownNameOf(request.tokens, read.phrase) : null;
  if (name === null) return read;
  const again = readSubjectInOrder({ ...request, tokens: request.tokens.map((t) => (t.normal === name ? asIt(t) : t)) });
  return again && again.terms.length > 0 && !namesNothingAlone(again.phrase) && again.phrase !== "it" ? again : read;
}

type SubjectRequest = { tokens: readonly TextToken[]; customer: string | null; customers: readonly string[]; productSentence: number | null };

/**
 * The word a reading's one-word phrase is, when it is the product's coined name: a word no English lexicon holds, written
 * with a capital wherever it appears, and spelled as a name ("RunBuddy", "SendMyLove") or capitalised mid-sentence ("build
 * Blackring — a platform…"). Not a word of the language capitalised ("Dementia", "Split"), an acronym ("PDF"), a famous
 * product or a platform. Null otherwise.
 */
function ownNameOf(tokens: readonly TextToken[], phrase: string): string | null {
  if (phrase.includes(" ") || MODEL_NAMES.has(phrase) || PLATFORMS.has(phrase) || isKnownWord(phrase)) return null;
  const at = tokens.flatMap((t, i) => (t.normal === phrase ? [i] : []));
  // (wink splits a hyphened name, "Check-Mate", into three tokens, so no one token is spelled with a hyphen.)
  const spelled = (value: string) => /^[A-Z][a-z]+(?:[A-Z][a-z]*)+$/.test(value);
  const capitalised = (value: string) => /^[A-Z][a-z]+$/.test(value) || spelled(value);
  if (at.length === 0 || !at.every((i) => capitalised(tokens[i]!.value))) return null;
  const asName = (i: number) => {
    const sentence = tokens.filter((t) => t.sentence === tokens[i]!.sentence);
    return spelled(tokens[i]!.value) || capitalisedAsName(sentence, sentence.indexOf(tokens[i]!));
  };
  return at.some(asName) ? phrase : null;
}

/** A token read as "it", where it stood. */
function asIt(token: TextToken): TextToken {
  return { ...token, value: /^[A-Z]/.test(token.value) ? "It" : "it", normal: "it", lemma: "it", pos: "PRON", stop: true };
}

function readSubjectInOrder(request: SubjectRequest): SubjectReading | null {
  const sentences = [...new Set(request.tokens.map((t) => t.sentence))];
  // "Tired of juggling five apps to run your salon? SalonOS does bookings…": a question the description opens with asks about the problem; the answer names the product.
  // Not "What about buying a pressure washer…?", "why not set up…?": a question that proposes is the idea itself.
  const opening = request.tokens.filter((t) => t.sentence === sentences[0]);
  const opensWithQuestion = sentences.length > 1 && opening.at(-1)?.value === "?" && PROBLEM_QUESTION.test(opening.slice(0, 2).map((t) => t.normal).join(" "));
  // "Plenty of people … have lawn services. Why not a service that goes inside the house…?": a later sentence that proposes is the idea.
  const proposing = sentences.slice(1, 3).find((n) => PROPOSING.test(request.tokens.filter((t) => t.sentence === n).slice(0, 2).map((t) => t.normal).join(" ")));
  const starts = opensWithQuestion ? [...sentences.slice(1, 3), sentences[0]!] : proposing !== undefined ? [proposing, ...sentences.slice(0, 3).filter((n) => n !== proposing)] : sentences.slice(0, 3);
  // "Schools lack tools that are simple… TinyTeacher … helps teachers create lesson packs": a reading with no word to search
  // ("tools", a kind alone) gives way to a later sentence's.
  let bare: SubjectReading | null = null;
  for (const from of starts) {
    const whole = from === sentences[0];
    const tokens = whole ? request.tokens : request.tokens.filter((t) => t.sentence >= from);
    const read = readSubjectOf({ ...request, tokens, productSentence: whole ? request.productSentence : null });
    if (read && read.terms.length > 0 && !namesNothingAlone(read.phrase)) return read;
    bare ??= read;
  }
  return bare;
}

/** Words that name no product whatever stands before them: a sum, a question, a market, a thing ("a few dollars", "one simple question", "a definite market", "different things"). */
const NOTHING_WHATEVER = new Set(["dollar", "dollars", "money", "question", "questions", "supply", "market", "markets", "thing", "things", "stuff", "line", "discussion", "link", "post", "input"]);
/** Words that alone name no product: a day, a time, an aim, a problem ("today", "first", "while"); in a compound they may ("water level"). */
const NOTHING_ALONE = new Set([...ABSTRACT_ALONE, ...FRAMING_NOUNS, ...TIME_WORDS, ...NOTHING_WHATEVER, ...DEALING_WORDS, "today", "tomorrow", "deal", "conclusion", "first", "freetime", "right", "top", "place", "option", "offer", "area", "little", "small", "great", "looking", "profit"]);
/** Whether a reading's phrase is only such a word, or one of the first kind with one word before it. */
function namesNothingAlone(phrase: string): boolean {
  const words = phrase.split(/\s+/);
  return (words.length === 1 && NOTHING_ALONE.has(words[0]!)) || (words.length === 2 && NOTHING_WHATEVER.has(words[1]!));
}

function readSubjectOf({ tokens, customer, customers, productSentence }: {
  tokens: readonly TextToken[]; customer: string | null; customers: readonly string[];
  /** The sentence that says what the product is, when the description opens with the problem instead. */
  productSentence: number | null;
}): SubjectReading | null {
  const opening = tokens[0]?.sentence ?? 0;
  const sentenceOf = (n: number) => withoutIntro(tokens.filter((t) => t.sentence === n));
  const stemsOf = (phrases: readonly string[]) => new Set(phrases.flatMap((p) => p.toLowerCase().split(/\s+/)).map(stem));
  const customerStems = stemsOf(customer ? [customer] : []);
  const anyCustomer = stemsOf(customers);
  type Core = NonNullable<ReturnType<typeof coreOf>> & { chunk: Chunk; party: boolean; customer: boolean };
  // The customer ("busy dog owners") is read apart: its words are no part of the subject.
  const customerLast = customer ? stem(customer.toLowerCase().split(/\s+/).at(-1)!) : null;
  // "helps restaurant managers plan staff rotas", "lets owners of private land rent pitches": the chunk runs on past the
  // customer; what follows is theirs to act on, and after "lets" or "helps" its first word is what they do.
  const pastCustomer = (sentence: readonly TextToken[], chunk: Chunk): Chunk => {
    // "Freelance translators struggle to find clients": people opening the sentence are its subject; what follows them is their verb.
    const opensWithPeople = sentence.slice(0, chunk.start).every((t) => t.pos === "DET");
    const letting = opensWithPeople || sentence.slice(0, chunk.start).some((t) => LETTING.has(t.normal));
    const person = (w: string) => {
      const token = sentence.slice(chunk.start, chunk.end + 1).find((t) => t.normal === w);
      return token !== undefined && namesPeople(token) && PEOPLE_PLURAL.test(token.normal);
    };
    // "sends families daily photo updates": people right after a verb, before what it sends them, are whom it is sent to.
    const verbBefore = sentence[chunk.start - 1];
    // Not the customer's own word the tagger took for a verb ("where dog owners book": "dog").
    const sentTo = verbBefore?.pos === "VERB" && !LETTING.has(verbBefore.normal) && !customerStems.has(stem(verbBefore.normal));
    // What is sent them is a thing ("daily photo updates"); "find restaurants nearby" finds the restaurants.
    const thingSent = chunk.tags.slice(1).some((t) => t === "NOUN" || t === "PROPN");
    if (chunk.words.length > 1 && person(chunk.words[0]!) && sentTo && thingSent && !opensWithPeople) {
      const start = sentence.findIndex((t, i) => i > chunk.start && t.normal === chunk.words[1]!.split("-")[0]);
      return { ...chunk, words: chunk.words.slice(1), tags: chunk.tags.slice(1), start: start >= 0 ? start : chunk.start };
    }
    // People are whom the product lets or helps only right after its verb: "helps people with diabetes find restaurants nearby" lets them find the restaurants.
    const lettingThem = opensWithPeople || LETTING.has(sentence[indexBefore(sentence, chunk.start, (t) => t.pos === "DET")]?.normal ?? "");
    const at = chunk.words.findIndex((w, i) => i < chunk.words.length - 1 && ((stem(w) === customerLast && chunk.words.slice(0, i).every((b) => customerStems.has(stem(b)))) || (lettingThem && person(w))));
    if (at < 0) return chunk;
    // "a marketplace where homeowners book vetted plumbers": a lone singular word after the customer opening a clause is their verb.
    // The clause opens before all of the customer's words, one the tagger left out of the chunk too ("where dog owners book", "dog" read as a verb).
    let opener = chunk.start - 1;
    while (opener > 0 && customerStems.has(stem(sentence[opener]!.normal))) opener -= 1;
    // "where dog owners swap pet-sitting…": a word of what people do right after them is their verb, whatever follows it.
    const theirVerb = letting || (CLAUSE_OPENERS.has(sentence[opener]?.normal ?? "") && ((at === chunk.words.length - 2 && !/s$/.test(chunk.words.at(-1)!)) || (at < chunk.words.length - 2 && PEOPLE_DOING.has(chunk.words[at + 1]!))));
    const from = at + 1 + (theirVerb ? 1 : 0);
    const start = from < chunk.words.length ? sentence.findIndex((t, i) => i >= chunk.start && t.normal === chunk.words[from]!.split("-")[0]) : -1;
    return { ...chunk, words: chunk.words.slice(from), tags: chunk.tags.slice(from), start: start >= 0 ? start : chunk.start };
  };
  const coresOf = (sentence: readonly TextToken[]): Core[] => chunksOf(sentence)
    // "$20 per unit per month", "$20 a walk": what a price is counted by is no part of the product.
    .filter((chunk) => sentence[chunk.start - 1]?.normal !== "per" && !(["a", "an", "each"].includes(sentence[chunk.start - 1]?.normal ?? "") && sentence[chunk.start - 2]?.pos === "NUM"))
    .map((chunk) => pastCustomer(sentence, chunk))
    .map((chunk) => {
      const isCustomer = customerStems.size > 0 && [...customerStems].every((c) => chunk.words.some((w) => stem(w) === c));
      const kept = chunk.words.map((w, i) => ({ w, tag: chunk.tags[i]! })).filter(({ w }) => !isCustomer || !customerStems.has(stem(w)));
      // "couples planning weddings": what is left after the customer starts where its first word is.
      const moved = kept[0] && kept[0].w !== chunk.words[0] ? sentence.findIndex((t, i) => i > chunk.start && i <= chunk.end && t.normal === kept[0]!.w.split("-")[0]) : -1;
      return { chunk: { ...chunk, words: kept.map((k) => k.w), tags: kept.map((k) => k.tag), start: moved >= 0 ? moved : chunk.start }, isCustomer };
    })
    .filter(({ chunk }) => chunk.words.length > 0)
    .map(({ chunk, isCustomer }) => {
      const core = coreOf(chunk) ?? kindActedOn(sentence, chunk);
      if (!core) return null;
      const head = sentence[chunk.end];
      // Another party the description names ("vetted local walkers") is no product either.
      // "My co-founder and I", "I'm a doctor building…", "Our client needed…": one person named alone is no product either.
      const person = head !== undefined && !core.core.includes(" ") && !KIND_NOUNS.has(head.normal) && personaOf(head.normal) !== undefined;
      const party = core.core.split(/\s+/).every((w) => anyCustomer.has(stem(w))) || (head !== undefined && namesPeople(head) && PEOPLE_PLURAL.test(head.normal)) || person;
      return { ...core, chunk, party, customer: isCustomer };
    })
    .filter((c) => c !== null);
  // A product sentence that names nothing ("$5,000 per kit.") gives way to the opening one.
  // Not after an opening order naming a thing ("Open an indoor bicycle parking lot…"): that is the idea, whatever a later sentence offers.
  const orderSentence = tokens.filter((t) => t.sentence === opening);
  const opensWithOrder = IMPERATIVES.has(orderSentence[0]?.normal ?? "") && /^[A-Z]/.test(orderSentence[0]!.value) && orderSentence[1]?.pos === "DET";
  const said = productSentence !== null && !opensWithOrder && coresOf(sentenceOf(productSentence)).length > 0 ? productSentence : opening;
  // Where that sentence names no product ("Music teachers lose track…"), another that opens with a kind of product does ("A billing app for…").
  const sentences = [...new Set(tokens.map((t) => t.sentence))];
  // "I run a small bakery and…": the business the founder runs is who they are, not the product.
  const saidSentence = sentenceOf(said);
  const saidHead = headOf(saidSentence);
  const ownBusiness = saidHead !== null && saidSentence.slice(0, saidHead.start).some((t) => OWNING.has(t.normal)) && namesPeople(saidSentence[saidHead.end]!);
  // "Dog owners in apartments have nowhere…": a sentence opening with people names their problem, not the product.
  const saidOpening = chunksOf(saidSentence)[0];
  const saidPeople = saidOpening !== undefined && saidSentence.slice(0, saidOpening.start).every((t) => t.pos === "DET" || t.pos === "ADJ")
    && namesPeople(saidSentence[saidOpening.end]!) && PEOPLE_PLURAL.test(saidSentence[saidOpening.end]!.normal);
  // "When I started my Pet Sitting and Dog Walking business in 1999, I had no…", "I have always wanted my own coffee shop. Since…": a business
  // the founder opens or means to have, in one of the first sentences, is the product, whatever phrase opens its sentence.
  // (A sentence's phrases are read only when one of its words can be such a business.)
  const rawSentence = (n: number) => tokens.filter((t) => t.sentence === n);
  const venture = sentences.slice(0, 3).find((n) => {
    const sentence = rawSentence(n);
    return sentence.some((_, i) => isFoundersBusiness(sentence, i)) && ventureIn(sentence, coresOf(sentence)) !== null;
  });
  const elsewhere = venture !== undefined || (saidHead && !ownBusiness && !saidPeople) ? undefined : sentences.find((n) => {
    if (ownBusiness && n === said) return false;
    const sentence = sentenceOf(n);
    const head = headOf(sentence);
    // "A billing app for…", or a bare kind that goes on to say what it does ("We built an app that estimates quarterly taxes").
    // Or the founder says what they make ("We make cheap wireless soil sensors that…").
    if (head === null) return false;
    const phrase = coreOf(head);
    const theirs = FOUNDER_WORDS.test(sentence[0]?.value ?? "") && phrase !== null;
    // "A 24/7 video triage line for pet owners…": a thing the sentence opens with, as "a" one, said to be for someone or to do something.
    const afterHead = sentence[head.end + 1]?.normal ?? "";
    const offered = ["a", "an"].includes(sentence[0]?.normal ?? "") && phrase !== null && !namesPeople(sentence[head.end]!)
      && (RELATIVE_PRONOUNS.has(afterHead) || ["for", "to"].includes(afterHead));
    // "Indoor dog parks with a monthly membership, $50.", "A curated monthly box of essentials, $45.": after people's problem, a phrase with no verb names the product.
    // (A participle before it describes it: "A curated monthly box".)
    const describesIt = (t: TextToken) => t.pos === "DET" || t.pos === "ADJ" || (t.pos === "VERB" && /ed$/.test(t.normal));
    const opensWithIt = sentence.slice(0, head.start).every(describesIt) && head.start <= 3;
    const verbless = n !== said && saidPeople && opensWithIt && phrase !== null && phrase.endsInNoun && !ABSTRACT_ALONE.has(phrase.core) && !DEALING_WORDS.has(phrase.core.split(" ").at(-1)!)
      && !namesPeople(sentence[head.end]!) && sentence.slice(head.start).every((t) => t.pos !== "VERB" && t.pos !== "AUX" && t.value !== ":");
    // "An AI that grades essays…": a kind alone, said to do something.
    const kindDoing = onlyAKind(head.words) && RELATIVE_PRONOUNS.has(afterHead);
    return theirs || offered || verbless || kindDoing || (KIND_NOUNS.has(head.words.at(-1)!) && (phrase !== null || RELATIVE_PRONOUNS.has(afterHead)));
  });
  const named = venture ?? elsewhere ?? said;
  // "Noise complaints are a nightmare for managers; we sell sensors that…": after a semicolon the founder names the product.
  const namedSentence = venture !== undefined ? rawSentence(venture) : sentenceOf(named);
  // "…on seating charts; our app builds them…": the founder's own product after the semicolon too.
  const semicolon = namedSentence.findIndex((t, i) => t.value === ";" && (FOUNDER_WORDS.test(namedSentence[i + 1]?.value ?? "") || OUR.test(namedSentence[i + 1]?.value ?? "")));
  const afterSemicolon = namedSentence.slice(semicolon + 1);
  // "Wedding planners waste hours…; our app…": a sentence opening with people names no product before the semicolon either.
  const namedHead = headOf(namedSentence);
  const opensWithPeople = namedHead !== null && namedSentence.slice(namedHead.start, namedHead.end + 1).some((t) => namesPeople(t) && PEOPLE_PLURAL.test(t.normal));
  const first = (namedHead === null || opensWithPeople) && semicolon > 0 && headOf(afterSemicolon) !== null ? afterSemicolon : namedSentence;
  const setting = settingOf(first);
  const features = featureSpans(first);
  const whole = chunksOf(first);
  const replaced = replacedStarts(first, whole);
  // A place ("moving to Germany") or people's own "work" ("for hobbyist woodworkers to sell their work") names nothing the product is about.
  const placeOrTheirWork = (c: Core) => c.chunk.words.length === 1 && (GEOGRAPHY_TERMS.some((place) => place.toLowerCase() === c.core) || (c.core === "work" && POSSESSIVES.includes(first[c.chunk.start - 1]?.normal ?? "")));
  // "Perfect for couples…": nor does a lone word of how it is.
  const namesSomething = (c: Core) => !placeOrTheirWork(c) && !(c.chunk.words.length === 1 && c.chunk.tags[0] === "ADJ");
  // "waste money on bad leads", "waste hours every quarter": the time or money people lose, and when, are no subject.
  const wordBeforeAt = (c: Core, over: (t: TextToken) => boolean) => indexBefore(first, c.chunk.start, over);
  const describing = (t: TextToken) => ["DET", "NUM", "ADJ"].includes(t.pos);
  const wordBefore = (c: Core) => first[wordBeforeAt(c, describing)]?.normal ?? "";
  const timeOrMoney = (c: Core) => TIME_WORDS.has(c.core) || ["money", "quarter", "quarters"].includes(c.core);
  // "Stop wasting hours on expense reports": the losing and its hours in one phrase are no subject either.
  const losingTime = (c: Core) => /^(?:wasting|spending|losing)$/.test(c.chunk.words[0] ?? "") && (TIME_WORDS.has(c.chunk.words.at(-1)!) || c.chunk.words.at(-1) === "money");
  const lostOrWhen = (c: Core) => (timeOrMoney(c) && (/^(?:waste|wastes|spend|spends|lose|loses)$/.test(wordBefore(c)) || first[c.chunk.start - 1]?.normal === "every")) || /^(?:short|last-minute) notice$/.test(c.core) || losingTime(c);
  const cores = coresOf(first).filter((c) => !features.has(c.chunk.start) && !replaced.has(c.chunk.start) && !lostOrWhen(c));
  // A description that opens with the problem names it there ("chasing late invoices"): it leads the alternates.
  const problem = named !== opening ? coresOf(sentenceOf(opening)) : [];
  const problemCore = problem.find((c) => !c.party && c.endsInNoun && c.core.includes(" "));
  // The problem's own object ("throw away unsold bread"), not a place it happens in ("in city centres").
  const openingTokens = sentenceOf(opening);
  const problemObject = problem.find((c) => !c.party && c.endsInNoun && c.core.includes(" ") && openingTokens[c.chunk.start - 1]?.pos !== "ADP" && c.chunk.tags[0] !== "VERB");

  const headChunk = headOf(first);
  const headWord = headChunk ? first[headChunk.end] : undefined;
  // "Hotels on Mars for space tourists": a sentence with no verb that names a kind of business names the founder's business.
  const businessNamed = headWord !== undefined && personaOf(headWord.normal, headWord.lemma) === "businesses" && first.every((t) => t.pos !== "VERB" && t.pos !== "AUX")
    && first.slice(0, headChunk!.start).every((t) => t.pos === "DET");
  // "My co-founder and I launched…": one person named alone is no product either.
  const onePerson = headChunk !== null && headChunk.words.length === 1 && !KIND_NOUNS.has(headChunk.words[0]!) && personaOf(headChunk.words[0]!) !== undefined;
  const headIsPeople = headWord !== undefined && ((namesPeople(headWord) && PEOPLE_PLURAL.test(headWord.normal)) || onePerson) && !opensAsOwnBusiness(first, headChunk!.end) && !businessNamed;
  // "That's why we built Chaser, which emails your clients…": the product's own name, then a clause saying what it does; the name is searched for by nobody.
  const clauseAt = headChunk ? headChunk.end + 1 + Number(first[headChunk.end + 1]?.value === ",") : -1;
  // "Heel! fixes this issue by sending you reminders…": or a name with its "!" acting.
  const verbLike = (i: number) => first[i]?.pos === "VERB" || /[^s]s$/.test(first[i]?.normal ?? "");
  const nameDoing = headChunk !== null && headChunk.tags.every((t) => t === "PROPN") && /[A-Z]/.test(first[headChunk.start]!.value)
    && ((RELATIVE_PRONOUNS.has(first[clauseAt]?.normal ?? "") && verbLike(clauseAt + 1)) || (first[headChunk.end + 1]?.value === "!" && verbLike(headChunk.end + 2)));
  const headRead = headChunk && !headIsPeople && !nameDoing ? coreOf(headChunk) : null;
  // What alone names nothing a product is about: an abstract noun ("the times and types of…") or a famous product, a model or a
  // platform ("we are similar to Airbnb and Turo", "an application on the iPhone").
  const namesNothing = (core: string) => ABSTRACT_ALONE.has(core) || MODEL_NAMES.has(core);
  const headCore = headRead && !namesNothing(headRead.core) ? headRead : null;
  // The product's own noun phrase names it, even when its head is a word people are also called by ("password manager");
  // a sentence telling the reader to do a job names the job ("Track time with…").
  // "The easiest way to track your carbon footprint": a way to do a job is named by the job.
  const wayTo = headChunk && headChunk.words.at(-1) === "way" && first[headChunk.end + 1]?.normal === "to" ? imperativeJob(first.slice(headChunk.end + 2), { opening: false }) : null;
  let found: { core: string; named: string; endsInNoun: boolean } | undefined = imperativeJob(first) ?? wayTo ?? ventureIn(first, cores) ?? ideaOfMaking(first, cores) ?? headCore ?? namedBeside(first, cores) ?? undefined;
  let describedThing: string | null = null;
  // "Monitoring tool for Kubernetes clusters", "a cleaning service for offices": a job done for things, not people, is named with them.
  const forThings = found && headChunk ? jobForThings(found.core, first[headChunk.end + 1], cores.find((c) => c.chunk.start === headChunk.end + 2 || (c.chunk.start === headChunk.end + 3 && first[headChunk.end + 2]!.pos === "DET"))) : null;
  if (found && forThings) found = { ...found, ...forThings };
  // "A booking app for mobile dog groomers": a job's kind of product, for people of a trade, is named with the trade ("dog groomer booking").
  const forTrade = found && headChunk && !forThings ? jobForTrade(found.core, first[headChunk.end + 1], customer) : null;
  if (found && forTrade) found = { ...found, ...forTrade };
  // "A CRM for independent insurance agents": a kind of software named by its acronym alone is searched with its customer's trade ("insurance crm").
  const acronym = found && headChunk && !found.core.includes(" ") && /^[A-Z]{2,4}$/.test(first[headChunk.end]!.value) ? customerQualifier(customer, first) : null;
  if (found && acronym) found = { ...found, core: `${acronym} ${found.core}`, named: `${acronym} ${found.core}` };
  // "A patch that continuously measures hydration": a product named by one noun is named with the job its clause gives it ("hydration measurement patch").
  const job = found && headChunk && !found.core.includes(" ") ? jobOfClause(first, headChunk.end + 1, whole) : null;
  if (found && job) found = { ...found, core: `${job} ${found.core}`, named: `${job} ${found.core}` };
  // "CLI and GitHub app that…": a product named as two things joined by "and", the second a kind, is named whole.
  const joined = whole[1];
  if (found && headChunk && joined && first[headChunk.end + 1]?.pos === "CCONJ" && joined.start === headChunk.end + 2 && KIND_NOUNS.has(joined.words.at(-1)!)) {
    found = { ...found, named: [...headChunk.words, first[headChunk.end + 1]!.normal, ...joined.words].join(" ") };
  }
  // The kind the founder named ("marketplace app", "Chrome extension"), when a kind noun closes it ("subscription-based" alone names none).
  // Not a word of how alone ("Simple, elegant web app": "simple").
  const kindLast = headChunk?.words.at(-1) ?? "";
  const kinds = headChunk && !headCore && onlyAKind(headChunk.words) && !HOW_SUFFIX.test(kindLast) && (!GENERIC_QUALIFIERS.has(kindLast) || kindLast === "ai") && !NO_PRODUCT_KIND.has(kindLast) ? headChunk.words.join(" ") : null;
  let mainIndex = headCore ? cores.findIndex((c) => c.chunk.start === headChunk!.start) : -1;
  // "A subscription box of craft beers": a container is named by what it holds, as a box of baby essentials is.
  // What follows "of", past a determiner and words that only describe it ("of eco-friendly cleaning refills").
  const rightAfterOf = (of: number) => (c: Core) => c.chunk.start > of && c.chunk.start <= of + 5 && first.slice(of + 1, c.chunk.start).every((t) => ["DET", "ADJ", "ADV"].includes(t.pos) || t.value === "-");
  const container = headCore && CONTAINERS.has(headCore.core) && first[headChunk!.end + 1]?.normal === "of"
    ? cores.find(rightAfterOf(headChunk!.end + 1))
    : undefined;
  if (container && !container.party) {
    // "Boxes of fresh pasta ship every 4 weeks": the tagger may take the boxes' verb for the last noun of what they hold.
    const words = container.chunk.words.length > 1 && CONTAINER_VERBS.has(container.chunk.words.at(-1)!) ? container.chunk.words.slice(0, -1) : container.chunk.words;
    const held = words === container.chunk.words ? container.core : words.slice(-2).join(" ");
    found = { ...container, core: held, named: `${lastSingular(held)} ${headChunk!.words.join(" ")}` };
    mainIndex = cores.indexOf(container);
  }
  // "A map of foot traffic", "a library of stock photos": a lone noun of a thing is named with what it is of ("foot traffic map");
  // a word for how many or what sort ("a set of", "a range of") names nothing and gives way to it.
  const ofAfterHead = headChunk ? headChunk.end + 1 : -1;
  // "an interconnected set of…": a sort however described.
  const sortOf = headCore !== null && SORTS.has(headCore.core.split(" ").at(-1)!);
  const ofThing = headCore && !container && (!headCore.core.includes(" ") || sortOf) && first[ofAfterHead]?.normal === "of"
    ? cores.find((c) => !c.party && !c.customer && c.endsInNoun && (c.chunk.start === ofAfterHead + 1 || (c.chunk.start === ofAfterHead + 2 && first[ofAfterHead + 1]?.pos === "DET")))
      // "a set of solar powered watering devices": what a sort is of, past words that describe it.
      ?? (sortOf ? cores.find((c) => !c.party && !c.customer && c.endsInNoun && c.chunk.words.length > 1 && c.chunk.start > ofAfterHead && c.chunk.start <= ofAfterHead + 5
        && first.slice(ofAfterHead + 1, c.chunk.start).every((t) => ["DET", "ADJ", "ADV"].includes(t.pos) || (t.pos === "VERB" && /ed$/.test(t.normal)))) : undefined)
    : undefined;
  if (ofThing) {
    found = sortOf ? ofThing : { ...ofThing, core: `${lastSingular(ofThing.core)} ${headCore!.core}`, named: `${lastSingular(ofThing.core)} ${headCore!.core}` };
    mainIndex = cores.indexOf(ofThing);
  }
  // "A newsletter for indie game developers about marketing": what a piece of content is about names it ("marketing newsletter").
  const contentKind = headCore ? headCore.core.split(" ").at(-1)! : "";
  const aboutAt = headCore && CONTENT_KINDS.has(contentKind) ? first.findIndex((t, i) => i > headChunk!.end && (t.normal === "about" || (t.normal === "on" && first[i - 1]?.pos !== "VERB"))) : -1;
  const topicOfContent = aboutAt > 0 ? cores.find((c) => !c.party && !c.customer && c.endsInNoun && (c.chunk.start === aboutAt + 1 || (c.chunk.start === aboutAt + 2 && ["DET", "ADJ"].includes(first[aboutAt + 1]!.pos)))) : undefined;
  if (topicOfContent) {
    const named = `${lastSingular(topicOfContent.core)} ${contentKind}`;
    found = { ...topicOfContent, core: named, named };
    mainIndex = cores.indexOf(topicOfContent);
  }
  // A supplier named bare ("vetted local walkers") is named by what the customer needs it for ("dog walkers").
  const asSupplier = (supplier: Core): Core => {
    const qualifier = supplier.chunk.tags.slice(0, -1).some((t) => t === "NOUN" || t === "PROPN") ? null : customerQualifier(customer, first);
    const head = supplier.core.split(" ").at(-1)!;
    return qualifier ? { ...supplier, core: `${qualifier} ${head}`, named: `${qualifier} ${head}` } : supplier;
  };
  if (!found) {
    const after = cores.filter((c) => !headChunk || c.chunk.start > headChunk.end);
    // "couples planning weddings": a word in -ing right after people says what they do; it is theirs, not the product.
    const theirs = (c: Core) => (c.chunk.tags[0] === "VERB" || /ing$/.test(c.chunk.words[0]!)) && first[c.chunk.start - 1] !== undefined && namesPeople(first[c.chunk.start - 1]!);
    // "An app for hotels on the Moon to book housekeeping": the place it serves is its setting, not what it is about.
    // "verified local sitters who send photo updates": what a party does in its own clause is theirs, not the product.
    const partyClause = first.findIndex((t, i) => t.normal === "who" && i > 0 && namesPeople(first[i - 1]!));
    /** Where the word before a chunk is, stepping over a determiner ("uses the camera", "created by the NGO"), or the tags given. */
    const beforeAt = (c: Core, over: readonly string[] = ["DET"]) => c.chunk.start - 1 - Number(over.includes(first[c.chunk.start - 1]?.pos ?? ""));
    // "FollowUpFox sends automatic check-in emails", "Pick-a-Pet allows shelters…": the product's own name acting is searched for by nobody; what it acts on is.
    // Not an acronym ("PDFs").
    const capitalised = (c: Core) => (/^[A-Z][a-z]/.test(first[c.chunk.start]!.value) || /[a-z]-?[A-Z]/.test(first[c.chunk.start]!.value)) && /[A-Z]/.test(first[c.chunk.end]!.value);
    // "I cofounded FLUID in 2015 to build…", "I called it RegularDB": what a company or a product is named is its name too.
    const calledBy = (at: number) => NAMING_VERBS.test(first[at - 1]?.normal ?? "") || (["it", "them"].includes(first[at - 1]?.normal ?? "") && NAMING_VERBS.test(first[at - 2]?.normal ?? ""));
    const ownName = (c: Core) => (capitalised(c) && (c.chunk.tags.every((t) => t === "PROPN") || c.chunk.start < c.chunk.end)
      && ["VERB", "AUX"].includes(first[c.chunk.end + 1]?.pos ?? "")) || (calledBy(c.chunk.start) && /[A-Z]/.test(first[c.chunk.start]!.value));
    // "…, 15% fee": a word of the deal after its amount names nothing the product is about ("monitors competitors' prices" does).
    const dealTerm = (c: Core) => DEALING_WORDS.has(c.core) && ["NUM", "SYM"].includes(first[c.chunk.start - 1]?.pos ?? "");
    // "uses the camera to identify plants": what the product uses to do its job is its means, not what it is about.
    const means = (c: Core) => first[beforeAt(c)]?.lemma.toLowerCase() === "use"
      && first[c.chunk.end + 1]?.normal === "to" && first[c.chunk.end + 2]?.pos === "VERB";
    // "lets landlords screen tenants": people a job's verb acts on (the tagger may call "screen" a noun after the customer) are what the job is done on.
    const actedOn = (c: Core) => {
      const verb = first[c.chunk.start - 1];
      const doer = first[c.chunk.start - 2];
      // Not one of a list of things one verb acts on ("manage vendors, timelines and budgets"), which names the customer's whole job below.
      const listEnd = first[c.chunk.end + 1]?.value === "," ? first.findIndex((t, i) => i > c.chunk.end && (t.normal === "and" || t.normal === "or")) : -1;
      const nounList = listEnd > 0 && first[listEnd + 1]?.pos !== "VERB";
      // Nor the people a marketplace links ("matching retired engineers with hardware startups"): what they are linked for is read below.
      const links = LINKING_VERB.test(verb?.normal ?? "");
      const customerDoes = doer !== undefined && customerStems.has(stem(doer.normal));
      // "helps people with diabetes find restaurants": whatever the customer's own verb acts on is what the job is done on.
      const customersVerb = customerDoes && verb?.pos === "VERB" && verb.normal === verb.lemma.toLowerCase();
      return verb !== undefined && !links && (ACTION_NOUNS[verb.lemma.toLowerCase()] !== undefined || customersVerb) && !nounList && (verb.pos === "VERB" || customerDoes);
    };
    // "designed to assist first-generation, low-income students": right after "help" or "assist" come the people helped.
    const helped = (c: Core) => LETTING.has(first[c.chunk.start - 1]?.normal ?? "");
    // "an app created by the NGO Pimp My Carroça": who made the product is not what it is about.
    // "a website (by Mike Hahn)": or in brackets.
    // ("an open-source platform by Red Hat that automates…": a name "by" gives right after a kind of product is its maker too.)
    const maker = (c: Core) => first[beforeAt(c)]?.normal === "by" && (MADE_VERBS.test(first[beforeAt(c) - 1]?.normal ?? "") || first[beforeAt(c) - 1]?.value === "("
      || (KIND_NOUNS.has(first[beforeAt(c) - 1]?.normal ?? "") && /^[A-Z]/.test(first[c.chunk.start]?.value ?? "")));
    // "book vetted walkers in their neighbourhood": where the job is done is not what it is about.
    // "download on their phone", "an application on the iPhone", "runs in the browser": the device a product runs on is where, too.
    // ("in your Toronto neighbourhood": a place's name before it is where too.)
    // "homeowners near stadiums, stations and city centres": whatever follows "near", and the list it opens, is where.
    const nearAt = first.findIndex((t) => t.normal === "near");
    const nearListEnd = nearAt < 0 ? -1 : first.findIndex((t, i) => i > nearAt && !["NOUN", "PROPN", "ADJ", "DET", "CCONJ"].includes(t.pos) && t.value !== ",");
    const nearby = (c: Core) => nearAt >= 0 && c.chunk.start > nearAt && (nearListEnd < 0 || c.chunk.start < nearListEnd);
    const where = (c: Core) => nearby(c) || ((PLACE_NOUNS.has(c.core) || (PLACE_NOUNS.has(c.core.split(" ").at(-1)!) && c.chunk.tags.slice(0, -1).every((t) => t === "PROPN")))
      && /^(?:in|near|around|across|within|throughout)$/.test(first[beforeAt(c, ["DET", "PRON"])]?.normal ?? ""))
      || (PLATFORMS.has(c.core) && ["on", "in"].includes(first[beforeAt(c, ["DET", "PRON"])]?.normal ?? ""));
    // A platform word may still be what a job acts on ("answers phone calls", the tagger reading "calls" as a verb).
    // "ShiftMatch finds vetted line cooks for last-minute shifts": people the product's own name acts on are what it supplies.
    const supplied = (c: Core) => {
      const at = wordBeforeAt(c, (t) => describing(t) || (t.pos === "VERB" && /ed$/.test(t.normal)));
      const actor = cores.find((o) => o.chunk.end === at - 1);
      return first[at]?.pos === "VERB" && actor !== undefined && ownName(actor);
    };
    // "finds candidates' email addresses": the owner of the thing is no thing the job is done on.
    const owner = (c: Core) => /^['’]s?$/.test(first[c.chunk.end + 1]?.value ?? "") && cores.some((o) => o.chunk.start === c.chunk.end + 2);
    const things = after.filter((c) => (!namesNothing(c.core) || PLATFORMS.has(c.core)) && !placeOrTheirWork(c) && (!c.party || actedOn(c) || supplied(c)) && !owner(c) && !c.customer && !helped(c) && !maker(c) && !where(c) && !theirs(c) && !ownName(c) && !means(c) && c.core !== setting && !dealTerm(c) && (partyClause < 0 || c.chunk.start < partyClause));
    const bare = things.find((c) => c.endsInNoun) ?? things[0];
    // "a box of baby essentials": a lone noun of a noun phrase is named by what it holds.
    const ofAt = bare ? bare.chunk.end + 1 : -1;
    const held = bare && first[ofAt]?.normal === "of" ? things.find((c) => c.chunk.start === ofAt + 1 || (c.chunk.start === ofAt + 2 && first[ofAt + 1]?.pos === "DET")) : undefined;
    const noun = held && !bare!.core.includes(" ") ? held : bare;
    // "Software that files them": what it works on is the problem's noun phrase the pronoun stands for.
    const relativeAt = first.findIndex((t) => RELATIVE_PRONOUNS.has(t.normal));
    const pronounObject = relativeAt >= 0 && PRONOUN_OBJECTS.has(first[relativeAt + 2]?.normal ?? "");
    // "connecting homeowners with licensed electricians": the party a marketplace links its customer with is what it is about.
    const linkAt = first.findIndex((t) => LINKING_VERB.test(t.normal));
    // "connects bartenders … to their regular customers": or "to" a party.
    const withAt = first.findIndex((t, i) => i > linkAt && (t.normal === "with" || (t.normal === "to" && first[i + 1]?.pos !== "VERB")));
    const customerLinked = linkAt >= 0 && withAt > linkAt + 1 && first.slice(linkAt + 1, withAt).some((t) => customerStems.has(stem(t.normal)));
    const linked = customerLinked ? after.find((c) => c.party && !c.customer && c.chunk.start > withAt && first.slice(withAt + 1, c.chunk.start).every((t) => ["DET", "ADJ", "VERB"].includes(t.pos))) : undefined;
    // "a tool that automatically monitors the services…": one thing a job's verb acts on is named by the job below ("service monitoring").
    const jobDoneOn = (c: Core) => {
      const at = beforeAt(c, ["DET", "PRON"]);
      const before = first[at];
      // "Our app tracks your subscriptions", "an app that tracks…": the tagger may call the product's verb a noun after the kind of product or a relative.
      const verb = before?.pos === "VERB" || (before !== undefined && /[^s]s$/.test(before.normal) && (KIND_NOUNS.has(first[at - 1]?.normal ?? "") || RELATIVE_PRONOUNS.has(first[at - 1]?.normal ?? "")));
      return before !== undefined && verb && ACTION_NOUNS[before.lemma.toLowerCase()] !== undefined;
    };
    // "connecting farmers with restaurants for fresh produce": what the two sides are linked for is what it is about;
    // not a word for any work ("for small jobs", "for same-day repairs"), which the linked party names better.
    const linkedFor = (party: Core) => things.find((c) => c.chunk.start > party.chunk.end && c.endsInNoun && first[c.chunk.start - 1]?.normal === "for" && !WORK_NOUNS.has(c.core.split(" ").at(-1)!));
    // "We help pharmacies compete with Amazon by offering same-day prescription delivery": what they offer is the product, the rival is not.
    // "fixes this issue by sending you reminders": what it sends them too.
    const offeringAt = first.findIndex((t, i) => /^(?:offering|providing|selling|delivering|sending)$/.test(t.normal) && first[i - 1]?.normal === "by");
    const offered = offeringAt > 0 ? after.find((c) => !c.party && (c.chunk.start === offeringAt + 1 || (c.chunk.start === offeringAt + 2 && ["DET", "PRON"].includes(first[offeringAt + 1]!.pos)))) : undefined;
    // "Restaurants that sell lunch need a way to take pre-orders": the job they lack a way to do is the product's.
    const lacked = lackedJobOf(first, cores);
    // "We help independent bookstores sell online with a shared storefront": what the founder helps them with is the product.
    const helpAt = first.findIndex((t, i) => /^helps?$/.test(t.normal) && FOUNDER_WORDS.test(first[i - 1]?.value ?? ""));
    // Not when what they are helped to do is a job of its own ("We help Shopify merchants recover abandoned carts with WhatsApp messages": cart recovery).
    const helpWithAt = helpAt >= 0 ? first.findIndex((t, i) => i > helpAt && t.normal === "with") : -1;
    const jobHelped = helpWithAt > 0 && first.slice(helpAt + 1, helpWithAt).some((t) => t.pos === "VERB" && ACTION_NOUNS[t.lemma.toLowerCase()] !== undefined);
    const helpedWith = helpWithAt > 0 && !jobHelped ? after.find((c) => !c.party && !c.customer && (c.chunk.start === helpWithAt + 1 || (c.chunk.start === helpWithAt + 2 && first[helpWithAt + 1]!.pos === "DET"))) : undefined;
    // "We connect retired teachers with students who need homework help": what the people the product is for need is what it is about.
    const needed = after.find((c) => {
      const at = wordBeforeAt(c, describing);
      return !c.party && !c.customer && /^needs?$/.test(first[at]?.normal ?? "") && RELATIVE_PRONOUNS.has(first[at - 1]?.normal ?? "") && first[at - 2] !== undefined && namesPeople(first[at - 2]!);
    });
    // "reminds pet owners about vaccinations": what people are reminded of names the reminders ("vaccination reminders").
    const remindsWhom = (i: number) => /^remind(?:s|ing)?$/.test(first[indexBefore(first, i, (b) => ["NOUN", "ADJ", "DET", "PRON"].includes(b.pos))]?.normal ?? "");
    const remindedAt = first.findIndex((t, i) => ["about", "of"].includes(t.normal) && remindsWhom(i));
    const remindedThing = remindedAt > 0 ? after.find((c) => !c.party && !c.customer && c.endsInNoun && (c.chunk.start === remindedAt + 1 || (c.chunk.start === remindedAt + 2 && ["DET", "PRON"].includes(first[remindedAt + 1]!.pos)))) : undefined;
    const remindedOf = remindedThing ? { ...remindedThing, core: `${lastSingular(remindedThing.core)} reminders`, named: `${lastSingular(remindedThing.core)} reminders` } : undefined;
    // "I keep losing receipts… an app that scans them": a lone thing the problem named, with the job the clause does on it ("receipt scanning").
    const pronounAction = pronounObject ? ACTION_NOUNS[first[relativeAt + 1]!.lemma.toLowerCase()] : undefined;
    const referred = pronounAction ? problem.find((c) => !c.party && c.endsInNoun) : undefined;
    if (problemCore && pronounObject) found = problemCore;
    else if (referred && pronounAction) {
      const job = `${singularOf(referred.core.split(" ").at(-1)!)} ${pronounAction}`;
      found = { core: job, named: job, endsInNoun: true };
    }
    else if (remindedOf) found = remindedOf;
    else if (needed) found = needed;
    else if (offered) found = offered;
    else if (helpedWith) found = helpedWith;
    else if (lacked) found = lacked;
    // ("an online pharmaceutical ordering system designed to connect pharmacies with…": a kind of product named with its job is the product.)
    else if (linked && !(noun && KIND_NOUNS.has(noun.chunk.words.at(-1)!) && !onlyAKind(noun.chunk.words))) found = linkedFor(linked) ?? asSupplier(linked);
    else if (problemObject && (!noun || (!noun.core.includes(" ") && !jobDoneOn(noun)))) found = problemObject;
    else if (noun) found = noun;
    else {
      // A marketplace whose sentence names only people is about what the side that supplies does ("dog walkers").
      const supplier = after.find((c) => c.party && !c.customer) ?? cores.find((c) => c.party && !c.customer);
      if (supplier) found = asSupplier(supplier);
      // "Tutors charge $30 an hour on our marketplace": a kind of product for people named by their trade is named by its job ("tutoring marketplace").
      const kind = whole.find((c) => onlyAKind(c.words));
      const trade = kind && !supplier ? [customer ?? "", ...cores.filter((c) => c.party).map((c) => c.core)].map(tradeOf).find((job) => job !== null) : null;
      if (kind && trade) found = { core: trade, named: `${trade} ${kind.words.join(" ")}`, endsInNoun: true };
    }
    mainIndex = found ? cores.findIndex((c) => c.core === found!.core) : -1;
    // "A wearable that detects falls", "an app that … collects rent": one thing acted on is named with the action, as pages name the job ("fall detection").
    // "monitors competitors' prices": the verb comes before whoever owns the thing.
    let verbAt = noun ? noun.chunk.start - 1 : -1;
    if (/^['’](?:s)?$/.test(first[verbAt]?.value ?? "")) {
      verbAt -= 1;
      // Back over the owner's words, not over a verb the tagger took for a noun right after "that" ("that monitors competitors'").
      while (verbAt > 0 && ["NOUN", "PROPN"].includes(first[verbAt]!.pos) && !RELATIVE_PRONOUNS.has(first[verbAt - 1]!.normal)) verbAt -= 1;
    }
    // "train for their first marathon": the verb's object may follow "for" and a possessive.
    if (noun && ORDINALS.has(first[verbAt]?.normal ?? "")) verbAt -= 1;
    if (noun && ["DET", "PRON"].includes(first[verbAt]?.pos ?? "")) verbAt -= 1;
    // "tutor high school students in math": or follow "for" or "in" and the people the verb acts for.
    if (noun && ["for", "in"].includes(first[verbAt]?.normal ?? "")) {
      const doing = (t: TextToken | undefined) => t !== undefined && ACTION_NOUNS[t.lemma.toLowerCase()] !== undefined;
      let j = verbAt - 1;
      const forPeople = first[j] !== undefined && namesPeople(first[j]!) && PEOPLE_PLURAL.test(first[j]!.normal);
      while (forPeople && j > verbAt - 5 && !doing(first[j]) && ["NOUN", "ADJ"].includes(first[j]?.pos ?? "")) j -= 1;
      if (doing(first[j]) && (forPeople || j === verbAt - 1)) verbAt = j;
    }
    // "reminds remote teams to take breaks": the job is done on what the people are moved to do ("break reminders").
    if (noun && first[verbAt]?.pos === "VERB" && ROUTINE_VERBS.has(first[verbAt]!.lemma.toLowerCase()) && first[verbAt - 1]?.normal === "to") {
      let j = verbAt - 2;
      const people = (t: TextToken | undefined) => t !== undefined && (t.pos === "PRON" || (namesPeople(t) && PEOPLE_PLURAL.test(t.normal)));
      if (people(first[j])) {
        j -= 1;
        while (j > verbAt - 6 && ["NOUN", "ADJ"].includes(first[j]?.pos ?? "")) j -= 1;
        if (first[j]?.pos === "VERB" && ACTION_NOUNS[first[j]!.lemma.toLowerCase()] !== undefined) verbAt = j;
      }
    }
    // "backs up your photos": a verb's particle before the object; the job is the two words joined ("backup").
    const phrasal = noun && first[verbAt]?.normal === "up" && ACTION_NOUNS[`${first[verbAt - 1]?.lemma.toLowerCase()}up`] !== undefined;
    if (phrasal) verbAt -= 1;
    const verb = noun ? first[verbAt] : undefined;
    // One thing, or one thing described ("long threads", "distracting websites"): the describing word goes with the action ("thread summaries").
    const describedBy = (tag: string | undefined, word: string | undefined) => tag === "ADJ" || (tag === "VERB" && /ing$/.test(word ?? ""));
    const oneThing = found !== undefined && found === noun && (!found.core.includes(" ") || (found.core.split(" ").length === 2 && describedBy(noun.chunk.tags.at(-2), noun.chunk.words.at(-2))));
    const action = oneThing && verb && !/ed$/.test(verb.normal) ? ACTION_NOUNS[`${verb.lemma.toLowerCase()}${phrasal ? "up" : ""}`] : undefined;
    if (found && action) {
      const job = `${singularOf(found.core.split(" ").at(-1)!)} ${action}`;
      // "detects flaky tests": the thing as described is searched beside the job ("flaky tests" beside "test detection").
      if (found.core.includes(" ")) describedThing = found.core;
      found = { ...found, core: job, named: kinds ? `${job} ${kinds}` : job };
    }
    // "Software for wedding planners to manage vendors, timelines and budgets": a list of what it handles is the customer's whole job; it is named by them.
    // Not "book classes and pay for…" nor "handles paperwork, $800 per month": what follows there is no further thing.
    // (Not ", free with ads": a word of how, with no noun after it, lists nothing.)
    const listItem = (at: number) => ["NOUN", "PROPN"].includes(first[at]?.pos ?? "") || (["ADJ", "DET"].includes(first[at]?.pos ?? "") && ["NOUN", "PROPN", "ADJ"].includes(first[at + 1]?.pos ?? ""));
    const listed = found === noun && noun !== undefined && (([",", "and"].includes(first[noun.chunk.end + 1]?.normal ?? "") && listItem(noun.chunk.end + 2)) || first[noun.chunk.start - 1]?.normal === ",");
    const customerWords = customer?.toLowerCase().split(/\s+/) ?? [];
    // "lets gym members book classes": one thing the customer acts on is named as theirs ("gym classes").
    const theirQualifier = found !== undefined && noun !== undefined && found === noun && !action && !found.core.includes(" ") && first.slice(0, noun.chunk.start).some((t) => LETTING.has(t.normal)) ? customerQualifier(customer, first) : null;
    if (found && theirQualifier) found = { ...found, core: `${theirQualifier} ${found.core}` };
    // Not "professional services businesses": a plural before the head ("services") is no trade the job is named by.
    const trade = customerWords.at(-2) ?? "";
    if (found && kinds && listed && !action && customerWords.length >= 2 && !/[^s]s$/.test(trade) && customerQualifier(customer, first)) {
      const job = [...customerWords.slice(-2, -1), singularOf(customerWords.at(-1)!)].join(" ");
      found = { core: job, named: `${job} ${kinds}`, endsInNoun: true };
      mainIndex = -1;
    } else if (found && kinds && !action) found = { ...found, named: `${lastSingular(found.core)} ${kinds}` };
  }
  if (!found) {
    const fallback = cores.find((c) => !c.party && namesSomething(c)) ?? cores.find(namesSomething);
    // "an app that told you which of your subscriptions you forgot": a word for a kind of product, after the product, is what it works on.
    const kindWorkedOn = headChunk ? whole.find((c) => c.start > headChunk.end && c.words.length === 1 && KIND_NOUNS.has(c.words[0]!) && /[^s]s$/.test(c.words[0]!)) : undefined;
    if (!fallback && !kindWorkedOn) return null;
    found = fallback ?? { core: kindWorkedOn!.words[0]!, named: kindWorkedOn!.words[0]!, endsInNoun: true };
    mainIndex = fallback ? cores.indexOf(fallback) : -1;
  }
  // "Wedding planners waste hours on seating charts; our app builds them…": what the founder's product acts on is what the problem named before the semicolon.
  const actsOnIt = semicolon > 0 && OUR.test(namedSentence[semicolon + 1]?.value ?? "") && KIND_NOUNS.has(namedSentence[semicolon + 2]?.normal ?? "")
    && namedSentence[semicolon + 3]?.pos === "VERB" && PRONOUN_OBJECTS.has(namedSentence[semicolon + 4]?.normal ?? "");
  const referent = actsOnIt ? coresOf(namedSentence.slice(0, semicolon)).filter((c) => !c.party && !c.customer && c.endsInNoun).at(-1) : undefined;
  if (referent) {
    found = referent;
    mainIndex = -1;
  }
  // "Landlords waste days chasing rent; our app collects rent automatically…": the job the founder's product does on one thing is named so ("rent collection").
  // "Clinics lose money on no-shows; our tool sends reminders by SMS": with a verb of no job, what it sends is the product ("reminders").
  const ourClause = semicolon > 0 && !actsOnIt && first === namedSentence && OUR.test(namedSentence[semicolon + 1]?.value ?? "") && KIND_NOUNS.has(namedSentence[semicolon + 2]?.normal ?? "")
    && namedSentence[semicolon + 3]?.pos === "VERB";
  const ourJob = ourClause ? jobOfClause(namedSentence, semicolon + 2, chunksOf(namedSentence), { after: true }) : null;
  const ourObject = ourClause && !ourJob ? cores.find((c) => c.chunk.start === semicolon + 4 && !c.party && !c.customer) : undefined;
  if (ourJob || ourObject) {
    found = ourJob ? { core: ourJob, named: ourJob, endsInNoun: true } : ourObject!;
    mainIndex = ourJob ? -1 : cores.indexOf(ourObject!);
  }
  // "Busy parents can't find time to plan meals; we send a weekly plan…": one bare word is named better by the job the sentence says people lack a way to do.
  const lackedJob = !found.core.includes(" ") && first !== namedSentence ? lackedJobOf(namedSentence, coresOf(namedSentence)) : null;
  if (lackedJob) {
    found = lackedJob;
    mainIndex = -1;
  }
  // "Tool for podcasters to turn episodes into short video clips": a product named only by its kind is named by what it makes.
  const outcome = headCore ? null : outcomeOf(first, cores);
  if (outcome) {
    const named = kinds ? `${lastSingular(outcome.core)} ${kinds}` : outcome.named;
    found = { ...outcome, named };
    mainIndex = cores.indexOf(outcome);
  }
  // "So basically Airbnb but for parking spaces", "a Duolingo for sign language": a famous name held up as a model anywhere; what it is for is the subject.
  const modelled = modelledOn(first, cores);
  if (modelled) found = modelled;
  // "A self-hosted alternative to Calendly": people search for the product it replaces, by name.
  const rival = alternativeTo(first);
  if (rival) found = { core: `${rival} alternative`, named: `${rival} alternative`, endsInNoun: true };
  // "A countertop machine … for home soda drinkers": a device named by where it stands is named by what it makes.
  const [place, device] = found.core.split(" ");
  // Or by what it turns things into ("A countertop machine that turns food scraps into compost": a compost machine).
  const made = device && PLACEMENTS.has(place!) && DEVICE_NOUNS.has(device) ? customerQualifier(customer, first) ?? outcomeOf(first, cores)?.core ?? null : null;
  if (made) found = { ...found, core: `${made} ${device}`, named: `${made} ${device}` };
  // "Housters is completely free for Tenants.": one word of how it is, and no noun, says nothing of what it is; a later sentence may.
  const afterBe = (i: number) => { let j = i - 1; while (first[j]?.pos === "ADV") j -= 1; return first[j]?.lemma === "be"; };
  if (!found.core.includes(" ") && !found.endsInNoun && first.some((t, i) => t.normal === found.core && t.pos === "ADJ" && afterBe(i))) return null;
  // The opening sentence may name the same thing more fully ("a camera feeder…" then "£149 for the feeder").
  const head = found.core.split(" ").at(-1)!;
  // ("Teachers spend Sunday evenings grading": time people spend, and their doing, is no fuller name.)
  const main = problem.find((c) => c.core !== found.core && c.core.split(" ").at(-1) === head && c.core.length > found.core.length && !c.core.split(" ").some((w) => TIME_WORDS.has(w))) ?? found;
  const rest = cores.filter((_, i) => i !== mainIndex);
  // The work the subject's doers or things do leads the alternates ("dog walking" of "dog walkers").
  const work = workOf(main.core, tokens);
  // "laundry pickup and delivery": the other half of the service names the subject too ("laundry delivery").
  const coordinated = coordinatedNameOf(main.core, tokens);
  const alternates = [...new Set([...(work ? [work] : []), ...(coordinated ? [coordinated] : []), ...(describedThing ? [describedThing] : []), ...listedJobs(first), ...[...problem, ...rest].filter((c) => c.endsInNoun && c.core.includes(" ") && !c.party && !DEALING_WORDS.has(c.core.split(" ").at(-1)!) && !NO_PRODUCT_KIND.has(c.core.split(" ").at(-1)!)).map((c) => c.core)])].filter((c) => c !== main.core).slice(0, MAX_ALTERNATES);
  // The alternates lend only their head nouns: "payment" of "payment reminders", not "small" of anything.
  // A place on the Earth ("in Austin") is where a local market is, not another market: it is no search word, as a place off the Earth is.
  const offWorld = setting !== null && Object.values(OFF_WORLD).includes(setting) ? setting : null;
  const words = [...main.core.split(/[\s/-]+/), ...(offWorld ? [offWorld] : []), ...alternates.map(contentHead)];
  const terms = [...new Set(words.map(stem).filter((w) => w.length > 1 && w !== "of" && !KIND_NOUNS.has(w)))];
  const problemPhrase = problem.find((c) => c.endsInNoun && c.core.includes(" ") && c.core !== main.core)?.core ?? null;
  // A name held together by "of" or a number stays one word for searching ("terms-of-service summaries", "soc-2 compliance") and is shown as the founder wrote it.
  return { phrase: main.core, named: main.named.replace(/-of-/g, " of ").replace(/([a-z])-(\d+)\b/g, "$1 $2"), alternates, problem: problemPhrase, setting: offWorld, terms };
}

/** The word of a phrase a page about it must use: its head noun, or the word before a kind of product ("streaming" of "streaming app"). */
export function contentHead(phrase: string): string {
  const words = phrase.split(/\s+/);
  return [...words].reverse().find((w) => !KIND_NOUNS.has(w.toLowerCase())) ?? words.at(-1)!;
}
