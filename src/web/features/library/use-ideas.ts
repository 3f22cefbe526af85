import { useQuery } from "@tanstack/react-query";
import type { Idea } from "../../../shared/contracts/idea.ts";
import { isActiveStatus } from "../../../shared/display/idea-status.ts";
import { HttpError, parseApiError } from "../../lib/http-error.ts";
import { ACTIVE_VALIDATION_REFETCH_MS } from "../../lib/timing.ts";

export const IDEAS_KEY = ["/api/ideas"] as const;

/** The API answers at most 100 ideas per page; the library reads page after page up to this many. */
const PAGE_SIZE = 100;
const MAX_IDEAS = 2000;

/** GET /api/ideas answers an array of ideas, newest first. */
export function readIdeaList(data: unknown): Idea[] {
  return Array.isArray(data) ? (data as Idea[]) : [];
}

export function hasActiveIdeas(ideas: readonly Pick<Idea, "status">[]): boolean {
  return ideas.some((idea) => isActiveStatus(idea.status));
}

/** SPEC 7: active ideas (pending, processing, validating), newest first by createdAt. */
export function selectActiveIdeas(ideas: readonly Idea[]): Idea[] {
  return ideas
    .filter((idea) => isActiveStatus(idea.status))
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
}

/** Every idea of the founder, page by page; a failed page fails with SPEC 8's "Failed to fetch ideas". */
export async function fetchAllIdeas({ signal }: { signal?: AbortSignal } = {}): Promise<Idea[]> {
  const ideas: Idea[] = [];
  for (let offset = 0; offset < MAX_IDEAS; offset += PAGE_SIZE) {
    const response = await fetch(`/api/ideas?limit=${PAGE_SIZE}&offset=${offset}`, { credentials: "include", signal });
    if (!response.ok) {
      const apiError = parseApiError(await response.text());
      throw new HttpError({ status: response.status, message: "Failed to fetch ideas", code: apiError?.code, serverError: apiError?.error });
    }
    const page = readIdeaList(await response.json());
    ideas.push(...page);
    if (page.length < PAGE_SIZE) break;
  }
  return ideas;
}

const refetchWhileActive = (query: { state: { data: unknown } }) =>
  hasActiveIdeas(readIdeaList(query.state.data)) ? ACTIVE_VALIDATION_REFETCH_MS : false;

/** The founder's ideas; refetched every 5 s while any of them is still being validated (SPEC 7). */
export function useIdeas() {
  return useQuery({ queryKey: IDEAS_KEY, queryFn: fetchAllIdeas, select: readIdeaList, refetchInterval: refetchWhileActive });
}

/**
 * SPEC 7's active-validation watcher: only the running ideas, newest first, refetched every 5 s
 * while any exist. A failed fetch empties the list (SPEC 8).
 */
export function useActiveValidations(): Idea[] {
  const { data, isError } = useQuery({
    queryKey: IDEAS_KEY,
    queryFn: fetchAllIdeas,
    select: selectActiveIdeas,
    refetchInterval: refetchWhileActive,
  });
  return isError ? EMPTY : (data ?? EMPTY);
}

const EMPTY: Idea[] = [];
