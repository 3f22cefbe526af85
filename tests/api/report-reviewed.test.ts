import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readReportFixture, seedCompletedIdea } from "../helpers/seed-report.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let owner: string;
let stranger: string;
const OWNER = "reviewed-owner@example.com";

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn(OWNER);
  stranger = await t.signIn("reviewed-stranger@example.com");
});
afterAll(async () => t.close());

async function listed(cookie: string, ideaId: string) {
  const response = await t.app.inject({ method: "GET", url: "/api/ideas", headers: { cookie } });
  const ideas = response.json<{ id: string; reviewedAt: string | null; report: { sourceCount: number } | null }[]>();
  return ideas.find((idea) => idea.id === ideaId);
}

describe("opening a report marks it reviewed", () => {
  it("reads Reviewed once the owner loads the report, however they reached it, and never for someone else", async () => {
    const { ideaId } = await seedCompletedIdea({
      db: t.database.db, email: OWNER, title: "Dog walker scheduling", description: "Recurring walks and billing for solo walkers",
      body: await readReportFixture("dog-walker-with-sources.json"),
    });
    // Read the list first so a cached copy would show the change only if the cache is dropped.
    expect((await listed(owner, ideaId))?.reviewedAt).toBeNull();

    const foreign = await t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}/report`, headers: { cookie: stranger } });
    expect(foreign.statusCode).toBe(404);
    expect((await listed(owner, ideaId))?.reviewedAt).toBeNull();

    const opened = await t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}/report`, headers: { cookie: owner } });
    expect(opened.statusCode).toBe(200);
    const first = await listed(owner, ideaId);
    expect(first?.reviewedAt).not.toBeNull();
    // The list also says whether the report consulted any source (the library's description-only marker).
    expect(first?.report?.sourceCount).toBe(7);

    // Opening it again keeps the first time it was reviewed.
    await t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}/report`, headers: { cookie: owner } });
    expect((await listed(owner, ideaId))?.reviewedAt).toBe(first?.reviewedAt);
  });
});
