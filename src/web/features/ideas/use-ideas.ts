import { useQuery } from "@tanstack/react-query";
import type { Idea } from "../../../shared/contracts/idea.ts";
import { ideasQueryOptions, readIdeaList, selectActiveIdeas } from "./api.ts";

/** The founder's ideas; refetched every 5 s while any of them is still being validated. */
export function useIdeas() {
  return useQuery({ ...ideasQueryOptions(), select: readIdeaList });
}

/**
 * The active-validation watcher: only the running ideas, newest first, refetched every 5 s while
 * any exist. A failed fetch empties the list.
 */
export function useActiveValidations(): Idea[] {
  const { data, isError } = useQuery({ ...ideasQueryOptions(), select: selectActiveIdeas });
  return isError ? EMPTY : (data ?? EMPTY);
}

const EMPTY: Idea[] = [];
