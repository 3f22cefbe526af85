// The noun phrases of a sentence as the subject reader takes them: runs of adjectives and nouns,
// read past the tagger's usual slips on founders' descriptions (text/subject.ts reads them).
import { namesPeople } from "./customer.ts";
import { RELATIVE_PRONOUNS } from "./lexicon-cues.ts";
import { FRAMING_NOUNS, KIND_NOUNS, MAKING, OFFERINGS, TIME_WORDS } from "./lexicon-subject.ts";
import { readText, type TextToken } from "./nlp.ts";
import { CHARGING_VERBS } from "./price/context.ts";
import { currencyCodeAt, tierNamesIn } from "./price/tiers.ts";

const CHUNK_TAGS = new Set(["NOUN", "PROPN", "ADJ"]);
/** Participles that say what condition goods are sold in: "used cars" and "refurbished phones" are markets of their own. */
const GOODS_CONDITIONS: ReadonlySet<string> = new Set(["used", "refurbished", "reconditioned", "recycled", "upcycled", "preloved", "pre-loved", "pre-owned"]);
/** Words that count which one ("their first marathon"). */
export const ORDINALS: ReadonlySet<string> = new Set(["first", "second", "third", "next"]);
/** Participles that make a compound qualifier with the noun before them ("Wi-Fi connected", "solar powered", "app controlled"). */
const COMPOUND_PARTICIPLES = new Set(["connected", "powered", "controlled", "enabled", "driven", "based", "operated", "assisted", "activated", "generated", "integrated"]);
export const POSSESSIVES: readonly string[] = ["my", "your", "his", "her", "its", "our", "their"];

/** Runs of adjectives and nouns (a gerund before a noun counts: "streaming app"), joined across hyphens. */
export interface Chunk {
  words: string[];
  endsInNoun: boolean;
  /** Index in the sentence's tokens of the chunk's first and last token. */
  start: number;
  end: number;
  /** Parts of speech of the words, in order ("ADJ", "NOUN"…). */
  tags: string[];
  /** The chunk follows a preposition ("for tracking baby feeding"): a word in -ing opening it is a verb. */
  afterPreposition: boolean;
  /** The chunk follows "for", whatever the tagger calls it ("tool for/SCONJ calculating roofing"). */
  afterFor: boolean;
}

/** Whether the words from `at` are people (adjectives, then a plural naming people) followed by a verb: "small businesses rely". */
function peopleActingFrom(tokens: readonly TextToken[], at: number): boolean {
  let i = at;
  while (tokens[i]?.pos === "ADJ" && i < at + 3) i += 1;
  const head = tokens[i];
  return head !== undefined && head.pos === "NOUN" && /[^s]s$/.test(head.normal) && namesPeople(head) && tokens[i + 1]?.pos === "VERB" && tokens[i + 1]!.sentence === head.sentence;
}

export function chunksOf(tokens: readonly TextToken[]): Chunk[] {
  const chunks: Chunk[] = [];
  let current: string[] = [];
  let tags: string[] = [];
  let start = 0;
  let end = 0;
  let endsInNoun = false;
  let compoundOpen = false;
  // "Starter $19, Growth $49, …": the names of price tiers say what each costs, not what the product is.
  const tiers = tierNamesIn(tokens);
  /** Where the words kept after dropped qualifiers start ("paid" of "A private, paid cloud backup"), or -1. */
  let qualifiedFrom = -1;
  /** Only adjectives so far, right after a determiner ("A private"): the opening of one noun's qualifiers. */
  const qualifiersOpen = () => current.length > 0 && tags.every((tag) => tag === "ADJ") && tokens[start - 1]?.pos === "DET";
  const close = () => {
    const afterFor = tokens[start - 1]?.normal === "for";
    if (current.length > 0) {
      const from = qualifiedFrom >= 0 ? qualifiedFrom : start;
      chunks.push({ words: current, endsInNoun, start: from, end, tags, afterPreposition: tokens[start - 1]?.pos === "ADP" || afterFor, afterFor });
    }
    current = [];
    tags = [];
    qualifiedFrom = -1;
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    // "pg_glimpse": an underscore joins a name's words as a hyphen does.
    // ("a smart pill dispenser - it sits on…": a hyphen with spaces around it is a dash between words, joining none.)
    const afterHyphen = i > 0 && ((tokens[i - 1]!.value === "-" && !spacedDash(tokens, i - 1)) || (tokens[i - 1]!.value === "_" && current.length > 0));
    // "an app that estimates quarterly taxes", "drafts replies": the word after a relative is its verb, whatever the tagger says, unless the clause's verb follows it ("which ads actually make").
    // A word in -ing next describes the object ("blocks distracting websites"); it is no clause's verb.
    const clauseVerbNext = next !== undefined && (next.pos === "AUX" || next.pos === "ADV" || (next.pos === "VERB" && !/[^s]s$/.test(next.normal) && !/ing$/.test(next.normal)));
    const afterRelative = i > 0 && RELATIVE_PRONOUNS.has(tokens[i - 1]!.normal) && !clauseVerbNext;
    // A word in -ing before a noun ("streaming app") or closing a noun phrase before a preposition ("maths tutoring for").
    // Not after a plural, whose clause it opens ("tracks falls using shockwave detection").
    // Nor after "am", "is" or "are", where it is the verb going on ("I am offering customers…").
    // "Corporate gifting made easy": or before "made", a tagline's way of saying how the job is done now.
    const gerund = token.pos === "VERB" && /ing$/.test(token.normal) && !/[^s]s$/.test(current.at(-1) ?? "") && !(current.length === 0 && tokens[i - 1]?.pos === "AUX") && (next?.pos === "NOUN" || (current.length > 0 && (next === undefined || ["ADP", "SCONJ", "PUNCT", "CCONJ"].includes(next.pos) || next.normal === "made")));
    // "pick-up", "check-in": a verb joined by a hyphen to the word after it is one noun.
    const compound = next?.value === "-" && /^[a-z]+$/i.test(tokens[i + 2]?.value ?? "") && token.pos === "VERB";
    // "Day passes to…": after a time word a plural the tagger took for a verb is the noun it qualifies.
    const pluralAfterTime = current.length > 0 && TIME_WORDS.has(current[current.length - 1]!) && token.pos === "VERB" && /[^s]s$/.test(token.normal);
    // "detects falls", "that drafts replies": a plural the tagger took for a verb right after a verb in -s is that verb's object.
    const verbBefore = i > 0 && (tokens[i - 1]!.pos === "VERB" || (i > 1 && RELATIVE_PRONOUNS.has(tokens[i - 2]!.normal))) && /[^s]s$/.test(tokens[i - 1]!.normal);
    const pluralAfterVerb = token.pos === "VERB" && /[^s]s$/.test(token.normal) && verbBefore;
    // "writes cover letters": a verb's plain form between a verb in -s and a noun qualifies the noun.
    const modifier = token.pos === "VERB" && token.normal === token.lemma.toLowerCase() && next?.pos === "NOUN" && verbBefore;
    // "vitamin packs based on…": a plural the tagger took for a verb between a noun and a participle is the noun's head.
    const pluralBeforeParticiple = current.length > 0 && tags.at(-1) === "NOUN" && token.pos === "VERB" && /[^s]s$/.test(token.normal) && next?.pos === "VERB" && /ed$/.test(next.normal);
    // "a glucose monitor patch": after "a" and a singular noun a verb's plain form cannot be the noun's verb, so it is a noun.
    const afterIndefinite = current.length > 0 && ["a", "an"].includes(tokens[start - 1]?.normal ?? "") && tags.at(-1) === "NOUN" && !/s$/.test(current.at(-1)!);
    // "Smart locks for Airbnb hosts": after an adjective capitalised only by opening the sentence, a plural the tagger took for a verb is the noun.
    const pluralAfterOpening = i === 1 && current.length === 1 && tags[0] === "PROPN" && /^[A-Z][a-z]+$/.test(tokens[0]!.value) && token.pos === "VERB" && /[^s]s$/.test(token.normal)
      && ["ADP", "PUNCT", "CCONJ"].includes(next?.pos ?? "PUNCT") && tagAlone(tokens[0]!.normal) === "ADJ";
    // "carbon offset subscriptions": between a singular noun that names no one and a noun, a verb's plain form is a noun too.
    // ("Delivery-only ghost kitchens": after a name-like or hyphened qualifier too.)
    const betweenNouns = current.length > 0 && (["NOUN", "PROPN"].includes(tags.at(-1) ?? "") || current.at(-1)!.includes("-")) && !/s$/.test(current.at(-1)!) && next?.pos === "NOUN" && !namesPeople(tokens[i - 1]!);
    // "in-app chat", "in-store pickup": after a word made with "in-", a verb's plain form is the noun it qualifies.
    const afterInCompound = current.length > 0 && /^in-[a-z]+$/.test(current.at(-1)!);
    // "helps hotels reduce food waste by…": after a verb's one-noun object, a verb's plain form before a preposition is the compound's head.
    const objectHead = current.length === 1 && tags[0] === "NOUN" && !/s$/.test(current[0]!) && tokens[start - 1]?.pos === "VERB" && ["ADP", "PUNCT", "CCONJ"].includes(next?.pos ?? "PUNCT") && !namesPeople(tokens[i - 1]!);
    // "reads MRI scans to flag tumors": after a verb's one-word object, a plural the tagger took for a verb before "to" or a preposition is the object's head.
    const pluralObjectHead = current.length === 1 && ["NOUN", "PROPN"].includes(tags[0]!) && tokens[start - 1]?.pos === "VERB" && token.pos === "VERB" && /[^s]s$/.test(token.normal)
      && ["ADP", "PART", "PUNCT", "CCONJ"].includes(next?.pos ?? "PUNCT") && !namesPeople(tokens[i - 1]!);
    // "Digital will writing", "a living will": after a determiner or an adjective, before a noun or a word in -ing, "will" is the document.
    const willDocument = token.normal === "will" && (["DET", "ADJ"].includes(tokens[i - 1]?.pos ?? "") || (i === 1 && tagAlone(tokens[0]!.normal) === "ADJ")) && tokens[i - 1]?.sentence === token.sentence
      && (next?.pos === "NOUN" || /ing$/.test(next?.normal ?? "") || ["PUNCT", "ADP"].includes(next?.pos ?? ""));
    // "Open-source uptime monitor": a title's last word after a phrase of nouns, with no verb before it, is the phrase's head.
    const titleHead = current.length > 1 && tags.at(-1) === "NOUN" && !/s$/.test(current.at(-1)!) && (next === undefined || next.sentence !== token.sentence)
      && tokens.slice(0, i).every((t) => t.sentence !== token.sentence || !["VERB", "AUX"].includes(t.pos));
    const nounAfterSingular = ((afterIndefinite || betweenNouns || afterInCompound || objectHead || titleHead) && token.pos === "VERB" && token.normal === token.lemma.toLowerCase() && !/ing$/.test(token.normal)) || willDocument;
    // "adds in-app chat": "in" joined by a hyphen to the word after it opens a compound qualifier, not a preposition.
    const inCompound = token.normal === "in" && next?.value === "-" && /^[a-z]+$/i.test(tokens[i + 2]?.value ?? "");
    // "Wi-Fi connected cold-press juicer", "solar powered chargers": a participle after a noun, before what it describes, is a qualifier.
    const participleQualifier = current.length > 0 && ["NOUN", "PROPN"].includes(tags.at(-1) ?? "") && COMPOUND_PARTICIPLES.has(token.normal) && ["NOUN", "ADJ"].includes(next?.pos ?? "");
    // "I'm building a tool": the founder's verb of making, whatever the tagger says, is no part of what is made.
    const making = MAKING.test(token.normal) && (next?.pos === "DET" || next?.pos === "NUM");
    // "Tutors charge $30 an hour": a word of charging before an amount is the verb, however the tagger reads it.
    const charging = CHARGING_VERBS.has(token.normal) && (next?.pos === "SYM" || next?.pos === "NUM");
    // "paid" after such a comma is a qualifier like the adjectives before it, whatever the tagger says.
    const coordinated = qualifiedFrom === i && token.pos === "VERB" && qualifierAt(tokens, i);
    // "for used furniture", "of refurbished phones": a participle of the goods' condition before a noun names a market of its own
    // ("with vetted plumbers" says only how good they are).
    const conditionOfGoods = current.length === 0 && GOODS_CONDITIONS.has(token.normal) && (["ADP", "DET"].includes(tokens[i - 1]?.pos ?? "") || tokens[i - 1]?.normal === "for") && next?.pos === "NOUN";
    const wordLike = !making && !charging && !tiers.has(i) && !currencyCodeAt(tokens, i) && (CHUNK_TAGS.has(token.pos) || gerund || conditionOfGoods || pluralAfterTime || pluralAfterOpening || pluralAfterVerb || pluralObjectHead || modifier || pluralBeforeParticiple || nounAfterSingular || participleQualifier || compound || inCompound || coordinated || (afterHyphen && current.length > 0)) && /^[a-z][a-z0-9+#]*(?:-[a-z][a-z0-9]*)*$/i.test(token.value);
    if (spacedDash(tokens, i)) {
      close();
      continue;
    }
    if ((token.value === "-" || token.value === "_") && current.length > 0) continue;
    // "A private, paid cloud backup", "a cheap, reliable, open-source uptime monitor": the qualifiers before such a comma describe the
    // noun ahead, as the last one does, and are dropped as "a paid cloud backup" would be read; the phrase still follows the determiner.
    // ("a fast, lightweight, open-source file explorer": the tagger may call the first an adverb; "simple, open-source, and self-hosted": "and" may join the last.)
    const adverbOpening = current.length === 0 && tokens[i - 1]?.pos === "ADV" && tokens[i - 2]?.pos === "DET";
    const joined = tokens[i + 1]?.pos === "CCONJ" ? i + 2 : i + 1;
    if (token.value === "," && (qualifiersOpen() || adverbOpening) && qualifierAt(tokens, joined)) {
      if (adverbOpening) start = i - 1;
      current = [];
      tags = [];
      qualifiedFrom = joined;
      i = joined - 1;
      continue;
    }
    // "A/B tests": two capitals joined by a slash are one word.
    if (/^[A-Z]$/.test(token.value) && next?.value === "/" && /^[A-Z]$/.test(tokens[i + 2]?.value ?? "")) {
      if (current.length === 0) start = i;
      current.push(`${token.normal}/${tokens[i + 2]!.normal}`);
      tags.push("NOUN");
      end = i + 2;
      endsInNoun = false;
      i += 2;
      continue;
    }
    // "A 3D printer": a number and "D" are one word; "$2M per night": a letter after an amount is its unit, no word.
    if (/^[A-Z]$/.test(token.value) && tokens[i - 1]?.pos === "NUM") {
      if (token.value === "D" && /^\d$/.test(tokens[i - 1]!.value)) {
        if (current.length === 0) start = i - 1;
        current.push(`${tokens[i - 1]!.value}d`);
        tags.push("ADJ");
        end = i;
        endsInNoun = false;
      }
      continue;
    }
    // "Platform where homeowners rent out garage space": after people, what they do is no part of the phrase, however the tagger reads it.
    // ("where dog owners book vetted walkers" is read whole: the customer's reader takes the people apart there.)
    if (current.length > 0 && PEOPLE_DOING.has(token.normal) && /[^s]s$/.test(current.at(-1)!) && namesPeople(tokens[i - 1]!) && ["ADP", "DET", "PRON"].includes(next?.pos ?? "")) {
      close();
      continue;
    }
    // "lets them offer same-day delivery": after "lets" or "helps" and whom, a verb's plain form is what they do, however the tagger reads it.
    if (current.length === 0 && tokens[i - 1]?.pos === "PRON" && /^(?:lets?|helps?|makes?)$/.test(tokens[i - 2]?.normal ?? "") && token.normal === token.lemma.toLowerCase() && !/s$/.test(token.normal) && ["ADJ", "NOUN", "DET"].includes(next?.pos ?? "")) continue;
    // "Our app tracks your subscriptions": after a kind of product, a word in -s before a determiner is the product's verb.
    // "Our project addresses loneliness": so is one after the founder's own kind or work, before what it acts on.
    const ours = current.length === 1 && /^(?:our|my|this)$/.test(tokens[start - 1]?.normal ?? "") && (KIND_NOUNS.has(current[0]!) || FRAMING_NOUNS.has(current[0]!)) && ["NOUN", "ADJ"].includes(next?.pos ?? "");
    if (current.length > 0 && (KIND_NOUNS.has(current.at(-1)!) || ours) && /[^s]s$/.test(token.normal) && (["DET", "PRON"].includes(next?.pos ?? "") || ours)) {
      close();
      continue;
    }
    // "Freelance designers waste hours chasing…": after people, a word of what they lose or need is their verb, whatever follows it.
    if (current.length > 0 && PEOPLE_LOSING.has(token.normal) && /[^s]s$/.test(current.at(-1)!) && namesPeople(tokens[i - 1]!)) {
      close();
      continue;
    }
    // "monitors the services small businesses rely on": after a plural noun, people followed by their verb start a clause of their own.
    if (current.length > 0 && tags.at(-1) === "NOUN" && /[^s]s$/.test(current.at(-1)!) && ["ADJ", "NOUN"].includes(token.pos) && peopleActingFrom(tokens, i)) {
      close();
    }
    // "their first marathon", "the next job": an ordinal after a determiner counts which one, it names nothing ("a first aid kit" keeps it).
    if (current.length === 0 && ORDINALS.has(token.normal) && ["the", ...POSSESSIVES].includes(tokens[i - 1]?.normal ?? "")) continue;
    // "SOC 2 compliance": a number after an acronym, before a noun, is part of the acronym's name.
    if (token.pos === "NUM" && current.length > 0 && /^[A-Z]{2,}$/.test(tokens[i - 1]!.value) && next?.pos === "NOUN" && /^\d+$/.test(token.value)) {
      current[current.length - 1] += `-${token.value}`;
      end = i;
      continue;
    }
    // "Terms of Service", "Bank of America": a name in capitals joined by "of" is one word of the chunk.
    if (token.normal === "of" && current.length > 0 && tags.at(-1) === "PROPN" && next?.pos === "PROPN" && /^[A-Z]/.test(next.value)) {
      current[current.length - 1] += `-of-${next.normal}`;
      end = i + 1;
      i += 1;
      continue;
    }
    // "a platform connecting organisers": after a kind of product, a word in -ing starts what it does.
    // "app pairing native speakers": the tagger may call that word a noun; before what it acts on it is still the verb.
    const actsOn = token.pos === "NOUN" && /ing$/.test(token.normal) && (next?.pos === "ADJ" || next?.pos === "DET" || (next?.pos === "NOUN" && /[^s]s$/.test(next.normal)));
    // "an online course teaching nurses": after another offering, before the people it acts on ("small accounting firms" stays whole).
    const onPeople = actsOn && next !== undefined && /[^s]s$/.test(next.normal) && namesPeople(next) && OFFERINGS.has(current[current.length - 1]!);
    // ("A subscription streaming service": not before a kind of product, which the word in -ing qualifies.)
    // ("Static site hosting for freelancers", "website hosting.": nor closing the phrase, where the word in -ing is the job done to the kind, its head.)
    const closesPhrase = gerund && (next === undefined || next.sentence !== token.sentence || next.normal === "for" || next.pos === "PUNCT");
    if ((gerund || actsOn) && !closesPhrase && current.length > 0 && (KIND_NOUNS.has(current[current.length - 1]!) || onPeople) && !KIND_NOUNS.has(next?.normal ?? "")) {
      close();
      continue;
    }
    // "glass solar tiles replacing asphalt roads", "vertical farms selling salad": after a plural noun, a verb in -ing starts what the things do.
    if (token.pos === "VERB" && /ing$/.test(token.normal) && current.length > 0 && tags.at(-1) === "NOUN" && /[^s]s$/.test(current.at(-1)!)) {
      close();
      continue;
    }
    // "by offering same-day delivery": after "by" a word in -ing is the verb of how, whatever the tagger says.
    if (/ing$/.test(token.normal) && tokens[i - 1]?.normal === "by") {
      close();
      continue;
    }
    // "Solar panels strong enough to drive on", "farms next to cities": an adjective after the noun, before no noun, says what the thing is like; it ends the phrase.
    // ("Wedding dress rental for brides": the tagger's adjective before a preposition may be the noun it is.)
    if (token.pos === "ADJ" && current.length > 0 && tags.at(-1) === "NOUN" && !afterHyphen
      && (next?.pos === "ADV" || next?.pos === "PART" || ["enough", "than"].includes(next?.normal ?? "") || (next?.normal === "to" && BEFORE_TO.has(token.normal)))) {
      close();
      continue;
    }
    // "on-demand", "mobile-only": the half of a hyphenated word outside a chunk is dropped with its hyphen.
    if (afterHyphen && (current.length === 0 || !wordLike)) continue;
    if (wordLike && !afterRelative) {
      if (afterHyphen) current[current.length - 1] += `${tokens[i - 1]!.value}${token.normal}`;
      else {
        // "Order in-store pickup": a compound made with "in-" opens a phrase of its own.
        if (inCompound) close();
        if (current.length === 0 && qualifiedFrom < 0) start = i;
        current.push(token.normal);
        tags.push(nounAfterSingular || pluralAfterOpening || jobBeforeKind(tokens, i) ? "NOUN" : participleQualifier || coordinated ? "ADJ" : token.pos);
      }
      end = i;
      endsInNoun = token.pos === "NOUN" || token.pos === "PROPN" || pluralAfterTime || pluralAfterOpening || pluralAfterVerb || pluralBeforeParticiple || nounAfterSingular || (afterHyphen && compoundOpen) || (gerund && next?.pos !== "NOUN");
      compoundOpen = compound || inCompound;
      continue;
    }
    close();
  }
  close();
  return chunks;
}

/** Whether the word at `at` qualifies a noun: an adjective, a hyphened one, or a past participle before a noun or adjective ("paid cloud backup"). */
function qualifierAt(tokens: readonly TextToken[], at: number): boolean {
  const token = tokens[at];
  if (!token) return false;
  if (token.pos === "ADJ") return true;
  // "self-hosted", "hand-made": a word joined by a hyphen to a participle or an adjective.
  if (tokens[at + 1]?.value === "-" && !spacedDash(tokens, at + 1) && (tokens[at + 2]?.pos === "ADJ" || (tokens[at + 2]?.pos === "VERB" && /ed$/.test(tokens[at + 2]!.normal)))) return true;
  return token.pos === "VERB" && token.normal !== token.lemma.toLowerCase() && !/(?:ing|s)$/.test(token.normal) && ["NOUN", "ADJ"].includes(tokens[at + 1]?.pos ?? "");
}

/** What people lose or lack, which the tagger may read as a noun after them ("designers waste hours"). */
export const PEOPLE_LOSING: ReadonlySet<string> = new Set(["waste", "spend", "lose", "need", "want", "hate", "struggle", "miss", "juggle", "lack"]);
/** What people do that the tagger may read as a noun after them ("homeowners rent", "owners list", "students practice", "teachers use"). */
export const PEOPLE_DOING: ReadonlySet<string> = new Set(["rent", "book", "pay", "buy", "sell", "hire", "share", "list", "offer", "teach", "host", "swap", "lend", "tutor", "mentor", "practice", "trade", "post", "order", "match", "use"]);

/** Adjectives that say where a thing is or what it is like, before "to" ("farms next to cities", "a tool similar to Jira"). */
const BEFORE_TO = new Set(["next", "close", "adjacent", "similar", "near", "akin", "equivalent", "comparable", "identical"]);

/** A word's part of speech read on its own, for a word capitalised only by opening the sentence ("code" a noun; "private", "smart" adjectives). */
export const tagAlone = (word: string) => readText(word).tokens[0]?.pos;

/** A hyphen with spaces around it, written for a dash ("a smart pill dispenser - it sits…", "Shardlyn - Game server management platform"). */
export const spacedDash = (tokens: readonly TextToken[], at: number) => tokens[at]?.value === "-" && tokens[at]!.spaced === true && tokens[at + 1]?.spaced === true;

/** Words in -ing that say how a product stands, not what it does ("a leading platform", "existing tools"). */
const STANDING = new Set(["leading", "growing", "existing", "emerging", "booming", "thriving", "rising", "evolving", "remaining", "following", "coming", "upcoming"]);
/** "A streaming service": a word in -ing the tagger calls an adjective before a kind of product is its job, when alone it is no adjective ("amazing app" keeps its). */
const jobBeforeKind = (tokens: readonly TextToken[], i: number) => {
  const token = tokens[i]!;
  return token.pos === "ADJ" && /ing$/.test(token.normal) && KIND_NOUNS.has(tokens[i + 1]?.normal ?? "") && !STANDING.has(token.normal) && tagAlone(token.normal) !== "ADJ";
};
