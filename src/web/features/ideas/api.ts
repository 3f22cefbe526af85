// The ideas feature's data module: its query keys, query options and mutations, and the only
// place it calls the API.
import { queryOptions, useMutation, useQueryClient, type QueryFunctionContext } from "@tanstack/react-query";
import type { Idea, ProgressResponse } from "../../../shared/contracts/idea.ts";
import { isActiveStatus } from "../../../shared/display/idea-status.ts";
import { toast } from "../../components/ui/use-toast.ts";
import { describeError } from "../../lib/error-message.ts";
import { request, statusAndBody } from "../../lib/request.ts";
import { ACTIVE_VALIDATION_REFETCH_MS } from "../../lib/timing.ts";

/** Query keys of the ideas endpoints; the default fetcher joins a key into its URL. */
export const ideasKeys = {
  list: ["/api/ideas"] as const,
  progress: (ideaId: string) => ["/api/ideas", ideaId, "progress"] as const,
};

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
export function ideasQueryOptions() {
  return queryOptions({ queryKey: ideasKeys.list, queryFn: fetchAllIdeas, refetchInterval: refetchWhileActive });
}

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
export function ideaProgressQueryOptions(ideaId: string, { poll }: { poll: boolean }) {
  return queryOptions({
    queryKey: ideasKeys.progress(ideaId),
    queryFn: fetchProgressQuietly,
    refetchInterval: poll ? PROGRESS_POLL_MS : (false as const),
  });
}

type QueryClientLike = ReturnType<typeof useQueryClient>;

/** Edits the cached list in place; nothing happens when the list was never fetched. */
function updateList(queryClient: QueryClientLike, update: (ideas: Idea[]) => Idea[]): void {
  queryClient.setQueryData<Idea[]>(ideasKeys.list, (ideas) => (ideas === undefined ? undefined : update(readIdeaList(ideas))));
}

function removeFromList(queryClient: QueryClientLike, ids: readonly string[]): void {
  updateList(queryClient, (ideas) => ideas.filter((idea) => !ids.includes(idea.id)));
}

/** Deletes one idea; a failure shows "Failed to delete idea: {message}". */
export function useDeleteIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idea: Pick<Idea, "id" | "title">) => request({ method: "DELETE", url: `/api/ideas/${idea.id}` }),
    onSuccess: (_result, idea) => {
      removeFromList(queryClient, [idea.id]);
      toast({ title: "Idea deleted", description: `"${idea.title}" was deleted.`, duration: 3000 });
    },
    onError: (error) => {
      toast({ title: `Failed to delete idea: ${describeError(error, "Failed to delete idea")}`, variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ideasKeys.list, exact: true }),
  });
}

/** Deletes the selected ideas one call each; tells how many went and why any did not. */
export function useDeleteIdeas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      const results = await Promise.allSettled(ids.map((id) => request({ method: "DELETE", url: `/api/ideas/${id}` })));
      const deleted = ids.filter((_id, index) => results[index]?.status === "fulfilled");
      const failure = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
      return { deleted, failed: ids.length - deleted.length, reason: failure?.reason as unknown };
    },
    onSuccess: ({ deleted, failed, reason }) => {
      removeFromList(queryClient, deleted);
      if (failed === 0) {
        toast({ title: "Ideas deleted", description: `Successfully deleted ${deleted.length} idea(s).`, duration: 3000 });
      } else {
        toast({
          title: `Failed to delete idea: ${describeError(reason, "Failed to delete idea")}`,
          description: `Deleted ${deleted.length} of ${deleted.length + failed} idea(s).`,
          variant: "destructive",
        });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ideasKeys.list, exact: true }),
  });
}

/** Marks a completed idea as opened ("Reviewed"); kept on the server, so it survives a reload. */
export function useMarkReviewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ideaId: string) => request<Idea>({ method: "PATCH", url: `/api/ideas/${ideaId}`, body: { reviewed: true } }),
    onMutate: (ideaId) => {
      const now = new Date().toISOString();
      updateList(queryClient, (ideas) => ideas.map((idea) => (idea.id === ideaId ? { ...idea, reviewedAt: idea.reviewedAt ?? now } : idea)));
    },
    onSuccess: (updated) => {
      updateList(queryClient, (ideas) => ideas.map((idea) => (idea.id === updated.id ? updated : idea)));
    },
    // Not worth interrupting the person over: the report opens either way.
    onError: (error) => console.debug("Could not mark the idea reviewed", error),
  });
}
