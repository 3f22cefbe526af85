import { useQuery } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { useLocation } from "wouter";
import { formatDate } from "../../../shared/display/format-date.ts";
import { getReportRecommendation } from "../../../shared/display/recommendation.ts";
import { Button } from "../../components/ui/button.tsx";
import { reportVersionsQueryOptions, useRevalidate } from "./api.ts";

/**
 * The version as a compact control inside the verdict hero: which version this is, a selector of
 * every version, and Re-validate, which runs the pipeline again on the current description with the
 * founder's evidence and today's sources. When the new version is written the page moves to it.
 */
export function ReportVersionsBar({ ideaId, version }: { ideaId: string; version: number }) {
  const selectId = useId();
  const [, navigate] = useLocation();
  const { data } = useQuery(reportVersionsQueryOptions(ideaId));
  const revalidate = useRevalidate(ideaId);
  const versions = data?.versions ?? [];
  const latest = versions.at(-1)?.version ?? version;
  const validating = data?.validating ?? null;

  // A re-validation started here lands on its version as soon as that version exists.
  const started = revalidate.data?.version;
  useEffect(() => {
    if (started && versions.some((item) => item.version === started)) navigate(`/report/${ideaId}?version=${started}`);
  }, [started, versions, ideaId, navigate]);

  return (
    <div role="group" aria-label="Report versions" className="flex flex-wrap items-center gap-2 border-t pt-3 text-sm">
      <label htmlFor={selectId} className="text-muted-foreground">Version {version} of {latest}</label>
      <select
        id={selectId} value={version} onChange={(event) => navigate(`/report/${ideaId}?version=${event.target.value}`)}
        // A long option ("Version 1: Proceed with Caution, 7.3 (…)") must not widen the page on a phone.
        className="h-8 max-w-full min-w-0 rounded-md border border-input bg-background px-2"
      >
        {versions.map((item) => (
          <option key={item.version} value={item.version}>
            Version {item.version}: {getReportRecommendation(item.recommendation).label}, {item.overallScore.toFixed(1)} ({formatDate(item.generatedAt) ?? "earlier"})
          </option>
        ))}
      </select>
      {validating ? (
        <p role="status" className="text-muted-foreground">Re-validating: version {validating} is on its way...</p>
      ) : (
        <Button size="sm" variant="outline" onClick={() => revalidate.mutate()} disabled={revalidate.isPending}>Re-validate</Button>
      )}
      {revalidate.error ? <p role="alert" className="w-full text-destructive">{revalidate.error.message}</p> : null}
    </div>
  );
}
