import { formatCount, pluralWord } from "../../../shared/display/count-text.ts";
import type { ReportSource } from "../../../shared/contracts/report.ts";
import { stripLinks } from "../../llm/untrusted.ts";
import type { EvidenceItem, ResearchedSource, ResearchResult } from "../../contracts/checkpoints.ts";
import type { SourceKind } from "../../contracts/vocabulary.ts";
import { topicHits, topicWords, type Topic } from "../../research/relevance-gate.ts";
import { sourceKindOf } from "../../research/source-kind.ts";
import { readText } from "../../text/nlp.ts";
import { mentionPattern, spokenName } from "../../text/product-mentions.ts";
import { clip } from "../../text/phrases.ts";
import { wordTable } from "../../../shared/word-table.ts";

/** What the section builders read: the report's listed sources and what research kept about them. */
export interface SectionInput {
  /** The report's source list; a source's citation number is its position plus one. */
  sources: readonly ReportSource[];
  /** Everything research retrieved, for engagement and which connector found each page. */
  retrieved: readonly ResearchedSource[];
  /** Quotes found word for word in the retrieved sources, with their stance. */
  evidence: readonly EvidenceItem[];
  research: ResearchResult;
  /** What each source can show, by source id: the model's tag or research's reading (research/source-kind.ts). */
  kinds?: ReadonlyMap<string, SourceKind>;
  /** The idea's subject, for telling a product of this market from one a page names in passing. */
  topic?: Topic;
  /** Products the founder's description says the idea works through ("orders from Uber Eats"): channels, never listed as rivals. */
  channels?: readonly string[];
}

/** A listed source with what research knew about it, ready to be cited. */
export interface CitableSource {
  number: number;
  source: ReportSource;
  retrieved: ResearchedSource | undefined;
  /** What the source can show: a person's own experience, a vendor's offer, an article's report… */
  kind: SourceKind;
}

/** A source's kind: as the analysis tagged it, else as research reads it from its connector and page. */
export function kindOf({ source, retrieved, kinds }: { source: ReportSource; retrieved: ResearchedSource | undefined; kinds?: ReadonlyMap<string, SourceKind> | undefined }): SourceKind {
  return kinds?.get(source.id) ?? sourceKindOf(retrieved ?? source);
}

const CONNECTOR_LABELS: Readonly<Record<string, string>> = wordTable({
  hackernews: "Hacker News", stackexchange: "Stack Exchange", github: "GitHub", wikipedia: "Wikipedia",
  reddit: "Reddit", producthunt: "Product Hunt", youtube: "YouTube", brave: "Brave web search", tavily: "Tavily web search",
});

export const connectorLabel = (name: string) => CONNECTOR_LABELS[name] ?? name;

export const cite = (number: number) => `[S${number}]`;

/** A product's measured traction: GitHub stars or Product Hunt votes as the API stated them. */
export function tractionOf(source: ResearchedSource | undefined): { count: number; unit: "star" | "vote" } | null {
  const facts = source?.facts;
  if (facts?.stars !== undefined) return { count: facts.stars, unit: "star" };
  if (facts?.votes !== undefined) return { count: facts.votes, unit: "vote" };
  const score = source?.engagement?.score;
  if (score === undefined) return null;
  return { count: score, unit: source?.connectors?.includes("producthunt") ? "vote" : "star" };
}

/** A quote as the report shows it: word for word (clipped at a word if long), links and leading footnote marks removed. */
export const quoted = (text: string) => `“${clip({ text: stripLinks(text).replace(/^(?:\[\d+\])+\s*/, ""), max: 240 })}”`;

export function citableSources(input: SectionInput): CitableSource[] {
  const byId = new Map(input.retrieved.map((s) => [s.id, s]));
  return input.sources.map((source, index) => {
    const retrieved = byId.get(source.id);
    return { number: index + 1, source, retrieved, kind: kindOf({ source, retrieved, kinds: input.kinds }) };
  });
}

/** Quotes whose source is listed in the report, with that source's citation number. */
export function citableEvidence(input: SectionInput): Array<EvidenceItem & { number: number }> {
  const numberOf = new Map(input.sources.map((s, index) => [s.id, index + 1]));
  return input.evidence.flatMap((item) => {
    const number = numberOf.get(item.sourceId);
    return number === undefined ? [] : [{ ...item, number }];
  });
}

// Each source's text is split once, however many names are looked for in it and however many
// sections (and the choice of pages to list) read it: keyed by what research retrieved.
const sentencesOf = new WeakMap<object, string[]>();

// A page or thread read in full is searched this far for prices, complaints and names: enough to
// find them without splitting whole long threads into sentences for every report.
const MAX_READ_CHARS = 6000;
const MAX_READ_COMMENTS = 60;

/**
 * The retrieved text of a source as sentences: the page or thread when it was read in full (post
 * and comments), else the search result's whole excerpt (not the report's clipped one).
 */
export function sourceSentences(entry: CitableSource): string[] {
  const key = entry.retrieved ?? entry.source;
  const known = sentencesOf.get(key);
  if (known) return known;
  const reading = entry.retrieved?.reading;
  const sentences = reading
    ? [...pageTextSentences(entry), ...reading.comments.slice(0, MAX_READ_COMMENTS).map((c) => c.text.slice(0, MAX_READ_CHARS)).filter(Boolean).flatMap((text) => readText(text).sentences)]
    : [entry.retrieved?.excerpt ?? entry.source.excerpt ?? ""].filter(Boolean).flatMap((text) => readText(text).sentences);
  sentencesOf.set(key, sentences);
  return sentences;
}

const textSentencesOf = new WeakMap<object, string[]>();

/** The page's own text as sentences, without the comments or issues people left on it (the excerpt when it was not read in full). */
export function pageTextSentences(entry: CitableSource): string[] {
  const reading = entry.retrieved?.reading;
  if (!reading) return sourceSentences(entry);
  const known = textSentencesOf.get(reading);
  if (known) return known;
  const text = reading.text.slice(0, MAX_READ_CHARS);
  const sentences = text ? readText(text).sentences : [];
  textSentencesOf.set(reading, sentences);
  return sentences;
}

/**
 * The product a page is about: of the names given, the one its title and sentences name most, in three
 * sentences or more and more than any other. Its headline speaks of it without naming it ("France's
 * Solar Panel Road Deemed a Complete Failure" on a page about Wattway).
 */
export function productThePageIsAbout(entry: CitableSource, names: readonly string[]): string | null {
  const texts = [entry.source.title, ...sourceSentences(entry)];
  const counts = names.map((name) => {
    const pattern = mentionPattern(spokenName(name));
    return { name, count: texts.filter((text) => pattern.test(text)).length };
  }).sort((a, b) => b.count - a.count);
  const [first, second] = counts;
  return first && first.count >= 3 && first.count > (second?.count ?? 0) ? first.name : null;
}

export const countOf = (n: number, word: string, many = `${word}s`) => `${formatCount(n)} ${pluralWord(n, word, many)}`;

/** Which sources were searched in the run and with how many queries, or why none were. */
export function describeSearch(research: ResearchResult): string {
  const parts: string[] = [];
  if (research.consulted.length > 0) {
    const names = research.consulted.map((c) => `${connectorLabel(c.name)} (${countOf(c.queries, "search", "searches")}, ${countOf(c.results, "result")})`);
    parts.push(`Searched ${names.join(", ")}; ${countOf(research.sources.length, "source")} retrieved.`);
  }
  const failed = research.failed ?? [];
  if (failed.length > 0) parts.push(`Could not reach ${failed.map((f) => `${connectorLabel(f.name)} (${f.reason})`).join(", ")}.`);
  if (research.consulted.length === 0) parts.push(research.note);
  return parts.join(" ");
}


/** How many words of a text name the idea's subject, its head noun, and the idea's other words (customer, keywords), as the relevance gate counts them. */
export function subjectHits(text: string, topic: Topic): { subject: number; head: number; context: number } {
  return topicHits({ tokens: topicWords(text), topic });
}

/** A page about the idea's subject: its title names the subject's head, or its opening does more than in passing. */
export function pageOnSubject(entry: CitableSource, topic: Topic): boolean {
  const title = subjectHits(entry.source.title.replace(/[/_-]+/g, " "), topic);
  const opening = subjectHits([entry.retrieved?.excerpt ?? entry.source.excerpt ?? "", ...sourceSentences(entry).slice(0, 20)].join(" "), topic);
  return title.head > 0 || (title.subject > 0 && opening.subject >= 2) || opening.head >= 2 || opening.subject >= 3;
}

/**
 * An issue asking the project to get a tool of some kind ("Setup password manager to share credentials
 * across the team", "Use a feature flag service") or to change the one it uses ("Migrate from Uptime
 * Robot to Upptime"): the project wants one, it is none. "Add" asks for a feature unless a tool is named
 * by its article ("Add a password manager").
 */
const ASKS_TO_ADOPT = /^(?:please\s+)?(?:(?:set\s?up|use|adopt|introduce|install|integrate|(?:switch|move|migrate)(?:\s+(?:away\s+)?from\s+\S+(?:\s+\S+){0,3}?)?\s+to|replace\s+\S+(?:\s+\S+){0,3}?\s+with)\s+(?:(?:an?|some)\s+)?|add\s+(?:an?|some)\s+)\w/i;

/**
 * A repository about the idea's subject: its name, description, README opening or the issues people
 * file on it name the subject's head, two of its words, or three of the idea's words (a repository of
 * another market shares a word at most). An issue asking the project to adopt a tool tells what the
 * project wants, not what it is, and is left out.
 */
export function repositoryOnSubject(entry: CitableSource, topic: Topic): boolean {
  const reading = entry.retrieved?.reading;
  const issues = (reading?.comments ?? []).filter((c) => !ASKS_TO_ADOPT.test(c.text.trim())).slice(0, 5).map((c) => readText(c.text.slice(0, 400)).sentences[0] ?? "");
  const opening = reading ? readText(reading.text.slice(0, 1500)).sentences.slice(0, 3) : [];
  const hits = subjectHits([entry.source.title.replace(/[/_.-]+/g, " "), entry.retrieved?.excerpt ?? entry.source.excerpt ?? "", ...opening, ...issues].join(" "), topic);
  return hits.head > 0 || hits.subject >= 2 || hits.subject + hits.context >= 3;
}
