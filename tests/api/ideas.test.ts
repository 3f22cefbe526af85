import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../helpers/test-app.ts";
import { queryRows } from "../helpers/test-database.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let alice: string;
let bob: string;

const IDEA = "A scheduling tool for dog groomers that fills last-minute cancellations by texting waitlisted clients.";

async function createIdea(cookie: string, payload: Record<string, unknown> = { description: IDEA, country: "US", validationMode: "deep" }, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie, ...headers }, payload });
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signIn("alice@example.com", "Alice Founder");
  bob = await t.signIn("bob@example.com", "Bob Builder");
});
afterAll(async () => t.close());

describe("POST /api/ideas", () => {
  it("creates a pending idea with a trimmed description and a derived title, and queues its validation", async () => {
    const response = await createIdea(alice, { description: `   ${IDEA}  `, country: "GB", validationMode: "deep" });
    expect(response.statusCode).toBe(201);
    const idea = response.json();
    expect(idea).toMatchObject({ description: IDEA, country: "GB", validationMode: "deep", status: "pending", report: null });
    expect(idea.title.length).toBeGreaterThan(0);
    const job = await t.queue.boss.getJobById("validate-idea", idea.id);
    expect(job?.data).toEqual({ ideaId: idea.id, version: 1 });
  });

  it("keeps a title the founder gives", async () => {
    const response = await createIdea(alice, { description: IDEA, country: "US", validationMode: "deep", title: "GroomFill" });
    expect(response.json().title).toBe("GroomFill");
  });

  it("returns the same idea for a repeated Idempotency-Key", async () => {
    const first = await createIdea(alice, undefined, { "idempotency-key": "submit-123" });
    const second = await createIdea(alice, undefined, { "idempotency-key": "submit-123" });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    // Another user may use the same key for their own idea.
    const other = await createIdea(bob, undefined, { "idempotency-key": "submit-123" });
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(first.json().id);
  });

  it.each([
    [{ country: "US", validationMode: "deep" }, "description"],
    [{ description: "   ", country: "US", validationMode: "deep" }, "description"],
    [{ description: "x".repeat(5001), country: "US", validationMode: "deep" }, "description"],
    [{ description: IDEA, country: "XX", validationMode: "deep" }, "country"],
    [{ description: IDEA, country: "US", validationMode: "deep", status: "completed" }, "status"],
  ])("refuses %j with a 400 naming %s, and stores nothing", async (payload, field) => {
    const before = (await t.app.inject({ method: "GET", url: "/api/ideas?limit=100", headers: { cookie: alice } })).json().length;
    const response = await createIdea(alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("invalid_request");
    expect(response.json().error).toContain(field);
    const after = (await t.app.inject({ method: "GET", url: "/api/ideas?limit=100", headers: { cookie: alice } })).json().length;
    expect(after).toBe(before);
  });

  it("answers malformed JSON with 400 and oversized bodies with 413", async () => {
    const malformed = await t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie: alice, "content-type": "application/json" }, payload: "{nope" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: "malformed_json" });
    const huge = await t.app.inject({
      method: "POST", url: "/api/ideas", headers: { cookie: alice, "content-type": "application/json" },
      payload: JSON.stringify({ description: "y".repeat(70 * 1024), country: "US", validationMode: "deep" }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: "payload_too_large" });
  });

  it("needs a session", async () => {
    const response = await createIdea("");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Authentication required", code: "unauthenticated" });
  });

  it("refuses a cross-site browser request", async () => {
    const viaFetchSite = await createIdea(alice, undefined, { "sec-fetch-site": "cross-site" });
    expect(viaFetchSite.statusCode).toBe(403);
    const viaOrigin = await createIdea(alice, undefined, { origin: "https://evil.example" });
    expect(viaOrigin.statusCode).toBe(403);
    const sameOrigin = await createIdea(alice, undefined, { origin: "http://localhost:5000", "sec-fetch-site": "same-origin" });
    expect(sameOrigin.statusCode).toBe(201);
  });
});

describe("GET /api/ideas", () => {
  it("lists only the caller's ideas, newest first, with limit, offset and search", async () => {
    const mine = (await t.app.inject({ method: "GET", url: "/api/ideas", headers: { cookie: alice } })).json();
    expect(mine.length).toBeGreaterThan(2);
    const dates = mine.map((idea: { createdAt: string }) => idea.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const bobs = (await t.app.inject({ method: "GET", url: "/api/ideas", headers: { cookie: bob } })).json();
    expect(bobs.every((idea: { id: string }) => !mine.some((m: { id: string }) => m.id === idea.id))).toBe(true);

    const page = (await t.app.inject({ method: "GET", url: "/api/ideas?limit=1&offset=1", headers: { cookie: alice } })).json();
    expect(page).toHaveLength(1);
    expect(page[0].id).toBe(mine[1].id);

    const found = (await t.app.inject({ method: "GET", url: "/api/ideas?search=GROOMFILL", headers: { cookie: alice } })).json();
    expect(found.map((idea: { title: string }) => idea.title)).toEqual(["GroomFill"]);
    const literal = (await t.app.inject({ method: "GET", url: "/api/ideas?search=%25", headers: { cookie: alice } })).json();
    expect(literal).toEqual([]);
  });

  it("refuses a limit over 100", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/ideas?limit=101", headers: { cookie: alice } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain("limit");
  });
});

describe("one idea", () => {
  it("is readable, patchable within its allowed fields, and a 404 to anyone else", async () => {
    const idea = (await createIdea(alice)).json();
    const get = await t.app.inject({ method: "GET", url: `/api/ideas/${idea.id}`, headers: { cookie: alice } });
    expect(get.json().id).toBe(idea.id);

    // Its text is what a validation reads, so it stays as it is until the validation is over.
    const whileQueued = await t.app.inject({ method: "PATCH", url: `/api/ideas/${idea.id}`, headers: { cookie: alice }, payload: { title: "Renamed" } });
    expect(whileQueued.statusCode).toBe(409);
    expect(whileQueued.json().code).toBe("validation_in_progress");
    await queryRows(t.database.db, `update ideas set status = 'completed' where id = '${idea.id}'`);

    const patch = await t.app.inject({
      method: "PATCH", url: `/api/ideas/${idea.id}`, headers: { cookie: alice },
      payload: { title: "Renamed", targetMarket: "Pet groomers in the US", reviewed: true },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ title: "Renamed", targetMarket: "Pet groomers in the US" });
    expect(patch.json().reviewedAt).not.toBeNull();

    const forbidden = await t.app.inject({ method: "PATCH", url: `/api/ideas/${idea.id}`, headers: { cookie: alice }, payload: { status: "completed" } });
    expect(forbidden.statusCode).toBe(400);
    const empty = await t.app.inject({ method: "PATCH", url: `/api/ideas/${idea.id}`, headers: { cookie: alice }, payload: {} });
    expect(empty.statusCode).toBe(400);

    for (const [method, url] of [
      ["GET", `/api/ideas/${idea.id}`], ["PATCH", `/api/ideas/${idea.id}`], ["DELETE", `/api/ideas/${idea.id}`],
      ["GET", `/api/ideas/${idea.id}/progress`], ["GET", `/api/ideas/${idea.id}/report`], ["GET", `/api/ideas/${idea.id}/keyword-trends`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { cookie: bob }, payload: method === "PATCH" ? { title: "mine now" } : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: "Idea not found", code: "not_found" });
    }
    const still = await t.app.inject({ method: "GET", url: `/api/ideas/${idea.id}`, headers: { cookie: alice } });
    expect(still.json().title).toBe("Renamed");
  });

  it("answers 404 for an id that is not a UUID", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/ideas/not-a-uuid", headers: { cookie: alice } });
    expect(response.statusCode).toBe(404);
  });

  it("reports progress for a queued idea with every stage pending, and no estimate without measured history", async () => {
    const idea = (await createIdea(alice)).json();
    const response = await t.app.inject({ method: "GET", url: `/api/ideas/${idea.id}/progress`, headers: { cookie: alice } });
    expect(response.statusCode).toBe(200);
    const { status } = response.json();
    expect(status.current.name).toBe("pending");
    expect(status.stages.map((s: { name: string; state: string }) => `${s.name}:${s.state}`)).toEqual([
      "planning-profile:pending", "planning-queries:pending", "research:pending", "analysis:pending", "synthesis:pending",
    ]);
    // No validation has run yet, so nothing was measured: no time is guessed.
    expect(status.estimatedSecondsRemaining).toBe(0);
  });

  it("has no report and no keyword data before validation", async () => {
    const idea = (await createIdea(alice)).json();
    const report = await t.app.inject({ method: "GET", url: `/api/ideas/${idea.id}/report`, headers: { cookie: alice } });
    expect(report.statusCode).toBe(404);
    const trends = await t.app.inject({ method: "GET", url: `/api/ideas/${idea.id}/keyword-trends`, headers: { cookie: alice } });
    expect(trends.statusCode).toBe(404);
    expect(trends.json().error).toBe("No keyword data found for this idea");
  });
});

describe("deleting", () => {
  it("refuses while validating, then deletes once finished", async () => {
    const idea = (await createIdea(alice)).json();
    await queryRows(t.database.db, `update ideas set status = 'validating' where id = '${idea.id}'`);
    const blocked = await t.app.inject({ method: "DELETE", url: `/api/ideas/${idea.id}`, headers: { cookie: alice } });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error).toBe("This idea is currently being validated. Please wait for the validation to complete before deleting.");

    await queryRows(t.database.db, `update ideas set status = 'failed' where id = '${idea.id}'`);
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/ideas/${idea.id}`, headers: { cookie: alice } });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.app.inject({ method: "GET", url: `/api/ideas/${idea.id}`, headers: { cookie: alice } });
    expect(gone.statusCode).toBe(404);
    const again = await t.app.inject({ method: "DELETE", url: `/api/ideas/${idea.id}`, headers: { cookie: alice } });
    expect(again.statusCode).toBe(404);
  });

  it("deletes all of the caller's ideas only when none is active, and never another user's", async () => {
    const carol = await t.signIn("carol@example.com");
    await createIdea(carol);
    await createIdea(carol);
    const bobBefore = (await t.app.inject({ method: "GET", url: "/api/ideas", headers: { cookie: bob } })).json().length;

    const blocked = await t.app.inject({ method: "DELETE", url: "/api/ideas", headers: { cookie: carol } });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error).toBe("You have 2 active validation(s). Please wait for them to complete before deleting all ideas.");

    await queryRows(t.database.db, `update ideas set status = 'completed' where user_id = (select id from users where email = 'carol@example.com')`);
    const done = await t.app.inject({ method: "DELETE", url: "/api/ideas", headers: { cookie: carol } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ deletedCount: 2 });
    expect((await t.app.inject({ method: "GET", url: "/api/ideas", headers: { cookie: carol } })).json()).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/ideas", headers: { cookie: bob } })).json().length).toBe(bobBefore);
  });
});

describe("other routes", () => {
  it("improves a description of at least 10 characters", async () => {
    const short = await t.app.inject({ method: "POST", url: "/api/ideas/improve-description", headers: { cookie: alice }, payload: { description: "too short" } });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain("at least 10 characters");
    const ok = await t.app.inject({ method: "POST", url: "/api/ideas/improve-description", headers: { cookie: alice }, payload: { description: IDEA } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().improvedDescription).toContain("dog groomers");
    const anonymous = await t.app.inject({ method: "POST", url: "/api/ideas/improve-description", payload: { description: IDEA } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("stores waitlist entries once, publicly, and validates them", async () => {
    const entry = { email: "Visitor@Example.com", ideaText: "  An app for plant swaps  " };
    const first = await t.app.inject({ method: "POST", url: "/api/validations/waitlist", payload: entry });
    const second = await t.app.inject({ method: "POST", url: "/api/validations/waitlist", payload: entry });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const rows = await queryRows(t.database.db, `select email, idea_text from waitlist`);
    expect(rows).toEqual([{ email: "visitor@example.com", idea_text: "An app for plant swaps" }]);

    const bad = await t.app.inject({ method: "POST", url: "/api/validations/waitlist", payload: { email: "nope", ideaText: "x" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("email");
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("not_found");
  });

  it("publishes an OpenAPI document generated from the contracts", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/ideas", "/api/ideas/{id}", "/api/ideas/{id}/report", "/api/validations/waitlist"]));
  });
});
