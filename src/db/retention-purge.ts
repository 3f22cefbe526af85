import type { Db } from "./client.ts";
import { deleteOldApiTokenUses } from "./queries/api-tokens.ts";
import { deleteExpiredSessions } from "./queries/sessions.ts";

/** Once an hour: an expired session is refused at once, and token activity is kept for days, so both only need to go eventually. */
export const RETENTION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface RetentionPurge {
  stop(): void;
}

/**
 * Deletes expired sessions and token activity past its retention now and then every `everyMs`, so
 * rows of founders who never log out, and of agents that poll all day, do not pile up. Any number
 * of web processes may run it: the deletes are the same whoever runs them.
 */
export function startRetentionPurge({ db, everyMs = RETENTION_PURGE_INTERVAL_MS, onError }: {
  db: Db; everyMs?: number; onError: (error: unknown) => void;
}): RetentionPurge {
  let running: Promise<void> | null = null;
  const purge = () => {
    // A slow database must not stack up deletes; the next tick tries again.
    running ??= Promise.all([deleteExpiredSessions({ db }), deleteOldApiTokenUses({ db })])
      .then(() => undefined, onError).finally(() => { running = null; });
  };
  purge();
  const timer = setInterval(purge, everyMs);
  // The purge never keeps a process alive that is otherwise done.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
