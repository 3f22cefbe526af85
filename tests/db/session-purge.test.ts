import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, queryRows } from "../helpers/test-database.ts";
import type { Database } from "../../src/db/client.ts";
import { sessions, users } from "../../src/db/schema.ts";
import { startSessionPurge } from "../../src/db/session-purge.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => database?.close());

const sessionHashes = async () => (await queryRows<{ id_hash: string }>(database.db, "select id_hash from sessions order by id_hash")).map((row) => row.id_hash);

describe("the session purge", () => {
  it("deletes expired sessions on its schedule and keeps live ones", async () => {
    const [user] = await database.db.insert(users).values({ subject: "test:session-purge", name: "Purge" }).returning();
    const hour = 3_600_000;
    await database.db.insert(sessions).values([
      { idHash: "live", userId: user!.id, expiresAt: new Date(Date.now() + hour) },
      { idHash: "expired-at-start", userId: user!.id, expiresAt: new Date(Date.now() - hour) },
    ]);
    const errors: unknown[] = [];
    const purge = startSessionPurge({ db: database.db, everyMs: 50, onError: (error) => errors.push(error) });
    try {
      await vi.waitFor(async () => expect(await sessionHashes()).toEqual(["live"]), { timeout: 10_000 });
      // A session found expired after the first purge goes at a later run of the schedule.
      await database.db.insert(sessions).values({ idHash: "expired-later", userId: user!.id, expiresAt: new Date(Date.now() - 1000) });
      await vi.waitFor(async () => expect(await sessionHashes()).toEqual(["live"]), { timeout: 10_000 });
    } finally {
      purge.stop();
    }
    expect(errors).toEqual([]);
  });
});
