const DAY_MS = 24 * 60 * 60 * 1000;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

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
  if (days < 7) return plural(days, "day");
  if (days < 30) return plural(Math.floor(days / 7), "week");
  if (days < 365) return plural(Math.floor(days / 30), "month");
  return plural(Math.floor(days / 365), "year");
}
