/**
 * The shared dark-mode destructive colour is too light for white text (WCAG AA asks 4.5:1); the
 * buttons on this screen use a deeper red in dark mode.
 */
export const DESTRUCTIVE_CONTRAST = "dark:bg-red-700 dark:text-white dark:hover:bg-red-700/90";
