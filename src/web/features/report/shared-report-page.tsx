import { useQuery } from "@tanstack/react-query";
import { Eye } from "lucide-react";
import { useMemo } from "react";
import { useParams } from "wouter";
import { useDocumentTitle } from "../../app/use-document-title.ts";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { ReportMessage } from "./report-page.tsx";
import { ReportView } from "./report-view.tsx";
import { sharedReportApi } from "./report-source.ts";
import { reportQueryOptions } from "./api.ts";

/**
 * A report opened from a share link: read-only, no sign-in, and nothing of its owner beyond the
 * report itself. Mounted at /shared/:token in both route sets (the token comes as a prop from the
 * signed-in router, or from the URL in the public one).
 */
export function SharedReportPage({ token: tokenProp }: { token?: string | undefined }) {
  const params = useParams<{ token?: string }>();
  const token = (tokenProp ?? params.token ?? "").trim();
  const api = useMemo(() => (token ? sharedReportApi(token) : null), [token]);
  const { data: report, isLoading, error } = useQuery(reportQueryOptions(api));
  useDocumentTitle(report ? `${report.title} - Validation Report` : "Validation Report");

  let body;
  if (!api || (!isLoading && !report && !error)) {
    body = <ReportMessage title="Report not available" text="This shared report link is invalid or has been revoked." />;
  } else if (isLoading) {
    body = <LoadingState text="Loading report..." />;
  } else if (error || !report) {
    body = <ReportMessage title="Report not available" text={`Failed to load validation report: ${error?.message || "Unknown error"}`} />;
  } else {
    body = <ReportView report={report} api={api} />;
  }

  // Inside the signed-in shell (which passes the token as a prop) the layout already pads the page.
  const embedded = tokenProp !== undefined;
  return (
    <div className={embedded ? "flex flex-col gap-4" : "mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6 md:px-8"}>
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Validation Report</h1>
        <p className="mt-1 flex items-center gap-2 text-muted-foreground">
          <Eye className="size-4 shrink-0" aria-hidden="true" />
          Shared with you, read-only{report?.version ? ` · Version ${report.version}` : ""}
        </p>
      </div>
      {body}
    </div>
  );
}
