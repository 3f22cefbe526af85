import type { KeywordTrends } from "../../shared/contracts/trends.ts";
import type { Country } from "../../shared/contracts/idea.ts";

/** One month of a keyword's series: "YYYY-MM", its year, and the figure (thousands, or an index). */
export interface TrendPoint {
  date: string;
  year: number;
  volume: number;
}

export type TrendMetric = KeywordTrends["metric"];

/** A provider's answer: the series and how to label it honestly. */
export interface TrendSeries {
  /** What the number is from, for the UI label (e.g. "Wikipedia page views: Invoice"). */
  source: string;
  metric: TrendMetric;
  /** Oldest first, complete months only. */
  points: TrendPoint[];
}

export interface TrendsProvider {
  name: string;
  /** Null when the provider has no data for the keyword; throws when it cannot be asked. */
  fetch(request: { keyword: string; country: Country; signal: AbortSignal }): Promise<TrendSeries | null>;
}

/** Why there is no trend answer: a 404 (no data), a 429 (quota), or the providers could not be reached. */
export type KeywordTrendsFailure = "no-data" | "quota" | "unavailable";

export class KeywordTrendsError extends Error {
  readonly kind: KeywordTrendsFailure;
  constructor(kind: KeywordTrendsFailure, message: string) {
    super(message);
    this.name = "KeywordTrendsError";
    this.kind = kind;
  }
}

/** What the keyword-trends route needs. */
export interface KeywordTrendsService {
  /** Throws KeywordTrendsError for no data, a spent quota or unreachable providers. */
  forIdea(request: { ideaId: string; country: Country; keyword?: string | undefined; signal: AbortSignal }): Promise<KeywordTrends>;
  readonly providers: readonly string[];
}

const pad = (n: number) => String(n).padStart(2, "0");

export function monthPoint({ year, month, volume }: { year: number; month: number; volume: number }): TrendPoint {
  return { date: `${year}-${pad(month)}`, year, volume };
}

/** The months a series may cover: the `count` complete months before `now`'s month, oldest first. */
export function completeMonths({ now, count }: { now: Date; count: number }): Array<{ year: number; month: number }> {
  const months: Array<{ year: number; month: number }> = [];
  for (let back = count; back >= 1; back -= 1) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 });
  }
  return months;
}
