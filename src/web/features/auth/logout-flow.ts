/** The logout stages, their progress and their two lines of text. */
export type LogoutStage = "idle" | "initiating" | "clearing" | "redirecting";

export const LOGOUT_STAGES: Record<LogoutStage, { progress: number; title: string; detail: string }> = {
  idle: { progress: 0, title: "", detail: "" },
  initiating: { progress: 33, title: "Signing out...", detail: "Terminating your session" },
  clearing: { progress: 66, title: "Clearing session...", detail: "Removing local data" },
  redirecting: { progress: 100, title: "Done", detail: "Redirecting to login" },
};

/** Timings. */
export const LOGOUT_STEP_DELAY_MS = 400;
export const LOGOUT_LAST_STEP_DELAY_MS = 300;
export const LOGOUT_FAILURE_REDIRECT_MS = 3000;
export const LOGOUT_PATH = "/api/logout";
export const LOGOUT_DEFAULT_ERROR = "Logout failed";

export interface LogoutState {
  stage: LogoutStage;
  error: string | null;
}

export const IDLE_LOGOUT: LogoutState = { stage: "idle", error: null };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs the stages in order: initiating, clearing (the data cache is cleared), redirecting, then the
 * browser goes to the logout path. A failure returns to idle with its message and still leaves for
 * the logout path after 3 s, so a person is never stuck signed in by a client-side fault.
 */
export async function runLogout({ clearCache, redirect, onChange, wait = sleep }: {
  clearCache: () => void | Promise<void>;
  redirect: (path: string) => void;
  onChange: (state: LogoutState) => void;
  wait?: (ms: number) => Promise<void>;
}): Promise<void> {
  try {
    onChange({ stage: "initiating", error: null });
    await wait(LOGOUT_STEP_DELAY_MS);
    onChange({ stage: "clearing", error: null });
    await clearCache();
    await wait(LOGOUT_STEP_DELAY_MS);
    onChange({ stage: "redirecting", error: null });
    await wait(LOGOUT_LAST_STEP_DELAY_MS);
    redirect(LOGOUT_PATH);
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : LOGOUT_DEFAULT_ERROR;
    onChange({ stage: "idle", error: message });
    await wait(LOGOUT_FAILURE_REDIRECT_MS);
    redirect(LOGOUT_PATH);
  }
}
