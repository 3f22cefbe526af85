import { keywordTrendsSchema, type KeywordTrends } from "../../../shared/contracts/trends.ts";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { INCOMPLETE_REPORT_MESSAGE, isCompleteReport } from "../../../shared/display/report-completeness.ts";
import { isHttpError } from "../../../shared/http-error.ts";
import { request } from "../../lib/request.ts";
import type { ReportSourceApi } from "./report-source.ts";

/** Keyword trends stay fresh for an hour, are kept for a day and retried twice, 1 s apart. */
export const TRENDS_STALE_MS = 60 * 60 * 1000;
export const TRENDS_GC_MS = 24 * 60 * 60 * 1000;
export const TRENDS_RETRIES = 2;
export const TRENDS_RETRY_DELAY_MS = 1000;

/** The report as the API answers it: stored reports name their version (a re-validation adds one). */
export type LoadedReport = ValidationReport & { version?: number };

/**
 * The report, or null when there is none (404); other failures say "Failed to fetch validation
 * report: <status> <status text>". A report missing its core fields is refused rather than half-rendered.
 */
export async function fetchReport({ url, signal }: { url: string; signal?: AbortSignal }): Promise<LoadedReport | null> {
  let data: unknown;
  try {
    data = await request({
      url,
      signal,
      failureMessage: ({ statusCode, statusText }) => `Failed to fetch validation report: ${statusCode} ${statusText}`,
    });
  } catch (error) {
    if (isHttpError(error, 404)) return null;
    throw error;
  }
  if (!isCompleteReport(data)) throw new Error(INCOMPLETE_REPORT_MESSAGE);
  return data as LoadedReport;
}

/** The report of one source (owner or share link); not asked for until there is a source. */
export function reportQuery(api: ReportSourceApi | null) {
  return {
    queryKey: api?.reportKey ?? ["report", "none"],
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchReport({ url: api?.reportUrl ?? "", signal }),
    enabled: api !== null,
  };
}

function describeTrendsFailure({ statusCode, statusText }: { statusCode: number; statusText: string }): string {
  if (statusCode === 404) return "No keyword data found for this idea";
  if (statusCode === 429) return "API quota exceeded. Please try again later.";
  return `Failed to fetch keyword trends: ${statusText}`;
}

/** Trends for one keyword (the server's default when null), failing with the trends messages above. */
export async function fetchKeywordTrends({ url, keyword, signal }: {
  url: string; keyword: string | null; signal?: AbortSignal;
}): Promise<KeywordTrends> {
  const query = keyword ? `?keyword=${encodeURIComponent(keyword)}` : "";
  const data = await request({ url: `${url}${query}`, signal, failureMessage: describeTrendsFailure });
  const parsed = keywordTrendsSchema.safeParse(data);
  if (!parsed.success) throw new Error("Failed to fetch keyword trends: unexpected answer");
  return parsed.data;
}

/** The query key of one keyword's trends; "" stands for the server's default keyword. */
export function keywordTrendsKey(api: ReportSourceApi | null, keyword: string | null) {
  return [...(api?.trendsKey ?? ["keyword-trends", "none"]), keyword ?? ""];
}

/** Cache and retry rules of the keyword trends query. */
export const keywordTrendsOptions = {
  staleTime: TRENDS_STALE_MS,
  gcTime: TRENDS_GC_MS,
  retry: TRENDS_RETRIES,
  retryDelay: TRENDS_RETRY_DELAY_MS,
};
