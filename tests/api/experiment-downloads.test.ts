import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOG_WALKER_ASSUMPTIONS } from "../helpers/experiment-plan-fixture.ts";
import { readReportFixture, seedCompletedIdea } from "../helpers/seed-report.ts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let owner: string;
let stranger: string;
let ideaId: string;
let oldIdeaId: string;
const OWNER = "plan-owner@example.com";

beforeAll(async () => {
  t = await createTestApp();
  const body = { ...(await readReportFixture("dog-walker-with-sources.json")), riskiestAssumptions: DOG_WALKER_ASSUMPTIONS };
  ({ ideaId } = await seedCompletedIdea({ db: t.database.db, email: OWNER, title: "Dog walker <scheduling>", description: "Walks & billing", body }));
  ({ ideaId: oldIdeaId } = await seedCompletedIdea({
    db: t.database.db, email: OWNER, title: "Made before plans", description: "Old report", body: await readReportFixture("dog-walker-with-sources.json"),
  }));
  owner = await t.signIn(OWNER);
  stranger = await t.signIn("plan-stranger@example.com");
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("GET /api/ideas/:id/experiment-plan.md", () => {
  it("downloads the plan as Markdown for its owner", async () => {
    const response = await get(`/api/ideas/${ideaId}/experiment-plan.md`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="dog-walker-scheduling-experiment-plan.md"');
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.body).toMatch(/^# Experiment Plan: Dog walker \\<scheduling\\>\n/);
    expect(response.body).toContain("## 1. Independent dog walkers will pay $15 a month for Walkies.");
    expect(response.body).toContain("- **Decision rule (written before the test):** Decided before the first offer");
    expect(response.body).toContain("### Experiment: Smoke-test landing page");
  });

  it("is not found for another user, and asks for sign-in without a session", async () => {
    const other = await get(`/api/ideas/${ideaId}/experiment-plan.md`, stranger);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: "Idea not found", code: "not_found" });
    expect((await get(`/api/ideas/${ideaId}/experiment-plan.md`)).statusCode).toBe(401);
  });

  it("says a report made before plans has none", async () => {
    const response = await get(`/api/ideas/${oldIdeaId}/experiment-plan.md`, owner);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatch(/made before experiments were planned/);
  });
});

describe("GET /api/ideas/:id/smoke-test.html", () => {
  it("downloads a self-contained page with every text from the report escaped", async () => {
    const response = await get(`/api/ideas/${ideaId}/smoke-test.html`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="dog-walker-scheduling-smoke-test.html"');
    const html = response.body;
    expect(html).toContain("<h1>Walkies &lt;b&gt;for&lt;/b&gt; walkers</h1>");
    expect(html).toContain("<li>Built for this problem: &lt;img src=x onerror=alert(1)&gt; double bookings</li>");
    expect(html).toContain("Schedules, routes &amp; invoices");
    expect(html).toContain('<a class="cta" href="#thanks">Join the waiting list</a>');
    expect(html).toContain('<p class="price">$15 a month</p>');
    expect(html).not.toMatch(/<img|<script|onerror=alert\(1\)>/);
    // Nothing to fetch: no external scripts, styles, fonts or images.
    expect(html).not.toMatch(/\b(?:src|href)="(?:https?:)?\/\//);
    expect(html).not.toMatch(/<link|@import|url\(/);
  });

  it("is not found for another user, and for a plan with no smoke test", async () => {
    expect((await get(`/api/ideas/${ideaId}/smoke-test.html`, stranger)).statusCode).toBe(404);
    const body = { ...(await readReportFixture("dog-walker-with-sources.json")), riskiestAssumptions: DOG_WALKER_ASSUMPTIONS.slice(0, 2) };
    const { ideaId: noPage } = await seedCompletedIdea({ db: t.database.db, email: OWNER, title: "No page", description: "Interviews only", body });
    const response = await get(`/api/ideas/${noPage}/smoke-test.html`, owner);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "This report's experiment plan has no smoke-test page.", code: "not_found" });
  });
});
