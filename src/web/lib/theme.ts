export type Theme = "light" | "dark" | "system";

const darkQuery = "(prefers-color-scheme: dark)";

function prefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(darkQuery).matches;
}

/** Puts `.dark` on <html> for the chosen theme; Tailwind's `dark:` classes key off it. */
export function applyTheme(theme: Theme): void {
  const dark = theme === "dark" || (theme === "system" && prefersDark());
  document.documentElement.classList.toggle("dark", dark);
}

/**
 * SPEC leaves the theme choice without an effect for now, so the client follows the operating
 * system and keeps following it when it changes.
 */
export function followSystemTheme(): void {
  applyTheme("system");
  if (typeof window.matchMedia !== "function") return;
  window.matchMedia(darkQuery).addEventListener("change", () => applyTheme("system"));
}
