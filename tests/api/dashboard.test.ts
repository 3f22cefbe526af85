import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Dashboard } from "../../src/shared/contracts/dashboard.ts";
import { bearer, createToken } from "../helpers/api-tokens.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";
import { at, makeReportBody, seedIdea } from "../helpers/seed-ideas.ts";

let t: TestApp;
let alice: string;
let bob: string;
const now = new Date();
const ids: Record<string, string> = {};

const report = (recommendation: "strong-go" | "go" | "caution" | "no-go", overallScore: number) =>
  makeReportBody({ recommendation, overallScore, scores: [overallScore, overallScore, overallScore, overallScore] });

async function userId(cookie: string): Promise<string> {
  return (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).json().id;
}

async function dashboard(cookie: string): Promise<Dashboard> {
  const response = await t.app.inject({ method: "GET", url: "/api/dashboard", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Monday 00:00 UTC of the week holding `date`, as YYYY-MM-DD. */
function weekOf(date: Date): string {
  const day = (date.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day)).toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp({ withWorker: true });
  alice = await t.signIn("alice@example.com", "Alice Founder");
  bob = await t.signIn("bob@example.com", "Bob Builder");
  const owner = await userId(alice);
  const db = t.database.db;
  // Three completed validations taking 120, 240 and 360 seconds, two of them GO.
  ids.alpha = await seedIdea(db, { userId: owner, title: "Alpha", status: "completed", createdAt: at(now, { days: -10 }), completedAt: at(now, { days: -10, seconds: 120 }), report: report("strong-go", 8) });
  ids.beta = await seedIdea(db, { userId: owner, title: "Beta", status: "completed", createdAt: at(now, { days: -8 }), completedAt: at(now, { days: -8, seconds: 240 }), report: report("caution", 5.5) });
  ids.gamma = await seedIdea(db, {
    userId: owner, title: "Gamma", status: "completed", createdAt: at(now, { days: -6 }), completedAt: at(now, { days: -6, seconds: 360 }),
    reviewedAt: at(now, { days: -5 }), report: report("go", 7),
  });
  ids.delta = await seedIdea(db, { userId: owner, title: "Delta", status: "failed", createdAt: at(now, { days: -4 }), updatedAt: at(now, { days: -4, seconds: 60 }), error: "research failed: timeout" });
  ids.epsilon = await seedIdea(db, { userId: owner, title: "Epsilon", status: "validating", createdAt: at(now, { hours: -1 }) });
  ids.zeta = await seedIdea(db, { userId: owner, title: "Zeta", status: "completed", createdAt: at(now, { days: -2 }), completedAt: at(now, { days: -2, seconds: 60 }), report: report("no-go", 3) });
  // Deleted through the API: its figures go, its history stays.
  const deleted = await t.app.inject({ method: "DELETE", url: `/api/ideas/${ids.zeta}`, headers: { cookie: alice } });
  expect(deleted.statusCode).toBe(204);
}, 60_000);
afterAll(async () => t?.close(), 30_000);

describe("GET /api/dashboard", () => {
  it("needs a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/dashboard" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "unauthenticated" });
  });

  it("computes the validation overview from the founder's current ideas", async () => {
    const { overview } = await dashboard(alice);
    expect(overview).toEqual({
      totalIdeas: 5,
      completedIdeas: 3,
      goIdeas: 2,
      goShare: 2 / 3,
      averageValidationMs: 240_000,
      activeNow: 1,
    });
  });

  it("lists the newest five events, deletions included, newest first", async () => {
    const { recentActivity } = await dashboard(alice);
    expect(recentActivity.all.map((item) => [item.kind, item.title])).toEqual([
      ["deleted", "Zeta"],
      ["created", "Epsilon"],
      ["validated", "Zeta"],
      ["created", "Zeta"],
      ["failed", "Delta"],
    ]);
    const [deleted, , validatedZeta] = recentActivity.all;
    expect(deleted?.ideaExists).toBe(false);
    expect(validatedZeta).toMatchObject({ recommendation: "NO-GO", overallScore: 3, durationMs: 60_000, ideaExists: false });
    expect(recentActivity.all[4]).toMatchObject({ detail: "research failed: timeout", durationMs: 60_000, ideaId: ids.delta, ideaExists: true });
  });

  it("serves each filter its own newest five", async () => {
    const { recentActivity } = await dashboard(alice);
    expect(recentActivity.validated.map((item) => [item.kind, item.title])).toEqual([
      ["validated", "Zeta"],
      ["reviewed", "Gamma"],
      ["validated", "Gamma"],
      ["validated", "Beta"],
      ["validated", "Alpha"],
    ]);
    expect(recentActivity.pending.map((item) => item.title)).toEqual(["Epsilon", "Zeta", "Delta", "Gamma", "Beta"]);
    expect(recentActivity.failed.map((item) => item.title)).toEqual(["Delta"]);
    expect(recentActivity.validated[2]).toMatchObject({ recommendation: "GO", overallScore: 7, durationMs: 360_000 });
  });

  it("shows eight weeks of the founder's own activity and scores, this week last", async () => {
    const { trends } = await dashboard(alice);
    expect(trends).toHaveLength(8);
    expect(trends.at(-1)?.weekStart).toBe(weekOf(now));
    const sum = (key: "submitted" | "validated" | "failed") => trends.reduce((total, week) => total + week[key], 0);
    expect([sum("submitted"), sum("validated"), sum("failed")]).toEqual([6, 4, 1]);
    const alphaWeek = trends.find((week) => week.weekStart === weekOf(at(now, { days: -10, seconds: 120 })));
    const expected = [
      [at(now, { days: -10, seconds: 120 }), 8], [at(now, { days: -8, seconds: 240 }), 5.5],
      [at(now, { days: -6, seconds: 360 }), 7], [at(now, { days: -2, seconds: 60 }), 3],
    ] as const;
    const scores = expected.filter(([date]) => weekOf(date) === alphaWeek?.weekStart).map(([, score]) => score);
    expect(alphaWeek?.averageScore).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / scores.length, 1);
  });

  it("shows another founder none of it", async () => {
    const other = await dashboard(bob);
    expect(other.overview).toEqual({ totalIdeas: 0, completedIdeas: 0, goIdeas: 0, goShare: null, averageValidationMs: null, activeNow: 0 });
    expect(other.recentActivity.all).toEqual([]);
    expect(other.trends.every((week) => week.submitted === 0)).toBe(true);
    expect(other.tokenActivity).toEqual([]);
  });

  it("counts what the founder's API tokens did lately, beside the idea events and without changing them", async () => {
    const before = await dashboard(alice);
    const agent = await createToken(t, { cookie: alice, scope: "read", name: "Desk agent" });
    const script = await createToken(t, { cookie: alice, scope: "read", name: "Nightly script" });
    for (let poll = 0; poll < 7; poll += 1) await t.app.inject({ method: "GET", url: "/api/ideas?limit=1", headers: bearer(agent.secret) });
    await t.app.inject({ method: "GET", url: "/api/dashboard", headers: bearer(agent.secret) });
    await t.app.inject({ method: "GET", url: "/api/ideas/00000000-0000-4000-8000-000000000000", headers: bearer(agent.secret) });
    // Each use is recorded after its answer is sent: the agent's last one before the script's first.
    const tokensNow = async () => (await dashboard(alice)).tokenActivity.map((token) => `${token.tokenName}: ${token.requestCount}`);
    await vi.waitFor(async () => expect(await tokensNow()).toEqual(["Desk agent: 9"]), { timeout: 10_000 });
    await t.app.inject({ method: "GET", url: "/api/ideas", headers: bearer(script.secret) });
    await vi.waitFor(async () => expect(await tokensNow()).toEqual(["Nightly script: 1", "Desk agent: 9"]), { timeout: 10_000 });
    const board = await dashboard(alice);
    expect(Date.parse(board.tokenActivity[1]!.lastUsedAt)).toBeLessThanOrEqual(Date.parse(board.tokenActivity[0]!.lastUsedAt));
    expect(board.recentActivity).toEqual(before.recentActivity);
    // A revoked token's use stays in the founder's activity under the name it had.
    await t.app.inject({ method: "DELETE", url: `/api/tokens/${agent.id}`, headers: { cookie: alice } });
    expect((await dashboard(alice)).tokenActivity.map((token) => token.tokenName)).toEqual(["Nightly script", "Desk agent"]);
    expect((await dashboard(bob)).tokenActivity).toEqual([]);
  });

  it("records a validation the worker finishes, and the founder's review of it", async () => {
    const carol = await t.signIn("carol@example.com", "Carol");
    const created = await t.app.inject({
      method: "POST", url: "/api/ideas", headers: { cookie: carol },
      payload: { description: "A marketplace matching retired engineers with hardware startups for part-time mentoring.", country: "US", validationMode: "deep" },
    });
    expect(created.statusCode).toBe(201);
    const ideaId = created.json().id as string;
    let board = await dashboard(carol);
    for (let i = 0; i < 100 && board.overview.completedIdeas === 0; i += 1) {
      await sleep(100);
      board = await dashboard(carol);
    }
    expect(board.overview).toMatchObject({ totalIdeas: 1, completedIdeas: 1, activeNow: 0 });
    expect(board.recentActivity.all.map((item) => item.kind)).toEqual(["validated", "created"]);
    await t.app.inject({ method: "PATCH", url: `/api/ideas/${ideaId}`, headers: { cookie: carol }, payload: { reviewed: true } });
    board = await dashboard(carol);
    expect(board.recentActivity.all.map((item) => item.kind)).toEqual(["reviewed", "validated", "created"]);
    expect(board.recentActivity.validated[0]).toMatchObject({ ideaId, ideaExists: true });
  });
});
