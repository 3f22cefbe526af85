import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { shortenTitle } from "../../../shared/display/shorten-title.ts";
import { isHttpError } from "../../../shared/http-error.ts";
import { Button } from "../../components/ui/button.tsx";
import { ideasKeys } from "../ideas/index.ts";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { ReportVersionsBar } from "./report-versions-bar.tsx";
import { ReportView } from "./report-view.tsx";
import { ownerReportApi } from "./report-source.ts";
import { reportQueryOptions } from "./api.ts";
import { VersionDiffCard } from "./version-diff-card.tsx";

export function ReportMessage({ title, text, backToLibrary = false }: { title: string; text: string; backToLibrary?: boolean }) {
  return (
    <section className="flex flex-col items-center gap-3 py-16 text-center">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="text-muted-foreground">{text}</p>
      {backToLibrary ? (
        <Button asChild variant="outline">
          <Link href="/library">Back to Library</Link>
        </Button>
      ) : null}
    </section>
  );
}

/** Report screen for its owner: invalid id, loading, not found, failure, then the report. */
export function ReportPage({ ideaId }: { ideaId?: string | undefined }) {
  const id = ideaId?.trim() ?? "";
  // ?version=N shows that version; without it the latest.
  const asked = Number(new URLSearchParams(useSearch()).get("version"));
  const version = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const api = useMemo(() => (id ? ownerReportApi(id, version) : null), [id, version]);
  const { data: report, isLoading, error } = useQuery(reportQueryOptions(api));
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const loaded = report !== undefined && report !== null;

  // Loading the report marks it reviewed on the server; the library and dashboard read it afresh.
  useEffect(() => {
    if (loaded) void queryClient.invalidateQueries({ queryKey: ideasKeys.list, exact: true });
  }, [loaded, queryClient]);

  useEffect(() => {
    // A lost session is handled by the protected wrapper; any other failure shows the report's failure state.
    if (!error || isHttpError(error, 401)) return;
    window.alert(`Failed to load validation report: ${error.message || "Unknown error"}`);
    navigate("/library");
  }, [error, navigate]);

  if (!api) return <ReportMessage title="Invalid report ID" text="The report ID in the URL is invalid." />;
  if (isLoading) return <LoadingState text="Loading report..." />;
  if (error) return null;
  if (!report) {
    return <ReportMessage title="Report not found" text="The requested validation report could not be found." backToLibrary />;
  }

  // One compact heading block (screen name, its purpose and the breadcrumb) so the verdict is the
  // first thing under it, rather than three stacked headers before any content.
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-sm font-medium text-muted-foreground">
          Validation Report<span className="hidden sm:inline">: Comprehensive analysis of your startup idea</span>
        </h1>
        <nav aria-label="Breadcrumb">
          <ol className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
            <li>
              <Link href="/library" className="hover:text-foreground hover:underline">Reports</Link>
            </li>
            <li aria-hidden="true">&gt;</li>
            <li aria-current="page" className="min-w-0 truncate text-foreground" title={report.title}>{shortenTitle(report.title)}</li>
          </ol>
        </nav>
      </header>
      <ReportView
        report={report}
        api={api}
        version={report.version ? <ReportVersionsBar ideaId={report.ideaId} version={report.version} /> : null}
        changes={report.version && report.version > 1 ? <VersionDiffCard ideaId={report.ideaId} report={report} version={report.version} /> : null}
      />
    </div>
  );
}
