import type { ReportBody } from "../../shared/contracts/report.ts";
import { stripLinks } from "../llm/untrusted.ts";
import { normalizeUrl } from "../research/source-merge.ts";

export interface HonestyAudit {
  report: ReportBody;
  removed: { sources: number; evidence: number };
}

const CITATION = /\[S(\d+)\]\s*$/;

/** The only links a report carries: its listed sources' and its competitors' (each a retrieved page). */
const LINKED_LISTS = new Set(["sources", "competitors"]);

function scrubStrings<T>(value: T, path: string[] = []): T {
  if (typeof value === "string") return stripLinks(value) as T;
  if (Array.isArray(value)) return value.map((item) => scrubStrings(item, path)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, (key === "url" || key === "id") && LINKED_LISTS.has(path.at(-1) ?? "") ? inner : scrubStrings(inner, [...path, key])])) as T;
  }
  return value;
}

/**
 * The URL rule for every text in a report, whoever wrote it (a model, a page, code quoting either):
 * no link outside the listed sources' and competitors' own URLs. Run on the finished report, after
 * the sections and the assumptions' wording are in.
 */
export function withoutLinks(report: ReportBody): ReportBody {
  return scrubStrings(report);
}

/**
 * The last check before a model-made report is stored: every source must be one research retrieved
 * in this run (same id and URL), every evidence line must cite a listed source by [S<n>], and no
 * text outside the sources' own URLs may carry a link.
 */
export function auditReport({ report, retrieved }: { report: ReportBody; retrieved: readonly { id: string; url: string }[] }): HonestyAudit {
  const known = new Map(retrieved.map((s) => [s.id, normalizeUrl(s.url)]));
  const sources = report.sources.filter((s) => {
    const url = known.get(s.id);
    return url !== undefined && url !== null && normalizeUrl(s.url) === url;
  });
  // Renumber citations when a source was removed, and drop lines citing nothing listed.
  const renumber = new Map<number, number>();
  report.sources.forEach((s, i) => {
    const kept = sources.indexOf(s);
    if (kept >= 0) renumber.set(i + 1, kept + 1);
  });
  let removedEvidence = 0;
  const fix = (score: ReportBody["problemScore"]) => ({
    ...score,
    reasoning: score.reasoning.replace(/\[S(\d+)\]/g, (_m, digits: string) => {
      const n = renumber.get(Number(digits));
      return n === undefined ? "" : `[S${n}]`;
    }),
    evidence: score.evidence.flatMap((line) => {
      const match = CITATION.exec(line);
      const n = match ? renumber.get(Number(match[1])) : undefined;
      if (n === undefined) {
        removedEvidence += 1;
        return [];
      }
      return [line.replace(CITATION, `[S${n}]`)];
    }),
  });
  const checked: ReportBody = scrubStrings({
    ...report,
    sources,
    opportunityScore: fix(report.opportunityScore),
    problemScore: fix(report.problemScore),
    feasibilityScore: fix(report.feasibilityScore),
    timingScore: fix(report.timingScore),
  });
  return { report: checked, removed: { sources: report.sources.length - sources.length, evidence: removedEvidence } };
}
