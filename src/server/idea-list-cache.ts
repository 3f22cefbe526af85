import type { ChangeFeed } from "../db/change-feed.ts";
import type { Idea } from "../shared/contracts/idea.ts";

export interface IdeaListCache {
  /** The list for this user and query, from memory when nothing of theirs changed since it was read. */
  read(options: { userId: string; key: string; load: () => Promise<Idea[]> }): Promise<Idea[]>;
  /** Forgets the user's lists now: called after this process changes one of their ideas. */
  invalidate(userId: string): void;
}

interface UserLists {
  generation: number;
  lists: Map<string, Idea[]>;
}

/**
 * The idea lists of recently active users. Any change to one of a user's ideas, from any process,
 * reaches the change feed and drops that user's lists; a list read while a change was landing is
 * not kept (the generation moved on). Nothing is cached while the feed is down.
 */
export function createIdeaListCache({ feed, maxUsers = 5_000, maxListsPerUser = 16 }: {
  feed: ChangeFeed; maxUsers?: number; maxListsPerUser?: number;
}): IdeaListCache {
  const users = new Map<string, UserLists>();
  let epoch = 0;

  const invalidate = (userId: string) => {
    const entry = users.get(userId);
    if (!entry) return;
    entry.generation += 1;
    entry.lists.clear();
  };

  feed.subscribe((change) => {
    if (change === "reset") {
      epoch += 1;
      users.clear();
    } else if (change.kind === "idea" || change.kind === "user") {
      invalidate(change.userId);
    }
  });

  const entryFor = (userId: string): UserLists => {
    let entry = users.get(userId);
    if (entry) {
      // Re-insert so the least recently used user is first in line for eviction.
      users.delete(userId);
    } else {
      if (users.size >= maxUsers) users.delete(users.keys().next().value as string);
      entry = { generation: 0, lists: new Map() };
    }
    users.set(userId, entry);
    return entry;
  };

  return {
    invalidate,
    read: async ({ userId, key, load }) => {
      if (!feed.live) return load();
      const entry = entryFor(userId);
      const cached = entry.lists.get(key);
      if (cached) return cached;
      const generation = entry.generation;
      const startEpoch = epoch;
      const value = await load();
      const unchanged = entry.generation === generation && epoch === startEpoch && users.get(userId) === entry;
      if (unchanged && feed.live) {
        if (entry.lists.size >= maxListsPerUser) entry.lists.clear();
        entry.lists.set(key, value);
      }
      return value;
    },
  };
}
