import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findIdeaCorrections } from "../../src/db/queries/idea-corrections.ts";
import { ideaReadingSchema } from "../../src/shared/contracts/idea-reading.ts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let founder: string;

const DESCRIPTION = "A smart bird feeder with a camera for multi-cat households. Vet approved. $129 once, then $9 a month for cloud clips.";

const read = (payload: unknown, cookie = founder) => t.app.inject({ method: "POST", url: "/api/ideas/reading", headers: { cookie }, payload: payload as object });
const create = (payload: object) => t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie: founder }, payload });
const stored = (ideaId: string, version: number) => findIdeaCorrections({ db: t.database.db, ideaId, version });

async function waitForCompleted(id: string): Promise<void> {
  const until = Date.now() + 90_000;
  for (;;) {
    const idea = (await t.app.inject({ method: "GET", url: `/api/ideas/${id}`, headers: { cookie: founder } })).json();
    if (idea.status === "completed") return;
    if (idea.status === "failed" || Date.now() > until) throw new Error(`idea ${id} is ${idea.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  t = await createTestApp({ withWorker: true });
  founder = await t.signIn("reader@example.com", "Rita");
}, 60_000);
afterAll(async () => t?.close(), 30_000);

describe("Here is how we read your idea", () => {
  it("reads product, customer, problem, price as stated and currency in code, for a signed-in founder only", async () => {
    const answer = await read({ description: DESCRIPTION, country: "GB" });
    expect(answer.statusCode).toBe(200);
    const reading = ideaReadingSchema.parse(answer.json());
    expect(reading.product).toBe("bird feeder");
    expect(reading.price).toBe("$129 once, then $9 a month for cloud clips");
    // The founder priced in dollars: that currency, not the market's pound.
    expect(reading).toMatchObject({ currency: "USD", currencyStated: true });
    const unpriced = ideaReadingSchema.parse((await read({ description: "Meal plans for busy nurses on night shifts.", country: "GB" })).json());
    expect(unpriced).toMatchObject({ price: null, currency: "GBP", currencyStated: false });
    expect((await read({ description: DESCRIPTION, country: "GB" }, "")).statusCode).toBe(401);
  });

  it("refuses a bad reading request with a 400 that names the field", async () => {
    const noCountry = await read({ description: DESCRIPTION });
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json().error).toContain("country");
    expect((await read({ description: "   ", country: "US" })).statusCode).toBe(400);
    expect((await read({ description: DESCRIPTION, country: "US", extra: 1 })).statusCode).toBe(400);
  });

  it("refuses bad corrections with clear 400s and stores nothing", async () => {
    const cases: [object, string][] = [
      [{ customer: "" }, "corrections.customer must not be empty"],
      [{ customer: "x".repeat(121) }, "corrections.customer must be at most 120 characters"],
      [{ audience: "nurses" }, "audience"],
      [{ currency: "BTC" }, "currency"],
      [{ price: "whatever they will pay" }, 'we could not read a price in "whatever they will pay"'],
    ];
    for (const [corrections, says] of cases) {
      const answer = await create({ description: DESCRIPTION, country: "US", corrections });
      expect(answer.statusCode, JSON.stringify(corrections)).toBe(400);
      expect(answer.json().error).toContain(says);
    }
    const ideas = (await t.app.inject({ method: "GET", url: "/api/ideas", headers: { cookie: founder } })).json();
    expect(ideas).toEqual([]);
  });

  it("keeps corrections with the version, as typed; a POST without them works as before", async () => {
    const plain = await create({ description: DESCRIPTION, country: "US", validationMode: "quick" });
    expect(plain.statusCode).toBe(201);
    expect(await stored(plain.json().id, 1)).toBeNull();

    const corrections = { customer: "Backyard birdwatchers", product: "camera bird feeder", price: "CA$12 a month" };
    const made = await create({ description: DESCRIPTION, country: "US", validationMode: "quick", corrections });
    expect(made.statusCode).toBe(201);
    const id: string = made.json().id;
    expect(await stored(id, 1)).toEqual(corrections);
    await waitForCompleted(id);
    const report = (await t.app.inject({ method: "GET", url: `/api/ideas/${id}/report`, headers: { cookie: founder } })).json();
    const assumptions = JSON.stringify(report.riskiestAssumptions);
    // The founder capitalised the customer, so mid-sentence it keeps the capital.
    expect(assumptions).toContain("Backyard birdwatchers");
    expect(report.currency).toBe("CAD");

    // Re-validate keeps them; new ones replace them; an empty set drops them.
    const revalidate = (payload?: object) => t.app.inject({ method: "POST", url: `/api/ideas/${id}/revalidate`, headers: { cookie: founder }, ...(payload ? { payload } : {}) });
    expect((await revalidate()).statusCode).toBe(202);
    expect(await stored(id, 2)).toEqual(corrections);
    await waitForCompleted(id);
    const refused = await revalidate({ corrections: { price: "depends" } });
    expect(refused.statusCode).toBe(400);
    expect(await stored(id, 3)).toBeNull();
    expect((await revalidate({ corrections: { customer: "wildlife photographers" } })).statusCode).toBe(202);
    expect(await stored(id, 3)).toEqual({ customer: "wildlife photographers" });
    await waitForCompleted(id);
    const third = (await t.app.inject({ method: "GET", url: `/api/ideas/${id}/report`, headers: { cookie: founder } })).json();
    expect(third.version).toBe(3);
    expect(JSON.stringify(third.riskiestAssumptions)).toContain("wildlife photographers");
    expect((await revalidate({ corrections: {} })).statusCode).toBe(202);
    expect(await stored(id, 4)).toBeNull();
    await waitForCompleted(id);
  }, 180_000);
});
