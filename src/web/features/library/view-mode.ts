export type ViewMode = "grid" | "list";

const VIEW_MODE_KEY = "greenlight.library-view";

/** The library's grid/list choice, remembered on this device; storage failures fall back to grid. */
export function readViewMode(): ViewMode {
  try {
    return window.localStorage.getItem(VIEW_MODE_KEY) === "list" ? "list" : "grid";
  } catch {
    return "grid";
  }
}

export function writeViewMode(mode: ViewMode): void {
  try {
    window.localStorage.setItem(VIEW_MODE_KEY, mode);
  } catch (error) {
    console.warn("Could not save the library view", error);
  }
}
