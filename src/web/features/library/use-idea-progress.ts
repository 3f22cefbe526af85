import { useQueries, useQueryClient, type QueryFunctionContext } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { ProgressResponse } from "../../../shared/contracts/idea.ts";
import { isActiveStatus } from "../../../shared/display/idea-status.ts";
import { getQueryFn } from "../../lib/query-client.ts";
import { IDEAS_KEY } from "./use-ideas.ts";

/** SPEC 7 / 9: the library polls each active idea's progress this often. */
export const PROGRESS_POLL_MS = 1000;

export function progressKey(ideaId: string) {
  return ["/api/ideas", ideaId, "progress"] as const;
}

const fetchProgress = getQueryFn<ProgressResponse>({ on401: "throw" });

/** SPEC 7: a progress fetch failure in the library is silent, a debug log only. */
async function fetchProgressQuietly(context: QueryFunctionContext): Promise<ProgressResponse | null> {
  try {
    return await fetchProgress(context);
  } catch (error) {
    console.debug("Failed to fetch progress", error);
    throw error;
  }
}

/**
 * Progress of each running idea, polled every second while `poll` is on. When a poll says an
 * idea finished, the idea list is refetched at once instead of waiting for its own 5 s poll.
 */
export function useIdeaProgress(ideaIds: readonly string[], { poll = true }: { poll?: boolean } = {}): Map<string, ProgressResponse> {
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: ideaIds.map((id) => ({
      queryKey: progressKey(id),
      queryFn: fetchProgressQuietly,
      refetchInterval: poll ? PROGRESS_POLL_MS : (false as const),
    })),
  });

  const byId = new Map<string, ProgressResponse>();
  results.forEach((result, index) => {
    const id = ideaIds[index];
    if (id && result.data) byId.set(id, result.data);
  });

  const finishedKey = [...byId.values()]
    .filter((progress) => !isActiveStatus(progress.status.state))
    .map((progress) => progress.ideaId)
    .join(",");
  const announced = useRef(new Set<string>());
  useEffect(() => {
    const fresh = finishedKey.split(",").filter((id) => id && !announced.current.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) announced.current.add(id);
    void queryClient.invalidateQueries({ queryKey: IDEAS_KEY, exact: true });
  }, [finishedKey, queryClient]);

  return byId;
}
