import type { UserRow } from "../db/queries/users.ts";

export interface CachedSession {
  user: UserRow;
  idToken: string | null;
}

export interface SessionCache {
  get(sessionId: string): CachedSession | undefined;
  set(sessionId: string, session: CachedSession): void;
  delete(sessionId: string): void;
  deleteUser(userId: string): void;
}

/**
 * Remembers recently seen sessions for a few seconds so a burst of API calls costs one session
 * lookup, not one each. This process forgets a session at once when it ends it; another web
 * process may still accept it until the entry ages out (see docs/decisions/002-session-cache.md).
 */
export function createSessionCache({ ttlMs, maxEntries = 10_000 }: { ttlMs: number; maxEntries?: number }): SessionCache {
  const entries = new Map<string, { session: CachedSession; expiresAt: number }>();
  return {
    get: (sessionId) => {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.session;
    },
    set: (sessionId, session) => {
      if (ttlMs <= 0) return;
      // Maps iterate in insertion order, so the first key is the oldest entry.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(sessionId, { session, expiresAt: Date.now() + ttlMs });
    },
    delete: (sessionId) => {
      entries.delete(sessionId);
    },
    deleteUser: (userId) => {
      for (const [sessionId, entry] of entries) if (entry.session.user.id === userId) entries.delete(sessionId);
    },
  };
}
