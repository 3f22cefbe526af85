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

/** One version of the owner's report (`?version=`), or the latest when none is named. */
export function ownerReportApi(ideaId: string, version?: number): ReportSourceApi {
  const base = `/api/ideas/${encodeURIComponent(ideaId)}`;
  const query = version === undefined ? "" : `?version=${version}`;
  return {
    kind: "owner",
    reportUrl: `${base}/report${query}`,
    reportKey: ["/api/ideas", ideaId, "report", String(version ?? "latest")],
    trendsUrl: `${base}/keyword-trends`,
    trendsKey: ["/api/ideas", ideaId, "keyword-trends"],
    pdfUrl: `${base}/report.pdf${query}`,
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
