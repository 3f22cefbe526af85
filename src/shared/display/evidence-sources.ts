import type { ReportSource } from "../contracts/report.ts";

export interface LinkedEvidence {
  /** The evidence sentence with its resolved citation markers removed. */
  text: string;
  sources: ReportSource[];
}

const MARKER = /\s*\[S(\d{1,4})\]/g;

function mentionsId({ text, id }: { text: string; id: string }): boolean {
  if (!id) return false;
  let from = 0;
  for (;;) {
    const at = text.indexOf(id, from);
    if (at === -1) return false;
    // A whole token only: id "12" must not match inside "2012" or "abc-12x".
    const before = text.charAt(at - 1);
    const after = text.charAt(at + id.length);
    if (!/[\w-]/.test(before) && !/[\w-]/.test(after)) return true;
    from = at + 1;
  }
}

/**
 * Which sources an evidence item cites. The report's contract keeps evidence as plain strings,
 * so citations live in the text, written by the research engine:
 * - a marker `[S<n>]` cites the n-th source of `report.sources` (1-based), and the marker itself is
 *   removed from the displayed text because it becomes a link;
 * - the source's own `id` appearing as a whole token cites that source (the text is kept as is).
 * Markers pointing past the list are left in the text, so nothing is silently hidden. Each source
 * is listed once, in the order first cited.
 */
export function linkEvidence({ evidence, sources }: { evidence: string; sources: readonly ReportSource[] }): LinkedEvidence {
  const cited: ReportSource[] = [];
  const cite = (source: ReportSource | undefined) => {
    if (source && !cited.includes(source)) cited.push(source);
  };
  const text = evidence.replace(MARKER, (marker, index: string) => {
    const source = sources[Number(index) - 1];
    if (!source) return marker;
    cite(source);
    return "";
  });
  for (const source of sources) if (mentionsId({ text: evidence, id: source.id })) cite(source);
  return { text: text.trim(), sources: cited };
}

export type CitedSegment = { text: string } | { source: ReportSource; number: number };

/**
 * Prose (a score's reasoning) split around its `[S<n>]` markers, so each marker can be shown as a
 * link to its source in place. A marker that points past the source list stays plain text.
 */
export function splitCitations({ text, sources }: { text: string; sources: readonly ReportSource[] }): CitedSegment[] {
  const segments: CitedSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[S(\d{1,4})\]/g)) {
    const number = Number(match[1]);
    const source = sources[number - 1];
    if (!source) continue;
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({ source, number });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** The most citations one point shows: a point cited by twenty sources reads as none. */
export const MAX_CITATIONS_PER_POINT = 3;

export interface EvidencePoint extends LinkedEvidence {
  /** Further sources cited by the same words, not shown as links. */
  moreSources: number;
}

/**
 * A score's evidence as the founder reads it: each quote once (the same words cited by several
 * items or sources are one point citing each of them) with at most three citations, the rest counted.
 */
export function evidencePoints({ evidence, sources }: { evidence: readonly string[]; sources: readonly ReportSource[] }): EvidencePoint[] {
  const byText = new Map<string, LinkedEvidence>();
  for (const item of evidence) {
    const linked = linkEvidence({ evidence: item, sources });
    const key = linked.text.replace(/\s+/g, " ").trim().toLowerCase();
    const seen = byText.get(key);
    if (!seen) byText.set(key, { text: linked.text, sources: [...linked.sources] });
    else for (const source of linked.sources) if (!seen.sources.includes(source)) seen.sources.push(source);
  }
  return [...byText.values()].map((point) => ({
    text: point.text,
    sources: point.sources.slice(0, MAX_CITATIONS_PER_POINT),
    moreSources: Math.max(0, point.sources.length - MAX_CITATIONS_PER_POINT),
  }));
}
