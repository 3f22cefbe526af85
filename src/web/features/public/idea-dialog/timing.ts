/** Timings of the landing idea dialog (its placeholder's pace lives with the typed placeholder). */
/** How long the analyzing step shows after a successful submit before the confirmation. */
export const ANALYZING_STEP_MS = 3500;
/** The confirmation closes itself: about 3 s after showing, plus a further 3 s. */
export const CONFIRMATION_CLOSE_MS = 3000;
export const CONFIRMATION_EXTRA_MS = 3000;
/** The dialog forgets its steps and text this long after it closes. */
export const DIALOG_RESET_MS = 300;
/** The waitlist failure toast stays this long. */
export const FAILURE_TOAST_MS = 5000;
