import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { ValidationReport } from "../../src/shared/contracts/report.ts";
import { startApp } from "../helpers/app-server.ts";
import { pdfToText } from "../helpers/pdf-text.ts";
import { validateIdea } from "./journey-ideas.ts";
import { seriousViolations, TRENDS_UNAVAILABLE, unexpectedProblems, useJourney } from "./journey.ts";

const IDEA = "Freelance designers waste hours chasing late invoices. A tool that automatically sends polite payment reminders and offers instant payout for a 2% fee. We'd charge $12/month.";
const LABELS = { opportunityScore: "Opportunity", problemScore: "Problem", feasibilityScore: "Feasibility", timingScore: "Timing" } as const;
const shown = (value: number) => `${Math.round(value * 10) / 10}/10`;

describe("the report the text analyst makes", () => {
  const journey = useJourney({ start: () => startApp(), signIn: { email: "grace@example.com", name: "Grace Hopper" } });
  let page: Page;
  let report: ValidationReport;

  beforeAll(async () => {
    ({ page } = journey);
    report = await validateIdea(page, IDEA);
  });

  it("shows its header, four scores with dialogs, business fit and what's next, at 1280 px", async () => {
    expect(report.sources).toEqual([]);
    await page.goto(`/report/${report.ideaId}`);
    await page.getByRole("heading", { level: 2, name: report.title }).waitFor();
    await page.getByText("Keyword trend data unavailable").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const scores = page.getByRole("region", { name: "Scores" });
    for (const [key, label] of Object.entries(LABELS) as Array<[keyof typeof LABELS, string]>) {
      await scores.getByRole("button", { name: label, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: `${label} Score` });
      await dialog.waitFor();
      expect(await dialog.getByText(shown(report[key].value), { exact: true }).count()).toBe(1);
      expect(await dialog.getByText(`${Math.round(report[key].confidence * 100)}% confidence`).count()).toBe(1);
      if (report[key].evidence.length > 0) {
        await dialog.getByRole("heading", { name: `Supporting Evidence (${report[key].evidence.length})` }).waitFor();
        // Offline evidence quotes the founder's own description; there is no source to link.
        expect(await dialog.getByRole("link").count()).toBe(0);
      }
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    }
    for (const title of ["Revenue Potential", "Execution Difficulty", "Go-To-Market"]) {
      await page.getByRole("button", { name: new RegExp(`^${title}`) }).click();
      await page.getByRole("dialog", { name: title }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
    }
    await page.getByRole("region", { name: "Verdict" }).getByRole("button", { name: "Download PDF" }).waitFor();
  });

  it("says plainly on the Sources tab that no sources were consulted, with its methodology", async () => {
    await page.getByRole("tab", { name: "Sources" }).click();
    await page.getByText("Showing 0 of 0 sources").waitFor();
    await page.getByText("No sources were retrieved for this report").waitFor();
    await page.getByRole("button", { name: "Research Process" }).click();
    await page.getByText(report.methodology.researchProcess.slice(0, 40), { exact: false }).waitFor();
    await page.getByRole("button", { name: "Quality Assessment" }).click();
    // Inside the Sources tab: the verdict strip above the tabs shows the same percent.
    await page.getByRole("tabpanel").getByText(`${Math.round(report.methodology.confidenceLevel * 100)}%`, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("downloads its PDF with the title and the four scores", async () => {
    await page.getByRole("tab", { name: "Overview" }).click();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
    const text = (await pdfToText(await readFile(await download.path()))).replace(/\s+/g, " ");
    expect(text).toContain(report.title);
    for (const [key, label] of Object.entries(LABELS) as Array<[keyof typeof LABELS, string]>) {
      expect(text).toContain(`${label} Score: ${shown(report[key].value)}`);
    }
  });

  it("fits a 375 px screen", async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await page.getByRole("heading", { level: 2, name: report.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    expect(unexpectedProblems(journey.problems, [TRENDS_UNAVAILABLE])).toEqual([]);
  });
});
