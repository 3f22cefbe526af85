import type { QueryFunctionContext } from "@tanstack/react-query";
import type { Idea, ProgressResponse } from "../../../shared/contracts/idea.ts";
import { isActiveStatus } from "../../../shared/display/idea-status.ts";
import { request, statusAndBody } from "../../lib/request.ts";
import { ACTIVE_VALIDATION_REFETCH_MS } from "../../lib/timing.ts";

/** Query keys of the ideas endpoints; the default fetcher joins a key into its URL. */
export const IDEAS_KEY = ["/api/ideas"] as const;

export function progressKey(ideaId: string) {
  return ["/api/ideas", ideaId, "progress"] as const;
}

/** The library polls each active idea's progress this often. */
export const PROGRESS_POLL_MS = 1000;

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

/** The active-validation watcher's view: active ideas (pending, processing, validating), newest first by createdAt. */
export function selectActiveIdeas(ideas: readonly Idea[]): Idea[] {
  return ideas
    .filter((idea) => isActiveStatus(idea.status))
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
}

/** Every idea of the founder, page by page; a failed page fails with "Failed to fetch ideas". */
export async function fetchAllIdeas({ signal }: { signal?: AbortSignal } = {}): Promise<Idea[]> {
  const ideas: Idea[] = [];
  for (let offset = 0; offset < MAX_IDEAS; offset += PAGE_SIZE) {
    const page = readIdeaList(
      await request({ url: `/api/ideas?limit=${PAGE_SIZE}&offset=${offset}`, signal, failureMessage: () => "Failed to fetch ideas" }),
    );
    ideas.push(...page);
    if (page.length < PAGE_SIZE) break;
  }
  return ideas;
}

/** The list is refetched every 5 s while any idea in it is still being validated. */
const refetchWhileActive = (query: { state: { data: unknown } }) =>
  hasActiveIdeas(readIdeaList(query.state.data)) ? ACTIVE_VALIDATION_REFETCH_MS : false;

/** GET /api/ideas, every page; each hook picks its view of the list with `select`. */
export const ideasQuery = { queryKey: IDEAS_KEY, queryFn: fetchAllIdeas, refetchInterval: refetchWhileActive };

/** A progress fetch failure in the library is silent: a debug log only. */
async function fetchProgressQuietly({ queryKey, signal }: QueryFunctionContext): Promise<ProgressResponse> {
  try {
    return await request<ProgressResponse>({ url: queryKey.join("/"), signal, failureMessage: statusAndBody });
  } catch (error) {
    console.debug("Failed to fetch progress", error);
    throw error;
  }
}

/** GET /api/ideas/{id}/progress, polled every second while `poll` is on. */
export function progressQuery(ideaId: string, { poll }: { poll: boolean }) {
  return {
    queryKey: progressKey(ideaId),
    queryFn: fetchProgressQuietly,
    refetchInterval: poll ? PROGRESS_POLL_MS : (false as const),
  };
}
