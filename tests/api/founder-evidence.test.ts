import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { founderEvidence } from "../../src/db/schema.ts";
import { accountExportSchema } from "../../src/shared/contracts/account.ts";
import { FOUNDER_EVIDENCE_LIMIT, FOUNDER_NOTE_MAX_LENGTH, founderEvidenceSchema } from "../../src/shared/contracts/founder-evidence.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";
import { seedIdea } from "../helpers/seed-ideas.ts";

let t: TestApp;
let alice: string;
let bob: string;
let ideaId = "";
let fullIdeaId = "";

const interviews = { kind: "interviews", interviewsHeld: 8, painConfirmed: 6, painDenied: 2, wouldPay: 3, note: "Six of eight chase invoices weekly", assumptionId: "assumption-pain" };
const smokeTest = { kind: "smoke-test", visitors: 400, signups: 28 };

const userId = async (cookie: string) => (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).json().id as string;
const post = (id: string, cookie: string, payload: unknown) => t.app.inject({ method: "POST", url: `/api/ideas/${id}/evidence`, headers: { cookie }, payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signIn("alice@example.com", "Alice");
  bob = await t.signIn("bob@example.com", "Bob");
  ideaId = await seedIdea(t.database.db, { userId: await userId(alice), title: "Invoice chaser", status: "completed", createdAt: new Date() });
  fullIdeaId = await seedIdea(t.database.db, { userId: await userId(alice), title: "Full log", status: "completed", createdAt: new Date() });
}, 60_000);
afterAll(async () => t?.close(), 30_000);

describe("the founder's own evidence", () => {
  it("records interviews and a smoke test and lists them in order", async () => {
    const first = await post(ideaId, alice, interviews);
    expect(first.statusCode).toBe(201);
    expect(founderEvidenceSchema.parse(first.json())).toMatchObject({ ...interviews, ideaId, visitors: null });
    expect((await post(ideaId, alice, smokeTest)).statusCode).toBe(201);
    const listed = await t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}/evidence`, headers: { cookie: alice } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((item: { kind: string }) => item.kind)).toEqual(["interviews", "smoke-test"]);
    expect(listed.json()[1]).toMatchObject({ visitors: 400, signups: 28, note: "", assumptionId: null });
  });

  it.each([
    [{ ...smokeTest, signups: 401 }, "More sign-ups than visitors: sign-ups can be at most the visitors"],
    [{ ...interviews, painConfirmed: 7 }, "More people confirmed or denied the pain than you interviewed"],
    [{ ...interviews, wouldPay: 9 }, "More people would pay than you interviewed"],
    [{ ...smokeTest, visitors: -1 }, "Visitors cannot be below zero"],
    [{ ...smokeTest, visitors: 2.5 }, "Visitors: enter a whole number"],
    [{ kind: "pre-sale", presales: 2, note: "x".repeat(FOUNDER_NOTE_MAX_LENGTH + 1) }, `Notes can be at most ${FOUNDER_NOTE_MAX_LENGTH} characters`],
    [{ kind: "note", note: "   " }, "Write the note before saving it"],
    [{ kind: "survey", responses: 3 }, "kind"],
    [{ ...smokeTest, revenue: 5 }, "revenue"],
  ])("refuses %j with a 400 naming the field", async (payload, message) => {
    const response = await post(ideaId, alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("invalid_request");
    expect(response.json().error).toContain(message);
  });

  it("keeps another founder out: their idea is not found, to read, write or delete", async () => {
    expect((await post(ideaId, bob, smokeTest)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}/evidence`, headers: { cookie: bob } })).statusCode).toBe(404);
    const [first] = (await t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}/evidence`, headers: { cookie: alice } })).json();
    const stolen = await t.app.inject({ method: "DELETE", url: `/api/ideas/${ideaId}/evidence/${first.id}`, headers: { cookie: bob } });
    expect(stolen.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}/evidence` })).statusCode).toBe(401);
  });

  it("holds at most the limit per idea, and a deleted result frees a place", async () => {
    await t.database.db.insert(founderEvidence).values(
      Array.from({ length: FOUNDER_EVIDENCE_LIMIT }, (_, index) => ({ ideaId: fullIdeaId, kind: "note", note: `note ${index}` })),
    );
    const refused = await post(fullIdeaId, alice, { kind: "note", note: "one too many" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain(`${FOUNDER_EVIDENCE_LIMIT} recorded results`);
    const [first] = (await t.app.inject({ method: "GET", url: `/api/ideas/${fullIdeaId}/evidence`, headers: { cookie: alice } })).json();
    expect((await t.app.inject({ method: "DELETE", url: `/api/ideas/${fullIdeaId}/evidence/${first.id}`, headers: { cookie: alice } })).statusCode).toBe(204);
    expect((await post(fullIdeaId, alice, { kind: "note", note: "now it fits" })).statusCode).toBe(201);
  });

  it("goes out with the account export, under its idea", async () => {
    const exported = accountExportSchema.parse((await t.app.inject({ method: "GET", url: "/api/export", headers: { cookie: alice } })).json());
    const idea = exported.ideas.find((item) => item.id === ideaId);
    expect(idea?.evidence.map((item) => item.kind)).toEqual(["interviews", "smoke-test"]);
    expect(exported.ideas.find((item) => item.id === fullIdeaId)?.evidence).toHaveLength(FOUNDER_EVIDENCE_LIMIT);
  });

  it("leaves no row once the account is deleted", async () => {
    const deleted = await t.app.inject({ method: "DELETE", url: "/api/account", headers: { cookie: alice }, payload: { confirmation: "DELETE" } });
    expect(deleted.statusCode).toBe(200);
    expect(await t.database.db.select().from(founderEvidence).where(eq(founderEvidence.ideaId, ideaId))).toEqual([]);
    expect(await t.database.db.select().from(founderEvidence)).toEqual([]);
  });
});
