// How the subject reader names a product from what the description says it does, is for or is
// modelled on: "a patch that measures hydration", "Monitoring tool for Kubernetes clusters",
// "Airbnb but for parking spaces", "Tinder for roommates", "an alternative to Calendly".
import { customerHead, namesPeople } from "./customer.ts";
import { RELATIVE_PRONOUNS } from "./lexicon-cues.ts";
import { ACTION_NOUNS, GENERIC_QUALIFIERS, KIND_NOUNS, MODEL_JOBS, MODEL_NAMES, PLATFORMS, tradeOf } from "./lexicon-subject.ts";
import { personaOf } from "./lexicon-personas.ts";
import type { TextToken } from "./nlp.ts";
import { tagAlone, type Chunk } from "./subject-chunks.ts";
import { singularOf } from "./word-forms.ts";

/** People named in the plural ("walkers", "people", "children"), as the subject reader counts a party. */
export const PEOPLE_PLURAL = /[^s]s$|people|children|folks$/;

const JOBS = new Set(Object.values(ACTION_NOUNS));

/**
 * A job done for things, named with them as pages do: "monitoring tool" + "for" + "Kubernetes clusters"
 * → "kubernetes cluster monitoring"; one noun of a service, "telemedicine" + "for" + "pets" → "pet
 * telemedicine". Null unless what it is for is a thing, not a party (people are the customer).
 */
export function jobForThings(core: string, preposition: TextToken | undefined, object: { core: string; party: boolean; customer: boolean } | undefined): { core: string; named: string } | null {
  const [job, kind, ...rest] = core.split(" ");
  if (rest.length > 0 || preposition?.normal !== "for" || !object || object.party || object.customer) return null;
  const words = object.core.split(" ");
  const thing = [...words.slice(0, -1), singularOf(words.at(-1)!)].join(" ");
  if (!kind) return KIND_NOUNS.has(job!) || words.length > 2 ? null : { core: `${thing} ${job}`, named: `${thing} ${job}` };
  if (!KIND_NOUNS.has(kind) || !(JOBS.has(job!) || /ing$/.test(job!))) return null;
  return { core: `${thing} ${job}`, named: `${thing} ${job} ${kind}` };
}

/** Words for a business of any trade. */
const ANY_BUSINESS = new Set(["business", "businesses", "company", "companies", "firm", "firms", "brand", "brands", "startup", "startups", "organisation", "organisations", "organization", "organizations", "enterprise", "enterprises", "smb", "smbs", "smes", "shops", "stores", "merchants", "sellers", "vendors", "retailers"]);

/**
 * "A booking app for mobile dog groomers" → "dog groomer booking", "A booking app for hair salons" →
 * "hair salon booking": a job's kind of product (the job in -ing or a job noun, then a kind) for
 * people or businesses named by their trade is named with the trade, as pages name it. Null unless
 * the customer, right after "for", is people of a trade or a kind of business (a persona).
 */
export function jobForTrade(core: string, preposition: TextToken | undefined, customer: string | null): { core: string; named: string } | null {
  const [job, kind, ...rest] = core.split(" ");
  if (rest.length > 0 || !kind || !KIND_NOUNS.has(kind) || job!.includes("-") || !(JOBS.has(job!) || /ing$/.test(job!)) || preposition?.normal !== "for" || !customer) return null;
  const words = customer.toLowerCase().split(/\s+/);
  const trade = words.at(-1)!;
  // Or a kind of business named by its trade ("hair salons", "restaurants"), not any business ("small businesses", "companies").
  const business = personaOf(trade) === "businesses" && !ANY_BUSINESS.has(trade);
  if (personaOf(trade) !== "professionals" && !business) return null;
  // The trade's own noun before it ("dog groomers", "music teachers"), not a word of how they work ("mobile", "independent").
  const before = words.at(-2);
  const qualifier = before && !GENERIC_QUALIFIERS.has(before) && tagAlone(before) === "NOUN" ? `${before} ` : "";
  const named = `${qualifier}${singularOf(trade)} ${job}`;
  return { core: named, named: `${named} ${kind}` };
}

/**
 * "Track time with invoice-ready descriptions", "Monitor your cron jobs": a sentence that tells its
 * reader to do a job (ACTION_NOUNS) to one or two nouns names the job as pages do ("time tracking").
 * Null when its first word is not such a verb as written ("Tracks", "Clean energy"), or what follows
 * is a kind of product ("Test automation platform").
 */
export function imperativeJob(sentence: readonly TextToken[], { opening = true }: { opening?: boolean } = {}): { core: string; named: string; endsInNoun: boolean } | null {
  const verb = sentence[0];
  // Not opening a sentence ("the easiest way to track your…"), the verb is any case.
  if (!verb || !(opening ? /^[A-Z][a-z]+$/ : /^[A-Za-z][a-z]+$/).test(verb.value) || NOT_IMPERATIVE.has(verb.normal)) return null;
  const action = ACTION_NOUNS[verb.normal.toLowerCase()];
  if (!action) return null;
  const determined = ["DET", "PRON"].includes(sentence[1]?.pos ?? "");
  let i = determined ? 2 : 1;
  const nouns: string[] = [];
  while (sentence[i] && ["NOUN", "PROPN"].includes(sentence[i]!.pos) && nouns.length < 3) nouns.push(sentence[i++]!.normal.toLowerCase());
  const after = sentence[i];
  if (nouns.length === 0 || nouns.length > 2 || nouns.some((n) => KIND_NOUNS.has(n)) || (after !== undefined && !["ADP", "PUNCT", "CCONJ", "ADV", "PART"].includes(after.pos))) return null;
  // Without "your" or "the", two nouns are a compound ("Invoice reminders for designers"); one singular noun is the verb's object ("Track time"),
  // and so is a plural before a list of further jobs ("Track expenses, split bills…").
  const moreJobs = after?.value === "," && ACTION_NOUNS[sentence[i + 1]?.normal.toLowerCase() ?? ""] !== undefined;
  if (!determined && (nouns.length > 1 || (singularOf(nouns[0]!) !== nouns[0] && !moreJobs))) return null;
  const object = [...nouns.slice(0, -1), singularOf(nouns.at(-1)!)].join(" ");
  return { core: `${object} ${action}`, named: `${object} ${action}`, endsInNoun: true };
}
/** Job verbs that open a sentence as adjectives more often than as orders ("Clean energy for…"). */
const NOT_IMPERATIVE = new Set(["clean"]);

/**
 * The further jobs a sentence lists, each a job's verb after a comma, "and" or "or" and the one thing
 * it acts on, as pages name them: "screen tenants, sign leases and collect rent" → "rent collection".
 */
export function listedJobs(sentence: readonly TextToken[]): string[] {
  const jobs: string[] = [];
  sentence.forEach((token, i) => {
    const action = ACTION_NOUNS[token.lemma.toLowerCase()];
    const before = sentence[i - 1];
    if (!action || !before || !(before.value === "," || before.normal === "and" || before.normal === "or")) return;
    const at = sentence[i + 1]?.pos === "DET" ? i + 2 : i + 1;
    const object = sentence[at];
    if (object?.pos !== "NOUN" || sentence[at + 1]?.pos === "NOUN") return;
    jobs.push(`${singularOf(object.normal)} ${action}`);
  });
  return jobs;
}

/** Verbs of warning people of something ("alerts homeowners to water leaks"). */
const ALERTING = /^(?:alert|alerts|warn|warns|notify|notifies)$/;

/**
 * The job a relative clause gives the product, as pages name it: "that (continuously) measures hydration"
 * → "hydration measurement", or "our app collects rent" → "rent collection"; what it warns people of
 * ("alerts homeowners to water leaks" → "water leak"); null unless its verb does a job (ACTION_NOUNS) on
 * one thing right after it, or warns of one.
 */
export function jobOfClause(sentence: readonly TextToken[], at: number, chunks: readonly Chunk[], { after = false }: { after?: boolean } = {}): string | null {
  // `after`: the clause's verb follows the product's own noun ("our app collects rent"), no relative pronoun between.
  if (!after && !RELATIVE_PRONOUNS.has(sentence[at]?.normal ?? "")) return null;
  let i = at + 1;
  while (sentence[i]?.pos === "ADV") i += 1;
  // "uses the camera to identify plants": what a product uses is its means; the verb after "to" is its job.
  if (sentence[i]?.lemma.toLowerCase() === "use") {
    const to = sentence.findIndex((t, j) => j > i && j <= i + 6 && t.normal === "to" && sentence[j + 1]?.pos === "VERB");
    if (to > 0) i = to + 1;
  }
  const verb = sentence[i];
  // "A sensor that alerts homeowners to water leaks": what it warns people of names it ("water leak sensor").
  if (verb && ALERTING.test(verb.normal)) {
    const about = sentence.findIndex((t, j) => j > i + 1 && j <= i + 5 && /^(?:to|about|of)$/.test(t.normal));
    const warned = about > 0 ? chunks.find((c) => c.start === about + 1 || (c.start === about + 2 && ["DET", "VERB"].includes(sentence[about + 1]!.pos))) : undefined;
    // "to water leaks": the tagger may read the first noun after "to" as a verb.
    const words = warned && sentence[about + 1]!.pos === "VERB" && warned.start === about + 2 ? [sentence[about + 1]!.normal, ...warned.words] : warned?.words ?? [];
    const people = sentence.slice(i + 1, about).some((t) => namesPeople(t) || t.pos === "PRON");
    if (warned && people && warned.endsInNoun && warned.tags.every((t) => t === "NOUN" || t === "ADJ")) return [...words.slice(-2, -1), singularOf(words.at(-1)!)].join(" ");
  }
  const action = verb && (verb.pos === "VERB" || /s$/.test(verb.normal)) ? ACTION_NOUNS[verb.lemma.toLowerCase()] : undefined;
  const first = chunks.find((c) => c.start === i + 1 || (c.start === i + 2 && sentence[i + 1]!.pos === "DET"));
  // "summarizes the week's research papers": the owner before a possessive is not what the verb acts on; what it owns is.
  const object = first && /^['’]s?$/.test(sentence[first.end + 1]?.value ?? "") ? chunks.find((c) => c.start === first.end + 2) : first;
  // One thing, or one thing described ("loud parties").
  const oneThing = object !== undefined && (object.words.length === 1 || (object.words.length === 2 && object.tags[0] === "ADJ"));
  // "AI research papers": a compound names its thing by its last two nouns ("research paper summaries").
  const compound = object !== undefined && object.words.length >= 2 && object.tags.slice(-2).every((t) => t === "NOUN") ? object.words.slice(-2) : null;
  if (!action || !object || !(oneThing || compound) || !object.endsInNoun) return null;
  const thing = oneThing ? [object.words.at(-1)!] : compound!;
  return `${[...thing.slice(0, -1), singularOf(thing.at(-1)!)].join(" ")} ${action}`;
}

/**
 * The work a subject named by its doers or its things is, as pages about the market name it: "chemistry
 * tutors" → "chemistry tutoring", "blood tests" → "blood testing" by the lexicon of jobs; past it, an
 * agent noun in -er whose verb the description itself uses: "dog walkers" who take "on-demand walks" →
 * "dog walking". "Water filters" are no "water filtering": no word of the description is the verb
 * "filt". Null for a subject of one word.
 */
/**
 * The subject with the noun its head is joined to by "and" ("laundry delivery" of "On-demand laundry pickup and delivery"): the
 * same thing, named by the other half of the service, as pages may name it. Null when the head is joined to nothing, or to a
 * phrase of its own ("pickup and a folding service").
 */
export function coordinatedNameOf(phrase: string, tokens: readonly TextToken[]): string | null {
  const words = phrase.split(" ");
  if (words.length < 2) return null;
  const at = tokens.findIndex((t, i) => words.every((w, j) => tokens[i + j]?.normal === w));
  if (at < 0) return null;
  const [joint, other, after] = [tokens[at + words.length], tokens[at + words.length + 1], tokens[at + words.length + 2]];
  if (!joint || !other || !/^(?:and|&)$/.test(joint.normal) || other.pos !== "NOUN" || after?.pos === "NOUN") return null;
  return other.normal === words.at(-1) ? null : `${words.slice(0, -1).join(" ")} ${other.normal}`;
}

export function workOf(phrase: string, tokens: readonly TextToken[]): string | null {
  const words = phrase.split(" ");
  if (words.length < 2) return null;
  const qualifier = words.slice(0, -1).join(" ");
  const trade = tradeOf(words.at(-1)!);
  // "customer reviews": a job named by the thing's own word is no other name for it.
  if (trade) return trade === singularOf(words.at(-1)!) ? null : `${qualifier} ${trade}`;
  const agent = singularOf(words.at(-1)!);
  if (!/^[a-z]{3,}er$/.test(agent)) return null;
  const base = agent.slice(0, -2);
  // "sitter" is work to "sit", "planner" to "plan", "driver" to "drive".
  const verbs = new Set([base, base.replace(/([b-df-hj-np-tv-z])\1$/, "$1"), `${base}e`]);
  const named = tokens.some((t) => verbs.has(t.lemma) || verbs.has(t.normal.replace(/(?:s|ing|ed)$/, "")) || t.normal === `${base}ing`);
  return named ? `${qualifier} ${base}ing` : null;
}

/**
 * Whether a capitalised word is a product's name: mid-sentence its capital says so; a sentence's first
 * word, or the first after a colon or a dash, is capitalised whatever it is ("Telemedicine for pets"),
 * so there it is a name only when spelled as one ("LinkedIn", "Web3") or known as a model (MODEL_NAMES).
 */
export function capitalisedAsName(sentence: readonly TextToken[], at: number): boolean {
  const token = sentence[at]!;
  const before = sentence[at - 1];
  const opensSentence = before === undefined || (before.pos === "PUNCT" && /^[:\-–—"“(]$/.test(before.value));
  return !opensSentence || /[a-z][A-Z]|\d/.test(token.value) || MODEL_NAMES.has(token.normal.toLowerCase());
}

/** Words before a famous name that hold it up as a model ("basically Airbnb", "a Duolingo", "Think Peloton"). */
const MODEL_LEAD_INS = new Set(["a", "an", "the", "basically", "essentially", "like", "think", "just", "literally"]);

/**
 * What a product modelled on a famous name is for: "Airbnb but for parking spaces near stadiums" →
 * "parking spaces", "Think Peloton for rowing: a connected rowing machine" → "rowing machine" (the
 * fuller name the sentence goes on to give); null when the sentence holds up no name as a model.
 */
export function modelledOn(sentence: readonly TextToken[], cores: ReadonlyArray<{ core: string; named: string; endsInNoun: boolean; chunk: Chunk; party: boolean }>): { core: string; named: string; endsInNoun: boolean } | null {
  for (let i = 0; i < sentence.length; i += 1) {
    const name = sentence[i]!;
    const before = sentence[i - 1];
    if (name.pos !== "PROPN" || !/^[A-Z][a-z]+[A-Za-z]*$/.test(name.value) || /ing$/.test(name.normal) || PLATFORMS.has(name.normal) || !capitalisedAsName(sentence, i)) continue;
    if (before !== undefined && !MODEL_LEAD_INS.has(before.normal) && before.pos !== "PUNCT") continue;
    let at = i + 1;
    if (sentence[at]?.value === ",") at += 1;
    if (sentence[at]?.normal === "but") at += 1;
    const joiner = sentence[at]?.normal;
    if (joiner !== "for" && !(joiner === "of" && before?.normal === "the")) continue;
    const held = cores.find((c) => c.chunk.start === at + 1 || (c.chunk.start === at + 2 && sentence[at + 1]!.pos === "DET"));
    // "Tinder for roommates", "Uber for dog walkers": a model held up for people names what it does for them.
    const people = held ? null : peopleAt(sentence, at + 1);
    const job = MODEL_JOBS[name.normal];
    if (people && job) {
      // Searched by the people's nouns ("busy landlords" → "landlord listings"), named as the founder put it.
      const nouns = people.tokens.filter((t) => t.pos !== "ADJ").map((t) => t.normal);
      const core = `${[...nouns.slice(0, -1), singularOf(nouns.at(-1)!)].join(" ")} ${job}`;
      return { core, named: `${name.value} for ${people.tokens.map((t) => t.normal).join(" ")}`, endsInNoun: true };
    }
    // "Think Duolingo, but for learning to code": what people learn to do is what it is for ("learn to code").
    const [doing, to, verb] = [sentence[at + 1], sentence[at + 2], sentence[at + 3]];
    if (!held && doing?.pos === "VERB" && /ing$/.test(doing.normal) && to?.normal === "to" && verb?.pos === "VERB") {
      const core = `${doing.lemma.toLowerCase()} to ${verb.normal}`;
      return { core, named: `${name.value} for ${doing.normal} to ${verb.normal}`, endsInNoun: true };
    }
    if (!held) continue;
    const head = held.core.split(" ").at(-1)!;
    // The fuller name the sentence goes on to give ("a connected rowing machine").
    const fuller = cores.find((c) => c.chunk.start > held.chunk.end && !c.party && c.core.split(" ").includes(head) && c.core.length > held.core.length);
    // Else the product is named as the founder put it ("Duolingo for sign language").
    return fuller ?? { ...held, named: `${name.value} for ${held.named}` };
  }
  return null;
}

/** The words of the people a phrase starting at `at` names ("roommates", "dog walkers", "busy nurses"); null when it names none. */
function peopleAt(sentence: readonly TextToken[], at: number): { tokens: TextToken[] } | null {
  let end = at;
  while (sentence[end] && ["NOUN", "ADJ", "PROPN"].includes(sentence[end]!.pos) && !namesPeople(sentence[end]!)) end += 1;
  const head = sentence[end];
  if (!head || !namesPeople(head) || !PEOPLE_PLURAL.test(head.normal)) return null;
  return { tokens: sentence.slice(at, end + 1) };
}

/** The product a description says it replaces ("an alternative to Calendly"), lower case; null when it names none. */
export function alternativeTo(sentence: readonly TextToken[]): string | null {
  // "A competitor to Quibi", "a rival to Calendly": a product set against another is searched as its alternative.
  const at = sentence.findIndex((t, i) => /^(?:alternatives?|competitors?|rivals?)$/.test(t.normal) && sentence[i + 1]?.normal === "to");
  if (at < 0) return null;
  const names: string[] = [];
  for (let i = at + 2; i < sentence.length && /^[A-Z]/.test(sentence[i]!.value) && ["PROPN", "NOUN"].includes(sentence[i]!.pos); i += 1) names.push(sentence[i]!.normal);
  return names.length > 0 && names.length <= 2 ? names.join(" ") : null;
}

/** Fields named by an adjective and a noun together ("real estate agents", "high school teachers"). */
const TWO_WORD_FIELDS = new Set(["real estate", "high school", "social media", "mental health", "public health", "personal finance", "small business", "elementary school", "middle school", "primary school", "secondary school", "human resources"]);

/** The noun that qualifies the customer ("dog" of "busy dog owners", "real estate" of "real estate agents"), lending a bare supplier its object ("dog walkers"). */
export function customerQualifier(customer: string | null, sentence: readonly TextToken[]): string | null {
  const words = customer ? customerHead(customer).toLowerCase().split(/\s+/) : [];
  if (words.length < 2) return null;
  const before = words[words.length - 2]!;
  // "real estate agents": a qualifier of two words that are one name is taken whole.
  const pair = words.slice(-3, -1).join(" ");
  if (words.length >= 3 && TWO_WORD_FIELDS.has(pair)) return pair;
  // Right before the customer's head it qualifies the head whatever the tagger says ("dog owners", "dog" read as a verb).
  return sentence.some((t, i) => t.normal === before && (t.pos === "NOUN" || t.pos === "PROPN" || (t.pos === "VERB" && sentence[i + 1]?.normal === words.at(-1)))) ? before : null;
}

/** Verbs of making one thing into another ("turn episodes into short video clips"): what comes out is the product's job. */
const TURNING = /^(?:turn|convert|transform|repurpose|make)$/;

/** The chunk after a token, past determiners and possessives ("into a …", "to take their …"). */
const chunkRightAfter = <C extends { chunk: Chunk }>(sentence: readonly TextToken[], cores: readonly C[], at: number): C | undefined =>
  cores.find((c) => c.chunk.start > at && sentence.slice(at + 1, c.chunk.start).every((t) => t.pos === "DET" || t.pos === "PRON"));

/**
 * What a tool turns things into, when the sentence says so ("Tool for podcasters to turn episodes into
 * short video clips"): that is what it makes, and what people search for ("video clips").
 */
export function outcomeOf<C extends { chunk: Chunk; party: boolean }>(sentence: readonly TextToken[], cores: readonly C[]): C | null {
  const turnAt = sentence.findIndex((t) => t.pos === "VERB" && TURNING.test(t.lemma.toLowerCase()));
  if (turnAt < 0) return null;
  const intoAt = sentence.findIndex((t, i) => i > turnAt && i <= turnAt + 6 && t.normal === "into");
  const made = intoAt > 0 ? chunkRightAfter(sentence, cores, intoAt) : undefined;
  // "converts legacy COBOL code into Java": a name (a language, a format, a product) is what the thing is turned into, not what people search for.
  const aName = made !== undefined && made.chunk.tags.every((t) => t === "PROPN");
  return made && !made.party && !aName ? made : null;
}

/** Words before "to" that say the people lack a way to do a job ("need a way to", "struggle to", "no time to"). */
const LACKING = new Set(["way", "time", "struggle", "struggles", "struggling", "hard", "difficult", "impossible"]);

/**
 * The job a sentence says people lack a way to do ("Restaurants that sell lunch need a way to take
 * pre-orders", "Busy parents can't find time to plan meals"): the verb's object, named with its action
 * where pages name the job so ("meal planning").
 */
export function lackedJobOf<C extends { chunk: Chunk; party: boolean; core: string; named: string; endsInNoun: boolean }>(sentence: readonly TextToken[], cores: readonly C[]): { core: string; named: string; endsInNoun: boolean } | null {
  const toAt = sentence.findIndex((t, i) => t.normal === "to" && LACKING.has(sentence[i - 1]?.normal ?? "") && sentence[i + 1]?.pos === "VERB");
  if (toAt < 0) return null;
  const verb = sentence[toAt + 1]!;
  const object = chunkRightAfter(sentence, cores, toAt + 1);
  if (!object || object.party) return null;
  const action = ACTION_NOUNS[verb.lemma.toLowerCase()];
  if (!action || object.core.includes(" ")) return { core: object.core, named: object.named, endsInNoun: object.endsInNoun };
  const job = `${singularOf(object.core)} ${action}`;
  return { core: job, named: job, endsInNoun: true };
}
