import type { ReportSource } from "../../shared/contracts/report.ts";
import { stripLinks } from "../llm/untrusted.ts";
import { clip } from "../text/phrases.ts";
import type { ResearchedSource, SourceAnalysis } from "../contracts/checkpoints.ts";

/** Sources shown in a report: every one quoted, then the most relevant others. */
const MAX_REPORT_SOURCES = 30;
const MIN_RELEVANCE = 4;

/**
 * The report's source list, chosen only from what research retrieved in this run, with each
 * source's number (S1, S2…) as evidence cites it. Text from the page is cleared of links.
 */
export function chooseReportSources({ retrieved, sourceAnalysis, alsoList = new Set() }: {
  retrieved: readonly ResearchedSource[]; sourceAnalysis: SourceAnalysis | undefined;
  /** Sources the competitor landscape and the case against cite, listed whatever their relevance. */
  alsoList?: ReadonlySet<string>;
}): {
  sources: ReportSource[]; numberOf: Map<string, number>;
} {
  const relevance = new Map(sourceAnalysis?.sources.map((s) => [s.sourceId, s.relevance]) ?? []);
  const quoted = new Set(sourceAnalysis?.evidence.map((e) => e.sourceId) ?? []);
  const rank = (s: ResearchedSource) => relevance.get(s.id) ?? s.relevance;
  const chosen = retrieved
    .filter((s) => quoted.has(s.id) || alsoList.has(s.id) || rank(s) >= MIN_RELEVANCE)
    .sort((a, b) => Number(quoted.has(b.id)) - Number(quoted.has(a.id)) || rank(b) - rank(a) || a.url.localeCompare(b.url))
    .slice(0, MAX_REPORT_SOURCES)
    .sort((a, b) => rank(b) - rank(a) || Date.parse(b.date) - Date.parse(a.date) || a.url.localeCompare(b.url));
  const sources = chosen.map((s) => asReportSource(s, rank(s)));
  return { sources, numberOf: new Map(sources.map((s, i) => [s.id, i + 1])) };
}

/** A retrieved source as a report lists it, with its relevance on the report's 0–10 scale. */
export function asReportSource(s: ResearchedSource, relevance = s.relevance): ReportSource {
  return {
    id: s.id,
    title: stripLinks(s.title),
    url: s.url,
    type: s.type,
    platform: s.platform,
    relevance: Math.min(10, Math.max(0, Math.round(relevance * 10) / 10)),
    date: s.date,
    ...(s.excerpt ? { excerpt: clip({ text: stripLinks(s.excerpt), max: 320 }) } : {}),
  };
}
