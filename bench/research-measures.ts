// What bench/research measures on one idea's run, against the research world's hand labels. Only
// the fields of the pipeline's outputs it reads are named here, so it depends on no pipeline module.
import { matchesEveryWord, type WorldEntry, type WorldLabel, type WorldSource } from "../tests/fakes/research-world.ts";
import { searchable } from "../tests/fakes/research-world-servers.ts";

export interface Quote { sourceId: string; quote: string; dimension: string; stance: string }
export interface RunOutputs {
  queries: string[];
  /** What research kept, with the kind the analysis read each source as. */
  sources: Array<{ id: string; url: string; kind?: string | undefined }>;
  evidence: Quote[];
  /** Every sentence of the kept sources the analyst reads as showing something (no per-source cap), for sentence accuracy. */
  readings?: Quote[] | undefined;
  competitors: string[];
  caseAgainst: { summary: string; points: string[]; evidenceFound: boolean } | null;
  depth: { pagesRead: number; threadsRead: number } | null;
  reportText: string;
}

export interface QuoteCheck { relevant: boolean; label: WorldLabel | null; dimensionRight: boolean; stanceRight: boolean }

/** One relevant labelled sentence of a kept source, against what the analyst read in it (nothing: neutral, no dimension). */
export interface SentenceCheck { dimensionRight: boolean; stanceRight: boolean; read: boolean }

export interface IdeaMeasures {
  /** Kept sources of the world, and how many the analysis read as the labelled kind. */
  sourcesTyped: number;
  sourceTypesRight: number;
  sentences: SentenceCheck[];
  queriesNamingSubject: number;
  /** Queries that find at least one page of the whole world when every word must match. */
  queriesFindingPages: number;
  queries: number;
  /** The idea's own pages, and how many of them research kept. */
  ownPages: number;
  ownPagesKept: number;
  quotes: QuoteCheck[];
  unlabelledQuotes: number;
  competitorsExpected: number;
  competitorsFound: number;
  landscapeSize: number;
  landscapeTrue: number;
  precedentExpected: boolean;
  precedentFound: boolean;
  precedentLeads: boolean;
  contradictions: string[];
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();
const productKey = (name: string) => name.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9+]/g, "");

/** The world source a retrieved source came from, by the address each fake server gives it. */
export function worldSourceOf(url: string, sources: readonly WorldSource[], pageUrl: (source: WorldSource) => string): WorldSource | undefined {
  return sources.find((s) => {
    if (s.server === "hackernews") return url === `https://news.ycombinator.com/item?id=${s.hnId}`;
    if (s.server === "github") return url === `https://github.com/${s.repo}`;
    if (s.server === "wikipedia") return decodeURIComponent(url).replace(/_/g, " ").endsWith(`/wiki/${s.title}`);
    return url === pageUrl(s);
  });
}

/** The labelled sentence a quote is, or is part of, or contains. */
function labelOf(quote: string, labels: readonly WorldLabel[]): WorldLabel | undefined {
  const q = squash(quote);
  return labels.find((l) => squash(l.sentence) === q) ?? labels.find((l) => squash(l.sentence).includes(q) || q.includes(squash(l.sentence)));
}

/** Whether a quote and a labelled sentence are the same sentence (or one holds the other, where the splitters differ). */
function sameSentence(quote: string, sentence: string): boolean {
  const q = squash(quote);
  const l = squash(sentence);
  return q === l || (q.length >= 20 && l.includes(q)) || (l.length >= 20 && q.includes(l));
}

/** A product and its maker's name for it: "Hire by Google" is "Google Hire", as the pages name it both ways. */
const makersOrder = (name: string) => name.replace(/^(.+?)\s+by\s+(\S+)$/i, "$2 $1");
/** The names a label gives one precedent: "Embodied (Moxie)" is the company and its product, either of which the report may name. */
const namesOf = (name: string) => {
  const aside = /^(.+?)\s*\(([^)]+)\)$/.exec(name);
  return aside ? [aside[1]!, aside[2]!] : [name, makersOrder(name)];
};
const namesProduct = (text: string, name: string) => [name, makersOrder(name)].some((n) => productKey(text).includes(productKey(n)));
/** Whether a passage names a product: its words, not letters inside another word ("Wag" is not in "wages"). */
const mentions = (text: string, name: string) => matchesEveryWord(name.replace(/[^\w\s+]/g, " "), text);

export function measureIdea({ entry, world, run, pageUrl }: { entry: WorldEntry; world: readonly WorldEntry[]; run: RunOutputs; pageUrl: (source: WorldSource) => string }): IdeaMeasures {
  const { idea } = entry;
  const otherLabels = world.filter((w) => w.idea.slug !== idea.slug).flatMap((w) => w.labels);
  const quotes: QuoteCheck[] = [];
  let unlabelledQuotes = 0;
  for (const item of run.evidence) {
    const own = labelOf(item.quote, entry.labels);
    if (own) {
      quotes.push({ relevant: own.relevant, label: own, dimensionRight: own.dimensions.includes(item.dimension), stanceRight: own.stance === item.stance });
    } else if (labelOf(item.quote, otherLabels)) {
      // A sentence about another idea of the world is off this idea's subject.
      quotes.push({ relevant: false, label: null, dimensionRight: false, stanceRight: false });
    } else {
      unlabelledQuotes += 1;
    }
  }
  const kept = run.sources.map((s) => ({ s, world: worldSourceOf(s.url, entry.sources, pageUrl) })).filter((k): k is { s: typeof k.s; world: WorldSource } => Boolean(k.world));
  const typed = kept.filter((k) => k.s.kind !== undefined);
  const keptIds = new Set(kept.map((k) => k.world.id));
  const readings = run.readings ?? [];
  const sentences: SentenceCheck[] = entry.labels.filter((l) => l.relevant && keptIds.has(l.sourceId)).map((label) => {
    const reading = readings.find((r) => sameSentence(r.quote, label.sentence));
    return reading
      ? { read: true, dimensionRight: label.dimensions.includes(reading.dimension), stanceRight: label.stance === reading.stance }
      : { read: false, dimensionRight: false, stanceRight: label.stance === "neutral" };
  });
  const expected = idea.competitors;
  const landscapeTrue = run.competitors.filter((name) => expected.some((p) => namesProduct(name, p.name) || namesProduct(p.name, name))).length;
  const competitorsFound = expected.filter((p) => run.competitors.some((name) => namesProduct(name, p.name) || namesProduct(p.name, name))).length;
  // Any failed product of the same kind the text names will do: the case against need not lead with the one listed first.
  const sameKind = idea.precedents.filter((p) => p.sameKind);
  const firstPoint = run.caseAgainst ? `${run.caseAgainst.summary} ${run.caseAgainst.points[0] ?? ""}` : "";
  return {
    sourcesTyped: typed.length,
    sourceTypesRight: typed.filter((k) => k.s.kind === k.world.sourceType).length,
    sentences: run.readings ? sentences : [],
    queriesNamingSubject: run.queries.filter((q) => idea.subjectTerms.some((term) => matchesEveryWord(term, q))).length,
    queriesFindingPages: run.queries.filter((q) => searchableTexts(world).some((text) => matchesEveryWord(q, text))).length,
    queries: run.queries.length,
    ownPages: entry.sources.length,
    ownPagesKept: keptIds.size,
    quotes,
    unlabelledQuotes,
    competitorsExpected: expected.length,
    competitorsFound,
    landscapeSize: run.competitors.length,
    landscapeTrue,
    precedentExpected: sameKind.length > 0,
    precedentFound: sameKind.some((precedent) => namesOf(precedent.name).some((n) => run.competitors.some((name) => namesProduct(name, n)) || mentions(run.reportText, n))),
    precedentLeads: sameKind.some((precedent) => namesOf(precedent.name).some((n) => mentions(firstPoint, n))),
    contradictions: contradictionsOf({ entry, run, pageUrl }),
  };
}

/** Every text a search can match in the world: pages with their titles, and comments (Hacker News searches them). */
function searchableTexts(world: readonly WorldEntry[]): string[] {
  return world.flatMap((w) => w.sources).flatMap((s) => [searchable(s), ...(s.comments ?? []).map((c) => c.text)]);
}

/** Report statements the source list or the methodology contradicts. */
function contradictionsOf({ entry, run, pageUrl }: { entry: WorldEntry; run: RunOutputs; pageUrl: (source: WorldSource) => string }): string[] {
  const found: string[] = [];
  const retrieved = run.sources.map((s) => worldSourceOf(s.url, entry.sources, pageUrl)).filter((s): s is WorldSource => Boolean(s));
  const challenging = retrieved.filter((s) => entry.labels.some((l) => l.sourceId === s.id && l.relevant && l.stance === "challenges"));
  if (run.caseAgainst && !run.caseAgainst.evidenceFound && challenging.length > 0) {
    found.push(`case against found nothing challenging while ${challenging.length} challenging source(s) are listed (${challenging.map((s) => s.id).join(", ")})`);
  }
  const read = (run.depth?.pagesRead ?? 0) + (run.depth?.threadsRead ?? 0);
  if (/Nothing was researched/i.test(run.reportText) && (read > 0 || run.sources.length > 0)) {
    found.push(`"Nothing was researched" while ${run.sources.length} sources were kept and ${read} read in full`);
  }
  return found;
}

const pct = (part: number, whole: number) => (whole === 0 ? "n/a" : `${Math.round((100 * part) / whole)}% (${part}/${whole})`);

/** One line per figure over a set of ideas' measures. */
export function summaryLines(all: readonly IdeaMeasures[]): string[] {
  const quotes = all.flatMap((m) => m.quotes);
  const labelled = quotes.filter((q) => q.label?.relevant);
  const sentences = all.flatMap((m) => m.sentences);
  return [
    `subject in queries:    ${pct(sum(all, (m) => m.queriesNamingSubject), sum(all, (m) => m.queries))}`,
    `queries finding pages: ${pct(sum(all, (m) => m.queriesFindingPages), sum(all, (m) => m.queries))} (every word in a page of the world)`,
    `idea's pages found:    ${pct(sum(all, (m) => m.ownPagesKept), sum(all, (m) => m.ownPages))} of the idea's own pages kept by research`,
    `source type accuracy:  ${pct(sum(all, (m) => m.sourceTypesRight), sum(all, (m) => m.sourcesTyped))} of kept sources read as their labelled type`,
    `relevance precision:   ${pct(quotes.filter((q) => q.relevant).length, quotes.length)} of counted quotes matched to a labelled sentence (${sum(all, (m) => m.unlabelledQuotes)} quotes matched none)`,
    `dimension accuracy:    ${pct(labelled.filter((q) => q.dimensionRight).length, labelled.length)} of relevant labelled quotes`,
    `stance accuracy:       ${pct(labelled.filter((q) => q.stanceRight).length, labelled.length)}`,
    `every sentence read:   dimension ${pct(sentences.filter((c) => c.dimensionRight).length, sentences.length)}, stance ${pct(sentences.filter((c) => c.stanceRight).length, sentences.length)} of relevant labelled sentences of kept sources (${sentences.filter((c) => !c.read).length} read as showing nothing)`,
    `competitor recall:     ${pct(sum(all, (m) => m.competitorsFound), sum(all, (m) => m.competitorsExpected))}; precision ${pct(sum(all, (m) => m.landscapeTrue), sum(all, (m) => m.landscapeSize))}`,
    `precedent found:       ${pct(all.filter((m) => m.precedentFound).length, all.filter((m) => m.precedentExpected).length)}; leads the case against ${pct(all.filter((m) => m.precedentLeads).length, all.filter((m) => m.precedentExpected).length)}`,
    `contradictions:        ${sum(all, (m) => m.contradictions.length)}`,
  ];
}

function sum<T>(items: readonly T[], of: (item: T) => number): number {
  return items.reduce((total, item) => total + of(item), 0);
}
