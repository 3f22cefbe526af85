import { useEffect, useRef } from "react";

/**
 * Quick actions: Ctrl+N new idea, Ctrl+F search, F5 refresh (Cmd on a Mac works too).
 * They replace the browser's own meaning of those keys while the library is open.
 */
export function useLibraryShortcuts(handlers: { onNewIdea: () => void; onSearch: () => void; onRefresh: () => void }): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modifier = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (modifier && !event.altKey && !event.shiftKey && key === "n") {
        event.preventDefault();
        latest.current.onNewIdea();
      } else if (modifier && !event.altKey && !event.shiftKey && key === "f") {
        event.preventDefault();
        latest.current.onSearch();
      } else if (event.key === "F5" && !modifier && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        latest.current.onRefresh();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
