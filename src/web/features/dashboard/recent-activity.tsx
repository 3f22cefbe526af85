import { useState } from "react";
import { Link } from "wouter";
import type { ActivityFilter, ActivityItem, Dashboard, TokenActivity } from "../../../shared/contracts/dashboard.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { ToggleGroup, ToggleGroupItem } from "../../components/ui/toggle-group.tsx";
import { activityDetail, describeActivity, formatActivityTime } from "./activity-display.ts";
import { TokenActivityList } from "./token-activity.tsx";

const FILTERS: ReadonlyArray<{ value: ActivityFilter; label: string }> = [
  { value: "all", label: "All" },
  { value: "validated", label: "Validated" },
  { value: "pending", label: "Pending" },
  { value: "failed", label: "Failed" },
];

const EMPTY: Record<ActivityFilter, string> = {
  all: "No activity yet. Submit an idea to get started.",
  validated: "No validations finished yet.",
  pending: "No ideas submitted yet.",
  failed: "No failed validations.",
};

function ActivityRow({ item }: { item: ActivityItem }) {
  const { text, tone, status } = describeActivity(item.kind);
  const detail = activityDetail(item);
  const linkable = item.ideaExists && (item.kind === "validated" || item.kind === "reviewed");
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium">{text}</p>
        <p className="truncate text-sm text-muted-foreground">
          {linkable ? (
            <Link href={`/report/${item.ideaId}`} className="text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
          {detail ? <span> · {detail}</span> : null}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <Badge tone={tone}>{status}</Badge>
        <time dateTime={item.occurredAt} className="text-xs text-muted-foreground">{formatActivityTime({ date: item.occurredAt })}</time>
      </div>
    </li>
  );
}

/** Recent activity: real events, filtered All / Validated / Pending / Failed, at most 5 shown; then the API tokens' use. */
export function RecentActivity({ activity, tokens }: { activity: Dashboard["recentActivity"]; tokens: TokenActivity[] | undefined }) {
  const [filter, setFilter] = useState<ActivityFilter>("all");
  const items = activity[filter];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle>Recent Activity</CardTitle>
          <CardDescription>What happened to your ideas lately</CardDescription>
        </div>
        <ToggleGroup
          type="single"
          value={filter}
          onValueChange={(value) => value && setFilter(value as ActivityFilter)}
          aria-label="Filter activity"
        >
          {FILTERS.map(({ value, label }) => (
            <ToggleGroupItem key={value} value={value}>{label}</ToggleGroupItem>
          ))}
        </ToggleGroup>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{EMPTY[filter]}</p>
        ) : (
          <ul aria-label="Recent activity" className="divide-y">
            {items.map((item) => <ActivityRow key={item.id} item={item} />)}
          </ul>
        )}
        <TokenActivityList tokens={tokens} />
      </CardContent>
    </Card>
  );
}
