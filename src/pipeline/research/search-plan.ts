import type { ResearchQuery } from "../types.ts";
import { RESEARCH_DIMENSIONS, type ResearchDimension } from "../contracts/vocabulary.ts";
import { customerHead, learnedBy, withoutAge } from "../text/customer.ts";
import { FUNCTION_WORDS, GENERIC_CUSTOMER_TERMS } from "../text/lexicon-cues.ts";
import { GENERIC_QUALIFIERS, HANDLING_HEADS, KIND_NOUNS, TEACHING_HEADS } from "../text/lexicon-subject.ts";
import { SYNONYM_GROUPS } from "../text/lexicon-synonyms.ts";
import { stem, type SubjectReading } from "../text/subject.ts";
import { readText } from "../text/nlp.ts";
import { singularOf } from "../text/word-forms.ts";

const STOP = new Set([...FUNCTION_WORDS, "do", "does", "how", "what", "where", "best", "much"]);
/**
 * Queries sharing this much of their vocabulary return the same results, so only the first is kept. A
 * three-word subject with one word added shares 0.75 of its vocabulary with the subject alone ("pre
 * authorisation letters pricing"), and is another search.
 */
const DUPLICATE_SIMILARITY = 0.8;

function vocabulary(query: string): Set<string> {
  return new Set(
    query
      .toLowerCase()
      .split(/[^a-z0-9+#]+/)
      .filter((w) => w.length > 0 && !STOP.has(w))
      .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w)),
  );
}

function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Drops queries whose vocabulary nearly repeats an earlier one, across all dimensions. */
export function removeNearDuplicates(queries: readonly ResearchQuery[]): { kept: ResearchQuery[]; removed: number } {
  const kept: ResearchQuery[] = [];
  const seen: Set<string>[] = [];
  for (const query of queries) {
    const words = vocabulary(query.query);
    if (seen.some((other) => similarity(words, other) >= DUPLICATE_SIMILARITY)) continue;
    kept.push(query);
    seen.push(words);
  }
  return { kept, removed: queries.length - kept.length };
}

/**
 * The last two words of the customer's phrase: "busy dog owners" is searched as "dog owners"; an age
 * and the parents who pay are no search words ("parents of kids aged 8 to 12" is searched as "kids").
 */
const shortOf = (phrase: string) => withoutAge(customerHead(phrase)).replace(/^parents of\s+/, "").split(/\s+/).slice(-2).join(" ");

/** The words of a phrase that say what it is about: no kind of product ("app"), no way it is made ("ai", "online"). */
const contentStems = (phrase: string) => phrase.toLowerCase().split(/[\s-]+/).filter((w) => w.length > 0 && !STOP.has(w) && !KIND_NOUNS.has(w) && !GENERIC_QUALIFIERS.has(w)).map(stem);

/**
 * The subject's head alone when the words before it only say what kind of product it is, how it is made or
 * reached, what it does without or that it is a connected device ("analytics" of "website analytics",
 * "courses" of "online courses", "login" of "passwordless login", "suitcase" of "smart suitcase"): the
 * market the product competes in, which pages name plainly. Any other word before the head names another
 * thing and stays: a noun ("blood tests") or an adjective the head means nothing without ("mental health",
 * "real estate", "solar panels").
 */
export function plainNameOf(phrase: string): string | null {
  const tokens = readText(phrase.toLowerCase()).tokens;
  const head = tokens.at(-1);
  // "resume builder", "log management": a head that only says the job is handled names the thing handled, which pages name plainly.
  if (tokens.length === 2 && head && HANDLING_HEADS.has(head.normal) && ["NOUN", "VERB", "PROPN"].includes(tokens[0]!.pos)) return tokens[0]!.normal;
  if (!head || tokens.length < 2 || head.pos !== "NOUN" || KIND_NOUNS.has(head.normal) || GENERIC_QUALIFIERS.has(head.normal)) return null;
  const framing = (t: (typeof tokens)[number]) => KIND_NOUNS.has(t.normal) || GENERIC_QUALIFIERS.has(t.normal)
    || (t.pos === "ADJ" && (t.normal === "smart" || /(?:less|-free)$/.test(t.normal)));
  return tokens.slice(0, -1).every(framing) ? head.normal : null;
}

/**
 * The description's other names for the subject: its alternates that share a content word with the
 * subject ("ghost kitchens" of "ghost kitchen stations", "adhd care" of "adhd assessment", "drink
 * maker" of "soda maker"). Pages name a thing in their own words, and a search matching every word
 * finds only the pages that use the words searched. An alternate sharing no word with the subject may
 * be a place, a feature or a customer's thing ("college towns", "consent banner", "bank logins"), not
 * the subject, and is not searched; its initials are its name ("ci" of "continuous integration").
 */
export function otherNamesOf(subject: SubjectReading): string[] {
  const own = new Set([...contentStems(subject.phrase), ...contentStems(subject.named)]);
  // "ci" of "continuous integration": the subject's initials are its other name too.
  const initials = subject.phrase.split(/\s+/).map((w) => w[0]).join("");
  return subject.alternates.filter((alternate) => alternate === initials || contentStems(alternate).some((w) => own.has(w)));
}

/** The group of words naming the same thing a word belongs to (`text/lexicon-synonyms.ts`), by the word or its singular. */
const groupOf = (word: string) => SYNONYM_GROUPS.find((group) => group.includes(word) || group.includes(singularOf(word)));

/**
 * The subject said with another word for one of its own, the head first ("carry-on luggage" of
 * "carry-on suitcase", "passwordless authentication" of "passwordless login"): a page that calls the
 * thing by its other name is found only by a search in that name's words.
 */
export function synonymNamesOf(phrase: string): string[] {
  const words = phrase.toLowerCase().split(/\s+/).filter(Boolean);
  const names: string[] = [];
  for (const at of words.map((_, i) => words.length - 1 - i)) {
    const group = groupOf(words[at]!);
    for (const other of group ?? []) {
      // Another form of the same word ("groceries" of "grocery") is what the search's own stemming finds.
      // A name of two words stands in for one where the subject stays three words at most ("support help desk" of "support helpdesk").
      if (words.includes(other) || (other.includes(" ") && words.length + other.split(" ").length > 4) || singularOf(other) === singularOf(words[at]!)) continue;
      names.push(words.map((w, i) => (i === at ? other : w)).join(" "));
    }
  }
  return names;
}

/**
 * The subject with a word before its head said in another word, the head kept ("employee scheduling" of "staff scheduling"); never a
 * word that only repeats the head in other words ("carry-on" of "carry-on suitcase", "passwordless" of "passwordless login").
 */
export function modifierSynonymOf(phrase: string): string | undefined {
  const words = phrase.toLowerCase().split(/\s+/).filter(Boolean);
  const headGroup = groupOf(words.at(-1) ?? "");
  return synonymNamesOf(phrase).find((name) => {
    const changed = name.split(" ").findIndex((word, i) => word !== words[i]);
    return changed >= 0 && changed < words.length - 1 && !headGroup?.includes(words[changed]!);
  });
}

/**
 * Candidate queries per research dimension, in priority order. Every query names the subject (what
 * the product is, read once from the description) and adds at most one word a page about it would
 * itself contain ("pricing", "forum", "shut down"), because the search APIs match every word: a
 * helper word glued to a fragment ("alternatives", "software comparison") finds nothing. One of the
 * competitors' queries names the subject in a synonym of one of its words ("carry-on luggage"), and one of the pain queries in a
 * synonym of a word before its head ("employee scheduling" of "staff scheduling"). A subject
 * of three words is searched whole first; the helper words go with a shorter name the description gives it.
 * Two searches are broader, as a person's would be: the subject's plain name and its other word ("login",
 * "authentication" of "passwordless login"), and a place off the Earth alone ("moon").
 */
export function draftQueries({ subject, keywords, customer, perDimension }: {
  subject: SubjectReading | null;
  keywords: readonly string[];
  customer: string | null;
  perDimension: number;
}): ResearchQuery[] {
  // A product for a named place ("grocery delivery on the Moon") is searched with the place: pages about the subject elsewhere are another market.
  const phrase = (subject?.phrase ?? keywords[0] ?? "").toLowerCase();
  // A setting the phrase already names ("asteroid" of "asteroid mining") is not said twice.
  const setting = subject?.setting && !phrase.split(/\s+/).includes(subject.setting.toLowerCase()) ? subject.setting.toLowerCase() : null;
  const s = [setting, phrase].filter(Boolean).join(" ").split(" ").slice(-3).join(" ");
  const named = subject && subject.named !== subject.phrase ? subject.named.toLowerCase() : null;
  // The problem the description opens with, when it opens with one: people write about it in its own words.
  const problem = subject && subject.problem ? subject.problem.toLowerCase() : null;
  const [otherName, secondName] = subject ? otherNamesOf(subject).map((n) => n.toLowerCase()) : [];
  const [synonymName] = synonymNamesOf(s);
  const modifierSynonym = [modifierSynonymOf(s)].find((name) => name !== synonymName);
  const plainName = plainNameOf(s);
  const [plainSynonym] = plainName ? synonymNamesOf(plainName) : [];
  // A subject of three words and a helper word are four words every page must hold: a shorter name the description gives it
  // ("ghost kitchens" of "ghost kitchen stations") carries the helper words, as a person would search.
  // "static site" of "static site hosting": the kind a job is done to, with what it is like, is the thing pages about the job discuss.
  const words = s.split(" ");
  const kindDoneTo = words.length === 3 && KIND_NOUNS.has(words[1]!) ? words.slice(0, 2).join(" ") : undefined;
  const shorter = words.length > 2 ? [otherName, secondName].find((name) => name !== undefined && name.split(" ").length < words.length) ?? kindDoneTo : undefined;
  const t = shorter ?? s;
  // "an AI conversation tutor for language learners": what they learn, as learning, is the market pages name ("language learning").
  const learned = TEACHING_HEADS.has(words.at(-1)!) ? learnedBy(customer) : null;
  const learning = learned ? `${learned} learning` : null;
  // "people who get paid irregularly": people named only by a clause are no search word.
  const short = customer ? shortOf(customer) : null;
  const who = short && !GENERIC_CUSTOMER_TERMS.includes(short) ? (s.split(" ").length > 2 ? short.split(" ").at(-1)! : short) : null;
  const drafts: Record<ResearchDimension, Array<string | null | undefined>> = {
    pain: [s, plainName, learning, modifierSynonym, problem, who && `${who} ${t}`, `${t} problem`, `${t} experience`],
    competitors: [named, synonymName, `open source ${t}`, `${t} app`, `${t} company`, `best ${t}`],
    // Pages say what a thing costs in "price" and "cost" far more than "pricing", a page heading's word (docs/decisions/025).
    pricing: [`${t} price`, `${t} cost`, `${t} pricing`, `${t} subscription`],
    // A product for a place nobody lives in yet is decided by the place: whether anyone is there to buy is what its pages discuss.
    demand: [setting, plainSynonym, learning, otherName, `${t} startup`, who && `${t} ${who.split(" ").at(-1)}`, `${t} market`, `${t} users`],
    // News tells events in the past tense ("launched", "announced"); where customers are reached, by their customers and marketing.
    timing: [`${t} shut down`, `${t} launched`, `${t} announced`, `${t} funding`],
    channels: [secondName, `${t} community`, `${t} customers`, `${t} marketing`, `${t} blog`],
  };
  const queries: ResearchQuery[] = [];
  for (const dimension of RESEARCH_DIMENSIONS) {
    const usable = drafts[dimension].filter((q): q is string => typeof q === "string" && q.trim().length > 0);
    for (const query of usable.slice(0, perDimension)) queries.push({ dimension, query: query.replace(/\s+/g, " ").trim() });
  }
  return queries;
}
