/** How many visited paths navigation remembers. */
export const HISTORY_LIMIT = 10;
/** Where "back" goes when there is nothing to go back to. */
export const BACK_FALLBACK_PATH = "/library";

/** Adds a visit; a repeat of the current path is not a new visit. Keeps the newest HISTORY_LIMIT. */
export function recordVisit(history: readonly string[], path: string): readonly string[] {
  if (history.at(-1) === path) return history;
  return [...history, path].slice(-HISTORY_LIMIT);
}

/**
 * Where back leads and the history once there: the previous path with the current one dropped, or
 * the library when this is the first path visited.
 */
export function goBackFrom(history: readonly string[]): { target: string; history: readonly string[] } {
  const previous = history.at(-2);
  if (previous === undefined) return { target: BACK_FALLBACK_PATH, history: [] };
  return { target: previous, history: history.slice(0, -1) };
}
