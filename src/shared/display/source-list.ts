import type { ReportSource } from "../contracts/report.ts";

export const SOURCE_FILTERS = ["all", "high-relevance", "recent"] as const;
export type SourceFilter = (typeof SOURCE_FILTERS)[number];
export const SOURCE_SORTS = ["relevance", "date", "type"] as const;
export type SourceSort = (typeof SOURCE_SORTS)[number];

export const SOURCE_FILTER_LABELS: Record<SourceFilter, string> = {
  all: "All Sources",
  "high-relevance": "High Relevance (7+)",
  recent: "Recent (30 days)",
};
export const SOURCE_SORT_LABELS: Record<SourceSort, string> = { relevance: "Relevance", date: "Date", type: "Type" };

/** High relevance is 7 or more; recent is within the last 30 days. */
export const HIGH_RELEVANCE = 7;
export const RECENT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function timeOf(date: string): number | null {
  const time = new Date(date).getTime();
  return Number.isNaN(time) ? null : time;
}

export function isHighRelevance(source: ReportSource): boolean {
  return source.relevance >= HIGH_RELEVANCE;
}

/** A source without a readable date is not "recent": we cannot say it is. */
export function isRecent({ source, now }: { source: ReportSource; now: Date }): boolean {
  const time = timeOf(source.date);
  return time !== null && now.getTime() - time <= RECENT_DAYS * DAY_MS;
}

export function filterSources({ sources, filter, now = new Date() }: {
  sources: readonly ReportSource[]; filter: SourceFilter; now?: Date;
}): ReportSource[] {
  if (filter === "high-relevance") return sources.filter(isHighRelevance);
  if (filter === "recent") return sources.filter((source) => isRecent({ source, now }));
  return [...sources];
}

const byRelevance = (a: ReportSource, b: ReportSource) => b.relevance - a.relevance;
// Newest first; undated sources sink to the bottom instead of pretending to be old or new.
const byDate = (a: ReportSource, b: ReportSource) => (timeOf(b.date) ?? -Infinity) - (timeOf(a.date) ?? -Infinity);
const byType = (a: ReportSource, b: ReportSource) => a.type.localeCompare(b.type);

/**
 * Relevance and date sort descending (most useful first); type sorts A-Z. Ties fall back to
 * relevance, then the title, so the order is the same on every render.
 */
export function sortSources({ sources, sort }: { sources: readonly ReportSource[]; sort: SourceSort }): ReportSource[] {
  const primary = sort === "date" ? byDate : sort === "type" ? byType : byRelevance;
  return [...sources].sort((a, b) => primary(a, b) || byRelevance(a, b) || a.title.localeCompare(b.title));
}

export interface SourceStats {
  total: number;
  highRelevance: number;
  recent: number;
  types: number;
}

/** Total Sources, High Relevance, Recent (30d) and Source Types (distinct types). */
export function getSourceStats({ sources, now = new Date() }: { sources: readonly ReportSource[]; now?: Date }): SourceStats {
  return {
    total: sources.length,
    highRelevance: sources.filter(isHighRelevance).length,
    recent: sources.filter((source) => isRecent({ source, now })).length,
    types: new Set(sources.map((source) => source.type)).size,
  };
}

const TYPE_LABELS: Record<ReportSource["type"], string> = {
  article: "Article", video: "Video", discussion: "Discussion", review: "Review", data: "Data", other: "Other",
};
const PLATFORM_LABELS: Record<ReportSource["platform"], string> = {
  reddit: "Reddit", youtube: "YouTube", facebook: "Facebook", twitter: "Twitter", linkedin: "LinkedIn",
  discord: "Discord", github: "GitHub", stackoverflow: "Stack Overflow", medium: "Medium", other: "Other",
};

export function getSourceTypeLabel(type: string): string {
  return TYPE_LABELS[type as ReportSource["type"]] ?? type;
}

export function getPlatformLabel(platform: string): string {
  return PLATFORM_LABELS[platform as ReportSource["platform"]] ?? platform;
}
