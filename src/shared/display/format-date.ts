const formatter = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** Dates read as short month, day, year ("Jan 5, 2025"); null when the value is not a date. */
export function formatDate(date: string | Date | null | undefined): string | null {
  if (date === null || date === undefined || date === "") return null;
  const value = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return null;
  return formatter.format(value);
}
