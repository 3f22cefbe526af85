export type Theme = "light" | "dark" | "system";
export const THEMES: readonly Theme[] = ["light", "dark", "system"];

/** Browser storage key of the chosen theme; the choice holds for the whole site on this device. */
export const THEME_STORAGE_KEY = "greenlight.theme";

const darkQuery = "(prefers-color-scheme: dark)";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

function prefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(darkQuery).matches;
}

/** Puts `.dark` on <html> for the chosen theme; Tailwind's `dark:` classes key off it. */
export function applyTheme(theme: Theme): void {
  const dark = theme === "dark" || (theme === "system" && prefersDark());
  document.documentElement.classList.toggle("dark", dark);
}

function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : "system";
  } catch (error) {
    // Storage can be blocked (private mode, policies): the theme then simply follows the system.
    console.warn("Could not read the theme setting", error);
    return "system";
  }
}

let current: Theme | null = null;
const listeners = new Set<() => void>();

export function getTheme(): Theme {
  current ??= readStoredTheme();
  return current;
}

/** Chooses a theme: applied at once, remembered in browser storage, announced to subscribers. */
export function setTheme(theme: Theme): void {
  current = theme;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch (error) {
    console.warn("Could not save the theme setting", error);
  }
  applyTheme(theme);
  for (const listener of listeners) listener();
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let started = false;

/**
 * Applies the stored theme before the first render, follows the system while "system" is chosen,
 * and picks up a choice made in another tab.
 */
export function startTheme(): void {
  applyTheme(getTheme());
  if (started) return;
  started = true;
  if (typeof window.matchMedia === "function") {
    window.matchMedia(darkQuery).addEventListener("change", () => {
      if (getTheme() === "system") applyTheme("system");
    });
  }
  window.addEventListener("storage", (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    current = isTheme(event.newValue) ? event.newValue : "system";
    applyTheme(current);
    for (const listener of listeners) listener();
  });
}
