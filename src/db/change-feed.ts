import pg from "pg";
import { z } from "zod";
import type { Database } from "./client.ts";

export const CHANGE_CHANNEL = "greenlight_changes";

const changeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("idea"), userId: z.string(), ideaId: z.string() }),
  z.object({ kind: z.literal("session"), idHash: z.string() }),
  z.object({ kind: z.literal("user"), userId: z.string() }),
]);
export type Change = z.infer<typeof changeSchema>;

/** "reset": the feed was interrupted and changes may have been missed; drop everything derived from it. */
export type ChangeListener = (change: Change | "reset") => void;

export interface ChangeFeed {
  /** True while notifications are being received; caches must not be trusted otherwise. */
  readonly live: boolean;
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/**
 * Announcements of every change to ideas, stage runs, sessions and users, made by database
 * triggers (migration 0001) and delivered with LISTEN/NOTIFY to every process on the database.
 */
export async function openChangeFeed({ database, reconnectMs = 1000 }: { database: Database; reconnectMs?: number }): Promise<ChangeFeed> {
  const listeners = new Set<ChangeListener>();
  const emit = (change: Change | "reset") => {
    for (const listener of listeners) listener(change);
  };
  const onPayload = (payload: string | undefined) => {
    const parsed = changeSchema.safeParse(safeJson(payload));
    if (parsed.success) emit(parsed.data);
  };

  const connection = database.queue;
  if (connection.kind === "pglite") {
    const unlisten = await connection.pglite.listen(CHANGE_CHANNEL, onPayload);
    return {
      live: true,
      subscribe: (listener) => subscribe(listeners, listener),
      close: async () => {
        if (!connection.pglite.closed) await unlisten();
        listeners.clear();
      },
    };
  }

  const connectionString = connection.connectionString;
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    const lost = () => {
      if (client !== next) return;
      client = null;
      live = false;
      emit("reset");
      next.removeAllListeners();
      void next.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect().catch(() => lost()), reconnectMs);
    };
    next.on("error", lost);
    next.on("end", lost);
    next.on("notification", (message) => {
      if (message.channel === CHANGE_CHANNEL) onPayload(message.payload);
    });
    client = next;
    await next.connect();
    await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    live = true;
    // Anything cached before this point may have missed changes made while we were away.
    emit("reset");
  };

  await connect();
  return {
    get live() {
      return live;
    },
    subscribe: (listener) => subscribe(listeners, listener),
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      live = false;
      listeners.clear();
      if (current) {
        current.removeAllListeners();
        current.on("error", () => {});
        await current.end().catch(() => {});
      }
    },
  };
}

function subscribe(listeners: Set<ChangeListener>, listener: ChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function safeJson(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
