import type { Competitor, CompetitorLandscape } from "../../../shared/contracts/report-sections.ts";
import { plainName } from "../../llm/untrusted.ts";
import { FUNCTION_WORDS, PRICE_TERMS } from "../../text/lexicon-cues.ts";
import { GENERIC_QUALIFIERS } from "../../text/lexicon-subject.ts";
import { escapeRegExp, hasAny, type Term } from "../../text/match.ts";
import { readText } from "../../text/nlp.ts";
import { isTierWord } from "../../text/price/tiers.ts";
import { namesOnlyTheSubject, topicStem, topicWords } from "../../research/relevance-gate.ts";
import { addressText } from "../../research/source-evidence.ts";
import type { Candidate } from "./candidate.ts";
import { candidateFromSource, findMention, isFromPeople, siteKey } from "./competitor-candidates.ts";
import { analogyNames, capitalOnlyAtOpening, coordinatedNames, surnameOfAPerson, DEFUNCT, FREE, makerOf, mentionAt, namesOfKind, mentions, OPEN_SOURCE, productNames, sameName, saysItEnded, saysItEndedAmong, saysWhatItIs, spokenName, vendorKey } from "../../text/product-mentions.ts";
import { citableSources, cite, describeSearch, countOf, pageOnSubject, pageTextSentences, productThePageIsAbout, quoted, repositoryOnSubject, sourceSentences, subjectHits, tractionOf, type CitableSource, type SectionInput } from "./source-facts.ts";

const MAX_COMPETITORS = 12;
const MAX_COMPLAINTS = 2;

/** A page stating a price or a free offer. */
const PRICING_TERMS: readonly Term[] = [...PRICE_TERMS, "free plan*", "free tier*", "free trial*", /\bper (?:month|user|seat|year)\b/, /\/(?:mo|month|user|seat|yr|year)\b/];

/** What users complain about in a product: cost, breakage, missing pieces, neglect. */
const COMPLAINT_TERMS: readonly Term[] = [
  "too expensive", "expensive", "overpriced", "pricey", "buggy", "broken", "crash*", "frustrat*", "annoy*", "hate*",
  "clunky", "confusing", "doesn't work", "does not work", "stopped working", "unreliable", "slow", "missing",
  "lacks", "no longer maintained", "unmaintained", "abandoned", "deprecated", "gave up on", "switched away",
];

const day = (iso: string) => iso.slice(0, 10);

function tractionLine(candidate: Candidate): string | null {
  const { home } = candidate;
  const engagement = home.retrieved?.engagement ?? {};
  const facts = home.retrieved?.facts ?? {};
  const date = day(facts.lastActivity ?? home.source.date);
  const n = cite(home.number);
  if (candidate.foundAs === "repository") {
    const stars = facts.stars ?? engagement.score;
    const issues = facts.openIssues ?? engagement.comments;
    const shown = [
      stars !== undefined ? countOf(stars, "star") : null,
      facts.forks !== undefined ? countOf(facts.forks, "fork") : null,
      issues !== undefined ? countOf(issues, "open issue") : null,
      date ? `last activity ${date}` : null,
      facts.archived ? "archived" : null,
    ].filter(Boolean);
    return shown.length ? `GitHub: ${shown.join(", ")} ${n}` : null;
  }
  if (candidate.foundAs === "launch") {
    const votes = facts.votes ?? engagement.score;
    const shown = [
      votes !== undefined ? countOf(votes, "vote") : null,
      engagement.comments !== undefined ? countOf(engagement.comments, "comment") : null,
      date ? `launched ${date}` : null,
    ].filter(Boolean);
    return shown.length ? `Product Hunt: ${shown.join(", ")} ${n}` : null;
  }
  if (candidate.mention) return `Named in “${home.source.title}”: ${quoted(candidate.mention)} ${n}`;
  return null;
}

/** A sentence stating a price, from the competitor's own page or from a page that names it. */
function pricingLine({ candidate, entries }: { candidate: Candidate; entries: readonly CitableSource[] }): string | null {
  const ownPage = candidate.mention ? null : candidate.home;
  const own = ownPage ? sourceSentences(ownPage).map((sentence) => ({ sentence, entry: ownPage })) : [];
  const named = entries.flatMap((entry) => sourceSentences(entry)
    .filter((sentence) => entry !== ownPage && mentions(sentence, candidate.name))
    .map((sentence) => ({ sentence, entry })));
  const found = [...own, ...named].find(({ sentence }) => hasAny({ text: sentence, terms: PRICING_TERMS }));
  return found ? `Pricing: ${quoted(found.sentence)} ${cite(found.entry.number)}` : null;
}

/**
 * What users complain about, in their own words: sentences naming it (or on its own repository's
 * issues) from people's discussions, never the vendor's copy or a model's reading of a quote.
 */
function complaintLines({ candidate, entries }: { candidate: Candidate; entries: readonly CitableSource[] }): string[] {
  const ownRepository = candidate.foundAs === "repository" ? candidate.home : null;
  const ownPage = candidate.mention ? null : candidate.home;
  const lines: string[] = [];
  for (const entry of entries) {
    const people = isFromPeople(entry);
    const issues = entry === ownRepository ? (entry.retrieved?.reading?.comments ?? []).flatMap((c) => readText(c.text).sentences) : [];
    const spoken = people && entry !== ownPage ? sourceSentences(entry).filter((sentence) => mentions(sentence, candidate.name)) : [];
    for (const sentence of [...issues, ...spoken]) {
      if (!hasAny({ text: sentence, terms: COMPLAINT_TERMS })) continue;
      const line = `Complaint: ${quoted(sentence)} ${cite(entry.number)}`;
      if (!lines.includes(line)) lines.push(line);
      if (lines.length === MAX_COMPLAINTS) return lines;
    }
  }
  return lines;
}

/** A sentence from the text saying what it is or does: its own page's first, else where a source names it. */
function whatItDoesLine({ candidate, entries }: { candidate: Candidate; entries: readonly CitableSource[] }): string | null {
  for (const entry of [candidate.home, ...entries.filter((e) => e !== candidate.home)]) {
    const sentence = sourceSentences(entry).find((s) => saysWhatItIs(s, spokenName(candidate.name)));
    if (sentence) return `What it does: ${quoted(sentence)} ${cite(entry.number)}`;
  }
  // A seller's page says what it is where it names itself, else in its opening.
  const own = candidate.mention ? [] : sourceSentences(candidate.home);
  const first = own.find((sentence) => mentions(sentence, candidate.name)) ?? own[0];
  return first ? `What it does: ${quoted(first)} ${cite(candidate.home.number)}` : null;
}

/** Sentences (and titles) that name this product and no other product of the landscape. */
function sentencesAbout({ candidate, others, entries }: { candidate: Candidate; others: readonly Candidate[]; entries: readonly CitableSource[] }): string[] {
  const name = spokenName(candidate.name);
  const rivals = others.filter((o) => o !== candidate);
  // Another product's own page (its repository, its seller's page) speaks of that product, whatever else it names.
  const otherHomes = new Set(rivals.filter((o) => !o.mention).map((o) => o.home));
  // A product named on someone else's page has no page of its own here: only sentences naming it speak of it.
  const ownPage = candidate.mention ? null : candidate.home;
  return entries.flatMap((entry) => {
    if (entry !== ownPage && otherHomes.has(entry)) return [];
    // Its own page's text speaks of it unnamed; the comments and issues people left there only where they name it ("…the company went out of business",
    // in an issue on a feeder's integration, is another company's end).
    const own = entry === ownPage
      ? [entry.source.title, ...pageTextSentences(entry), ...sourceSentences(entry).filter((s) => mentions(s, name))]
      : [entry.source.title, ...sourceSentences(entry)].filter((s) => mentions(s, name));
    return own.filter((s) => !rivals.some((o) => namesRival(s, spokenName(o.name))));
  });
}

/**
 * The titles of pages about the product (it is the name they mention most) that name it or the idea's subject
 * ("France's Solar Panel Road Deemed a Complete Failure", of Wattway), and no other product of the landscape.
 * ("Why the Keurig KOLD Failed", on a page that names SodaStream most, says nothing of SodaStream or of a smart water bottle.)
 */
function headlinesAbout({ candidate, candidates, pageSubjects, topic }: {
  candidate: Candidate; candidates: readonly Candidate[]; pageSubjects: ReadonlyMap<CitableSource, string | null>; topic: SectionInput["topic"];
}): string[] {
  const saysWhose = (title: string) => namesRival(title, spokenName(candidate.name)) || topic === undefined || subjectHits(title, topic).subject > 0;
  return [...pageSubjects].filter(([, name]) => name === candidate.name)
    .map(([entry]) => entry.source.title)
    .filter((title) => saysWhose(title) && !candidates.some((c) => c.name !== candidate.name && namesRival(title, spokenName(c.name))));
}

/**
 * Whether a page's own product says what it is, and that is another kind of thing than the idea's
 * subject: "Noumaris is a healthcare SaaS platform handling sensitive clinical data", on its decision
 * record choosing a login system, is no login product however much the page speaks of logins.
 */
function saysItIsSomethingElse(candidate: Candidate, topic: NonNullable<SectionInput["topic"]>): boolean {
  if (candidate.foundAs !== "web-result") return false;
  const sayings = sourceSentences(candidate.home).filter((sentence) => saysWhatKindItIs(sentence, spokenName(candidate.name)));
  return sayings.length > 0 && sayings.every((sentence) => isOfAnotherKind(sentence, spokenName(candidate.name), topic));
}

/** The writer saying what they use or chose: "we decided that…", "We have been using…", "we switched to…". */
const WE_USE = /\b(?:we|i)\s+(?:(?:have|had|'ve)\s+been\s+|(?:have|'ve|now|still|then|finally)\s+)?(?:use|using|used|chose|picked|switched to|moved to|went with|settled on|decided (?:that|on|to use))\b/i;

/**
 * Whether a page's own company is a customer of the idea's market: its writer says "we" use or chose
 * another product, in a sentence about the subject ("we decided that Plausible Analytics is the best
 * privacy-first analytics tool", on the blog of Console, a newsletter). Its own product is of another
 * kind, whatever the page says of analytics.
 */
function customerOfAnother(candidate: Candidate, topic: NonNullable<SectionInput["topic"]>): boolean {
  if (candidate.foundAs !== "web-result") return false;
  return sourceSentences(candidate.home).some((sentence) => WE_USE.test(sentence) && subjectHits(sentence, topic).subject > 0
    && productNames(sentence).some((name) => !sameName(name, candidate.name) && vendorKey(name) !== siteKey(candidate.url)));
}

/** A sentence saying what kind of thing the name is ("X is a … platform"). */
const saysWhatKindItIs = (sentence: string, name: string) => saysWhatItIs(sentence, name) && /\b(?:is|was)\s+(?:an?|the)\b/.test(sentence);

/** Words for any company or product, which say nothing of its kind ("Munchery, a San Francisco-based startup"). */
const ANY_KIND = /^(?:company|companies|startup|firm|business|brand|maker|manufacturer|provider|service|platform|app|application|tool|product|software|system|solution|venture|subsidiary|unicorn|operator|chain|clinic|practice|lab|laboratory|agency|vendor|rival|competitor|alternative|option|choice|substitute|replacement|player|leader|pioneer|newcomer|darling|group|unit|division|spinoff|spin-off|one)$/;

/**
 * A name set beside what kind of thing it is ("Agritecture, an independent consultancy that helps
 * clients…"): that kind, when it is a kind of its own and none of its words name the idea's subject.
 */
function describedAsAnotherKind(sentence: string, name: string, topic: NonNullable<SectionInput["topic"]>): boolean {
  const escaped = escapeRegExp(name);
  // "…, an independent consultancy", or in brackets: "Organic Avenue (a now-bankrupt restaurant chain)".
  const match = new RegExp(String.raw`${escaped}(?:,\s+|\s+\()(?:an?|the)\s+([^,.;:()]+?)(?=\s+(?:that|which|who|whose|with|based|founded|in|for|of|from|on|at|and)\b|[,.;:()]|$)`).exec(sentence);
  // The noun phrase ends before a participle or a preposition ("the at-home cocktail company launched as a joint venture…").
  const words = match?.[1]?.trim().split(/\s+/) ?? [];
  const end = words.findIndex((w) => (/ed$/.test(w) && !w.includes("-")) || /^(?:as|by|to|between|under|over|since|after|before|into|across|like)$/.test(w));
  const kindWords = end < 0 ? words : words.slice(0, end);
  // "I had a product called DeskHoppa, the idea was simple…": a clause after the comma says something else, not what the name is.
  if (kindWords.some((w) => /^(?:is|was|were|are|has|had|have|will|would|did|does)$/.test(w))) return false;
  const kind = kindWords.join(" ");
  const head = kindWords.at(-1)?.toLowerCase() ?? "";
  // "Agritecture Designer, a consulting software created by…": a word for any product says its kind in the word before it.
  const qualified = ANY_KIND.test(head) && kindWords.length >= 2 && /^[a-z]+ing$/.test(kindWords.at(-2)!);
  return kind.length > 0 && /^[a-z]+$/.test(head) && (!ANY_KIND.test(head) || qualified) && subjectHits(kind, topic).subject === 0;
}

/** Words before a word for a company that say nothing of what it makes, or only its sector ("tech company", "US-based startup", "biotech company Theranos"). */
const SAYS_NO_KIND = /^(?:[a-z]*tech|technology|software|internet|consumer|enterprise|big|small|large|major|leading|popular|rival|competing|fellow|new|young|private|public|listed|local|global|american|british|european|chinese|[a-z]+-based|[a-z]+-backed|\d+[\w-]*)$/;

/** The words right before a word for a company and its name, none of them a function word ("acquired by the company X" says no kind). */
const KIND_WORDS_BEFORE = String.raw`((?:(?!(?:${FUNCTION_WORDS.join("|")}|its|their|our|his|her|were)\s)[a-z][\w-]*\s+){1,4})(?:company|startup|firm)\s+`;

/**
 * A name after what kind of company it is, where that kind names none of the idea's subject or customer ("software quality tools company
 * SmartBear has attempted… with the acquisition of… Bugsnag", for error monitoring): a company of another market.
 */
function kindBeforeIsAnother(sentence: string, name: string, topic: NonNullable<SectionInput["topic"]>): boolean {
  const match = new RegExp(String.raw`${KIND_WORDS_BEFORE}${escapeRegExp(name)}\b`).exec(sentence);
  const words = match?.[1]?.trim().split(/\s+/) ?? [];
  const saying = words.filter((word) => !SAYS_NO_KIND.test(word) && !GENERIC_QUALIFIERS.has(word));
  const hits = subjectHits(saying.join(" "), topic);
  // "virtual restaurant company Nextbite", for ghost kitchens whose customers are restaurant brands: the market's own customers' kind is its kind.
  return saying.length > 0 && hits.subject === 0 && hits.context === 0;
}

/**
 * One of the goods a subject that is an activity handles, named as an instance after the goods themselves ("The cars available range
 * from a Toyota Matrix (~$12K), a Honda Element…" for car sharing): a thing shared, delivered or kept, not a rival.
 */
function oneOfTheGoods(sentence: string, name: string, topic: NonNullable<SectionInput["topic"]>): boolean {
  const at = mentionAt(sentence, name);
  if (!topic.objects?.length || at < 0 || !/\b(?:an?)\s+$/i.test(sentence.slice(0, at))) return false;
  return topicWords(sentence.slice(0, at)).some((word) => /s$/.test(word.normal) && topic.objects!.includes(topicStem(word.normal)));
}

/**
 * A sentence about the subject's activity on other goods ("e-scooter sharing platforms like Bird, Lime, Spin or Flash" for car
 * sharing): every time it names the activity, another thing's name stands before it, and it never names the subject's goods.
 */
function actsOnOtherGoods(sentence: string, topic: NonNullable<SectionInput["topic"]>): boolean {
  if (!topic.objects?.length) return false;
  const words = topicWords(sentence);
  if (words.some((w) => topic.objects!.includes(topicStem(w.normal)))) return false;
  const activity = words.flatMap((w, i) => (topicStem(w.normal) === topic.head && i > 0 ? [words[i - 1]!.normal] : []));
  return activity.length > 0 && activity.every((before) => before.length > 2 && !GENERIC_QUALIFIERS.has(before) && !STOP_BEFORE_ACTIVITY.has(before));
}
/** Words before an activity that name no goods of their own ("the sharing", "peer-to-peer sharing"). */
const STOP_BEFORE_ACTIVITY = new Set(["the", "and", "for", "our", "their", "your", "its", "this", "that", "peer", "p2p", "local", "social"]);

/** Whether the sentence says what kind of thing the name is, in words none of which name the idea's subject, or names it as one of the goods. */
const isOfAnotherKind = (sentence: string, name: string, topic: NonNullable<SectionInput["topic"]>) =>
  (saysWhatKindItIs(sentence, name) && subjectHits(sentence, topic).subject === 0) || describedAsAnotherKind(sentence, name, topic) || kindBeforeIsAnother(sentence, name, topic)
  || oneOfTheGoods(sentence, name, topic);

/** Every sentence of the sources that names the product, whatever else it names. */
const sentencesNaming = (candidate: Candidate, entries: readonly CitableSource[]) =>
  entries.flatMap((entry) => [entry.source.title, ...sourceSentences(entry)]).filter((s) => mentions(s, spokenName(candidate.name)));

/** Whether a sentence names a rival, however it is spaced ("Invoice Ninja" for invoiceninja); short names by their word only. */
function namesRival(sentence: string, name: string): boolean {
  const key = vendorKey(name);
  return mentions(sentence, name) || (key.length >= 5 && vendorKey(sentence).includes(key));
}

/** A fragment ("Some highlights:", a heading): too short to say what a passage is about. */
const isFragment = (sentence: string) => sentence.split(/\s+/).filter(Boolean).length < 4;

/** A sentence with the sentences either side of it, reaching past fragments to the nearest full sentence on each side. */
function passageAround(sentences: readonly string[], index: number): string {
  let from = Math.max(0, index - 1);
  while (from > 0 && isFragment(sentences[from]!)) from -= 1;
  let to = Math.min(sentences.length - 1, index + 1);
  while (to < sentences.length - 1 && isFragment(sentences[to]!)) to += 1;
  return sentences.slice(from, to + 1).join(" ");
}

/** Words that list the names after them as a market's rivals ("Vendors such as…", "Among competitors, PetSmart…"). */
const RIVALS_LISTED = /\b(?:competitors|rivals|alternatives|vendors|providers)(?:\s+(?:such as|like|including)\b|,)/i;

/** A sentence setting products side by side, or moving from one to another ("Migrating from Passage to Authsignal"): where a seller's page names a rival. */
const COMPARES = /\b(?:vs\.?|versus|alternatives?|compared?|comparison|similarit(?:y|ies)|than|unlike|instead of|(?:switch|migrat|mov)(?:e|es|ed|ing)? (?:away )?(?:from|off)|competitors?|rivals?|like)\b/i;

/** Whether a comparison word stands within a few words of the name ("Migrating from Passage to Authsignal", "similarities with Forestry"). */
function comparedNear(sentence: string, name: string): boolean {
  const at = mentionAt(sentence, name);
  if (at < 0) return COMPARES.test(sentence);
  const words = (text: string) => text.split(/\s+/).filter(Boolean);
  const near = [...words(sentence.slice(0, at)).slice(-6), ...words(sentence.slice(at + name.length)).slice(0, 4)].join(" ");
  return COMPARES.test(near);
}

/** Words that say a product is sold: such a sentence's "self-host" is what a reader may do instead ("Commercial tools like Pingdom charge for something you can build or self-host"). */
const SOLD = /\b(?:commercial|charges?|charging|managed services?)\b/i;

/** "an open-source tool like Gatus or Upptime": a flag said of a kind, then the products listed as its examples. */
const examplesOf = (flag: RegExp) => new RegExp(String.raw`(?:${flag.source})\s+(?:[\w-]+\s+){0,3}?(?:like|such as|including)\s+([^.;:]*)`, "i");
const OPEN_SOURCE_EXAMPLES = examplesOf(OPEN_SOURCE);
const FREE_EXAMPLES = examplesOf(/\bfree\b/);

/** Whether the sentence lists the product among the examples of a kind the flag is said of. */
function listedAs(examples: RegExp, sentence: string, name: string): boolean {
  const match = examples.exec(sentence);
  return match !== null && mentions(match[1]!, name);
}

/**
 * What the text says of its cost, code and fate; `headlines` are the titles of pages about the product ("…Road Deemed a Complete Failure").
 * Its end may be told on a rival's own page ("Passage by 1Password is shutting down", on Authsignal's guide to moving off it) by a
 * sentence that names it and no other product of the landscape, or by one where it is the last product of the landscape named before the
 * failure words; what such a page says it costs or offers is the page's own product's.
 */
function flagsOf({ about, candidate, named, namedAlone, rivals, headlines }: {
  about: readonly string[]; candidate: Candidate; named: readonly string[]; namedAlone: readonly string[]; rivals: readonly string[]; headlines: readonly string[];
}) {
  const name = spokenName(candidate.name);
  const openSource = candidate.foundAs === "repository" || about.some((s) => OPEN_SOURCE.test(s) && !SOLD.test(s)) || named.some((s) => listedAs(OPEN_SOURCE_EXAMPLES, s, name));
  const defunct = [...about, ...namedAlone].some((s) => saysItEnded(s, name)) || named.some((s) => saysItEndedAmong(s, name, rivals)) || headlines.some((title) => DEFUNCT.test(title));
  const free = openSource || about.some((s) => FREE.test(s)) || named.some((s) => listedAs(FREE_EXAMPLES, s, name));
  return { ...(free ? { free } : {}), ...(openSource ? { openSource } : {}), ...(defunct ? { defunct } : {}) };
}

/** Two names the sentence uses as products, joined by "and" ("use 7shifts and hotschedules"), as a group of one kind. */
function pairUsed(sentence: string, used: readonly string[]): Array<{ names: string[]; alternatives: boolean }> {
  if (used.length !== 2) return [];
  const joined = new RegExp(String.raw`${escapeRegExp(used[0]!)}\s+and\s+${escapeRegExp(used[1]!)}(?![\w-])`);
  return joined.test(sentence) ? [{ names: [...used], alternatives: false }] : [];
}

/** A title written like a sentence, so its capitals mark names: in Title Case every word has one. */
function sentenceCased(title: string): boolean {
  const words = title.split(/\s+/).filter((w) => /^[A-Za-z]{4,}/.test(w));
  return words.length >= 3 && words.filter((w) => /^[A-Z]/.test(w)).length * 2 < words.length;
}

/**
 * A passage about the idea: it names the subject. The customer's and the keywords' words alone ("family", "members")
 * are shared with other markets (a password manager's page for families names its rivals, not a photo backup's).
 * On a page about something else, one subject word in passing is not enough: an analytics tool's page that
 * mentions "backups, upgrades, monitoring of the Umami container" names no photo backup's rival.
 */
const aboutTheIdea = (hits: { subject: number }, onSubject: boolean) => hits.subject > (onSubject ? 0 : 1);

const FOUND_AS_ORDER: Readonly<Record<Candidate["foundAs"], number>> = { repository: 0, launch: 0, "web-result": 1, encyclopedia: 1, "named-in-discussion": 2, "named-in-source": 2 };

/** Products with measured traction first (most stars or votes), then web results, then names from discussions. */
function byTraction(a: Candidate, b: Candidate): number {
  const score = (c: Candidate) => (FOUND_AS_ORDER[c.foundAs] === 2 ? 0 : tractionOf(c.home.retrieved)?.count ?? 0);
  return FOUND_AS_ORDER[a.foundAs] - FOUND_AS_ORDER[b.foundAs] || score(b) - score(a) || a.home.number - b.home.number;
}

/**
 * One product per vendor, the first of each kept: a company named on its own ("Google") and its
 * products named after it ("Google Photos", "Google Drive") are one vendor, as a product named alone
 * and with its maker's name ("Kold", "Keurig Kold") is. Two names that only share
 * a first word ("Home Chef", "Home Depot") stay apart unless that word is itself named as a product.
 */
function oneEachVendor(candidates: readonly Candidate[], topic: SectionInput["topic"]): Candidate[] {
  const companies = new Set(candidates.filter((c) => !/[\s/]/.test(c.name)).map((c) => vendorKey(c.name)));
  // "Amazon Video" and "Amazon Prime": two products whose name opens with the same maker's name are one vendor's.
  // Not the market's own word ("ADHD Online" and "ADHD Centre" for ADHD care): two clinics, not one maker's.
  const marketWord = (word: string) => topic !== undefined && topic.subject.has(topicStem(word));
  const firstWords = candidates.map((c) => c.name.split(/\s+/)).filter((words) => words.length > 1 && makersName(words[0]!) && !marketWord(words[0]!)).map((words) => vendorKey(words[0]!));
  for (const word of firstWords) if (firstWords.indexOf(word) !== firstWords.lastIndexOf(word)) companies.add(word);
  const wholeNames = new Map(candidates.map((c) => [c, wholeNameOf(c.name, candidates)]));
  const vendorOf = (c: Candidate) => {
    const name = wholeNames.get(c) ?? c.name;
    const words = name.split(/\s+/);
    const first = vendorKey(words[0]!);
    // "Keurig Kold" and "Kold": a product named with its maker's name before it is the product named alone.
    const last = words.length > 1 ? vendorKey(words.at(-1)!) : "";
    return companies.has(first) ? first : companies.has(last) ? last : vendorKey(name);
  };
  const vendors = new Map(candidates.map((c) => [c, vendorOf(c)]));
  const seen = new Set<string>();
  return candidates.filter((c) => {
    const vendor = vendors.get(c)!;
    if (seen.has(vendor)) return false;
    seen.add(vendor);
    return true;
  }).map((kept) => {
    // (A product with a page of its own keeps its name, but for the opening of a longer one: "Vessyl", whose encyclopedia article tells
    // its end, beside "Pryme Vessyl"; "Too Good To" of its own site beside "Too Good To Go" is the longer.)
    const longer = wholeNames.get(kept);
    const whole = longer && (kept.foundAs.startsWith("named-") || longer.startsWith(`${kept.name} `)) ? longer : null;
    return whole ? candidates.find((c) => c.name === whole)! : productOfTheCompany(kept, candidates.filter((c) => c !== kept && vendors.get(c) === vendors.get(kept)), topic);
  });
}

/**
 * The longest name of the landscape that a name read in part ends, or opens with two words or more: "Go" and "Too Good" of "Too Good
 * To Go", "Kold" of "Keurig Kold". (A company named alone that opens a product's name, "Google" of "Google Photos", is its maker.)
 */
function wholeNameOf(name: string, candidates: readonly Candidate[]): string | null {
  const opens = name.includes(" ");
  const longer = candidates.map((c) => c.name).filter((other) => other.length > name.length && (other.endsWith(` ${name}`) || (opens && other.startsWith(`${name} `))));
  return longer.sort((a, b) => b.length - a.length)[0] ?? null;
}

/**
 * The product a company named alone stands for, the landscape's entry being a product: the one product named after it that the text
 * says ended ("Google Hire" of "Google", which "announced it was officially shutting down Google Hire") or that names the idea's
 * subject ("Google Photos" beside "Google Drive", for photo backup); else the company.
 */
function productOfTheCompany(kept: Candidate, sameVendor: readonly Candidate[], topic: SectionInput["topic"]): Candidate {
  if (/[\s/]/.test(kept.name)) return kept;
  // ("Thinkific Start" is Thinkific's plan, not a product of its own.)
  const products = sameVendor.filter((c) => c.name.split(/\s+/).length > 1 && vendorKey(c.name.split(/\s+/)[0]!) === vendorKey(kept.name) && !isTierWord(c.name.split(/\s+/).at(-1)!));
  const ended = products.filter((c) => c.mention !== undefined && saysItEnded(c.mention, c.name));
  const onSubject = topic ? products.filter((c) => subjectHits(c.name, topic).subject > 0) : [];
  const product = ended.length === 1 ? ended[0] : onSubject.length === 1 ? onSubject[0] : undefined;
  return product ?? kept;
}

/** Words that open many unrelated products' names ("Home Chef", "Home Depot"): they name no maker. */
const COMMON_OPENINGS = new Set(["home", "meal", "pet", "family", "cloud", "super", "world", "life", "money", "health", "food", "baby", "kid", "kids", "data", "web", "net", "book", "task", "time", "work", "team", "project", "photo", "video", "music", "mail", "chat", "code", "the", "my", "your", "get", "go"]);

/**
 * How the pages first write each word with capitals inside ("FamilyTreeDNA"), by the word in lower case: a one-word name in the case a
 * site's name gave it ("Familytreedna") is written so. One pass over the text, whatever the number of names.
 */
function spellingsWithInnerCapitals(sentences: readonly string[]): Map<string, string> {
  const spellings = new Map<string, string>();
  for (const sentence of sentences) {
    for (const [word] of sentence.matchAll(/(?<![\w.-])[A-Za-z0-9]+(?![\w-])/g)) {
      if (/[a-z][A-Z]/.test(word) && !spellings.has(word.toLowerCase())) spellings.set(word.toLowerCase(), word);
    }
  }
  return spellings;
}

/** Whether a word opening a product's name can be its maker's ("Amazon", "Apple"): capitalised, four letters or more, not an adjective or a common opening. */
function makersName(word: string): boolean {
  if (!/^[A-Z][A-Za-z]{3,}$/.test(word) || COMMON_OPENINGS.has(word.toLowerCase())) return false;
  const pos = readText(word.toLowerCase()).tokens[0]?.pos;
  return pos === "NOUN" || pos === "PROPN";
}

/**
 * The competitor landscape from the sources this run retrieved: repositories and launches with their
 * numbers, product pages from web search, and products that discussions name. Names the model knows
 * of count only when a retrieved source names them too; the rest are listed apart as unverified.
 */
export function buildCompetitorLandscape({ input, knownNames: given = [] }: { input: SectionInput; knownNames?: readonly string[] }): CompetitorLandscape {
  // Checkpoints written before names were held to plainName may still hold sentences.
  const knownNames = given.map(plainName).filter((name) => name !== null);
  const entries = citableSources(input);
  const candidates: Candidate[] = [];
  // What the founder says the idea works through ("orders from Uber Eats and DoorDash") is its channel, not its rival.
  const channel = (name: string) => (input.channels ?? []).some((c) => sameName(c, name));
  const { topic } = input;
  // "Ghost Kitchens" in a headline's capitals is the subject's own name, the market, not a product in it.
  const theSubject = (name: string) => topic !== undefined && namesOnlyTheSubject(name, topic);
  const add = (candidate: Candidate) => {
    if (!channel(candidate.name) && !theSubject(candidate.name) && !candidates.some((c) => sameName(c.name, candidate.name))) candidates.push(candidate);
  };
  for (const entry of entries) {
    const candidate = candidateFromSource(entry);
    // A page that is itself a product counts only when it is about the idea's subject: another market's repository is not a competitor.
    // (A repository's page, also where it lists the product it is an add-on of or tracks, is on the subject as a repository is.)
    const repositoryPage = candidate?.foundAs === "repository" || entry.retrieved?.reading?.kind === "repository";
    if (candidate && (!topic || ((repositoryPage ? repositoryOnSubject : pageOnSubject)(entry, topic) && !saysItIsSomethingElse(candidate, topic) && !customerOfAnother(candidate, topic)))) add(candidate);
  }
  // A name held up as a comparison anywhere in the text ("an Uber for dogs", "Apps like Uber…") is a
  // famous reference point, not a product of this market, unless research read a page of its own on the subject.
  const analogies = entries.flatMap((entry) => [entry.source.title, ...sourceSentences(entry)].flatMap(analogyNames));
  const analogy = (name: string) => analogies.some((a) => sameName(a, name));
  const everySentence = entries.flatMap((entry) => sourceSentences(entry));
  const commonWords = new Map<string, boolean>();
  // A word capitalised only where a sentence opens is no name; a surname whose person the text names in full ("Jeremy Adams") is a person's.
  const commonWord = (name: string) => {
    if (!commonWords.has(name)) commonWords.set(name, capitalOnlyAtOpening(name, everySentence) || surnameOfAPerson(name, everySentence));
    return commonWords.get(name)!;
  };
  // Names read where the text uses them as products, in a passage about the idea's subject; then names the model knew of that a source confirms.
  for (const entry of entries) {
    // A headline is read like a sentence ("Dog-walking startup Wag files for bankruptcy"); a title is never a name by itself.
    const sentences = [...(sentenceCased(entry.source.title) ? [entry.source.title] : []), ...sourceSentences(entry)];
    let pageAbout: boolean | undefined;
    const ownSite = (name: string) => vendorKey(name) === siteKey(entry.source.url);
    const onSubject = (name: string) => ownSite(name) || (pageAbout ??= pageOnSubject(entry, topic!));
    let addressAbout: boolean | undefined;
    // "ente.photos/help/photos/…": a site whose address names the subject sells a product of it.
    const addressOnSubject = () => (addressAbout ??= subjectHits(addressText(entry.source.url), topic!).subject > 0);
    sentences.forEach((sentence, index) => {
      // A seller's own page names its features, plans and partners ("using Meeting Summary", "Salesforce"); a rival only where it compares.
      // ("…this is more likely with cats than dogs, you may wish to use Gravity Mode": the comparison must be said of the name, near it.)
      // (A product the page's title opens with is what the page is about, not its seller's partner: "Desk.com Source" on segment.com.)
      const ownPageOnly = (name: string) => entry.kind === "vendor" && !comparedNear(sentence, name) && mentionAt(entry.source.title, name) !== 0;
      // Names the text uses as products, and names it says are of the idea's own kind ("Fifth Season, an indoor farm").
      // "e-scooter sharing platforms like Bird, Lime…" for car sharing: the sentence is about another market, whatever it names.
      if (topic && actsOnOtherGoods(sentence, topic)) return;
      const read = [...productNames(sentence), ...(topic ? namesOfKind(sentence, topic.kinds ?? [topic.head]) : [])];
      const names = read.filter((name, i) => read.findIndex((n) => sameName(n, name)) === i && !analogy(name) && !commonWord(name) && (!ownPageOnly(name) || vendorKey(name) === siteKey(entry.source.url))
        // "Noumaris is a healthcare SaaS platform…": a product the sentence says is of another kind than the subject is not this market's.
        && !(topic && isOfAnotherKind(sentence, name, topic)));
      if (names.length === 0) return;
      const passage = passageAround(sentences, index);
      const hits = topic ? subjectHits(passage, topic) : null;
      for (const name of names) {
        // A seller's own name on its own pages ("Subscribers of Acme can…" on acme.io) is its product whatever the page's topic, in a passage on
        // the subject; on a site whose address names the subject, in any passage ("Paid subscribers of Ente can share the storage…" on ente.photos).
        // "Vendors such as Workable, Lever and HireHive are among those going after Hire's SMB clients": on a page on the subject, rivals
        // listed as such are the market's, whatever the passage's own words.
        const listedAsRivals = () => RIVALS_LISTED.test(sentence) && onSubject(name);
        if (hits && !aboutTheIdea(hits, onSubject(name)) && !(ownSite(name) && addressOnSubject()) && !listedAsRivals()) continue;
        if (candidates.some((c) => sameName(c.name, name))) continue;
        add({ name, url: entry.source.url, foundAs: isFromPeople(entry) ? "named-in-discussion" : "named-in-source", home: entry, mention: sentence });
      }
    });
  }
  // "Otter, Fireflies, and Granola are good products": names listed with a product of the idea's market already found are products of it too,
  // as are three or more the sentence uses as products together ("switch from something like Gumroad to Teachable, to Podia, to Thinkific").
  for (const entry of entries) {
    for (const sentence of sourceSentences(entry)) {
      const usedTogether = productNames(sentence);
      const groups = usedTogether.length >= 3 ? [...coordinatedNames(sentence), { names: usedTogether, alternatives: false }] : [...coordinatedNames(sentence), ...pairUsed(sentence, usedTogether)];
      for (const { names, alternatives } of groups) {
        // Two names joined by "and" may be a company and its founder ("Theranos and Elizabeth Holmes"); three or more, or "X or Y", are a list of one kind,
        // as are two the sentence uses as products, joined ("I've had friends use 7shifts and hotschedules").
        if (names.length < 3 && !alternatives && !names.every((name) => usedTogether.includes(name))) continue;
        const known = names.find((name) => candidates.some((c) => sameName(c.name, name)));
        if (!known) continue;
        for (const name of names) {
          // "Google Drive and Google Photos": a maker's other products are not the market's.
          if (analogy(name) || commonWord(name) || candidates.some((c) => sameName(c.name, name)) || makerOf(name) === makerOf(known)) continue;
          add({ name, url: entry.source.url, foundAs: isFromPeople(entry) ? "named-in-discussion" : "named-in-source", home: entry, mention: sentence });
        }
      }
    }
  }
  const unverified: string[] = [];
  for (const name of knownNames) {
    if (candidates.some((c) => sameName(c.name, name))) continue;
    const mention = findMention({ name, entries });
    if (mention) add({ name, url: mention.entry.source.url, foundAs: isFromPeople(mention.entry) ? "named-in-discussion" : "named-in-source", home: mention.entry, mention: mention.sentence });
    else if (!unverified.some((u) => sameName(u, name))) unverified.push(name);
  }
  // "Familytreedna", a seller's name made from its site's, is written as the pages write it ("FamilyTreeDNA").
  const spellings = candidates.some((c) => /^[A-Z][a-z0-9]+$/.test(c.name)) ? spellingsWithInnerCapitals(everySentence) : new Map<string, string>();
  for (const candidate of candidates) if (/^[A-Z][a-z0-9]+$/.test(candidate.name)) candidate.name = spellings.get(candidate.name.toLowerCase()) ?? candidate.name;
  /** Every sentence naming the product, and those naming no other product of the landscape. */
  const namings = (candidate: Candidate) => {
    const named = sentencesNaming(candidate, entries);
    // "Google announced it was officially shutting down Google Hire": the product's maker, named alone, is no rival of it.
    const itsMaker = (c: Candidate) => candidate.name.includes(" ") && !/[\s/]/.test(c.name) && vendorKey(c.name) === makerOf(candidate.name);
    const rivals = candidates.filter((c) => c.name !== candidate.name && !itsMaker(c)).map((c) => spokenName(c.name));
    return { named, namedAlone: named.filter((sentence) => !rivals.some((rival) => namesRival(sentence, rival))), rivals };
  };
  const pageSubjects = new Map(entries.map((entry) => [entry, productThePageIsAbout(entry, candidates.map((c) => c.name))]));
  const flagged = oneEachVendor(candidates.sort(byTraction), topic).map((candidate) => ({
    candidate,
    flags: flagsOf({
      about: sentencesAbout({ candidate, others: candidates, entries }),
      candidate,
      ...namings(candidate),
      headlines: headlinesAbout({ candidate, candidates, pageSubjects, topic }),
    }),
  }));
  // A product of the kind that ended is the strongest case against, and keeps its place however many others were named before it.
  const ended = flagged.filter((f) => f.flags.defunct);
  const listed = [...flagged.filter((f) => !f.flags.defunct).slice(0, Math.max(0, MAX_COMPETITORS - ended.length)), ...ended]
    .sort((a, b) => flagged.indexOf(a) - flagged.indexOf(b)).slice(0, MAX_COMPETITORS);
  const competitors = listed.map(({ candidate, flags }): Competitor => ({
    name: candidate.name,
    url: candidate.url,
    foundAs: candidate.foundAs,
    evidence: [whatItDoesLine({ candidate, entries }), tractionLine(candidate), pricingLine({ candidate, entries }), ...complaintLines({ candidate, entries })]
      .filter((line, index, all): line is string => line !== null && all.indexOf(line) === index),
    ...flags,
  }));
  return { competitors, unverified, searched: describeSearch(input.research) };
}
