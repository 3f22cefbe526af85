import type { QueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { clearToasts } from "../../components/ui/use-toast.ts";
import { navigateAway } from "../../lib/navigate-away.ts";
import { IDLE_LOGOUT, runLogout, type LogoutState } from "./logout-flow.ts";

// Module state: the logout screen replaces the whole app (so nothing refetches while the cache is
// cleared), and the button that starts it lives deep inside that app.
let state: LogoutState = IDLE_LOGOUT;
let running = false;
const listeners = new Set<() => void>();

function setState(next: LogoutState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;

export function useLogoutState(): LogoutState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** True from the moment logout starts until the browser leaves, including a failure's 3 s wait. */
export function isLoggingOut(current: LogoutState): boolean {
  return current.stage !== "idle" || current.error !== null;
}

/** Starts the logout once; further presses while it runs do nothing. */
export function startLogout(queryClient: QueryClient): void {
  if (running) return;
  running = true;
  void runLogout({
    clearCache: () => {
      void queryClient.cancelQueries();
      queryClient.clear();
      clearToasts();
    },
    redirect: navigateAway,
    onChange: setState,
  });
}

/** Tests only: forget a previous run. */
export function resetLogoutForTests(): void {
  running = false;
  setState(IDLE_LOGOUT);
}
