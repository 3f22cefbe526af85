import type { ComponentProps, ReactNode } from "react";
import { BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export const axisTick = { fontSize: 12, fill: "var(--color-muted-foreground)" };
export const tooltipStyle = {
  background: "var(--color-card)", border: "1px solid var(--color-border)", borderRadius: 8, color: "var(--color-card-foreground)",
};

/** A whole count under its own name in the tooltip ("Reports"), or recharts' default naming by bar. */
function tooltipNaming(name: string | undefined): Pick<ComponentProps<typeof Tooltip>, "formatter"> {
  return name ? { formatter: (value) => [value, name] } : {};
}

/**
 * Counts as upright columns, one group per `label`, the way the dashboard and analytics draw them;
 * the `<Bar>` children say which counts. Drawing happens in the browser only, so `summary` text
 * around the chart carries the figures for people who cannot see it.
 */
export function ColumnChart({ data, legend = false, tooltipName, children }: {
  data: ReadonlyArray<{ label: string }>; legend?: boolean; tooltipName?: string; children: ReactNode;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...data]} margin={{ top: 5, right: 5, bottom: 5, left: 5 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
        <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={false} />
        <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} width={28} />
        <Tooltip contentStyle={tooltipStyle} cursor={{ fill: "var(--color-muted)" }} {...tooltipNaming(tooltipName)} />
        {legend ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
        {children}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Counts as bars lying along a row per `label`, for labels too long to stand under a column. */
export function RowChart({ data, labelWidth, tooltipName, children }: {
  data: ReadonlyArray<{ label: string }>; labelWidth: number; tooltipName: string; children: ReactNode;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...data]} layout="vertical" margin={{ top: 5, right: 10, bottom: 5, left: 5 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} />
        <YAxis type="category" dataKey="label" tick={axisTick} tickLine={false} axisLine={false} width={labelWidth} />
        <Tooltip contentStyle={tooltipStyle} cursor={{ fill: "var(--color-muted)" }} {...tooltipNaming(tooltipName)} />
        {children}
      </BarChart>
    </ResponsiveContainer>
  );
}
