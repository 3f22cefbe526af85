import type { ActivityItem, ActivityKind } from "../../../shared/contracts/dashboard.ts";
import { plural } from "../../../shared/display/count-text.ts";
import { formatScore } from "../../../shared/display/format-score.ts";
import { formatRelativeDate } from "../../../shared/display/relative-date.ts";
import type { Tone } from "../../../shared/display/tone.ts";

const HEADLINES: Record<ActivityKind, { text: string; tone: Tone; status: string }> = {
  created: { text: "Idea submitted", tone: "yellow", status: "Pending" },
  validated: { text: "Validation complete", tone: "green", status: "Validated" },
  failed: { text: "Validation failed", tone: "red", status: "Failed" },
  reviewed: { text: "Report reviewed", tone: "blue", status: "Reviewed" },
  deleted: { text: "Idea deleted", tone: "grey", status: "Deleted" },
};

/** The item's headline, its status pill and colour. */
export function describeActivity(kind: ActivityKind): { text: string; tone: Tone; status: string } {
  return HEADLINES[kind];
}

/** The second line: what the event says beyond the idea's title (recommendation and score, or why it failed). */
export function activityDetail(item: Pick<ActivityItem, "kind" | "recommendation" | "overallScore" | "detail">): string | null {
  if (item.kind === "failed") return item.detail;
  if ((item.kind === "validated" || item.kind === "reviewed") && item.recommendation && item.overallScore !== null) {
    return `${item.recommendation} · ${formatScore(item.overallScore)}/10`;
  }
  return null;
}

/** When it happened: minutes and hours for today, then the relative dates. */
export function formatActivityTime({ date, now = new Date() }: { date: string; now?: Date }): string {
  const elapsed = now.getTime() - new Date(date).getTime();
  if (Number.isNaN(elapsed)) return "";
  const minutes = Math.floor(elapsed / 60_000);
  if (minutes < 1) return "Just now";
  if (minutes < 60) return `${plural(minutes, "minute")} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, "hour")} ago`;
  return formatRelativeDate({ date, now });
}

/** "average validation time" as people say it: "45 seconds", "3.2 minutes", "1.5 hours". */
export function formatAverageDuration(ms: number | null): string {
  if (ms === null) return "—";
  const seconds = ms / 1000;
  if (seconds < 60) return plural(Math.round(seconds), "second");
  const minutes = seconds / 60;
  if (minutes < 60) return `${(Math.round(minutes * 10) / 10).toFixed(1)} minutes`;
  return `${(Math.round((minutes / 60) * 10) / 10).toFixed(1)} hours`;
}

/** A share as a whole percent; "—" before there is anything to divide. */
export function formatShare(share: number | null): string {
  return share === null ? "—" : `${Math.round(share * 100)}%`;
}
