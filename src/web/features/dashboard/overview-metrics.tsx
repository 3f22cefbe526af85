import { Activity, CheckCircle2, Clock, Lightbulb, type LucideIcon } from "lucide-react";
import type { ValidationOverview } from "../../../shared/contracts/dashboard.ts";
import { pluralWord } from "../../../shared/display/count-text.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { formatAverageDuration, formatShare } from "./activity-display.ts";

function Metric({ label, value, note, icon: Icon }: { label: string; value: string; note: string; icon: LucideIcon }) {
  return (
    <div className="rounded-lg border bg-background p-4">
      <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        <span>{label}</span>
        <Icon className="size-4" aria-hidden="true" />
      </dt>
      <dd className="mt-2">
        <span className="block text-2xl font-bold tabular-nums">{value}</span>
        <span className="mt-1 block text-xs text-muted-foreground">{note}</span>
      </dd>
    </div>
  );
}

/** Validation overview, from the founder's own ideas. */
export function OverviewMetrics({ overview }: { overview: ValidationOverview }) {
  const { totalIdeas, completedIdeas, goIdeas, goShare, averageValidationMs, activeNow } = overview;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Validation Overview</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Metric label="Total Ideas" value={String(totalIdeas)} note={`${completedIdeas} validated`} icon={Lightbulb} />
          <Metric
            label="Success Rate"
            value={formatShare(goShare)}
            note={completedIdeas > 0 ? `${goIdeas} of ${completedIdeas} validated as GO` : "No validation finished yet"}
            icon={CheckCircle2}
          />
          <Metric label="Avg. Validation Time" value={formatAverageDuration(averageValidationMs)} note="From submitting to the report" icon={Clock} />
          <Metric label="Active Now" value={String(activeNow)} note={pluralWord(activeNow, "validation running", "validations running")} icon={Activity} />
        </dl>
      </CardContent>
    </Card>
  );
}
