import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { Idea, ProgressResponse } from "../../../shared/contracts/idea.ts";
import { ideasKeys, readIdeaList } from "../ideas/index.ts";

export const IDEA_EVENTS_URL = "/api/ideas/events";

export type StreamState = "connecting" | "live" | "polling";

/**
 * Follows the founder's validations over the server-sent event stream: each `progress` event is
 * written into the same cache entry the progress poll fills, and `deleted` removes the idea. The
 * list is refetched when an idea's status differs from the list's copy. While the stream is down
 * the caller polls instead ("polling"); the browser keeps retrying the stream meanwhile.
 */
export function useIdeaEvents(): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>(() => (typeof EventSource === "function" ? "connecting" : "polling"));

  useEffect(() => {
    if (typeof EventSource !== "function") return;
    const source = new EventSource(IDEA_EVENTS_URL, { withCredentials: true });
    let wasLive = false;

    const onProgress = (event: MessageEvent<string>) => {
      let progress: ProgressResponse;
      try {
        progress = JSON.parse(event.data) as ProgressResponse;
      } catch {
        return;
      }
      queryClient.setQueryData(ideasKeys.progress(progress.ideaId), progress);
      const listed = readIdeaList(queryClient.getQueryData(ideasKeys.list)).find((idea: Idea) => idea.id === progress.ideaId);
      if (!listed || listed.status !== progress.status.state) {
        void queryClient.invalidateQueries({ queryKey: ideasKeys.list, exact: true });
      }
    };
    const onDeleted = (event: MessageEvent<string>) => {
      try {
        const { ideaId } = JSON.parse(event.data) as { ideaId: string };
        queryClient.setQueryData<Idea[]>(ideasKeys.list, (ideas) => ideas?.filter((idea) => idea.id !== ideaId));
        queryClient.removeQueries({ queryKey: ideasKeys.progress(ideaId), exact: true });
      } catch {
        // A malformed event changes nothing.
      }
    };

    source.addEventListener("progress", onProgress);
    source.addEventListener("deleted", onDeleted);
    source.onopen = () => {
      setState("live");
      // After a gap, catch up on whatever changed while the stream was down.
      if (wasLive) void queryClient.invalidateQueries({ queryKey: ideasKeys.list, exact: true });
      wasLive = true;
    };
    source.onerror = () => setState("polling");
    return () => source.close();
  }, [queryClient]);

  return state;
}
