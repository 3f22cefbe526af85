/**
 * Where one report is read from: the owner's API (signed in) or a share link (no sign-in). The
 * screen is the same; only the addresses, the cache keys and what the reader may do differ.
 */
export interface ReportSourceApi {
  kind: "owner" | "shared";
  reportUrl: string;
  reportKey: readonly string[];
  trendsUrl: string;
  trendsKey: readonly string[];
  pdfUrl: string;
}

export function ownerReportApi(ideaId: string): ReportSourceApi {
  const base = `/api/ideas/${encodeURIComponent(ideaId)}`;
  return {
    kind: "owner",
    reportUrl: `${base}/report`,
    reportKey: ["/api/ideas", ideaId, "report"],
    trendsUrl: `${base}/keyword-trends`,
    trendsKey: ["/api/ideas", ideaId, "keyword-trends"],
    pdfUrl: `${base}/report.pdf`,
  };
}

export function sharedReportApi(token: string): ReportSourceApi {
  const base = `/api/shared/${encodeURIComponent(token)}`;
  return {
    kind: "shared",
    reportUrl: `${base}/report`,
    reportKey: ["/api/shared", token, "report"],
    trendsUrl: `${base}/keyword-trends`,
    trendsKey: ["/api/shared", token, "keyword-trends"],
    pdfUrl: `${base}/report.pdf`,
  };
}
