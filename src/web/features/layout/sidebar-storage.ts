/** The browser storage key of the sidebar's collapsed setting; expanded by default. */
export const SIDEBAR_COLLAPSED_KEY = "greenlight.sidebar-collapsed";
export const SIDEBAR_COLLAPSED_DEFAULT = false;

/** Reads the setting; storage failures are logged and ignored. */
export function readSidebarCollapsed(storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage): boolean {
  try {
    const stored = storage?.getItem(SIDEBAR_COLLAPSED_KEY);
    return stored === null || stored === undefined ? SIDEBAR_COLLAPSED_DEFAULT : stored === "true";
  } catch (error) {
    console.warn("Could not read the sidebar setting", error);
    return SIDEBAR_COLLAPSED_DEFAULT;
  }
}

export function writeSidebarCollapsed(collapsed: boolean, storage: Pick<Storage, "setItem"> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(SIDEBAR_COLLAPSED_KEY, String(collapsed));
  } catch (error) {
    console.warn("Could not save the sidebar setting", error);
  }
}
