import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { readReportFixture, seedCompletedIdea, startSeededApp } from "../helpers/seed-report.ts";
import { useJourney } from "./journey.ts";

const TITLE = "<script>window.__xss=1;alert('title')</script>";

describe("a report whose fields carry script, onerror and javascript: payloads", () => {
  const journey = useJourney({
    start: async () => {
      const body = await readReportFixture("xss-payloads.json");
      return startSeededApp({
        seed: async (db) => (await seedCompletedIdea({ db, email: "eve@example.com", title: TITLE, description: "<img src=x onerror=\"window.__xss=1;alert('description')\">", body })).ideaId,
      });
    },
    signIn: { email: "eve@example.com", name: "Eve" },
  });
  let page: Page;
  const dialogs: string[] = [];

  beforeAll(() => {
    ({ page } = journey);
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });

  async function expectInert() {
    const state = await page.evaluate(() => ({
      xss: (window as { __xss?: unknown }).__xss ?? null,
      injected: document.querySelectorAll("main img, main iframe, main svg[onload], main details, main [onerror], main [onload], main [onmouseover]").length,
      hrefs: [...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href") ?? ""),
    }));
    expect(state.xss).toBeNull();
    expect(state.injected).toBe(0);
    for (const href of state.hrefs) expect(href).toMatch(/^(https?:\/\/|\/|#)/);
    expect(dialogs).toEqual([]);
  }

  it("renders every payload as text in the overview, every dialog and the sources tab", async () => {
    await page.goto(`/report/${journey.app.seeded}`);
    await page.getByRole("heading", { level: 2, name: TITLE }).waitFor();
    await page.getByText("<img src=x onerror=\"window.__xss=1;alert('description')\">").waitFor();
    await expectInert();

    for (const label of ["Opportunity", "Problem", "Feasibility", "Timing"]) {
      await page.getByRole("region", { name: "Scores" }).getByRole("button", { name: label, exact: true }).click();
      await page.getByRole("dialog", { name: `${label} Score` }).waitFor();
      await expectInert();
      await page.keyboard.press("Escape");
    }
    for (const title of ["Revenue Potential", "Execution Difficulty", "Go-To-Market"]) {
      await page.getByRole("button", { name: new RegExp(`^${title}`) }).click();
      await page.getByRole("dialog", { name: title }).waitFor();
      await expectInert();
      await page.keyboard.press("Escape");
    }

    await page.getByRole("tab", { name: "Sources" }).click();
    await page.getByText("<script>window.__xss=1;alert('source title')</script>").waitFor();
    expect(await page.getByText("Link unavailable: not a web address").count()).toBe(2);
    for (const name of ["Research Process", "Quality Assessment", "Limitations & Assumptions", "Analysis Strengths & Weaknesses"]) {
      await page.getByRole("button", { name }).click();
      await expectInert();
    }
  });

  it("keeps the payloads inert on the shared read-only page too", async () => {
    await page.getByRole("tab", { name: "Overview" }).click();
    await journey.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: journey.app.url });
    await page.getByRole("button", { name: "Share" }).click();
    const url = await page.getByRole("textbox", { name: "Share link" }).inputValue();
    await page.keyboard.press("Escape");
    await page.goto(url);
    await page.getByRole("heading", { level: 2, name: TITLE }).waitFor();
    await expectInert();
  });
});
