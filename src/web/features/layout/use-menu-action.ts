import { useCallback } from "react";

/** A menu closes first, then its choice acts this much later. */
export const MENU_ACTION_DELAY_MS = 150;

/**
 * Returns `run(action)`: closes the menu now and performs the action after the delay, so the menu's
 * closing is seen before the screen changes. The action still runs if the menu's owner unmounts.
 */
export function useMenuAction(close: () => void): (action: () => void) => void {
  return useCallback(
    (action: () => void) => {
      close();
      setTimeout(action, MENU_ACTION_DELAY_MS);
    },
    [close],
  );
}
