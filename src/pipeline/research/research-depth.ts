import { plural, pluralWord } from "../../shared/display/count-text.ts";
import { readInFull, readingCounts } from "../sources/read-in-full.ts";
import type { RetrievedSource, SourceConnector } from "../types.ts";
import type { ResearchedSource, ResearchResult } from "../contracts/checkpoints.ts";

type Depth = NonNullable<ResearchResult["depth"]>;

/** How many of the best sources are read whole: enough for depth, bounded by time and tokens. */
const READ_IN_FULL = { deep: 32, quick: 16 } as const;


export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * Reads the best of the kept sources whole (threads with their comments, READMEs with issues,
 * pages) in the time research has left, attaching each reading to its source, and counts how
 * deep research went. `sources` are ranked best first; `retrieved` are what the connectors gave.
 */
export async function readBestSources({ sources, retrieved, connectors, mode, deadline, signal, started }: {
  sources: ResearchedSource[]; retrieved: readonly RetrievedSource[]; connectors: readonly SourceConnector[];
  mode: "deep" | "quick"; deadline: number; signal: AbortSignal; started: number;
}): Promise<Depth> {
  const byId = new Map(retrieved.map((source) => [source.id, source]));
  const reads = await readInFull({
    sources: sources.map((s) => byId.get(s.id)).filter((s): s is RetrievedSource => s !== undefined),
    connectors,
    max: READ_IN_FULL[mode],
    deadline,
    signal,
  });
  for (const source of sources) {
    const reading = reads.readings.get(source.id);
    if (reading) source.reading = reading;
  }
  return {
    ...readingCounts(reads.readings.values()),
    snippetsOnly: sources.filter((s) => !s.reading).length,
    sites: new Set(sources.map((s) => hostOf(s.url))).size,
    readsFailed: reads.failed.length + reads.unfinished,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}

/**
 * One sentence on how deep research read. "Read" is said only of what was fetched whole; a source
 * known by its search result is a snippet, and is called one.
 */
export function describeDepth(depth: Depth): string {
  const read = depth.pagesRead + depth.threadsRead;
  const parts = [
    read > 0
      ? `Read ${plural(depth.threadsRead, "discussion or repository", "discussions and repositories")} (${plural(depth.commentsRead, "comment, answer or issue", "comments, answers and issues")}) and ${plural(depth.pagesRead, "web page")} in full`
      : "Read no page or discussion in full",
    `used ${plural(depth.snippetsOnly, "source")} by ${pluralWord(depth.snippetsOnly, "its", "their")} search snippet only`,
    `across ${plural(depth.sites, "site")}`,
  ];
  const failures = depth.readsFailed > 0 ? ` ${plural(depth.readsFailed, "page")} could not be read in time and ${pluralWord(depth.readsFailed, "keeps its", "keep their")} snippet.` : "";
  return `${parts.join("; ")}.${failures}`;
}
