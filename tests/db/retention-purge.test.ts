import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, queryRows } from "../helpers/test-database.ts";
import type { Database } from "../../src/db/client.ts";
import { API_TOKEN_USE_RETENTION_DAYS, insertApiToken, listApiTokenUses, recordApiTokenUse } from "../../src/db/queries/api-tokens.ts";
import { sessions, users } from "../../src/db/schema.ts";
import { startRetentionPurge } from "../../src/db/retention-purge.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => database?.close());

const sessionHashes = async () => (await queryRows<{ id_hash: string }>(database.db, "select id_hash from sessions order by id_hash")).map((row) => row.id_hash);
const DAY_MS = 24 * 3_600_000;

/** Runs the purge every 50 ms while `steps` run, and checks it reported no error. */
async function whilePurging(steps: () => Promise<void>): Promise<void> {
  const errors: unknown[] = [];
  const purge = startRetentionPurge({ db: database.db, everyMs: 50, onError: (error) => errors.push(error) });
  try {
    await steps();
  } finally {
    purge.stop();
  }
  expect(errors).toEqual([]);
}
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000 });

describe("the retention purge", () => {
  it("deletes expired sessions on its schedule and keeps live ones", async () => {
    const [user] = await database.db.insert(users).values({ subject: "test:session-purge", name: "Purge" }).returning();
    const hour = 3_600_000;
    await database.db.insert(sessions).values([
      { idHash: "live", userId: user!.id, expiresAt: new Date(Date.now() + hour) },
      { idHash: "expired-at-start", userId: user!.id, expiresAt: new Date(Date.now() - hour) },
    ]);
    await whilePurging(async () => {
      await eventually(async () => expect(await sessionHashes()).toEqual(["live"]));
      // A session found expired after the first purge goes at a later run of the schedule.
      await database.db.insert(sessions).values({ idHash: "expired-later", userId: user!.id, expiresAt: new Date(Date.now() - 1000) });
      await eventually(async () => expect(await sessionHashes()).toEqual(["live"]));
    });
  });

  it("deletes token activity older than the retention period and keeps the rest", async () => {
    const [user] = await database.db.insert(users).values({ subject: "test:token-use-purge", name: "Purge" }).returning();
    const token = await insertApiToken({ db: database.db, userId: user!.id, name: "agent", scope: "read", expiresAt: null, tokenHash: "purge-hash" });
    const use = (at: Date) => recordApiTokenUse({ db: database.db, userId: user!.id, token, method: "GET", route: "/api/ideas", statusCode: 200, at });
    await use(new Date(Date.now() - (API_TOKEN_USE_RETENTION_DAYS + 1) * DAY_MS));
    await use(new Date(Date.now() - (API_TOKEN_USE_RETENTION_DAYS - 1) * DAY_MS));
    await use(new Date());
    expect(await listApiTokenUses({ db: database.db, userId: user!.id })).toHaveLength(3);
    await whilePurging(() => eventually(async () => expect(await listApiTokenUses({ db: database.db, userId: user!.id })).toHaveLength(2)));
    const kept = await listApiTokenUses({ db: database.db, userId: user!.id });
    expect(kept.every((row) => Date.parse(row.minute) > Date.now() - API_TOKEN_USE_RETENTION_DAYS * DAY_MS)).toBe(true);
  });
});

describe("token use records", () => {
  it("count the requests of one minute in one row, updated in place, and start a new row the next minute", async () => {
    const [user] = await database.db.insert(users).values({ subject: "test:token-use-minutes", name: "Minutes" }).returning();
    const token = await insertApiToken({ db: database.db, userId: user!.id, name: "poller", scope: "read", expiresAt: null, tokenHash: "minutes-hash" });
    const minute = Date.parse("2026-03-02T10:15:00.000Z");
    const use = (offsetMs: number, statusCode = 200) => recordApiTokenUse({
      db: database.db, userId: user!.id, token, method: "GET", route: "/api/ideas/:id/progress", statusCode, at: new Date(minute + offsetMs),
    });
    // An agent polling once a second for a minute, in any order the web processes answer.
    for (let second = 59; second >= 0; second -= 1) await use(second * 1000);
    await use(61_000);
    await use(5_000, 404);
    const rows = await listApiTokenUses({ db: database.db, userId: user!.id });
    expect(rows.map(({ requestCount, minute: start, occurredAt, statusCode }) => ({ requestCount, start, occurredAt, statusCode }))).toEqual([
      { requestCount: 1, start: "2026-03-02T10:16:00.000Z", occurredAt: "2026-03-02T10:16:01.000Z", statusCode: 200 },
      { requestCount: 60, start: "2026-03-02T10:15:00.000Z", occurredAt: "2026-03-02T10:15:59.000Z", statusCode: 200 },
      { requestCount: 1, start: "2026-03-02T10:15:00.000Z", occurredAt: "2026-03-02T10:15:05.000Z", statusCode: 404 },
    ]);
  });
});
