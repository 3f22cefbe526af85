import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfFileName } from "../../src/server/routes/report-pdf.ts";
import { pdfPageCount, pdfToText } from "../helpers/pdf-text.ts";
import { readReportFixture, seedCompletedIdea } from "../helpers/seed-report.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let owner: string;
let ideaId: string;
let xssIdeaId: string;
const OWNER = "pdf-owner@example.com";
const TITLE = "Dog walker scheduling";

beforeAll(async () => {
  t = await createTestApp({ withWorker: true });
  ({ ideaId } = await seedCompletedIdea({
    db: t.database.db, email: OWNER, title: TITLE, description: "Recurring walks and billing for solo walkers",
    body: await readReportFixture("dog-walker-with-sources.json"),
  }));
  ({ ideaId: xssIdeaId } = await seedCompletedIdea({
    db: t.database.db, email: OWNER, title: "<script>alert('title')</script>", description: "<img src=x onerror=alert(1)>",
    body: await readReportFixture("xss-payloads.json"),
  }));
  owner = await t.signIn(OWNER);
});
afterAll(async () => t.close());

async function download(url: string, cookie?: string) {
  return t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
}
/** Text runs may be split or spaced differently than on screen; compare with whitespace collapsed. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("GET /api/ideas/:id/report.pdf", () => {
  it("downloads the whole report as a paginated PDF", async () => {
    const response = await download(`/api/ideas/${ideaId}/report.pdf`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="dog-walker-scheduling-validation-report.pdf"');
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const text = flat(await pdfToText(response.rawPayload));
    expect(text).toContain(TITLE);
    for (const score of ["Opportunity Score: 7.2/10", "Problem Score: 7.8/10", "Feasibility Score: 8.1/10", "Timing Score: 5.4/10"]) {
      expect(text).toContain(score);
    }
    for (const section of ["Recommendation: Go", "Overall score: 6.9/10", "Supporting Evidence (3)", "What's Next", "Promising idea. Validate:",
      "Business Fit", "Revenue Potential: 6.5/10", "Total Market $2.4bn", "Execution Difficulty: 5.5/10",
      "Non-Technical Challenges", "Go-To-Market: 6.8/10", "High-Impact Channels", "Market Interest",
      "Keyword trend data unavailable", "Source Citations", "Total Sources: 7", "7 sources listed in this report.", "Research quality", "[S1] How do you keep track of recurring walks and payments?",
      "https://news.ycombinator.com/item?id=38112233", "Methodology & Transparency", "Quality Assessment", "Confidence level 66%",
      "Limitations & Assumptions", "Analysis Strengths & Weaknesses", "Page 1 of"]) {
      expect(text, section).toContain(section);
    }
    expect(text).toContain("Feasibility is the strongest score (8.1/10) and Timing the weakest (5.4/10).");
    expect(text).not.toContain("Drawn from the description alone");
    // Evidence keeps its citation, pointing at the numbered source list.
    expect(text).toContain("Walkers describe double-booking and missed recurring walks as their main operational pain [S1]");
    expect(await pdfPageCount(response.rawPayload)).toBeGreaterThan(1);
  });

  it("prints hostile text literally and links only http(s) URLs", async () => {
    const response = await download(`/api/ideas/${xssIdeaId}/report.pdf`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="script-alert-title-script-validation-report.pdf"');
    const text = flat(await pdfToText(response.rawPayload));
    expect(text).toContain("<script>alert('title')</script>");
    expect(text).toContain("javascript:window.__xss=1;alert('source url') (not linked)");
    const raw = response.rawPayload.toString("latin1");
    expect(raw).toContain("/URI (https://example.com/ok)");
    expect(raw).not.toMatch(/\/URI \((javascript|data):/i);
  });

  it("makes a PDF of a text-analyst report too", async () => {
    const created = (await t.app.inject({
      method: "POST", url: "/api/ideas", headers: { cookie: owner },
      payload: { description: "A scheduling app for independent dog walkers that books recurring walks and bills owners monthly.", country: "US", validationMode: "deep" },
    })).json();
    let status = "pending";
    for (let i = 0; i < 300 && status !== "completed" && status !== "failed"; i += 1) {
      await sleep(100);
      status = (await t.app.inject({ method: "GET", url: `/api/ideas/${created.id}`, headers: { cookie: owner } })).json().status;
    }
    expect(status).toBe("completed");
    const report = (await t.app.inject({ method: "GET", url: `/api/ideas/${created.id}/report`, headers: { cookie: owner } })).json();
    const response = await download(`/api/ideas/${created.id}/report.pdf`, owner);
    expect(response.statusCode).toBe(200);
    const text = flat(await pdfToText(response.rawPayload));
    expect(text).toContain(report.title);
    for (const [label, key] of [["Opportunity", "opportunityScore"], ["Problem", "problemScore"], ["Feasibility", "feasibilityScore"], ["Timing", "timingScore"]] as const) {
      const value = Math.round(report[key].value * 10) / 10;
      expect(text).toContain(`${label} Score: ${value}/10`);
    }
    expect(text).toContain("Total Sources: 0");
    // The verdict comes before the description, and says what the report rests on.
    expect(text.indexOf(`Recommendation: `)).toBeLessThan(text.indexOf("A scheduling app for independent dog walkers"));
    expect(text).toMatch(/is the strongest score|All four scores stand at/);
    expect(text).toContain("Drawn from the description alone. No live source was consulted for this report");
    expect(report.moneyFigures).toBe("rule-of-thumb");
    expect(text).toContain("Rough rule-of-thumb ranges, not researched figures.");
    expect(text).toMatch(/Year 1 ~\$[\d.]+[KM]?–\$[\d.]+[KM]?/);
  });

  it("is the owner's alone: signed out is 401, another user's idea is 404", async () => {
    expect((await download(`/api/ideas/${ideaId}/report.pdf`)).statusCode).toBe(401);
    const stranger = await t.signIn("someone-else@example.com");
    const response = await download(`/api/ideas/${ideaId}/report.pdf`, stranger);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Idea not found", code: "not_found" });
  });
});

describe("GET /api/shared/:token/report.pdf", () => {
  it("serves the shared report's PDF without sign-in until the link is revoked", async () => {
    const link = (await t.app.inject({ method: "POST", url: `/api/ideas/${ideaId}/share-links`, headers: { cookie: owner } })).json();
    const response = await download(`/api${link.path}/report.pdf`);
    expect(response.statusCode).toBe(200);
    expect(flat(await pdfToText(response.rawPayload))).toContain(TITLE);
    await t.app.inject({ method: "DELETE", url: `/api/ideas/${ideaId}/share-links/${link.id}`, headers: { cookie: owner } });
    expect((await download(`/api${link.path}/report.pdf`)).statusCode).toBe(404);
  });
});

describe("pdfFileName", () => {
  it("slugs the title", () => {
    expect(pdfFileName("Café & Co: 2 apps!")).toBe("cafe-co-2-apps-validation-report.pdf");
    expect(pdfFileName("中文")).toBe("report-validation-report.pdf");
  });
});
