// The report feature's data module: its query keys, query options and mutations, and the only
// place it calls the API.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { CreateFounderEvidence, FounderEvidence } from "../../../shared/contracts/founder-evidence.ts";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import type { ReportVersions } from "../../../shared/contracts/report-versions.ts";
import type { ShareLinkCreated, ShareLinksRevoked } from "../../../shared/contracts/share-link.ts";
import { keywordTrendsSchema, type KeywordTrends } from "../../../shared/contracts/trends.ts";
import { INCOMPLETE_REPORT_MESSAGE, isCompleteReport } from "../../../shared/display/report-completeness.ts";
import { isHttpError } from "../../../shared/http-error.ts";
import { request } from "../../lib/request.ts";
import { fileNameFrom, saveFile } from "../../lib/save-file.ts";
import { ideasKeys } from "../ideas/index.ts";
import type { ReportSourceApi } from "./report-source.ts";

const ideaBase = (ideaId: string) => `/api/ideas/${encodeURIComponent(ideaId)}`;

/** Query keys of the report's endpoints; a report's own keys come from its source (owner or share link). */
export const reportKeys = {
  report: (api: ReportSourceApi | null) => api?.reportKey ?? ["report", "none"],
  /** "" stands for the server's default keyword. */
  keywordTrends: (api: ReportSourceApi | null, keyword: string | null) => [...(api?.trendsKey ?? ["keyword-trends", "none"]), keyword ?? ""],
  versions: (ideaId: string) => ["/api/ideas", ideaId, "report-versions"] as const,
  evidence: (ideaId: string) => ["/api/ideas", ideaId, "evidence"] as const,
};

/** Keyword trends stay fresh for an hour, are kept for a day and retried twice, 1 s apart. */
export const TRENDS_STALE_MS = 60 * 60 * 1000;
export const TRENDS_GC_MS = 24 * 60 * 60 * 1000;
export const TRENDS_RETRIES = 2;
export const TRENDS_RETRY_DELAY_MS = 1000;

/** While a re-validation runs, the versions are asked for again every two seconds until it has written its report. */
const VALIDATING_POLL_MS = 2000;

/** The report as the API answers it: stored reports name their version (a re-validation adds one). */
export type LoadedReport = ValidationReport & { version?: number };

/**
 * The report, or null when there is none (404); other failures say "Failed to fetch validation
 * report: <status> <status text>". A report missing its core fields is refused rather than half-rendered.
 */
async function fetchReport({ url, signal }: { url: string; signal?: AbortSignal }): Promise<LoadedReport | null> {
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
export function reportQueryOptions(api: ReportSourceApi | null) {
  return queryOptions({
    queryKey: reportKeys.report(api),
    queryFn: ({ signal }) => fetchReport({ url: api?.reportUrl ?? "", signal }),
    enabled: api !== null,
  });
}

function describeTrendsFailure({ statusCode, statusText }: { statusCode: number; statusText: string }): string {
  if (statusCode === 404) return "No keyword data found for this idea";
  if (statusCode === 429) return "API quota exceeded. Please try again later.";
  return `Failed to fetch keyword trends: ${statusText}`;
}

/** Trends for one keyword (the server's default when null), failing with the trends messages above. */
async function fetchKeywordTrends({ url, keyword, signal }: { url: string; keyword: string | null; signal?: AbortSignal }): Promise<KeywordTrends> {
  const query = keyword ? `?keyword=${encodeURIComponent(keyword)}` : "";
  const data = await request({ url: `${url}${query}`, signal, failureMessage: describeTrendsFailure });
  const parsed = keywordTrendsSchema.safeParse(data);
  if (!parsed.success) throw new Error("Failed to fetch keyword trends: unexpected answer");
  return parsed.data;
}

/**
 * Trends for the chosen keyword (the server's default when none is chosen yet), asked for only when
 * there is a report. The default answer is also filed under its own keyword, so selecting that
 * keyword afterwards reads the cache instead of asking again.
 */
export function keywordTrendsQueryOptions({ api, keyword, queryClient }: {
  api: ReportSourceApi | null; keyword: string | null; queryClient: QueryClient;
}) {
  return queryOptions({
    queryKey: reportKeys.keywordTrends(api, keyword),
    queryFn: async ({ signal }) => {
      const trends = await fetchKeywordTrends({ url: api?.trendsUrl ?? "", keyword, signal });
      if (!keyword && api) queryClient.setQueryData(reportKeys.keywordTrends(api, trends.selectedKeyword), trends);
      return trends;
    },
    enabled: api !== null,
    staleTime: TRENDS_STALE_MS,
    gcTime: TRENDS_GC_MS,
    retry: TRENDS_RETRIES,
    retryDelay: TRENDS_RETRY_DELAY_MS,
  });
}

export function reportVersionsQueryOptions(ideaId: string) {
  return queryOptions({
    queryKey: reportKeys.versions(ideaId),
    queryFn: ({ signal }) => request<ReportVersions>({ url: `${ideaBase(ideaId)}/report/versions`, signal }),
    refetchInterval: (query) => (query.state.data?.validating ? VALIDATING_POLL_MS : false),
  });
}

export function founderEvidenceQueryOptions(ideaId: string) {
  return queryOptions({
    queryKey: reportKeys.evidence(ideaId),
    queryFn: ({ signal }) => request<FounderEvidence[]>({ url: `${ideaBase(ideaId)}/evidence`, signal }),
  });
}

export function useRevalidate(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<{ ideaId: string; version: number }>({ method: "POST", url: `${ideaBase(ideaId)}/revalidate` }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: reportKeys.versions(ideaId) });
      await queryClient.invalidateQueries({ queryKey: ideasKeys.list, exact: true });
    },
  });
}

export function useRecordEvidence(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (evidence: CreateFounderEvidence) => request<FounderEvidence>({ method: "POST", url: `${ideaBase(ideaId)}/evidence`, body: evidence }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.evidence(ideaId) }),
  });
}

export function useDeleteEvidence(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (evidenceId: string) => request({ method: "DELETE", url: `${ideaBase(ideaId)}/evidence/${encodeURIComponent(evidenceId)}` }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.evidence(ideaId) }),
  });
}

export interface CreatedShareLink extends ShareLinkCreated {
  /** The absolute address to hand out. */
  url: string;
}

export function useCreateShareLink(ideaId: string) {
  return useMutation({
    mutationFn: async (): Promise<CreatedShareLink> => {
      const created = await request<ShareLinkCreated>({ method: "POST", url: `${ideaBase(ideaId)}/share-links` });
      return { ...created, url: new URL(created.path, window.location.origin).href };
    },
  });
}

export function useRevokeShareLinks(ideaId: string) {
  return useMutation({
    /** One link by id, or every link to this report when no id is given. */
    mutationFn: async (linkId: string | null): Promise<number> => {
      const base = `${ideaBase(ideaId)}/share-links`;
      if (linkId) {
        await request({ method: "DELETE", url: `${base}/${encodeURIComponent(linkId)}` });
        return 1;
      }
      return (await request<ShareLinksRevoked>({ method: "DELETE", url: base })).revokedCount;
    },
  });
}

/**
 * Fetches the server-made PDF and saves it. Going through a request (not a plain link) keeps the
 * reader on the report when the download fails, so the failure can be told in a toast.
 */
export async function downloadReportPdf({ url, keyword }: { url: string; keyword: string | null }): Promise<string> {
  const { fileName, file } = await request({
    // The owner's address may already name a version (?version=N).
    url: keyword ? `${url}${url.includes("?") ? "&" : "?"}keyword=${encodeURIComponent(keyword)}` : url,
    read: async (response) => ({ fileName: fileNameFrom(response.headers.get("content-disposition"), "validation-report.pdf"), file: await response.blob() }),
  });
  saveFile({ file, fileName });
  return fileName;
}
