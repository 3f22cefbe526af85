import { joinWords, pluralWord } from "../../../shared/display/count-text.ts";
import type { CaseAgainst, Competitor, CompetitorLandscape } from "../../../shared/contracts/report-sections.ts";
import { DEFUNCT, mentionPattern, mentions, namesAnotherProduct, spokenName } from "../../text/product-mentions.ts";
import { LEGAL_TROUBLE } from "../../text/ending-words.ts";
import { citableEvidence, citableSources, cite, describeSearch, countOf, productThePageIsAbout, quoted, sourceSentences, subjectHits, tractionOf, type CitableSource, type SectionInput } from "./source-facts.ts";
import type { EvidenceDimension } from "../../contracts/vocabulary.ts";
import type { EvidenceItem } from "../../contracts/checkpoints.ts";
import { extractEvidence } from "../../research/source-evidence.ts";

const MAX_QUOTES = 4;
/** The red flag of an idea that needs another planet, perpetual motion or a broken law of physics. */
const IMPOSSIBLE_PREMISE = "impossible-premise";
/** Sentences read from each listed source when the analysis quoted nothing challenging. */
const PER_SOURCE_READ = 3;
/** From this many products with a page or numbers of their own, the market reads as crowded. */
const CROWDED_FROM = 3;
/** Traction from which a single product is an established incumbent: its stars or its launch votes. */
const ESTABLISHED_FROM = { star: 1000, vote: 200 } as const;

/** The order in which challenges weigh: doubts about the need outweigh doubts about channels. */
const WEIGHT: readonly EvidenceDimension[] = ["pain", "demand", "pricing", "feasibility", "competition", "timing", "channels"];
/** Doubts about the need itself: whether the problem hurts, anyone wants it, anyone pays. */
const NEED: readonly EvidenceDimension[] = ["pain", "demand", "pricing"];
const WHAT_IS_CHALLENGED: Readonly<Record<EvidenceDimension, string>> = {
  pain: "the problem", demand: "demand", pricing: "willingness to pay", competition: "room in the market", timing: "the timing", channels: "reaching customers",
  feasibility: "whether it can be built and run",
};

export interface DescriptionConcern {
  /** The red flag's id ("impossible-premise"), when the concern is one. */
  id?: string;
  label: string;
  matches: readonly string[];
}

const sameWords = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * The analysis's challenging quotes; when it quoted none (a model may quote only what supports the
 * idea), the listed sources' own sentences that challenge it, read as research reads them, so the
 * case against never says nothing argues against the idea beside a listed source that does.
 */
function challengesIn(input: SectionInput): Array<Pick<EvidenceItem, "quote" | "dimension" | "kind"> & { number: number }> {
  const quoted = citableEvidence(input).filter((e) => e.stance === "challenges");
  if (quoted.length > 0 || !input.topic) return quoted;
  const byId = new Map(input.retrieved.map((s) => [s.id, s]));
  const listed = input.sources.flatMap((s) => byId.get(s.id) ?? []);
  const numberOf = new Map(input.sources.map((s, index) => [s.id, index + 1]));
  return extractEvidence({ sources: listed, perSource: PER_SOURCE_READ, topic: input.topic })
    .filter((c) => c.stance === "challenges")
    .map((c) => ({ quote: c.quote, dimension: c.dimension, kind: c.kind, number: numberOf.get(c.sourceId)! }));
}

/** A quote read as a product of the kind ending ("Theranos failed…", "Quibi will shut down"): the strongest challenge there is. */
const isFailureEvent = (quote: { kind?: string | undefined; quote: string }) => quote.kind === "event" && DEFUNCT.test(quote.quote);

/**
 * Challenging quotes, failure events first, then the strongest dimension, one per source before any source gives a second.
 * The same words quoted from several sources are one quote citing each of them.
 */
function challengingQuotes(input: SectionInput) {
  const challenges = challengesIn(input)
    .sort((a, b) => Number(isFailureEvent(b)) - Number(isFailureEvent(a)) || WEIGHT.indexOf(a.dimension) - WEIGHT.indexOf(b.dimension) || a.number - b.number);
  const grouped: Array<(typeof challenges)[number] & { numbers: number[] }> = [];
  for (const quote of challenges) {
    const same = grouped.find((g) => sameWords(g.quote) === sameWords(quote.quote));
    if (same) {
      if (!same.numbers.includes(quote.number)) same.numbers.push(quote.number);
    } else {
      grouped.push({ ...quote, numbers: [quote.number] });
    }
  }
  const firstPerSource = grouped.filter((e, i) => grouped.findIndex((o) => o.number === e.number) === i);
  const rest = grouped.filter((e) => !firstPerSource.includes(e));
  return { all: challenges, shown: [...firstPerSource, ...rest].slice(0, MAX_QUOTES) };
}

const citeAll = (numbers: readonly number[]) => numbers.map(cite).join(" ");

const citationOf = (line: string | undefined) => /\[S\d+\]/.exec(line ?? "")?.[0] ?? "";

/** Competitors with a page of their own whose stars or votes mark them as established, most first. */
function incumbents({ input, landscape }: { input: SectionInput; landscape: CompetitorLandscape }) {
  const entries = citableSources(input);
  return landscape.competitors.flatMap((competitor) => {
    if (competitor.foundAs.startsWith("named-") || competitor.defunct) return [];
    const entry = entries.find((e) => e.source.url === competitor.url);
    const traction = tractionOf(entry?.retrieved);
    if (!entry || !traction || traction.count < ESTABLISHED_FROM[traction.unit]) return [];
    return [{ text: `${competitor.name} (${countOf(traction.count, traction.unit)}) ${cite(entry.number)}`, count: traction.count }];
  }).sort((a, b) => b.count - a.count).map((i) => i.text);
}

/** A competitor's citation: the listed source it was found in. */
function citeOf(competitor: Competitor, entries: readonly CitableSource[]): string {
  const entry = entries.find((e) => e.source.url === competitor.url);
  return entry ? cite(entry.number) : citationOf(competitor.evidence[0]);
}

/** A text opening on a count of things ("Two subscription-free smart rings…", "3 startups…"). */
const SEVERAL = /^(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|many|both)\s/i;

/**
 * Listed sentences saying what befell each competitor the test picks ("shut down", "indicted"), with the
 * first that says so: on the product's own page ("what remained of the company was dissolved") the
 * sentence need not repeat its name, nor need the headline of a page about it ("France's Solar Panel
 * Road Deemed a Complete Failure" on a page about Wattway).
 */
function befell({ competitors, landscape, entries, says, notOf }: {
  competitors: readonly Competitor[]; landscape: CompetitorLandscape; entries: readonly CitableSource[]; says: RegExp;
  /** For a product's name, whether a sentence that names it says it of another. */
  notOf?: (name: string) => (sentence: string) => boolean;
}) {
  if (competitors.length === 0) return [];
  const names = landscape.competitors.map((c) => c.name);
  const pageSubjects = new Map(entries.map((entry) => [entry, productThePageIsAbout(entry, names)]));
  return competitors.flatMap((competitor) => {
    const name = spokenName(competitor.name);
    const own = entries.filter((e) => e.source.url === competitor.url && !competitor.foundAs.startsWith("named-"));
    const about = entries.filter((e) => pageSubjects.get(e) === competitor.name);
    const saidOfAnother = notOf?.(name);
    for (const entry of [...own, ...entries.filter((e) => !own.includes(e))]) {
      // "Two subscription-free smart rings were just banned", on a page naming Oura most: a headline counting products tells of several, not of the page's one.
      const ownWords = (s: string) => (own.includes(entry) || (about.includes(entry) && s === entry.source.title && !SEVERAL.test(s))) && !namesAnotherProduct(s, name);
      const sentence = [...sourceSentences(entry), entry.source.title].find((s) => (mentions(s, name) || ownWords(s)) && says.test(s) && !saidOfAnother?.(s));
      if (sentence) return [{ name: competitor.name, text: `${quoted(sentence)} ${cite(entry.number)}` }];
    }
    return [];
  });
}

/**
 * Same-kind products a listed source says shut down or failed, with the sentence that says so; the closest to the idea's kind first:
 * what is said of it names the subject's head ("Bike subscription pioneer Buzzbike will shut down", for an e-bike subscription), then
 * more of its words, before a failure that names neither (an e-bike maker's bankruptcy). Otherwise in the landscape's order.
 */
function precedents({ landscape, entries, topic }: { landscape: CompetitorLandscape; entries: readonly CitableSource[]; topic: SectionInput["topic"] }) {
  const failed = befell({ competitors: landscape.competitors.filter((c) => c.defunct), landscape, entries, says: DEFUNCT });
  if (!topic) return failed;
  const closeness = (p: (typeof failed)[number]) => {
    const said = [p.text, ...(landscape.competitors.find((c) => c.name === p.name)?.evidence.filter((line) => line.startsWith("What it does:")) ?? [])].join(" ");
    const hits = subjectHits(said, topic);
    return [Math.min(hits.head, 1), hits.subject];
  };
  const ranked = failed.map((p, order) => ({ p, order, key: closeness(p) }));
  return ranked.sort((a, b) => b.key[0]! - a.key[0]! || b.key[1]! - a.key[1]! || a.order - b.order).map(({ p }) => p);
}

/**
 * Same-kind products still trading that a listed source says are in trouble with the law or a regulator ("Done Global is charged with…").
 * Not one the sentence names as the side that speaks or wins ("Oura secured a final legal victory over Ultrahuman…", "…which an Oura
 * spokesperson said"): the trouble is another's.
 */
const inLegalTrouble = ({ landscape, entries }: { landscape: CompetitorLandscape; entries: readonly CitableSource[] }) =>
  befell({ competitors: landscape.competitors.filter((c) => !c.defunct), landscape, entries, says: LEGAL_TROUBLE, notOf: winsOrSpeaks });

/**
 * Whether a sentence names the product as the side that speaks or wins ("Oura secured…", "an Oura spokesperson said"), or whose
 * rights the trouble is about ("the two competing smart ring brands infringed on Oura's patents").
 */
function winsOrSpeaks(name: string): (sentence: string) => boolean {
  const named = mentionPattern(name).source;
  const pattern = new RegExp(`${named}(?:['’]s)?\\s+(?:spokes\\w*|said|says|secured|won|wins|prevailed|sued|sues|suing|filed)\\b|${named}['’]s\\s+(?:[\\w-]+\\s+){0,2}(?:patents?|trademarks?|copyrights?|intellectual property)\\b`, "i");
  return (sentence) => pattern.test(sentence);
}

/** Free or open-source products doing the job, each cited. */
function freeSubstitutes({ landscape, entries }: { landscape: CompetitorLandscape; entries: readonly CitableSource[] }) {
  return landscape.competitors.filter((c) => (c.free || c.openSource) && !c.defunct)
    .map((c) => `${c.name} (${c.openSource ? "open source" : "free"}) ${citeOf(c, entries)}`);
}

/** When no listed source argues against the idea, what the source list and the methodology agree on. */
function nothingAgainst(input: SectionInput): string {
  const retrieved = input.research.sources.length;
  if (input.sources.length > 0) {
    return `No challenging evidence turned up in ${countOf(input.sources.length, "source")}. That is not proof of demand: these searches found nobody arguing against the idea, not people who would pay for it.`;
  }
  if (retrieved > 0) return `None of the ${countOf(retrieved, "source")} retrieved is listed in this report, so no evidence here argues against the idea, and none argues for it either.`;
  if (input.research.consulted.length > 0) return "The searches turned up no source, so no evidence argues against the idea, and none argues for it either.";
  return "Nothing was researched, so no evidence argues against the idea, and none argues for it either.";
}

/**
 * The strongest honest case against the idea that this run's evidence supports, strongest first:
 * same-kind products that already failed, free or open-source products doing the job, doubts
 * about the need, then crowded competition and red flags in the description. Every point cites a
 * listed source; when nothing challenging turned up it says so in words that agree with the
 * source list and the methodology.
 */
export function buildCaseAgainst({ input, landscape, concerns, weakest }: {
  input: SectionInput;
  landscape: CompetitorLandscape;
  /** Red flags the analysis found in the founder's own description. */
  concerns: readonly DescriptionConcern[];
  /** The report's lowest score, named for the case when nothing else argues against the idea. */
  weakest: { label: string; value: number };
}): CaseAgainst {
  const searched = describeSearch(input.research);
  const entries = citableSources(input);
  const quotes = challengingQuotes(input);
  const failed = precedents({ landscape, entries, topic: input.topic });
  const troubled = inLegalTrouble({ landscape, entries });
  const free = freeSubstitutes({ landscape, entries });
  const alive = landscape.competitors.filter((c) => !c.defunct);
  const established = alive.filter((c) => !c.foundAs.startsWith("named-"));
  const crowded = established.length >= CROWDED_FROM || (established.length > 0 && alive.length >= CROWDED_FROM + 1);
  const leaders = alive.slice(0, 3).map((c) => `${c.name} ${citeOf(c, entries)}`.trim());
  const strong = crowded ? [] : incumbents({ input, landscape }).slice(0, 3);
  // A quote saying a product of the kind failed leads where the landscape has no defunct product to name.
  // Not one said of a product the landscape lists as alive ("Google pulled the plug" on its free storage, beside Google Photos): its maker ended an offer, not the kind.
  const ofALiveRival = (quote: string) => alive.some((c) => mentions(quote, c.name.split(/\s+/)[0]!));
  // A failure of the same kind is said to be of the kind, in the quote ("meal delivery service Munchery is shutting down") or where its page
  // opens ("Ever … was a cloud storage app for photos"); "Why the Keurig KOLD Failed", on a page opening on Coke, is not, for a water bottle.
  const onTheSubject = (text: string) => !input.topic || subjectHits(text, input.topic).subject > 0;
  const opening = (number: number) => sourceSentences(entries.find((e) => e.number === number)!).slice(0, 3).join(" ");
  const ofTheKind = (q: (typeof quotes.shown)[number]) => onTheSubject(q.quote) || q.numbers.some((n) => onTheSubject(opening(n)));
  const failureQuotes = failed.length > 0 ? [] : quotes.shown.filter((q) => isFailureEvent(q) && !ofALiveRival(q.quote) && ofTheKind(q));
  const needDoubts = quotes.shown.filter((q) => NEED.includes(q.dimension) && !failureQuotes.includes(q));
  const otherQuotes = quotes.shown.filter((q) => !NEED.includes(q.dimension) && !failureQuotes.includes(q));
  const quoteLine = (q: (typeof quotes.shown)[number]) => `Against ${WHAT_IS_CHALLENGED[q.dimension]}: ${quoted(q.quote)} ${citeAll(q.numbers)}`;

  // An idea that cannot be built as described (another planet, perpetual motion) fails on its premise before its market.
  const premise = concerns.find((c) => c.id === IMPOSSIBLE_PREMISE);
  const concernLine = (c: DescriptionConcern) => `From your description: the idea ${c.label}${c.matches.length ? ` (“${c.matches.slice(0, 2).join("”, “")}”)` : ""}.`;
  const points = [
    ...(premise ? [concernLine(premise)] : []),
    ...failed.map((p) => `Already tried and failed: ${p.name}: ${p.text}`),
    ...failureQuotes.map((q) => `Already tried and failed: ${quoted(q.quote)} ${citeAll(q.numbers)}`),
    ...troubled.map((t) => `In trouble with the law: ${t.name}: ${t.text}`),
    ...(free.length ? [`Free ${pluralWord(free.length, "substitute")} doing the job: ${joinWords(free.slice(0, 4))}.`] : []),
    ...needDoubts.map(quoteLine),
    ...(crowded ? [`Crowded market: ${countOf(alive.length, "product")} already turned up in this research, among them ${joinWords(leaders)}.`] : []),
    ...(strong.length ? [`Established ${pluralWord(strong.length, "competitor")}: ${joinWords(strong)}.`] : []),
    ...(!crowded && !strong.length && alive.length ? [`Already doing the job: ${joinWords(leaders)}.`] : []),
    ...otherQuotes.map(quoteLine),
    ...concerns.filter((c) => c !== premise).map(concernLine),
  ];
  const evidenceFound = quotes.all.length > 0 || failed.length > 0 || alive.length > 0;

  let summary: string;
  const top = needDoubts[0] ?? quotes.shown[0];
  if (premise && !failed[0]) {
    const strongest = failureQuotes[0] ?? top;
    summary = `The idea rests on an impossible premise${premise.matches.length ? ` (“${premise.matches[0]}”)` : ""}: it cannot be built as described, whatever its market.${strongest ? ` The strongest of what research found against it: ${quoted(strongest.quote)} ${citeAll(strongest.numbers)}.` : ""}`;
  } else if (failed[0]) {
    summary = `A product of the same kind already failed: ${failed[0].name}, ${failed[0].text}. A newcomer has to show what is different this time.`;
  } else if (failureQuotes[0]) {
    summary = `A product of the same kind already failed: ${quoted(failureQuotes[0].quote)} ${citeAll(failureQuotes[0].numbers)}. A newcomer has to show what is different this time.`;
  } else if (troubled[0]) {
    summary = `A product of the same kind is in trouble with the law: ${troubled[0].name}, ${troubled[0].text}. A newcomer has to show it can do the job within the rules.`;
  } else if (free.length) {
    summary = `Free ${pluralWord(free.length, "product")} already ${pluralWord(free.length, "does", "do")} this job: ${joinWords(free.slice(0, 3))}. A paid newcomer needs a reason to pay that these do not give.`;
  } else if (top && NEED.includes(top.dimension)) {
    const sources = new Set(quotes.all.map((q) => q.number)).size;
    const challenged = joinWords([...new Set(quotes.all.map((q) => WHAT_IS_CHALLENGED[q.dimension]))]);
    summary = `${countOf(quotes.all.length, "quote")} from ${countOf(sources, "source")} ${pluralWord(quotes.all.length, "challenges", "challenge")} ${challenged}; the strongest: ${quoted(top.quote)} ${citeAll(top.numbers)}.`;
  } else if (crowded) {
    summary = `The market is crowded: ${countOf(alive.length, "product")} serving this need turned up, led by ${joinWords(leaders)}. A newcomer needs a reason to switch that these do not offer.`;
  } else if (strong.length) {
    summary = `Established products already serve this need: ${joinWords(strong)}. A newcomer needs a reason to switch that they do not offer.`;
  } else if (alive.length && (!top || top.dimension === "competition")) {
    // A rival's own words ("Clerk supports passwordless authentication…") argue less than the rival named.
    summary = `Products already doing the job turned up: ${joinWords(leaders)}. A newcomer needs a reason to switch that they do not offer.`;
  } else if (top) {
    summary = `${countOf(quotes.all.length, "quote")} from ${countOf(new Set(quotes.all.map((q) => q.number)).size, "source")} ${pluralWord(quotes.all.length, "challenges", "challenge")} the idea; the strongest: ${quoted(top.quote)} ${citeAll(top.numbers)}.`;
  } else {
    summary = nothingAgainst(input);
  }
  if (!evidenceFound) {
    points.push(`The weakest score is ${weakest.label} at ${weakest.value}/10.`);
  }
  return { summary, points, evidenceFound, searched };
}
