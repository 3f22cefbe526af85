import type { RetrievedSource, SourceConnector, SourceReading } from "../types.ts";

export interface ReadInFullOutcome {
  /** Readings by source id: whole threads, repositories and pages. */
  readings: Map<string, SourceReading>;
  /** Sources a read was started for (those that came with their text need no call). */
  attempted: number;
  /** Reads that failed, with the reason; their sources keep their snippet. */
  failed: { url: string; reason: string }[];
  /** Reads still running when the deadline came; abandoned. */
  unfinished: number;
}

/**
 * Reads the whole discussion or page behind the best sources, all at once (the outbound client's
 * per-host limits pace each site), until the deadline. `sources` come ranked best first; the
 * first `max` that can be read are. One that came with its text (Tavily's raw content) counts
 * without a call. A failed or unfinished read leaves the source as its snippet.
 */
export async function readInFull({ sources, connectors, max, deadline, signal }: {
  sources: readonly RetrievedSource[]; connectors: readonly SourceConnector[]; max: number; deadline: number; signal: AbortSignal;
}): Promise<ReadInFullOutcome> {
  const readers = new Map(connectors.filter((c) => c.read).map((c) => [c.name, c]));
  const allowance = new Map(connectors.map((c) => [c.name, c.readsPerRun ?? Infinity]));
  const chosen = sources.filter((s) => {
    if (s.reading) return true;
    if (!readers.has(s.connector) || (allowance.get(s.connector) ?? 0) <= 0) return false;
    allowance.set(s.connector, allowance.get(s.connector)! - 1);
    return true;
  }).slice(0, max);
  const readings = new Map<string, SourceReading>();
  const failed: ReadInFullOutcome["failed"] = [];
  for (const source of chosen) if (source.reading) readings.set(source.id, source.reading);
  const toFetch = chosen.filter((s) => !s.reading);
  if (toFetch.length === 0 || deadline <= Date.now()) return { readings, attempted: 0, failed, unfinished: toFetch.length };

  const stop = new AbortController();
  const readSignal = AbortSignal.any([signal, stop.signal]);
  let pending = toFetch.length;
  const reads = toFetch.map(async (source) => {
    try {
      const reading = await readers.get(source.connector)!.read!(source, { signal: readSignal });
      if (stop.signal.aborted) return;
      if (reading && (reading.text || reading.comments.length > 0)) readings.set(source.id, reading);
    } catch (error) {
      if (stop.signal.aborted) return;
      failed.push({ url: source.url, reason: (error instanceof Error ? error.message : String(error)).slice(0, 200) });
    } finally {
      if (!stop.signal.aborted) pending -= 1;
    }
  });
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<void>((resolve) => { timer = setTimeout(resolve, Math.max(0, deadline - Date.now())); });
  await Promise.race([Promise.allSettled(reads), outOfTime]);
  clearTimeout(timer);
  stop.abort(new Error("research time budget reached"));
  signal.throwIfAborted();
  return { readings, attempted: toFetch.length, failed, unfinished: pending };
}

/** What was read, counted the way the methodology reports it. */
export function readingCounts(readings: Iterable<SourceReading>): { pagesRead: number; threadsRead: number; commentsRead: number } {
  let pagesRead = 0;
  let threadsRead = 0;
  let commentsRead = 0;
  for (const reading of readings) {
    if (reading.kind === "page") pagesRead += 1;
    else threadsRead += 1;
    commentsRead += reading.comments.length;
  }
  return { pagesRead, threadsRead, commentsRead };
}
