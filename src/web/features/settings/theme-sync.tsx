import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTheme } from "../theme/index.ts";
import { settingsQueryOptions, useUpdateSettings } from "./api.ts";

/**
 * Keeps the theme of this device and the one saved with the account together. On sign-in a theme
 * chosen on another device (anything but the default "system") applies here; after that, every
 * change made with any theme control (user menu, mobile menu, Settings) is saved to the account.
 * The device's own choice still applies at once and survives offline, as before.
 */
export function ThemeSync() {
  const { data } = useQuery(settingsQueryOptions());
  const { mutate, isPending } = useUpdateSettings();
  const { theme, setTheme } = useTheme();
  const started = useRef(false);
  // One attempt per choice: a failed save is not retried in a loop; the next choice tries again.
  const attempted = useRef<string | null>(null);
  const saved = data?.appearance.theme;

  useEffect(() => {
    if (!saved) return;
    if (!started.current) {
      started.current = true;
      if (saved !== "system" && saved !== theme) {
        setTheme(saved);
        return;
      }
    }
    if (saved !== theme && !isPending && attempted.current !== theme) {
      attempted.current = theme;
      mutate({ appearance: { theme } });
    }
  }, [saved, theme, isPending, mutate, setTheme]);

  return null;
}
