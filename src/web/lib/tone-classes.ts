import type { Tone } from "../../shared/display/tone.ts";

/** Pill / badge colours per display tone, readable in light and dark. */
export const toneBadgeClasses: Record<Tone, string> = {
  green: "bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300",
  blue: "bg-blue-100 text-blue-800 dark:bg-blue-900/40 dark:text-blue-300",
  yellow: "bg-yellow-100 text-yellow-800 dark:bg-yellow-900/40 dark:text-yellow-300",
  orange: "bg-orange-100 text-orange-800 dark:bg-orange-900/40 dark:text-orange-300",
  red: "bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-300",
  grey: "bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-300",
};

/** Solid fill for progress bars per tone. */
export const toneFillClasses: Record<Tone, string> = {
  green: "bg-green-500",
  blue: "bg-blue-500",
  yellow: "bg-yellow-500",
  orange: "bg-orange-500",
  red: "bg-red-500",
  grey: "bg-gray-400",
};

/**
 * Score figures in their tone, one shade darker than the usual text tones so that yellow and green
 * keep a 4.5:1 contrast on white cards (WCAG AA) in light mode.
 */
export const scoreTextClasses: Record<Tone, string> = {
  green: "text-green-700 dark:text-green-400",
  blue: "text-blue-700 dark:text-blue-400",
  yellow: "text-yellow-700 dark:text-yellow-400",
  orange: "text-orange-700 dark:text-orange-400",
  red: "text-red-700 dark:text-red-400",
  grey: "text-gray-700 dark:text-gray-400",
};
