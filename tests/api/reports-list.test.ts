import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportListItem } from "../../src/shared/contracts/reports-list.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";
import { at, makeReportBody, seedIdea } from "../helpers/seed-ideas.ts";

let t: TestApp;
let alice: string;
let bob: string;
const now = new Date();

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signIn("alice@example.com", "Alice");
  bob = await t.signIn("bob@example.com", "Bob");
  const owner = (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: alice } })).json().id;
  const db = t.database.db;
  await seedIdea(db, {
    userId: owner, title: "Older report", status: "completed", createdAt: at(now, { days: -3 }), completedAt: at(now, { days: -3, seconds: 90 }),
    report: makeReportBody({ recommendation: "caution", overallScore: 4.5, scores: [5, 4, 6, 3] }),
  });
  await seedIdea(db, {
    userId: owner, title: "Newer report", status: "completed", createdAt: at(now, { days: -1 }), completedAt: at(now, { days: -1, seconds: 90 }),
    report: makeReportBody({ recommendation: "strong-go", overallScore: 8.2, scores: [8.5, 8, 7.9, 8.4] }),
  });
  await seedIdea(db, { userId: owner, title: "Still running", status: "validating", createdAt: at(now, { hours: -1 }) });
  await seedIdea(db, { userId: owner, title: "Failed one", status: "failed", createdAt: at(now, { hours: -2 }), error: "boom" });
}, 60_000);
afterAll(async () => t?.close(), 30_000);

describe("GET /api/reports", () => {
  it("lists every completed report with its scores and recommendation, newest first", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/reports", headers: { cookie: alice } });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as ReportListItem[];
    expect(rows.map((row) => row.title)).toEqual(["Newer report", "Older report"]);
    expect(rows[0]).toMatchObject({
      overallScore: 8.2, opportunityScore: 8.5, problemScore: 8, feasibilityScore: 7.9, timingScore: 8.4, recommendation: "strong-go",
      generatedAt: at(now, { days: -1, seconds: 90 }).toISOString(),
    });
    expect(rows[1]).toMatchObject({ overallScore: 4.5, opportunityScore: 5, problemScore: 4, feasibilityScore: 6, timingScore: 3, recommendation: "caution" });
  });

  it("shows another founder none of them, and needs a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/reports", headers: { cookie: bob } })).json()).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/reports" })).statusCode).toBe(401);
  });
});
