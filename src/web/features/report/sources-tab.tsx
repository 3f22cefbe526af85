import { sourceCountText } from "../../../shared/display/source-counts.ts";
import { useId, useMemo, useState } from "react";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import {
  filterSources, getSourceStats, sortSources, SOURCE_FILTER_LABELS, SOURCE_FILTERS, SOURCE_SORT_LABELS, SOURCE_SORTS,
  type SourceFilter, type SourceSort,
} from "../../../shared/display/source-list.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select.tsx";
import { MethodologyPanel } from "./methodology-panel.tsx";
import { SourceCard } from "./source-card.tsx";

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-md border bg-muted/40 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/** What the run searched, in the methodology's own words, or that nothing was searched. */
function describeSearch(report: ValidationReport): string {
  const collected = report.methodology.dataCollection.trim();
  return collected || "Nothing was searched: the report was drawn from the description alone.";
}

/** Sources tab: citations with stats, filter, sort and count, then the methodology. */
export function SourcesTab({ report, now = new Date() }: { report: ValidationReport; now?: Date }) {
  const titleId = useId();
  const filterLabel = useId();
  const sortLabel = useId();
  const [filter, setFilter] = useState<SourceFilter>("all");
  const [sort, setSort] = useState<SourceSort>("relevance");
  const stats = getSourceStats({ sources: report.sources, now });
  // Card numbers follow the report's own order, the order the evidence's [S<n>] markers cite.
  const numbers = useMemo(() => new Map(report.sources.map((source, index) => [source, index + 1])), [report.sources]);
  const shown = sortSources({ sources: filterSources({ sources: report.sources, filter, now }), sort });

  return (
    <div className="flex flex-col gap-6">
      <Card role="region" aria-labelledby={titleId}>
        <CardHeader className="pb-3">
          <CardTitle id={titleId} className="text-base">Source Citations</CardTitle>
          <p data-testid="source-counts" className="text-sm text-muted-foreground">{sourceCountText(report)}</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <Stat label="Total Sources" value={stats.total} />
            <Stat label="High Relevance" value={stats.highRelevance} />
            <Stat label="Recent (30d)" value={stats.recent} />
            <Stat label="Source Types" value={stats.types} />
          </dl>
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1">
              <span id={filterLabel} className="text-xs font-medium text-muted-foreground">Filter</span>
              <Select value={filter} onValueChange={(value) => setFilter(value as SourceFilter)}>
                <SelectTrigger aria-labelledby={filterLabel} className="w-52">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {SOURCE_FILTERS.map((value) => <SelectItem key={value} value={value}>{SOURCE_FILTER_LABELS[value]}</SelectItem>)}
                </SelectContent>
              </Select>
            </div>
            <div className="flex flex-col gap-1">
              <span id={sortLabel} className="text-xs font-medium text-muted-foreground">Sort</span>
              <Select value={sort} onValueChange={(value) => setSort(value as SourceSort)}>
                <SelectTrigger aria-labelledby={sortLabel} className="w-40">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {SOURCE_SORTS.map((value) => <SelectItem key={value} value={value}>{SOURCE_SORT_LABELS[value]}</SelectItem>)}
                </SelectContent>
              </Select>
            </div>
            <p role="status" className="ml-auto text-sm text-muted-foreground">
              Showing {shown.length} of {report.sources.length} sources
            </p>
          </div>
          {report.sources.length === 0 ? (
            <div className="flex flex-col items-center gap-1 rounded-md border border-dashed p-8 text-center">
              <p className="font-medium">No sources were retrieved for this report</p>
              <p className="text-sm text-muted-foreground break-words">{describeSearch(report)}</p>
            </div>
          ) : shown.length === 0 ? (
            <div className="flex flex-col items-center gap-1 rounded-md border border-dashed p-8 text-center">
              <p className="font-medium">No sources found</p>
              <p className="text-sm text-muted-foreground">Try adjusting your filters to see more sources.</p>
            </div>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {shown.map((source) => (
                <li key={source.id}>
                  <SourceCard source={source} number={numbers.get(source) ?? 0} now={now} />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <MethodologyPanel report={report} />
    </div>
  );
}
