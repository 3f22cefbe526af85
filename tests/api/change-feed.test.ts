import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";
import { queryRows } from "../helpers/test-database.ts";

/**
 * The web process keeps idea lists and sessions in memory; changes made anywhere else (a worker,
 * another web process, plain SQL) must reach it through the database's change feed.
 */
let t: TestApp;
let cookie: string;
let ideaId: string;

/** Runs SQL the way another process would: on PostgreSQL through a connection of its own. */
async function elsewhere(text: string): Promise<void> {
  if (t.database.url) {
    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  } else {
    await queryRows(t.database.db, text);
  }
}

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(20);
  }
  throw new Error(`never saw ${what}`);
}

const listTitles = async () =>
  (await t.app.inject({ method: "GET", url: "/api/ideas", headers: { cookie } })).json().map((idea: { title: string }) => idea.title);

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn("feed@example.com");
  const created = await t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie }, payload: { description: "A shared calendar for rowing clubs", country: "GB", validationMode: "deep", title: "Row" } });
  ideaId = created.json().id;
});
afterAll(async () => t.close());

describe("the change feed", () => {
  it("shows a change made elsewhere in the next list", async () => {
    expect(await listTitles()).toEqual(["Row"]);
    expect(await listTitles()).toEqual(["Row"]);
    await elsewhere(`update ideas set title = 'Rowing calendar' where id = '${ideaId}'`);
    await eventually(async () => (await listTitles())[0] === "Rowing calendar", "the renamed idea");
  });

  it("shows this process's own writes immediately", async () => {
    // A title can change only once the idea is no longer being validated.
    await elsewhere(`update ideas set status = 'completed' where id = '${ideaId}'`);
    await listTitles();
    const patch = await t.app.inject({ method: "PATCH", url: `/api/ideas/${ideaId}`, headers: { cookie }, payload: { title: "Crew calendar" } });
    expect(patch.statusCode).toBe(200);
    expect(await listTitles()).toEqual(["Crew calendar"]);
  });

  it("ends a session deleted elsewhere at once, cached or not", async () => {
    const other = await t.signIn("gone@example.com");
    const me = () => t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: other } });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    await elsewhere(`delete from sessions where user_id = (select id from users where email = 'gone@example.com')`);
    await eventually(async () => (await me()).statusCode === 401, "the session end");
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("stops trusting its caches while the feed is down, and recovers", async () => {
    await listTitles();
    // Cut the LISTEN connection the way a database restart or network fault would.
    await elsewhere(`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN greenlight_changes%' and datname = current_database()`);
    await sleep(300); // the process notices the lost connection (it reconnects after a second)
    await elsewhere(`update ideas set title = 'During outage' where id = '${ideaId}'`);
    // Whatever the feed missed, the list must not be served from memory.
    expect(await listTitles()).toEqual(["During outage"]);
    await sleep(1500);
    await elsewhere(`update ideas set title = 'After recovery' where id = '${ideaId}'`);
    await eventually(async () => (await listTitles())[0] === "After recovery", "a change after reconnecting");
  });
});
