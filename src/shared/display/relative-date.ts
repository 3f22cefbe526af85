import { plural } from "./count-text.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const ago = (count: number, unit: string) => `${plural(count, unit)} ago`;

/**
 * Relative dates: "Yesterday", then days under a week, weeks under 30 days, months under a
 * year, else years. `now` is a parameter so the rule stays pure and testable.
 */
export function formatRelativeDate({ date, now = new Date() }: { date: string | Date; now?: Date }): string {
  const then = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(then.getTime())) return "";
  // Clock skew can put a fresh timestamp slightly in the future; treat that as today.
  const days = Math.max(0, Math.floor((now.getTime() - then.getTime()) / DAY_MS));
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days < 7) return ago(days, "day");
  if (days < 30) return ago(Math.floor(days / 7), "week");
  if (days < 365) return ago(Math.floor(days / 30), "month");
  return ago(Math.floor(days / 365), "year");
}
