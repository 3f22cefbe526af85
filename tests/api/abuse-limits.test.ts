import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dailyTokenLedger } from "../../src/db/queries/daily-tokens.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";
import { queryRows } from "../helpers/test-database.ts";

// Per-founder limits, with small values so the tests reach them: 2 at once, 4 a day, 1000 tokens a day.
let t: TestApp;

const IDEA = { description: "A marketplace matching retired engineers with hardware startups for code reviews.", country: "US", validationMode: "deep" };

async function submit(cookie: string, payload: Record<string, unknown> = IDEA, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie, ...headers }, payload });
}

async function signInTwice(email: string): Promise<[string, string]> {
  return [await t.signIn(email), await t.signIn(email)];
}

async function userId(email: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(t.database.db, `select id from users where email = '${email}'`);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function finishAll(email: string): Promise<void> {
  await queryRows(t.database.db, `update ideas set status = 'completed' where user_id = '${await userId(email)}'`);
}

beforeAll(async () => {
  t = await createTestApp({ env: { USER_ACTIVE_VALIDATIONS: "2", USER_DAILY_VALIDATIONS: "4", USER_DAILY_TOKENS: "1000" } });
});
afterAll(async () => t.close());

describe("validations at once", () => {
  it("counts every session of one founder together and says when the limit frees up", async () => {
    const [first, second] = await signInTwice("busy@example.com");
    expect((await submit(first)).statusCode).toBe(201);
    expect((await submit(second)).statusCode).toBe(201);
    const refused = await submit(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: "quota_exceeded",
      error: "You already have 2 validations queued or running, the most at once. Submit this idea when one of them finishes.",
    });
    expect((await submit(second)).statusCode).toBe(429);
    // Signing in again gives a fresh session, not a fresh allowance.
    expect((await submit(await t.signIn("busy@example.com"))).statusCode).toBe(429);
    const [{ count }] = await queryRows<{ count: number }>(t.database.db, `select count(*)::int as count from ideas where user_id = '${await userId("busy@example.com")}'`) as [{ count: number }];
    expect(count).toBe(2);
  });

  it("leaves another founder unaffected", async () => {
    expect((await submit(await t.signIn("calm@example.com"))).statusCode).toBe(201);
  });

  it("frees up when a validation finishes", async () => {
    await finishAll("busy@example.com");
    expect((await submit(await t.signIn("busy@example.com"))).statusCode).toBe(201);
  });

  it("holds against submits racing from two sessions", async () => {
    const [first, second] = await signInTwice("racer@example.com");
    const answers = await Promise.all([first, second, first, second, first, second].map((cookie) => submit(cookie)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(4);
  });
});

describe("validations per day", () => {
  it("refuses the fifth of the day, naming the limit and the hours until 00:00 UTC, even after deletions", async () => {
    const cookie = await t.signIn("daily@example.com");
    for (let round = 0; round < 2; round += 1) {
      expect((await submit(cookie)).statusCode).toBe(201);
      expect((await submit(cookie)).statusCode).toBe(201);
      await finishAll("daily@example.com");
    }
    // Deleting ideas gives no submissions back.
    const deleted = await t.app.inject({ method: "DELETE", url: "/api/ideas", headers: { cookie } });
    expect(deleted.json()).toEqual({ deletedCount: 4 });
    const refused = await submit(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("quota_exceeded");
    expect(refused.json().error).toMatch(/^You have submitted 4 validations today, the daily limit\. You can submit again in \d+ (hours?|minutes?) \(at 00:00 UTC\)\.$/);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it("keeps the day's count when the founder deletes the account and signs up again, with no personal row left", async () => {
    const email = "phoenix@example.com";
    const cookie = await t.signIn(email);
    for (let round = 0; round < 2; round += 1) {
      expect((await submit(cookie)).statusCode).toBe(201);
      expect((await submit(cookie)).statusCode).toBe(201);
      await finishAll(email);
    }
    const gone = await t.app.inject({ method: "DELETE", url: "/api/account", headers: { cookie, "sec-fetch-site": "same-origin" }, payload: { confirmation: "DELETE" } });
    expect(gone.statusCode).toBe(200);
    const rows = await queryRows<Record<string, unknown>>(t.database.db, "select * from daily_usage");
    expect(JSON.stringify(rows)).not.toContain("phoenix");
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(["day", "identity_hash", "tokens", "validations"]);

    const again = await submit(await t.signIn(email));
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toMatch(/^You have submitted 4 validations today/);
  });
});

describe("model tokens per day", () => {
  it("refuses new validations once the founder's validations used the day's budget", async () => {
    const cookie = await t.signIn("spender@example.com");
    const idea = (await submit(cookie)).json();
    // A model call holding then settling its tokens, as the pipeline's calls do.
    const ledger = dailyTokenLedger({ db: t.database.db, ideaId: idea.id, dailyLimit: 1000 });
    await (await ledger.hold(800))?.release(700);
    await finishAll("spender@example.com");
    expect((await submit(cookie)).statusCode).toBe(201);
    await finishAll("spender@example.com");
    await (await ledger.hold(300))?.release(300);
    // Deleting the idea that spent them gives no tokens back.
    await t.app.inject({ method: "DELETE", url: `/api/ideas/${idea.id}`, headers: { cookie } });
    const refused = await submit(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Your validations have used today's model budget of 1,000 tokens\. You can submit again in \d+ (hours?|minutes?) \(at 00:00 UTC\)\.$/);
  });
});

describe("Idempotency-Key", () => {
  it("replays the first idea for the same body, refuses another body with 422, and replays even at the limit", async () => {
    const cookie = await t.signIn("retry@example.com");
    const key = { "idempotency-key": "submit-1" };
    const first = await submit(cookie, IDEA, key);
    expect(first.statusCode).toBe(201);
    // Spacing that the contract trims away is the same body.
    const again = await submit(cookie, { ...IDEA, description: `  ${IDEA.description} ` }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);

    const other = await submit(cookie, { ...IDEA, description: "A different idea altogether, about bicycles." }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      code: "idempotency_key_reused",
      error: "This Idempotency-Key was already used for a different idea. Use a new key for a new idea.",
    });
    expect((await submit(cookie, { ...IDEA, country: "GB" }, key)).statusCode).toBe(422);

    expect((await submit(cookie)).statusCode).toBe(201);
    expect((await submit(cookie)).statusCode).toBe(429);
    const replay = await submit(cookie, IDEA, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(first.json().id);
  });
});
