import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { formatScore } from "../../../shared/display/format-score.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { describeError } from "../../lib/error-message.ts";
import {
  PlatformsChart, RecommendationsChart, ScoreDistributionChart, SourceTypesChart, ValidationsOverTimeChart,
} from "./analytics-charts.tsx";
import { analyticsQueryOptions } from "./api.ts";

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/** /analytics: insights and trends across the founder's own ideas and reports. */
export function AnalyticsPage() {
  const { data, error, isPending } = useQuery(analyticsQueryOptions());
  if (isPending) return <LoadingState text="Loading analytics..." />;
  if (error) {
    return <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm">Failed to load analytics: {describeError(error, "Please try again.")}</p>;
  }
  const { totals, dimensionAverages } = data;
  const average = (value: number | null) => (value === null ? "—" : `${formatScore(value)}/10`);
  // With nothing validated there is nothing to chart: one empty state, not a wall of empty boxes.
  if (totals.ideas === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 p-8 text-center">
        <h2 className="text-lg font-semibold">Nothing to chart yet</h2>
        <p className="text-sm text-muted-foreground">Validate an idea and its scores, verdict and sources show up here.</p>
        <Button asChild><Link href="/input">Validate New Idea</Link></Button>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label="Ideas" value={String(totals.ideas)} />
        <Stat label="Reports" value={String(totals.reports)} />
        <Stat label="Average Score" value={average(totals.averageScore)} />
        <Stat label="Sources" value={String(totals.sources)} />
      </dl>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Average of each score">
        <Stat label="Avg. Opportunity" value={average(dimensionAverages.opportunity)} />
        <Stat label="Avg. Problem" value={average(dimensionAverages.problem)} />
        <Stat label="Avg. Feasibility" value={average(dimensionAverages.feasibility)} />
        <Stat label="Avg. Timing" value={average(dimensionAverages.timing)} />
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <ScoreDistributionChart analytics={data} />
        <RecommendationsChart analytics={data} />
      </div>
      <ValidationsOverTimeChart analytics={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <SourceTypesChart analytics={data} />
        <PlatformsChart analytics={data} />
      </div>
    </div>
  );
}
