import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { KeywordTrends } from "../../../shared/contracts/trends.ts";
import { formatTrendMonth, formatTrendVolume } from "../../../shared/display/keyword-trends.ts";

const METRIC_NOUN: Record<KeywordTrends["metric"], string> = {
  "search-volume": "search volume",
  "page-views": "page views",
  "interest-index": "interest index",
};

/** Area chart by month. The figure is described in words for people who cannot see it. */
export function TrendChart({ trends }: { trends: KeywordTrends }) {
  const points = trends.data.map((point) => ({ ...point, label: formatTrendMonth(point.date) }));
  const first = points[0];
  const last = points.at(-1);
  const format = (volume: number) => formatTrendVolume({ volume, metric: trends.metric });
  const summary = first && last
    ? `Monthly ${METRIC_NOUN[trends.metric]} for "${trends.selectedKeyword}" from ${first.label} to ${last.label}: ${format(first.volume)} to ${format(last.volume)}.`
    : "";
  return (
    <figure role="img" aria-label={summary} className="h-56 w-full sm:h-64">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={points} margin={{ top: 5, right: 5, bottom: 5, left: 5 }} accessibilityLayer={false}>
          <defs>
            <linearGradient id="trend-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="5%" stopColor="var(--color-primary)" stopOpacity={0.35} />
              <stop offset="95%" stopColor="var(--color-primary)" stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: "var(--color-muted-foreground)" }} tickLine={false} axisLine={false} minTickGap={16} />
          <YAxis tickFormatter={format} tick={{ fontSize: 12, fill: "var(--color-muted-foreground)" }} tickLine={false} axisLine={false} width={52} />
          <Tooltip
            formatter={(value) => [format(Number(value)), "Volume"]}
            contentStyle={{ background: "var(--color-card)", border: "1px solid var(--color-border)", borderRadius: 8, color: "var(--color-card-foreground)" }}
          />
          <Area type="monotone" dataKey="volume" stroke="var(--color-primary)" strokeWidth={2} fill="url(#trend-fill)" isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </figure>
  );
}
