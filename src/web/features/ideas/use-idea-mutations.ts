import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Idea } from "../../../shared/contracts/idea.ts";
import { toast } from "../../components/ui/use-toast.ts";
import { describeError } from "../../lib/error-message.ts";
import { request } from "../../lib/request.ts";
import { IDEAS_KEY, readIdeaList } from "./queries.ts";

type QueryClientLike = ReturnType<typeof useQueryClient>;

/** Edits the cached list in place; nothing happens when the list was never fetched. */
function updateList(queryClient: QueryClientLike, update: (ideas: Idea[]) => Idea[]): void {
  queryClient.setQueryData<Idea[]>(IDEAS_KEY, (ideas) => (ideas === undefined ? undefined : update(readIdeaList(ideas))));
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: IDEAS_KEY, exact: true }),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: IDEAS_KEY, exact: true }),
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
