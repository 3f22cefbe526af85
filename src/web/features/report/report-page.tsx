import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { Button } from "../../components/ui/button.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { isHttpError } from "../../lib/http-error.ts";
import { ReportHeader } from "./report-header.tsx";
import { ScoreCard } from "./score-card.tsx";
import { useReport } from "./use-report.ts";

const SCORES = [
  { key: "opportunityScore", label: "Opportunity" },
  { key: "problemScore", label: "Problem" },
  { key: "feasibilityScore", label: "Feasibility" },
  { key: "timingScore", label: "Timing" },
] as const satisfies ReadonlyArray<{ key: keyof ValidationReport; label: string }>;

function Message({ title, text, withBack = false }: { title: string; text: string; withBack?: boolean }) {
  return (
    <section className="flex flex-col items-center gap-3 py-16 text-center">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="text-muted-foreground">{text}</p>
      {withBack ? (
        <Button asChild variant="outline">
          <Link href="/library">Back to Library</Link>
        </Button>
      ) : null}
    </section>
  );
}

/** SPEC 2.7 report, overview essentials. Tabs, trends, business fit and sources come later. */
export function ReportPage({ ideaId }: { ideaId: string | undefined }) {
  const id = ideaId?.trim() ?? "";
  const { data: report, isLoading, error } = useReport(id);
  const [, navigate] = useLocation();

  useEffect(() => {
    // A lost session is handled by the protected wrapper; any other failure follows SPEC 4.6.
    if (!error || isHttpError(error, 401)) return;
    window.alert(`Failed to load validation report: ${error.message || "Unknown error"}`);
    navigate("/library");
  }, [error, navigate]);

  if (!id) return <Message title="Invalid report ID" text="The report ID in the URL is invalid." />;
  if (isLoading) return <LoadingState text="Loading report..." />;
  if (error) return null;
  if (!report) {
    return <Message title="Report not found" text="The requested validation report could not be found." withBack />;
  }

  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Breadcrumb">
        <ol className="flex items-center gap-2 text-sm text-muted-foreground">
          <li>
            <Link href="/library" className="hover:text-foreground hover:underline">Reports</Link>
          </li>
          <li aria-hidden="true">&gt;</li>
          <li aria-current="page" className="truncate text-foreground">{report.title}</li>
        </ol>
      </nav>
      <ReportHeader report={report} />
      <section aria-label="Scores" className="grid gap-4 sm:grid-cols-2">
        {SCORES.map(({ key, label }) => (
          <ScoreCard key={key} label={label} score={report[key]} />
        ))}
      </section>
    </div>
  );
}
