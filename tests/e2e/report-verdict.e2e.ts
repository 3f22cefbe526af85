import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { ValidationReport } from "../../src/shared/contracts/report.ts";
import { createIdea, waitForValidations } from "./journey-ideas.ts";
import { seriousViolations, startJourneyApp, TRENDS_UNAVAILABLE, unexpectedProblems, useJourney } from "./journey.ts";

const IDEA =
  "Busy parents in the UK waste hours every week planning meals and shopping. A meal-planning app that builds a weekly plan and a shopping list from what the family likes. We charge £4.99/month.";
const THIN = "Uber for dogs";
const SIGNED_IN_SCREENS = ["/", "/dashboard", "/library", "/progress", "/analytics", "/reports", "/settings"];

/** Whether an element lies wholly inside the first screenful, without scrolling. */
async function onFirstScreen(page: Page, selector: ReturnType<Page["getByRole"]>): Promise<boolean> {
  const box = await selector.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

describe("a report a founder can trust at a glance", () => {
  const journey = useJourney({
    start: () => startJourneyApp(),
    signIn: { email: "maya.founder@example.com", name: "Maya Chen" },
    page: { viewport: { width: 1280, height: 900 } },
  });
  let page: Page;
  let report: ValidationReport;
  let thinId: string;

  beforeAll(async () => {
    ({ page } = journey);
    const created = await createIdea(page, IDEA);
    thinId = (await createIdea(page, THIN)).id;
    await waitForValidations(page);
    report = await (await page.request.get(`/api/ideas/${created.id}/report`)).json();
  });

  it("opens on the verdict, the overall score and the description-only banner at 1280x900", async () => {
    expect(report.sources).toEqual([]);
    expect(report.currency).toBe("GBP");
    await page.goto(`/report/${report.ideaId}`);
    const verdict = page.getByRole("region", { name: "Verdict" });
    await verdict.waitFor();
    const text = (await verdict.textContent()) ?? "";
    expect(text).toContain(`Overall ${Math.round(report.overallScore * 10) / 10}/10`);
    expect(text).toContain(`Confidence ${Math.round(report.methodology.confidenceLevel * 100)}%`);
    expect(text).toMatch(/is the strongest score|All four scores stand at/);
    const banner = verdict.getByRole("note", { name: "Drawn from the description alone" });
    expect(await onFirstScreen(page, verdict)).toBe(true);
    expect(await onFirstScreen(page, banner)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("shows rule-of-thumb money as rough ranges in the founder's pounds", async () => {
    await page.getByRole("button", { name: /^Revenue Potential/ }).click();
    const dialog = page.getByRole("dialog", { name: "Revenue Potential" });
    await dialog.getByText("Rough rule-of-thumb ranges, not researched figures.").waitFor();
    await dialog.getByText("£4.99 a month (as you state it)", { exact: true }).waitFor();
    expect(await dialog.getByText(/^~£/).count()).toBeGreaterThan(0);
    expect(await dialog.getByText(/\$/).count()).toBe(0);
    await page.keyboard.press("Escape");
  });

  it("says on the Sources tab that nothing was retrieved and what was searched", async () => {
    await page.getByRole("tab", { name: "Sources" }).click();
    await page.getByText("No sources were retrieved for this report").waitFor();
    expect(await page.getByText("Try adjusting your filters to see more sources.").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("reads Reviewed in the library after the report was opened by its URL, with the description-only marker", async () => {
    await page.goto("/library");
    const card = page.getByRole("link", { name: report.title });
    await card.getByText("Reviewed", { exact: true }).waitFor();
    await card.getByText("Drawn from the description alone").waitFor();
    // The thin idea was never opened: still waiting for review.
    const thin = (await (await page.request.get("/api/ideas")).json()) as Array<{ id: string; reviewedAt: string | null }>;
    expect(thin.find((idea) => idea.id === thinId)?.reviewedAt).toBeNull();
  });

  it("marks a too-thin description provisional and says what to add", async () => {
    await page.goto(`/report/${thinId}`);
    const verdict = page.getByRole("region", { name: "Verdict" });
    await verdict.getByText(/^Provisional: the description is too thin to judge\. Add .+, then validate again\.$/).waitFor();
    expect(await verdict.getByText(/\(provisional\)/).count()).toBe(1);
  });

  it("puts the verdict and score before the score cards on a 375x800 phone", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/report/${report.ideaId}`);
    const verdict = page.getByRole("region", { name: "Verdict" });
    await verdict.waitFor();
    expect(await onFirstScreen(page, verdict)).toBe(true);
    const verdictBox = await verdict.boundingBox();
    const scoresBox = await page.getByRole("region", { name: "Scores" }).boundingBox();
    expect(verdictBox && scoresBox && verdictBox.y < scoresBox.y).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // The Go-To-Market dialog wraps its rows rather than clipping them.
    await page.getByRole("button", { name: /^Go-To-Market/ }).click();
    const dialog = page.getByRole("dialog", { name: "Go-To-Market" });
    await dialog.waitFor();
    const channels = dialog.getByRole("region", { name: "Channels" }).getByRole("listitem");
    await channels.first().waitFor();
    const clipped = await dialog.evaluate((element) => [element, ...element.querySelectorAll("li")].some((box) => box.scrollWidth > box.clientWidth));
    expect(clipped).toBe(false);
    await page.keyboard.press("Escape");
  });

  it("has no horizontal overflow on any signed-in screen at 375 px", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of [...SIGNED_IN_SCREENS, `/report/${report.ideaId}`]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      // Lists and charts fill in after the heading; give them a moment to take their width.
      await page.waitForTimeout(500);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      // Name the elements that stick out, so a failure says where to look.
      const wide = await page.evaluate(() => [...document.querySelectorAll("body *")]
        .filter((element) => element.getBoundingClientRect().right > 376)
        .slice(-3).map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}: ${element.textContent?.slice(0, 40)}`));
      expect(width, `${path}: ${wide.join(" | ")}`).toBeLessThanOrEqual(375);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    expect(unexpectedProblems(journey.problems, [TRENDS_UNAVAILABLE])).toEqual([]);
  });

  it("shows each report's recommendation on the Reports table at 375 px without sideways scrolling", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/reports");
    const table = page.getByRole("table");
    await table.waitFor();
    const rows = table.getByRole("row").filter({ has: page.getByRole("rowheader") });
    expect(await rows.count()).toBe(2);
    for (const row of await rows.all()) {
      const badge = row.getByText(/^(Strong Go|Go|Proceed with Caution|No Go)$/);
      const box = await badge.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    }
    const scrolls = await table.evaluate((element) => (element.parentElement?.scrollWidth ?? 0) > (element.parentElement?.clientWidth ?? 0));
    expect(scrolls).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
