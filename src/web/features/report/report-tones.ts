import type { Tone } from "../../../shared/display/tone.ts";

/**
 * Score figures in SPEC 9's colours, one shade darker than the app's default text tones so that
 * yellow and green figures keep a 4.5:1 contrast on white cards (WCAG AA) in light mode.
 */
export const scoreTextClasses: Record<Tone, string> = {
  green: "text-green-700 dark:text-green-400",
  blue: "text-blue-700 dark:text-blue-400",
  yellow: "text-yellow-700 dark:text-yellow-400",
  orange: "text-orange-700 dark:text-orange-400",
  red: "text-red-700 dark:text-red-400",
  grey: "text-gray-700 dark:text-gray-400",
};
