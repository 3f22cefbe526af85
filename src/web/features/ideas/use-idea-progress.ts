import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { ProgressResponse } from "../../../shared/contracts/idea.ts";
import { isActiveStatus } from "../../../shared/display/idea-status.ts";
import { ideaProgressQueryOptions, ideasKeys } from "./api.ts";

/**
 * Progress of each running idea, polled every second while `poll` is on. When a poll says an
 * idea finished, the idea list is refetched at once instead of waiting for its own 5 s poll.
 */
export function useIdeaProgress(ideaIds: readonly string[], { poll = true }: { poll?: boolean } = {}): Map<string, ProgressResponse> {
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: ideaIds.map((id) => ideaProgressQueryOptions(id, { poll })),
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
    void queryClient.invalidateQueries({ queryKey: ideasKeys.list, exact: true });
  }, [finishedKey, queryClient]);

  return byId;
}
