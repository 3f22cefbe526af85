import type { Idea } from "../contracts/idea.ts";
import { getStatusLabel } from "./idea-status.ts";

/** The library's sort fields ("newest" is shown as Date) and directions. */
export const SORT_FIELDS = ["newest", "title", "status"] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = "asc" | "desc";
export interface SortState {
  field: SortField;
  direction: SortDirection;
}

export const SORT_LABELS: Record<SortField, string> = { newest: "Date", title: "Title", status: "Status" };
export const DEFAULT_SORT: SortState = { field: "newest", direction: "desc" };

function isSortField(value: string): value is SortField {
  return (SORT_FIELDS as readonly string[]).includes(value);
}

export function flipDirection(direction: SortDirection): SortDirection {
  return direction === "asc" ? "desc" : "asc";
}

/**
 * Choosing the current field again flips the direction, a new field starts descending,
 * and anything unknown resets to newest first.
 */
export function chooseSort({ current, choice }: { current: SortState; choice: string }): SortState {
  if (!isSortField(choice)) return DEFAULT_SORT;
  if (choice === current.field) return { field: choice, direction: flipDirection(current.direction) };
  return { field: choice, direction: "desc" };
}

/** Filter sheet segments; a status filter matches that exact status. */
export const STATUS_FILTERS = ["all", "validating", "completed", "failed"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: "All",
  validating: "Validating",
  completed: "Completed",
  failed: "Failed",
};

export function isStatusFilter(value: string): value is StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value);
}

export type ListedIdea = Pick<Idea, "title" | "description" | "targetMarket" | "status" | "createdAt">;

/** Case-insensitive match on title, description and target market; blank matches all. */
export function matchesSearch(idea: ListedIdea, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [idea.title, idea.description, idea.targetMarket ?? ""].some((field) => field.toLocaleLowerCase().includes(needle));
}

export function matchesStatus(idea: Pick<Idea, "status">, filter: StatusFilter): boolean {
  return filter === "all" || idea.status === filter;
}

const titleCollator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

function timeOf(idea: ListedIdea): number {
  const time = new Date(idea.createdAt).getTime();
  return Number.isNaN(time) ? 0 : time;
}

function compareAscending(field: SortField, a: ListedIdea, b: ListedIdea): number {
  if (field === "title") return titleCollator.compare(a.title, b.title);
  // Status sorts by the label people see ("Failed", "Processing", "Validated", ...).
  if (field === "status") return titleCollator.compare(getStatusLabel(a.status), getStatusLabel(b.status));
  return timeOf(a) - timeOf(b);
}

/** Sorts a copy; ties fall back to newest first so the order never jumps between refetches. */
export function sortIdeas<T extends ListedIdea>(ideas: readonly T[], sort: SortState): T[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...ideas].sort((a, b) => sign * compareAscending(sort.field, a, b) || timeOf(b) - timeOf(a));
}

/** The library's visible list: search, then the status filter, then the sort. */
export function selectIdeas<T extends ListedIdea>({ ideas, search, status, sort }: {
  ideas: readonly T[];
  search: string;
  status: StatusFilter;
  sort: SortState;
}): T[] {
  return sortIdeas(ideas.filter((idea) => matchesSearch(idea, search) && matchesStatus(idea, status)), sort);
}
