import type { Theme } from "../../lib/theme.ts";
import { cn } from "../../lib/cn.ts";
import { THEME_OPTIONS, useTheme } from "../theme/index.ts";

/**
 * Theme choices Light, Dark and System as three pressed-or-not buttons. `onChoose` lets a
 * menu close before the theme changes; without it the theme applies at once.
 */
export function ThemeChoice({ onChoose }: { onChoose?: (theme: Theme) => void }) {
  const { theme, setTheme } = useTheme();
  return (
    <div role="group" aria-label="Theme" className="grid grid-cols-3 gap-1 rounded-lg border bg-muted/40 p-1">
      {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={theme === value}
          onClick={() => (onChoose ? onChoose(value) : setTheme(value))}
          className={cn(
            "flex flex-col items-center gap-1 rounded-md px-2 py-2 text-xs font-medium text-muted-foreground transition-colors hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
            theme === value && "bg-background text-foreground shadow-sm",
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}
