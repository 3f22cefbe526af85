import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true from then on (and at once in a
 * page the client renders itself): controls that need the script can look inert until it runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
