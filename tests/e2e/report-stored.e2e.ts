import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { pdfToText } from "../helpers/pdf-text.ts";
import { readReportFixture, seedCompletedIdea, startSeededApp } from "../helpers/seed-report.ts";
import { seriousViolations, TRENDS_UNAVAILABLE, unexpectedProblems, useJourney } from "./journey.ts";

const OWNER = { email: "ada@example.com", name: "Ada Lovelace" };
const TITLE = "Dog walker scheduling";
const SCORES = [["Opportunity", "7.2/10"], ["Problem", "7.8/10"], ["Feasibility", "8.1/10"], ["Timing", "5.4/10"]] as const;
const UNAVAILABLE = "Keyword trend data unavailable - Check back later or try refreshing the page";

type Seeded = { ideaId: string; othersIdeaId: string };

describe("the report of a stored complete report with sources", () => {
  const journey = useJourney({
    start: async () => {
      const body = await readReportFixture("dog-walker-with-sources.json");
      return startSeededApp<Seeded>({
        seed: async (db) => {
          const { ideaId } = await seedCompletedIdea({ db, email: OWNER.email, title: TITLE, description: "Recurring walks and monthly billing for independent dog walkers.", body });
          const { ideaId: othersIdeaId } = await seedCompletedIdea({ db, email: "bob@example.com", title: "Bob's private idea", description: "Not Ada's.", body });
          return { ideaId, othersIdeaId };
        },
      });
    },
    signIn: OWNER,
  });
  let page: Page;
  let app: typeof journey.app;

  beforeAll(async () => {
    ({ page, app } = journey);
    await journey.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.url });
  });

  it("lays out the overview at 1280 px: main column beside a 320 px right column, the trend card stretched to match it", async () => {
    await page.goto(`/report/${app.seeded.ideaId}`);
    await page.getByRole("heading", { level: 2, name: TITLE }).waitFor();
    await page.getByText(UNAVAILABLE).waitFor();

    const aside = page.getByRole("complementary", { name: "Scores and recommendation" });
    const trend = page.getByRole("region", { name: "Market Interest" });
    const asideBox = await aside.boundingBox();
    const trendBox = await trend.boundingBox();
    expect(asideBox?.width).toBe(320);
    expect(asideBox && trendBox && asideBox.x).toBeGreaterThan((trendBox?.x ?? 0) + (trendBox?.width ?? 0) - 1);
    expect(asideBox?.height).toBeGreaterThanOrEqual(400);
    // Nothing scrolls inside a capped box: the right column shows all it holds.
    expect(await aside.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
    expect(Math.round(asideBox?.y ?? 0) + Math.round(asideBox?.height ?? 0)).toBe(Math.round((trendBox?.y ?? 0) + (trendBox?.height ?? 0)));
    await page.screenshot({ path: "/tmp/report-1280.png", fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("opens every score dialog with its analysis and linked evidence", async () => {
    const scores = page.getByRole("region", { name: "Scores" });
    for (const [label, value] of SCORES) {
      await scores.getByRole("button", { name: label, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: `${label} Score` });
      await dialog.waitFor();
      expect(await dialog.getByText(value, { exact: true }).count()).toBe(1);
      await dialog.getByRole("heading", { name: "Analysis" }).waitFor();
      if (label !== "Timing") {
        await dialog.getByRole("heading", { name: /^Supporting Evidence \(\d\)$/ }).waitFor();
        const link = dialog.getByRole("link").first();
        expect(await link.getAttribute("target")).toBe("_blank");
        expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
        expect(await link.getAttribute("href")).toMatch(/^https:\/\//);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    }
  });

  it("opens the three Business Fit dialogs with every field", async () => {
    const checks = [
      ["Revenue Potential", ["Total Market", "$2.4bn", "Year 3", "$1.9M", "about $12 per month (estimate)", "Key Assumptions"]],
      ["Execution Difficulty", ["Team Size", "2-3 people", "Execution Risks", "Technical Challenges", "Non-Technical Challenges"]],
      ["Go-To-Market", ["CAC", "$45", "LTV", "$420", "3 months", "Market Entry", "High-Impact Channels"]],
    ] as const;
    for (const [title, texts] of checks) {
      await page.getByRole("button", { name: new RegExp(`^${title}`) }).click();
      const dialog = page.getByRole("dialog", { name: title });
      await dialog.waitFor();
      for (const text of texts) expect(await dialog.getByText(text, { exact: true }).count(), `${title}: ${text}`).toBeGreaterThan(0);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    }
    const whatsNext = page.getByRole("region", { name: "What's Next" });
    await whatsNext.getByText("Promising idea. Validate:").waitFor();
    expect(await whatsNext.getByText("Go", { exact: true }).count()).toBe(1);
  });

  it("reads the Sources tab: stats, filter, sort, safe links and one methodology block at a time", async () => {
    await page.getByRole("tab", { name: "Sources" }).click();
    await page.getByText("Showing 7 of 7 sources").waitFor();
    await page.getByRole("combobox", { name: "Filter" }).click();
    await page.getByRole("option", { name: "High Relevance (7+)" }).click();
    await page.getByText("Showing 3 of 7 sources").waitFor();
    await page.getByRole("combobox", { name: "Sort" }).click();
    await page.getByRole("option", { name: "Date" }).click();
    const links = page.getByRole("link", { name: /^View source on / });
    expect(await links.count()).toBe(3);
    for (const link of await links.all()) {
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    await page.getByRole("button", { name: "Research Process" }).click();
    await page.getByRole("button", { name: "Quality Assessment" }).click();
    expect(await page.getByRole("button", { name: "Research Process" }).getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("button", { name: "Quality Assessment" }).getAttribute("aria-expanded")).toBe("true");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("tab", { name: "Overview" }).click();
  });

  it("downloads a PDF of the whole report whose text has the title and the four scores", async () => {
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
    expect(download.suggestedFilename()).toBe("dog-walker-scheduling-validation-report.pdf");
    const path = await download.path();
    const text = (await pdfToText(await readFile(path))).replace(/\s+/g, " ");
    expect(text).toContain(TITLE);
    for (const [label, value] of SCORES) expect(text).toContain(`${label} Score: ${value}`);
    for (const section of ["Business Fit", "Market Interest", "Source Citations", "Methodology & Transparency"]) expect(text).toContain(section);
  });

  it("shares a read-only link that works in a fresh browser without signing in, and stops when revoked", async () => {
    await page.getByRole("button", { name: "Share" }).click();
    const dialog = page.getByRole("dialog", { name: "Share this report" });
    await dialog.getByText("Copied to your clipboard.").waitFor();
    const url = await dialog.getByRole("textbox", { name: "Share link" }).inputValue();
    expect(url).toMatch(new RegExp(`^${app.url}/shared/[A-Za-z0-9_-]{43}$`));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const visitor = await journey.openPage();
    const asked: string[] = [];
    visitor.page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/api/")) asked.push(pathname);
    });
    await visitor.page.goto(url);
    await visitor.page.getByRole("heading", { level: 2, name: TITLE }).waitFor();
    await visitor.page.getByText("Shared with you, read-only").waitFor();
    expect(await visitor.page.getByRole("button", { name: "Share" }).count()).toBe(0);
    await visitor.page.getByRole("region", { name: "Scores" }).getByRole("button", { name: "Problem", exact: true }).click();
    await visitor.page.getByRole("dialog", { name: "Problem Score" }).waitFor();
    await visitor.page.keyboard.press("Escape");
    await visitor.page.getByRole("tab", { name: "Sources" }).click();
    await visitor.page.getByText("Showing 7 of 7 sources").waitFor();
    // The visitor's page asked only for the shared report (and who is signed in: nobody).
    expect(asked.every((path) => path === "/api/auth/user" || path.startsWith(url.replace(app.url, "/api").replace("/api/shared", "/api/shared")))).toBe(true);
    for (const path of ["/api/ideas", `/api/ideas/${app.seeded.ideaId}/report`]) {
      expect((await visitor.page.request.get(path)).status(), path).toBe(401);
    }
    expect(await seriousViolations(visitor.page)).toEqual([]);

    await dialog.getByRole("button", { name: "Revoke this link" }).click();
    await page.getByText("Link revoked", { exact: true }).waitFor();
    await visitor.page.reload();
    await visitor.page.getByRole("heading", { name: "Report not available" }).waitFor();
    await visitor.context.close();
  });

  it("keeps another user's idea a 404", async () => {
    await page.goto(`/report/${app.seeded.othersIdeaId}`);
    await page.getByRole("heading", { name: "Report not found" }).waitFor();
    await page.getByRole("link", { name: "Back to Library" }).waitFor();
    expect((await page.request.get(`/api/ideas/${app.seeded.othersIdeaId}/report`)).status()).toBe(404);
    expect((await page.request.post(`/api/ideas/${app.seeded.othersIdeaId}/share-links`)).status()).toBe(404);
  });

  it("stacks header, trend, scores, business fit and what's next at 375 px", async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/report/${app.seeded.ideaId}`);
    await page.getByRole("heading", { level: 2, name: TITLE }).waitFor();
    await page.getByText(UNAVAILABLE).waitFor();
    const top = async (name: string) => (await page.getByRole("heading", { name, exact: true }).first().boundingBox())?.y ?? -1;
    const order = [await top(TITLE), await top("Market Interest"), await top("Opportunity"), await top("Business Fit"), await top("What's Next")];
    expect(order.every((y, index) => index === 0 || y > (order[index - 1] ?? 0))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: "/tmp/report-375.png", fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("region", { name: "Scores" }).getByRole("button", { name: "Opportunity", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Opportunity Score" });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await page.keyboard.press("Escape");
    await page.getByRole("tab", { name: "Sources" }).click();
    await page.getByText("Showing 7 of 7 sources").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    // Opening Bob's idea answered 404 on purpose (the "Report not found" state above).
    const othersReport = `(/api/ideas/${app.seeded.othersIdeaId}/report)`;
    expect(unexpectedProblems(journey.problems, [TRENDS_UNAVAILABLE]).filter((problem) => !problem.endsWith(othersReport))).toEqual([]);
  });
});
