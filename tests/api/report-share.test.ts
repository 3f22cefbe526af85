import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { versionedReportSchema } from "../../src/shared/contracts/report-versions.ts";
import { readReportFixture, seedCompletedIdea } from "../helpers/seed-report.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";
import { queryRows } from "../helpers/test-database.ts";

let t: TestApp;
let owner: string;
let stranger: string;
let ideaId: string;
let otherIdeaId: string;

const OWNER = "owner@example.com";

beforeAll(async () => {
  t = await createTestApp();
  const body = await readReportFixture("dog-walker-with-sources.json");
  ({ ideaId } = await seedCompletedIdea({ db: t.database.db, email: OWNER, title: "Dog walker scheduling", description: "Recurring walks and billing for solo walkers", body }));
  ({ ideaId: otherIdeaId } = await seedCompletedIdea({ db: t.database.db, email: OWNER, title: "Secret second idea", description: "Not for sharing", body }));
  owner = await t.signIn(OWNER, "Olive Owner");
  stranger = await t.signIn("stranger@example.com", "Stan Stranger");
});
afterAll(async () => t.close());

async function share(id = ideaId, cookie = owner) {
  return t.app.inject({ method: "POST", url: `/api/ideas/${id}/share-links`, headers: { cookie } });
}
const tokenOf = (path: string) => path.replace("/shared/", "");
const readShared = (token: string, suffix = "report") => t.app.inject({ method: "GET", url: `/api/shared/${token}/${suffix}` });

describe("share links", () => {
  it("creates an unguessable link and stores only its hash", async () => {
    const response = await share();
    expect(response.statusCode).toBe(201);
    const link = response.json();
    expect(link.path).toMatch(/^\/shared\/[A-Za-z0-9_-]{43}$/);
    expect(link.activeLinks).toBeGreaterThanOrEqual(1);
    const token = tokenOf(link.path);
    // 43 base64url characters carry 256 bits; a second link gets a different token.
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(tokenOf((await share()).json().path)).not.toBe(token);

    const rows = await queryRows<{ token_hash: string }>(t.database.db, `select token_hash from share_links where id = '${link.id}'`);
    expect(rows[0]?.token_hash).toBe(createHash("sha256").update(token).digest("base64url"));
    const dump = JSON.stringify(await queryRows(t.database.db, "select * from share_links"));
    expect(dump).not.toContain(token);
  });

  it("lets anyone with the link read that report, without signing in, and nothing about the owner", async () => {
    const token = tokenOf((await share()).json().path);
    const response = await readShared(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");

    const shared = versionedReportSchema.parse(response.json());
    const own = (await t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}/report`, headers: { cookie: owner } })).json();
    expect(shared).toEqual(own);
    // Only the report's own fields leave: every required one, and nothing outside the schema.
    const fields = Object.entries(versionedReportSchema.shape);
    const required = fields.filter(([, schema]) => !schema.safeParse(undefined).success).map(([key]) => key);
    const sent = Object.keys(response.json());
    expect(sent).toEqual(expect.arrayContaining(required));
    expect(fields.map(([key]) => key)).toEqual(expect.arrayContaining(sent));
    const users = await queryRows<{ id: string; email: string }>(t.database.db, `select id, email from users where email = '${OWNER}'`);
    expect(response.body).not.toContain(users[0]?.id);
    expect(response.body).not.toContain(OWNER);
    expect(response.body).not.toContain("Olive");
    expect(response.body).not.toContain("Secret second idea");
  });

  it("opens nothing else: not the owner's ideas, reports or session", async () => {
    const token = tokenOf((await share()).json().path);
    for (const url of ["/api/ideas", `/api/ideas/${ideaId}`, `/api/ideas/${otherIdeaId}/report`, "/api/auth/user"]) {
      const asCookie = await t.app.inject({ method: "GET", url, headers: { cookie: `greenlight_session=${token}` } });
      expect(asCookie.statusCode, url).toBe(401);
    }
    expect((await t.app.inject({ method: "GET", url: `/api/shared/${token}/report/../../ideas` })).statusCode).not.toBe(200);
  });

  it("answers the trends route of a shared report like the owner's: no keyword data yet", async () => {
    const token = tokenOf((await share()).json().path);
    const response = await readShared(token, "keyword-trends?keyword=dog");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "No keyword data found for this idea", code: "no_keyword_data" });
  });

  it("revokes one link, then all of them", async () => {
    const first = (await share()).json();
    const second = (await share()).json();
    const revoke = await t.app.inject({ method: "DELETE", url: `/api/ideas/${ideaId}/share-links/${first.id}`, headers: { cookie: owner } });
    expect(revoke.statusCode).toBe(204);
    const gone = await readShared(tokenOf(first.path));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: "This shared report link is invalid or has been revoked.", code: "not_found" });
    expect((await readShared(tokenOf(first.path), "keyword-trends")).statusCode).toBe(404);
    expect((await readShared(tokenOf(second.path))).statusCode).toBe(200);

    const again = await t.app.inject({ method: "DELETE", url: `/api/ideas/${ideaId}/share-links/${first.id}`, headers: { cookie: owner } });
    expect(again.statusCode).toBe(404);

    const all = await t.app.inject({ method: "DELETE", url: `/api/ideas/${ideaId}/share-links`, headers: { cookie: owner } });
    expect(all.statusCode).toBe(200);
    expect(all.json().revokedCount).toBeGreaterThanOrEqual(1);
    expect((await readShared(tokenOf(second.path))).statusCode).toBe(404);
  });

  it("treats malformed and unknown tokens like revoked ones", async () => {
    for (const token of ["short", "x".repeat(43), "%3Cscript%3E", "a".repeat(90)]) {
      const response = await readShared(token);
      expect(response.statusCode, token).toBe(404);
      expect(response.json().error).toBe("This shared report link is invalid or has been revoked.");
    }
  });

  it("keeps another user's idea a 404: no link created, none revoked", async () => {
    const link = (await share()).json();
    expect((await share(ideaId, stranger)).statusCode).toBe(404);
    const revokeOne = await t.app.inject({ method: "DELETE", url: `/api/ideas/${ideaId}/share-links/${link.id}`, headers: { cookie: stranger } });
    expect(revokeOne.statusCode).toBe(404);
    const revokeAll = await t.app.inject({ method: "DELETE", url: `/api/ideas/${ideaId}/share-links`, headers: { cookie: stranger } });
    expect(revokeAll.statusCode).toBe(404);
    expect((await readShared(tokenOf(link.path))).statusCode).toBe(200);
  });

  it("needs a signed-in owner to create or revoke, and a finished report to share", async () => {
    expect((await t.app.inject({ method: "POST", url: `/api/ideas/${ideaId}/share-links` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: `/api/ideas/${ideaId}/share-links` })).statusCode).toBe(401);
    const pending = (await t.app.inject({
      method: "POST", url: "/api/ideas", headers: { cookie: owner },
      payload: { description: "An idea that has not been validated yet, still waiting in the queue.", country: "US", validationMode: "deep" },
    })).json();
    const response = await share(pending.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("report_not_found");
  });

  it("refuses a cross-site request to create a link", async () => {
    const response = await t.app.inject({ method: "POST", url: `/api/ideas/${ideaId}/share-links`, headers: { cookie: owner, "sec-fetch-site": "cross-site" } });
    expect(response.statusCode).toBe(403);
  });

  it("stops resolving when the idea is deleted", async () => {
    const { ideaId: doomed } = await seedCompletedIdea({
      db: t.database.db, email: OWNER, title: "Doomed", description: "To be deleted", body: await readReportFixture("dog-walker-with-sources.json"),
    });
    const token = tokenOf((await share(doomed)).json().path);
    expect((await readShared(token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url: `/api/ideas/${doomed}`, headers: { cookie: owner } })).statusCode).toBeLessThan(300);
    expect((await readShared(token)).statusCode).toBe(404);
  });
});
