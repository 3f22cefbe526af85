import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountExportSchema } from "../../src/shared/contracts/account.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";
import { at, makeReportBody, seedIdea } from "../helpers/seed-ideas.ts";
import { saveIdeaCorrections } from "../../src/db/queries/idea-corrections.ts";

let t: TestApp;
let alice: string;
let bob: string;
const now = new Date();
const report = makeReportBody({
  recommendation: "go", overallScore: 6.9, scores: [7.2, 7.8, 8.1, 5.4],
  sources: [{ type: "discussion", platform: "reddit" }, { type: "video", platform: "youtube" }],
});
let completedId = "";
let pendingId = "";

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signIn("alice@example.com", "Alice Founder");
  bob = await t.signIn("bob@example.com", "Bob");
  const owner = (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: alice } })).json().id;
  completedId = await seedIdea(t.database.db, {
    userId: owner, title: "Dog walker marketplace", status: "completed", createdAt: at(now, { days: -2 }), completedAt: at(now, { days: -2, seconds: 75 }), report,
  });
  pendingId = await seedIdea(t.database.db, { userId: owner, title: "Second idea", status: "pending", createdAt: at(now, { hours: -1 }) });
  await saveIdeaCorrections({ db: t.database.db, ideaId: completedId, version: 1, corrections: { customer: "independent dog walkers", currency: "GBP" } });
  const bobId = (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: bob } })).json().id;
  await seedIdea(t.database.db, { userId: bobId, title: "Bob's secret", status: "pending", createdAt: now });
  await t.app.inject({ method: "PATCH", url: "/api/settings", headers: { cookie: alice }, payload: { profile: { firstName: "Alice", lastName: "Founder", company: "Acme" } } });
}, 60_000);
afterAll(async () => t?.close(), 30_000);

describe("GET /api/export", () => {
  it("downloads every idea with its full report, the settings and the activity as one JSON file", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/export", headers: { cookie: alice } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="greenlight-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const exported = accountExportSchema.parse(JSON.parse(response.body));
    expect(exported.format).toBe("greenlight-export/1");
    expect(exported.user).toMatchObject({ email: "alice@example.com", name: "Alice Founder" });
    expect(exported.settings.profile).toMatchObject({ company: "Acme" });
    expect(exported.ideas.map((idea) => idea.id)).toEqual([pendingId, completedId]);
    const [pending, completed] = exported.ideas;
    expect(pending?.report).toBeNull();
    expect(completed).toMatchObject({ title: "Dog walker marketplace", status: "completed", recommendation: "GO", overallScore: 6.9 });
    // The founder's corrections of the reading go with the idea, per version.
    expect(completed?.corrections).toEqual([{ version: 1, corrections: { customer: "independent dog walkers", currency: "GBP" } }]);
    expect(pending?.corrections).toEqual([]);
    expect(completed?.report).toEqual({ ...report, generatedAt: at(now, { days: -2, seconds: 75 }).toISOString(), model: "seeded" });
    expect(exported.activity.map((item) => [item.kind, item.title])).toEqual([
      ["created", "Second idea"], ["validated", "Dog walker marketplace"], ["created", "Dog walker marketplace"],
    ]);
    expect(response.body).not.toContain("Bob's secret");
  });

  it("gives another founder only their own", async () => {
    const exported = (await t.app.inject({ method: "GET", url: "/api/export", headers: { cookie: bob } })).json();
    expect(exported.ideas.map((idea: { title: string }) => idea.title)).toEqual(["Bob's secret"]);
  });

  it("needs a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/export" })).statusCode).toBe(401);
  });
});
