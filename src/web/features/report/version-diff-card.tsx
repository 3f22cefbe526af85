import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { formatScore } from "../../../shared/display/format-score.ts";
import { DIRECTION_ARROWS, diffReports, type DiffItem } from "../../../shared/display/report-diff.ts";
import { whatMovedSentence } from "../../../shared/display/what-moved.ts";
import { ownerReportApi } from "./report-source.ts";
import { reportQueryOptions, reportVersionsQueryOptions } from "./api.ts";

const ASSUMPTION_STATES = { settled: "settled", open: "still open", new: "new", dropped: "no longer among the riskiest" } as const;

function ItemList({ title, items }: { title: string; items: DiffItem[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-medium">{title} ({items.length})</h4>
      <ul className="list-disc pl-5">
        {items.map((item) => <li key={`${item.url}|${item.title}`} className="break-words">{item.title}</li>)}
      </ul>
    </div>
  );
}

/**
 * What changed since the previous version (the one before it that exists: a re-validation that
 * failed wrote none), folded under the verdict hero and headed by the sentence that says what moved
 * the scores; unfolded: verdict and scores with arrows, sources, competitors, assumptions.
 */
export function VersionDiffCard({ ideaId, report, version }: { ideaId: string; report: ValidationReport; version: number }) {
  const { data: versions } = useQuery(reportVersionsQueryOptions(ideaId));
  const previousVersion = versions?.versions.filter((item) => item.version < version).at(-1)?.version;
  const api = useMemo(() => (previousVersion ? ownerReportApi(ideaId, previousVersion) : null), [ideaId, previousVersion]);
  const { data: previous } = useQuery(reportQueryOptions(api));
  if (!previous || !previousVersion) return null;
  const diff = diffReports(previous, report);
  const nothingMoved = diff.sources.added.length + diff.sources.gone.length + diff.competitors.added.length + diff.competitors.gone.length === 0;
  return (
    <div role="region" aria-label={`What changed since version ${previousVersion}`} className="border-t pt-3">
      <details className="group text-sm">
        <summary className="cursor-pointer rounded-sm break-words focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <span className="font-medium">What changed since version {previousVersion}: </span>
          <span data-testid="what-moved">{whatMovedSentence(previous, report)}</span>
        </summary>
        <div className="mt-3 flex flex-col gap-3">
          <p data-testid="verdict-change">
            Verdict: {diff.verdict.before} <span aria-label={diff.verdict.direction}>{DIRECTION_ARROWS[diff.verdict.direction]}</span> {diff.verdict.after}
          </p>
          <ul className="grid grid-cols-2 gap-2 md:grid-cols-5">
            {diff.scores.map((score) => (
              <li key={score.label} className="rounded-md border p-2">
                <span className="block text-xs text-muted-foreground">{score.label}</span>
                {formatScore(score.before)} <span aria-label={score.direction}>{DIRECTION_ARROWS[score.direction]}</span> {formatScore(score.after)}
              </li>
            ))}
          </ul>
          <ItemList title="New sources" items={diff.sources.added} />
          <ItemList title="Sources gone" items={diff.sources.gone} />
          <ItemList title="New competitors" items={diff.competitors.added} />
          <ItemList title="Competitors gone" items={diff.competitors.gone} />
          {nothingMoved ? <p className="text-muted-foreground">The same sources and competitors as before.</p> : null}
          {diff.assumptions.length > 0 ? (
            <div>
              <h4 className="font-medium">Assumptions</h4>
              <ul className="list-disc pl-5">
                {diff.assumptions.map((item) => <li key={item.id}>{item.statement}: {ASSUMPTION_STATES[item.state]}{item.after ? ` (${item.after})` : ""}</li>)}
              </ul>
            </div>
          ) : null}
        </div>
      </details>
    </div>
  );
}
