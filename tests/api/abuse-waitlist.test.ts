import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../src/db/schema.ts";
import { WAITLIST_DAILY_PER_ADDRESS } from "../../src/server/routes/waitlist.ts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

// The landing page's idea dialog cannot be aimed at a stranger: one plain mailbox per entry, a
// daily allowance per recipient whoever sends, and entries held apart from the address owner's
// account (and allowance) until they sign in.

let t: TestApp;

beforeAll(async () => {
  // Mail configured (nothing sends in this file: the outbox rows are what is counted).
  t = await createTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:9", USER_ACTIVE_VALIDATIONS: "4" } });
});
afterAll(async () => t.close());

const post = (email: string, ideaText: string, remoteAddress = "203.0.113.7") =>
  t.app.inject({ method: "POST", url: "/api/validations/waitlist", remoteAddress, payload: { email, ideaText } });

const ideasOf = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/ideas", headers: { cookie } })).json<Array<{ description: string }>>().map((idea) => idea.description);

describe("waitlist addresses", () => {
  it.each([
    "first@example.org,second@example.org",
    "first@example.org;second@example.org",
    "Eve <eve@example.org>",
    "eve@example.org>",
    "<eve@example.org>",
    "\"Eve\"@example.org",
    "eve@example.org (Eve)",
    "eve smith@example.org",
    "eve@example.org\tbcc@example.org",
  ])("refuses %j with a 400 that says what an address must be", async (email) => {
    const answer = await post(email, "An idea sent to more than one inbox at once.");
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatch(/Enter one email address on its own, like name@example\.com|Enter a valid email address/);
  });

  it("refuses control characters in the address with a 400", async () => {
    const answer = await post("eve@example.org\r\nBcc: other@example.org", "Header injection through the address.");
    expect(answer.statusCode).toBe(400);
  });

  it("mails one recipient at most the daily allowance, whatever the sender, client address or spelling", async () => {
    const spellings = ["Victim@Example.org", "  victim@example.org ", "VICTIM@EXAMPLE.ORG", "victim@example.org"];
    const answers = [];
    for (const [index, email] of spellings.entries()) answers.push(await post(email, `Idea number ${index + 1} for a stranger's inbox.`, `198.51.100.${index + 1}`));
    expect(answers.slice(0, WAITLIST_DAILY_PER_ADDRESS).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const refused = answers[WAITLIST_DAILY_PER_ADDRESS];
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json().error).toBe("This email address has had 3 ideas sent from this page today, the most one address can have. Sign in with it to validate more, or send this one again after 00:00 UTC.");
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
    const queued = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, "victim@example.org"));
    expect(queued).toHaveLength(WAITLIST_DAILY_PER_ADDRESS);
  });
});

describe("waitlist entries and the address owner's account", () => {
  it("use none of the owner's allowance and stay out of their library until they sign in, then are theirs", async () => {
    const owner = await t.signIn("owner@example.org");
    for (const n of [1, 2, 3]) expect((await post("owner@example.org", `Someone else's idea number ${n}.`, `192.0.2.${n}`)).statusCode).toBe(200);
    expect(await ideasOf(owner)).toEqual([]);
    // Four validations at once is the owner's limit: all four slots are still theirs.
    for (const n of [1, 2, 3, 4]) {
      const own = await t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie: owner }, payload: { description: `My own idea number ${n}, about bicycles.`, country: "US", validationMode: "quick" } });
      expect(own.statusCode).toBe(201);
    }
    // Signing in with the address is how its owner keeps what was sent for it.
    const again = await t.signIn("owner@example.org");
    expect((await ideasOf(again)).filter((text) => text.startsWith("Someone else's"))).toHaveLength(3);
  });
});
