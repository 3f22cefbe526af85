import { Bar, Cell } from "recharts";
import type { Analytics } from "../../../shared/contracts/analytics.ts";
import { getReportRecommendation } from "../../../shared/display/recommendation.ts";
import { getScoreTone } from "../../../shared/display/score-color.ts";
import { ColumnChart, RowChart } from "../../components/charts.tsx";
import { ChartCard, describeCounts, TONE_FILL } from "./chart-parts.tsx";

const monthLabel = new Intl.DateTimeFormat("en-US", { month: "short", year: "2-digit", timeZone: "UTC" });
const NO_REPORTS = "No reports yet. Charts fill in as your validations finish.";

const SOURCE_TYPE_LABELS: Record<string, string> = {
  article: "Article", video: "Video", discussion: "Discussion", review: "Review", data: "Data", other: "Other",
};
const PLATFORM_LABELS: Record<string, string> = {
  reddit: "Reddit", youtube: "YouTube", facebook: "Facebook", twitter: "Twitter", linkedin: "LinkedIn", discord: "Discord",
  github: "GitHub", stackoverflow: "Stack Overflow", medium: "Medium", other: "Other",
};

export function ScoreDistributionChart({ analytics }: { analytics: Analytics }) {
  const data = analytics.scoreDistribution.map((bucket) => ({ ...bucket, label: `${bucket.min}–${bucket.max}` }));
  const summary = `Overall scores of ${analytics.totals.reports} reports: ${describeCounts(data.map((bucket) => ({ label: `between ${bucket.label}`, count: bucket.count })))}.`;
  return (
    <ChartCard title="Score Distribution" description="How your reports' overall scores spread out" summary={summary} empty={analytics.totals.reports === 0 ? NO_REPORTS : null}>
      <ColumnChart data={data} tooltipName="Reports">
        <Bar dataKey="count" name="Reports" radius={[3, 3, 0, 0]} isAnimationActive={false}>
          {data.map((bucket) => <Cell key={bucket.min} fill={TONE_FILL[getScoreTone(bucket.min)]} />)}
        </Bar>
      </ColumnChart>
    </ChartCard>
  );
}

export function RecommendationsChart({ analytics }: { analytics: Analytics }) {
  const data = analytics.recommendations.map((row) => {
    const display = getReportRecommendation(row.recommendation);
    return { label: display.label, count: row.count, fill: TONE_FILL[display.tone] };
  });
  const summary = `Recommendations across your reports: ${describeCounts(data)}.`;
  return (
    <ChartCard title="Recommendations" description="The verdicts your reports reached" summary={summary} empty={analytics.totals.reports === 0 ? NO_REPORTS : null}>
      <RowChart data={data} labelWidth={140} tooltipName="Reports">
        <Bar dataKey="count" name="Reports" radius={[0, 3, 3, 0]} isAnimationActive={false}>
          {data.map((row) => <Cell key={row.label} fill={row.fill} />)}
        </Bar>
      </RowChart>
    </ChartCard>
  );
}

export function ValidationsOverTimeChart({ analytics }: { analytics: Analytics }) {
  const data = analytics.validationsOverTime.map((month) => ({ ...month, label: monthLabel.format(new Date(`${month.month}-01T00:00:00Z`)) }));
  const first = data[0];
  const last = data.at(-1);
  const total = (key: "submitted" | "completed" | "failed") => data.reduce((sum, month) => sum + month[key], 0);
  const summary = first && last
    ? `From ${first.label} to ${last.label}: ${total("submitted")} ideas submitted, ${total("completed")} validations completed, ${total("failed")} failed.`
    : "";
  return (
    <ChartCard title="Validations Over Time" description="Ideas submitted, completed and failed per month" summary={summary} empty={analytics.totals.ideas === 0 ? "No ideas yet." : null}>
      <ColumnChart data={data} legend>
        <Bar dataKey="submitted" name="Submitted" fill="var(--color-muted-foreground)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="completed" name="Completed" fill="var(--color-primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="failed" name="Failed" fill={TONE_FILL.red} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </ColumnChart>
    </ChartCard>
  );
}

function CountChart({ title, description, rows, total }: {
  title: string; description: string; rows: Array<{ label: string; count: number }>; total: number;
}) {
  const shown = rows.filter((row) => row.count > 0).sort((a, b) => b.count - a.count);
  const empty = total === 0
    ? "No sources behind your reports yet. Reports written when no research source could be reached consult none."
    : null;
  return (
    <ChartCard title={title} description={description} summary={`${title}: ${describeCounts(shown)}.`} empty={empty}>
      <RowChart data={shown} labelWidth={110} tooltipName="Sources">
        <Bar dataKey="count" name="Sources" fill="var(--color-primary)" radius={[0, 3, 3, 0]} isAnimationActive={false} />
      </RowChart>
    </ChartCard>
  );
}

export function SourceTypesChart({ analytics }: { analytics: Analytics }) {
  const rows = analytics.sourceTypes.map((row) => ({ label: SOURCE_TYPE_LABELS[row.type] ?? row.type, count: row.count }));
  return <CountChart title="Source Types" description="The kinds of evidence behind your reports" rows={rows} total={analytics.totals.sources} />;
}

export function PlatformsChart({ analytics }: { analytics: Analytics }) {
  const rows = analytics.platforms.map((row) => ({ label: PLATFORM_LABELS[row.platform] ?? row.platform, count: row.count }));
  return <CountChart title="Platforms" description="Where that evidence was found" rows={rows} total={analytics.totals.sources} />;
}
