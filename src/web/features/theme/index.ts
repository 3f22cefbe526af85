// The theme choice other features show and change.
export { THEME_OPTIONS } from "./theme-options.ts";
export { useTheme } from "./use-theme.ts";
