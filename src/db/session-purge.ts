import type { Db } from "./client.ts";
import { deleteExpiredSessions } from "./queries/sessions.ts";

/** Once an hour: an expired session is refused at once, so its row only needs to go eventually. */
export const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface SessionPurge {
  stop(): void;
}

/**
 * Deletes expired sessions now and then every `everyMs`, so rows of founders who never log out do
 * not pile up. Any number of web processes may run it: the delete is the same whoever runs it.
 */
export function startSessionPurge({ db, everyMs = SESSION_PURGE_INTERVAL_MS, onError }: {
  db: Db; everyMs?: number; onError: (error: unknown) => void;
}): SessionPurge {
  let running: Promise<void> | null = null;
  const purge = () => {
    // A slow database must not stack up deletes; the next tick tries again.
    running ??= deleteExpiredSessions({ db }).then(() => undefined, onError).finally(() => { running = null; });
  };
  purge();
  const timer = setInterval(purge, everyMs);
  // The purge never keeps a process alive that is otherwise done.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
