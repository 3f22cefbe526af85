import type { ChangeFeed } from "../db/change-feed.ts";
import type { UserRow } from "../db/queries/users.ts";

export interface CachedSession {
  user: UserRow;
  idToken: string | null;
}

export interface SessionCache {
  get(idHash: string): CachedSession | undefined;
  set(idHash: string, session: CachedSession): void;
  delete(idHash: string): void;
}

/**
 * Sessions this process has checked, keyed by the hash of their id. The change feed drops an
 * entry the moment its session is deleted (logout, new sign-in) or its user changes, in any
 * process; while the feed is down nothing is served from here. Entries also age out, so a
 * session's expiry is never outlived by long.
 */
export function createSessionCache({ feed, ttlMs, maxEntries = 10_000 }: { feed: ChangeFeed; ttlMs: number; maxEntries?: number }): SessionCache {
  const entries = new Map<string, { session: CachedSession; expiresAt: number }>();
  feed.subscribe((change) => {
    if (change === "reset") entries.clear();
    else if (change.kind === "session") entries.delete(change.idHash);
    else if (change.kind === "user") {
      for (const [idHash, entry] of entries) if (entry.session.user.id === change.userId) entries.delete(idHash);
    }
  });
  return {
    get: (idHash) => {
      if (!feed.live) return undefined;
      const entry = entries.get(idHash);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(idHash);
        return undefined;
      }
      return entry.session;
    },
    set: (idHash, session) => {
      if (ttlMs <= 0 || !feed.live) return;
      // Maps iterate in insertion order, so the first key is the oldest entry.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(idHash, { session, expiresAt: Date.now() + ttlMs });
    },
    delete: (idHash) => {
      entries.delete(idHash);
    },
  };
}
