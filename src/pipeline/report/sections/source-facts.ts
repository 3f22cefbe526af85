import { formatCount, pluralWord } from "../../../shared/display/count-text.ts";
import type { ReportSource } from "../../../shared/contracts/report.ts";
import { stripLinks } from "../../llm/untrusted.ts";
import type { EvidenceItem, ResearchedSource, ResearchResult } from "../../contracts/checkpoints.ts";
import { readText } from "../../text/nlp.ts";
import { clip } from "../../text/phrases.ts";

/** What the section builders read: the report's listed sources and what research kept about them. */
export interface SectionInput {
  /** The report's source list; a source's citation number is its position plus one. */
  sources: readonly ReportSource[];
  /** Everything research retrieved, for engagement and which connector found each page. */
  retrieved: readonly ResearchedSource[];
  /** Quotes found word for word in the retrieved sources, with their stance. */
  evidence: readonly EvidenceItem[];
  research: ResearchResult;
}

/** A listed source with what research knew about it, ready to be cited. */
export interface CitableSource {
  number: number;
  source: ReportSource;
  retrieved: ResearchedSource | undefined;
}

const CONNECTOR_LABELS: Readonly<Record<string, string>> = {
  hackernews: "Hacker News", stackexchange: "Stack Exchange", github: "GitHub", wikipedia: "Wikipedia",
  reddit: "Reddit", producthunt: "Product Hunt", youtube: "YouTube", brave: "Brave web search", tavily: "Tavily web search",
};

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
  return input.sources.map((source, index) => ({ number: index + 1, source, retrieved: byId.get(source.id) }));
}

/** Quotes whose source is listed in the report, with that source's citation number. */
export function citableEvidence(input: SectionInput): Array<EvidenceItem & { number: number }> {
  const numberOf = new Map(input.sources.map((s, index) => [s.id, index + 1]));
  return input.evidence.flatMap((item) => {
    const number = numberOf.get(item.sourceId);
    return number === undefined ? [] : [{ ...item, number }];
  });
}

// Each source's text is split once, however many names are looked for in it.
const sentencesOf = new WeakMap<CitableSource, string[]>();

// A page or thread read in full is searched this far for prices, complaints and names: enough to
// find them without splitting whole long threads into sentences for every report.
const MAX_READ_CHARS = 6000;
const MAX_READ_COMMENTS = 60;

/**
 * The retrieved text of a source as sentences: the page or thread when it was read in full (post
 * and comments), else the search result's whole excerpt (not the report's clipped one).
 */
export function sourceSentences(entry: CitableSource): string[] {
  const known = sentencesOf.get(entry);
  if (known) return known;
  const reading = entry.retrieved?.reading;
  const texts = reading
    ? [reading.text.slice(0, MAX_READ_CHARS), ...reading.comments.slice(0, MAX_READ_COMMENTS).map((c) => c.text.slice(0, MAX_READ_CHARS))]
    : [entry.retrieved?.excerpt ?? entry.source.excerpt ?? ""];
  const sentences = texts.filter(Boolean).flatMap((text) => readText(text).sentences);
  sentencesOf.set(entry, sentences);
  return sentences;
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

