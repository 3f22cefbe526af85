import { useQuery } from "@tanstack/react-query";
import type { Idea } from "../../../shared/contracts/idea.ts";
import { isActiveStatus } from "../../../shared/display/idea-status.ts";
import { ACTIVE_VALIDATION_REFETCH_MS } from "../../lib/timing.ts";

export const IDEAS_KEY = ["/api/ideas"] as const;

/** GET /api/ideas answers an array of ideas, newest first. */
export function readIdeaList(data: unknown): Idea[] {
  return Array.isArray(data) ? (data as Idea[]) : [];
}

export function hasActiveIdeas(ideas: readonly Pick<Idea, "status">[]): boolean {
  return ideas.some((idea) => isActiveStatus(idea.status));
}

/** The founder's ideas; refetched every 5 s while any of them is still being validated (SPEC 7). */
export function useIdeas() {
  return useQuery({
    queryKey: IDEAS_KEY,
    select: readIdeaList,
    refetchInterval: (query) => (hasActiveIdeas(readIdeaList(query.state.data)) ? ACTIVE_VALIDATION_REFETCH_MS : false),
  });
}
