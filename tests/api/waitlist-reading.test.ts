import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findIdeaCorrections } from "../../src/db/queries/idea-corrections.ts";
import { ideaCorrections, ideas, users, waitlist } from "../../src/db/schema.ts";
import { ideaReadingSchema } from "../../src/shared/contracts/idea-reading.ts";
import { WAITLIST_READINGS_PER_MINUTE } from "../../src/server/routes/waitlist.ts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

// The landing dialog shows the visitor, who is not signed in, "Here is how we read your idea"
// before the idea is sent; the corrections go with the waitlist entry and the report follows them
// (decision 023).

let t: TestApp;

const DESCRIPTION = "A smart bird feeder with a camera for multi-cat households. Vet approved. $129 once, then $9 a month for cloud clips.";

const read = (payload: unknown, remoteAddress = "203.0.113.20") =>
  t.app.inject({ method: "POST", url: "/api/validations/waitlist/reading", remoteAddress, payload: payload as object });
const send = (payload: object, remoteAddress = "203.0.113.30") =>
  t.app.inject({ method: "POST", url: "/api/validations/waitlist", remoteAddress, payload });

async function rowCounts(): Promise<number[]> {
  const db = t.database.db;
  return Promise.all([ideas, ideaCorrections, waitlist, users].map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n ?? -1));
}

async function waitForCompleted(id: string, cookie: string): Promise<void> {
  const until = Date.now() + 150_000;
  for (;;) {
    const idea = (await t.app.inject({ method: "GET", url: `/api/ideas/${id}`, headers: { cookie } })).json();
    if (idea.status === "completed") return;
    if (idea.status === "failed" || Date.now() > until) throw new Error(`idea ${id} is ${idea.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  t = await createTestApp({ withWorker: true });
}, 60_000);
afterAll(async () => t?.close(), 30_000);

describe("the landing dialog's reading, signed out", () => {
  it("reads the idea for the waitlist's market, stores nothing, and is limited per client address", async () => {
    const before = await rowCounts();
    const answer = await read({ ideaText: DESCRIPTION });
    expect(answer.statusCode).toBe(200);
    const reading = ideaReadingSchema.parse(answer.json());
    expect(reading.product).toBe("bird feeder");
    expect(reading.price).toBe("$129 once, then $9 a month for cloud clips");
    expect(reading).toMatchObject({ currency: "USD", currencyStated: true });
    // Unpriced, the waitlist's market (US) gives the currency.
    expect(ideaReadingSchema.parse((await read({ ideaText: "Meal plans for busy nurses on night shifts." })).json()))
      .toMatchObject({ price: null, currency: "USD", currencyStated: false });

    for (let n = 2; n < WAITLIST_READINGS_PER_MINUTE; n += 1) expect((await read({ ideaText: `${DESCRIPTION} ${n}` })).statusCode).toBe(200);
    const limited = await read({ ideaText: DESCRIPTION });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("rate_limited");
    // A cookie does not buy a fresh count: the address is what is counted.
    const withCookie = await t.app.inject({ method: "POST", url: "/api/validations/waitlist/reading", remoteAddress: "203.0.113.20", headers: { cookie: "greenlight_session=made-up" }, payload: { ideaText: DESCRIPTION } });
    expect(withCookie.statusCode).toBe(429);
    // Another visitor is not held up by the first.
    expect((await read({ ideaText: DESCRIPTION }, "203.0.113.21")).statusCode).toBe(200);

    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a bad reading request with a 400 that names the field", async () => {
    const cases: [unknown, string][] = [
      [{}, "ideaText"],
      [{ ideaText: "   " }, "ideaText must not be empty"],
      [{ ideaText: DESCRIPTION, country: "GB" }, "country"],
    ];
    for (const [payload, says] of cases) {
      const answer = await read(payload, "203.0.113.22");
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().error).toContain(says);
    }
  });
});

describe("a waitlist entry with corrections", () => {
  it("refuses bad corrections with clear 400s and stores nothing", async () => {
    const before = await rowCounts();
    const cases: [object, string][] = [
      [{ customer: "" }, "corrections.customer must not be empty"],
      [{ problem: "x".repeat(501) }, "corrections.problem must be at most 500 characters"],
      [{ audience: "nurses" }, "audience"],
      [{ currency: "BTC" }, "currency"],
      [{ price: "whatever they will pay" }, 'we could not read a price in "whatever they will pay"'],
    ];
    for (const [corrections, says] of cases) {
      const answer = await send({ email: "refused@example.org", ideaText: DESCRIPTION, corrections }, "203.0.113.31");
      expect(answer.statusCode, JSON.stringify(corrections)).toBe(400);
      expect(answer.json().error).toContain(says);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("keeps them with version 1, applies them when the idea is validated, and the report follows the visitor through sign-in", async () => {
    const corrections = { customer: "Backyard birdwatchers", currency: "CAD" };
    const sent = await send({ email: "Visitor@Example.org", ideaText: DESCRIPTION, corrections });
    expect(sent.statusCode).toBe(200);
    const ideaId: string = sent.json().ideaId;
    expect(await findIdeaCorrections({ db: t.database.db, ideaId, version: 1 })).toEqual(corrections);
    const [entry] = await t.database.db.select().from(waitlist).where(eq(waitlist.ideaId, ideaId));
    expect(entry?.email).toBe("visitor@example.org");

    // Sent again as it was, the entry answers the same idea and its corrections stand.
    const again = await send({ email: "visitor@example.org", ideaText: DESCRIPTION, corrections: { customer: "someone else" } });
    expect(again.json().ideaId).toBe(ideaId);
    expect(await findIdeaCorrections({ db: t.database.db, ideaId, version: 1 })).toEqual(corrections);

    const cookie = await t.signIn("visitor@example.org", "Vera");
    await waitForCompleted(ideaId, cookie);
    const report = (await t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}/report`, headers: { cookie } })).json();
    expect(report.currency).toBe("CAD");
    const assumptions = JSON.stringify(report.riskiestAssumptions);
    expect(assumptions).toContain("Backyard birdwatchers");
    // The currency corrected, every stated price is named in it (never converted).
    expect(assumptions).toContain("C$129 once, then C$9 a month");
  }, 200_000);
});
