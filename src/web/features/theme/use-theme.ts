import { useSyncExternalStore } from "react";
import { getTheme, setTheme, subscribeTheme, type Theme } from "../../lib/theme.ts";

/** The chosen theme (light, dark or system) and a setter that applies and remembers it. */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(subscribeTheme, getTheme, getTheme);
  return { theme, setTheme };
}
