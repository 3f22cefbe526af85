import { Bar, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ActivityWeek } from "../../../shared/contracts/dashboard.ts";
import { plural } from "../../../shared/display/count-text.ts";
import { formatScore } from "../../../shared/display/format-score.ts";
import { axisTick, ColumnChart, tooltipStyle } from "../../components/charts.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";

const weekLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

function label(week: ActivityWeek): string {
  return weekLabel.format(new Date(`${week.weekStart}T00:00:00Z`));
}

/** The founder's own activity per week: their own work, not a site-wide "active users" count. */
export function ActivityTrendCard({ weeks }: { weeks: readonly ActivityWeek[] }) {
  const submitted = weeks.reduce((sum, week) => sum + week.submitted, 0);
  const validated = weeks.reduce((sum, week) => sum + week.validated, 0);
  // A validation counts each report written, re-validations included, and may be of an idea from an
  // earlier week: said so whenever it would otherwise not add up with the ideas submitted.
  const why = validated > submitted ? ", re-validations and ideas from earlier weeks included" : "";
  const summary = `In the last ${weeks.length} weeks you submitted ${plural(submitted, "idea")}; ${plural(validated, "validation")} finished${why}.`;
  const data = weeks.map((week) => ({ ...week, label: label(week) }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Activity</CardTitle>
        <CardDescription>{summary}</CardDescription>
      </CardHeader>
      <CardContent>
        <figure role="img" aria-label={summary} className="h-52 w-full">
          <ColumnChart data={data} legend>
            <Bar dataKey="submitted" name="Submitted" fill="var(--color-muted-foreground)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
            <Bar dataKey="validated" name="Validated" fill="var(--color-primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </ColumnChart>
        </figure>
      </CardContent>
    </Card>
  );
}

/** Average overall score of the validations finished each week. */
export function ScoreTrendCard({ weeks }: { weeks: readonly ActivityWeek[] }) {
  const scored = weeks.filter((week) => week.averageScore !== null);
  const latest = scored.at(-1);
  const summary = latest
    ? `Average score of your validations in the week of ${label(latest)}: ${formatScore(latest.averageScore ?? 0)}/10.`
    : "No validation finished in the last weeks, so there are no scores to show yet.";
  const data = weeks.map((week) => ({ label: label(week), score: week.averageScore }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Score Trends</CardTitle>
        <CardDescription>{summary}</CardDescription>
      </CardHeader>
      <CardContent>
        {scored.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">Scores appear here once a validation finishes.</p>
        ) : scored.length === 1 ? (
          // One week of scores is a point, not a trend: say so rather than draw a lone dot.
          <p className="py-10 text-center text-sm text-muted-foreground">
            A trend appears once validations finish in two different weeks.
          </p>
        ) : (
          <figure role="img" aria-label={summary} className="h-52 w-full">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={data} margin={{ top: 5, right: 10, bottom: 5, left: 5 }} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
                <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={false} />
                <YAxis domain={[0, 10]} ticks={[0, 2, 4, 6, 8, 10]} tick={axisTick} tickLine={false} axisLine={false} width={28} />
                <Tooltip contentStyle={tooltipStyle} formatter={(value) => [`${formatScore(Number(value))}/10`, "Average score"]} />
                <Line type="monotone" dataKey="score" name="Average score" stroke="var(--color-primary)" strokeWidth={2} connectNulls dot={{ r: 3 }} isAnimationActive={false} />
              </LineChart>
            </ResponsiveContainer>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
