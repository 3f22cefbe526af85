import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keywordTrends, shareLinks } from "../../src/db/schema.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";
import { queryRows } from "../helpers/test-database.ts";

let t: TestApp;
let alice: string;
let bob: string;
let aliceId = "";
const aliceIdeas: string[] = [];
const EMAIL = "alice.deleted@example.com";

const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
const remove = (cookie: string, payload: unknown) =>
  t.app.inject({ method: "DELETE", url: "/api/account", headers: { cookie }, payload: payload as object });

async function createIdea(cookie: string, description: string): Promise<string> {
  const response = await t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie }, payload: { description, country: "US", validationMode: "deep" } });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

async function waitCompleted(cookie: string, ideaId: string): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    const idea = (await t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}`, headers: { cookie } })).json();
    if (idea.status === "completed") return;
    await sleep(100);
  }
  throw new Error("validation did not complete");
}

/** Every row in every table of every schema (ours and the queue's) that mentions one of `needles`. */
async function rowsMentioning(needles: string[]): Promise<string[]> {
  const db = t.database.db;
  const tables = await queryRows<{ schema: string; name: string }>(db, `
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
  const found: string[] = [];
  for (const { schema, name } of tables) {
    for (const needle of needles) {
      const [row] = await queryRows<{ count: number }>(db, `select count(*)::int as count from "${schema}"."${name}" t where t::text ilike '%${needle}%'`);
      if (Number(row?.count) > 0) found.push(`${schema}.${name} mentions ${needle}`);
    }
  }
  return found;
}

beforeAll(async () => {
  t = await createTestApp({ withWorker: true });
  alice = await t.signIn(EMAIL, "Alice Leaving");
  bob = await t.signIn("bob.stays@example.com", "Bob Staying");
  aliceId = (await me(alice)).json().id;
  // Data of every kind: a finished validation (stage runs, report, queue job), a share link, trends,
  // settings, activity, a deleted idea, a pending idea and a waitlist entry from before signing up.
  aliceIdeas.push(await createIdea(alice, "A subscription box of locally roasted coffee for remote engineering teams."));
  await waitCompleted(alice, aliceIdeas[0] ?? "");
  aliceIdeas.push(await createIdea(alice, "An app that reminds tenants to photograph their flat before moving out."));
  await waitCompleted(alice, aliceIdeas[1] ?? "");
  const gone = await createIdea(alice, "A short-lived idea the founder deletes again before the account goes.");
  await waitCompleted(alice, gone);
  await t.app.inject({ method: "DELETE", url: `/api/ideas/${gone}`, headers: { cookie: alice } });
  aliceIdeas.push(gone);
  await t.database.db.insert(shareLinks).values({ ideaId: aliceIdeas[0] ?? "", tokenHash: `hash-${aliceId}` });
  await t.database.db.insert(keywordTrends).values({ ideaId: aliceIdeas[0] ?? "", keyword: "coffee box", source: "test", metric: "volume", data: [] });
  await t.app.inject({ method: "PATCH", url: "/api/settings", headers: { cookie: alice }, payload: { profile: { firstName: "Alice", lastName: "Leaving", company: "Gone Ltd" } } });
  await t.app.inject({ method: "POST", url: "/api/validations/waitlist", payload: { email: EMAIL, ideaText: "Coffee for remote teams" } });
  await createIdea(bob, "A booking tool for community darkrooms that rent enlargers by the hour.");
}, 120_000);
afterAll(async () => t?.close(), 30_000);

describe("DELETE /api/account", () => {
  it("has data to delete in the first place", async () => {
    const before = await rowsMentioning([aliceId, EMAIL, ...aliceIdeas]);
    for (const table of ["users", "sessions", "ideas", "stage_runs", "reports", "share_links", "keyword_trends", "user_settings", "activity_events", "waitlist"]) {
      expect(before.some((line) => line.startsWith(`public.${table} `)), table).toBe(true);
    }
  });

  it.each([[{}], [{ confirmation: "delete" }], [{ confirmation: "yes" }]])("refuses %j without the typed confirmation, deleting nothing", async (payload) => {
    const response = await remove(alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("invalid_request");
    expect((await me(alice)).statusCode).toBe(200);
  });

  it("needs a session and a same-origin request", async () => {
    expect((await remove("", { confirmation: "DELETE" })).statusCode).toBe(401);
    const cross = await t.app.inject({
      method: "DELETE", url: "/api/account", headers: { cookie: alice, "sec-fetch-site": "cross-site" }, payload: { confirmation: "DELETE" },
    });
    expect(cross.statusCode).toBe(403);
    expect((await me(alice)).statusCode).toBe(200);
  });

  it("removes the user and every row of theirs in any table, and signs them out", async () => {
    const response = await remove(alice, { confirmation: "DELETE" });
    expect(response.statusCode).toBe(200);
    // Two finished validations, and the idea her waitlist entry validated (held for her email, so it goes too).
    expect(response.json()).toEqual({ deletedIdeas: 3 });
    const cookie = response.cookies.find((c) => c.name === "greenlight_session");
    expect(cookie?.value).toBe("");
    expect((await me(alice)).statusCode).toBe(401);
    expect(await rowsMentioning([aliceId, EMAIL, ...aliceIdeas])).toEqual([]);
  });

  it("leaves other founders untouched", async () => {
    expect((await me(bob)).statusCode).toBe(200);
    const ideas = (await t.app.inject({ method: "GET", url: "/api/ideas", headers: { cookie: bob } })).json();
    expect(ideas).toHaveLength(1);
  });

  it("lets the same email sign in again as a new founder with an empty library", async () => {
    const again = await t.signIn(EMAIL, "Alice Returns");
    const user = (await me(again)).json();
    expect(user.id).not.toBe(aliceId);
    expect((await t.app.inject({ method: "GET", url: "/api/ideas", headers: { cookie: again } })).json()).toEqual([]);
    const dashboard = (await t.app.inject({ method: "GET", url: "/api/dashboard", headers: { cookie: again } })).json();
    expect(dashboard.overview.totalIdeas).toBe(0);
    expect(dashboard.recentActivity.all).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/settings", headers: { cookie: again } })).json().profile.company).toBe("");
  });

  it("deletes an account in the middle of a validation and leaves nothing behind once the worker notices", async () => {
    const dave = await t.signIn("dave.midrun@example.com", "Dave");
    const daveId = (await me(dave)).json().id as string;
    const ideaId = await createIdea(dave, "A rota planner for volunteer lifeboat crews that balances call-outs and rest.");
    const response = await remove(dave, { confirmation: "DELETE" });
    expect(response.statusCode).toBe(200);
    // Give the worker time to pick the job up (if it still can) and find the idea gone.
    await sleep(2000);
    expect(await rowsMentioning([daveId, "dave.midrun@example.com", ideaId])).toEqual([]);
  });
});
