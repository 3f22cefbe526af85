import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createIdea, waitForValidations } from "./journey-ideas.ts";
import { seriousViolations, startJourneyApp, unexpectedProblems, useJourney } from "./journey.ts";

const IDEAS = [
  "Beekeeping kits for city rooftops with monthly honey harvest coaching",
  "Analytics dashboard for independent coffee roasters tracking green bean inventory",
  "Ceramics studio booking platform with kiln scheduling for hobby potters",
];

describe("the idea library", () => {
  const journey = useJourney({ start: () => startJourneyApp(), signIn: { email: "grace.hopper@example.com", name: "Grace Hopper" } });
  let page: Page;
  let problems: string[];
  let titles: string[];

  const cardTitles = () => page.getByRole("main").getByRole("heading", { level: 3 }).allTextContents();

  beforeAll(async () => {
    ({ page, problems } = journey);
    titles = [];
    for (const description of IDEAS) {
      titles.push((await createIdea(page, description)).title);
      // Distinct creation times, so Date order is well defined.
      await page.waitForTimeout(50);
    }
    await waitForValidations(page);
  });

  it("searches, sorts and filters", async () => {
    await page.goto("/library");
    await page.getByRole("heading", { level: 3, name: titles[2] }).waitFor();
    expect(await cardTitles()).toEqual([...titles].reverse());
    expect(await seriousViolations(page)).toEqual([]);

    const search = page.getByRole("searchbox", { name: "Search ideas" });
    await search.fill("COFFEE");
    await expect.poll(cardTitles).toEqual([titles[1]]);
    await search.fill("kiln scheduling");
    await expect.poll(cardTitles).toEqual([titles[2]]);
    await search.fill("no such idea anywhere");
    await page.getByText("Try adjusting your filters to see more ideas.", { exact: true }).waitFor();
    await search.fill("");

    const sortBy = async (label: string) => {
      await page.getByRole("button", { name: /^Sort by/ }).click();
      await page.getByRole("menuitemradio", { name: label }).click();
    };
    const alphabetical = [...titles].sort((a, b) => a.localeCompare(b));
    await sortBy("Title");
    await expect.poll(cardTitles).toEqual([...alphabetical].reverse());
    await sortBy("Title");
    await expect.poll(cardTitles).toEqual(alphabetical);
    await page.getByRole("button", { name: "Ascending; switch direction" }).click();
    await expect.poll(cardTitles).toEqual([...alphabetical].reverse());
    await sortBy("Date");
    await expect.poll(cardTitles).toEqual([...titles].reverse());

    await page.getByRole("button", { name: "Filter" }).click();
    const sheet = page.getByRole("dialog", { name: "Filter Ideas" });
    await sheet.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await sheet.getByRole("radio", { name: "Failed" }).click();
    await sheet.waitFor({ state: "detached" });
    await page.getByText("Try adjusting your filters to see more ideas.", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Filter: Failed" }).click();
    await page.getByRole("dialog", { name: "Filter Ideas" }).getByRole("radio", { name: "Completed" }).click();
    await expect.poll(cardTitles).toEqual([...titles].reverse());

    await page.getByRole("radio", { name: "List view" }).click();
    await page.reload();
    await page.getByRole("heading", { level: 3, name: titles[0] }).waitFor();
    expect(await page.getByRole("radio", { name: "List view" }).getAttribute("aria-checked")).toBe("true");
    await page.getByRole("radio", { name: "Grid view" }).click();
  });

  it("answers its keyboard shortcuts", async () => {
    await page.goto("/library");
    await page.getByRole("heading", { level: 3, name: titles[0] }).waitFor();
    await page.keyboard.press("Control+f");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Search ideas");
    const refetched = page.waitForResponse((response) => response.url().includes("/api/ideas?") && response.request().method() === "GET");
    await page.keyboard.press("F5");
    await refetched;
    expect(new URL(page.url()).pathname).toBe("/library");
    await page.keyboard.press("Control+n");
    await page.waitForURL((url) => url.pathname === "/input");
  });

  it("deletes selected ideas together after confirmation", async () => {
    await page.goto("/library");
    await page.getByRole("checkbox", { name: `Select "${titles[0]}"` }).click();
    await page.getByRole("checkbox", { name: `Select "${titles[1]}"` }).click();
    const bar = page.getByRole("region", { name: "Selection" });
    await bar.getByText("2 idea(s) selected", { exact: true }).waitFor();
    await bar.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete 2 idea(s)?" });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Delete 2 idea(s)" }).click();
    await page.getByText("Successfully deleted 2 idea(s).", { exact: true }).waitFor();
    await expect.poll(cardTitles).toEqual([titles[2]]);

    await page.reload();
    await page.getByRole("heading", { level: 3, name: titles[2] }).waitFor();
    expect(await cardTitles()).toEqual([titles[2]]);
    const left = (await (await page.request.get("/api/ideas")).json()) as Array<{ title: string }>;
    expect(left.map((idea) => idea.title)).toEqual([titles[2]]);
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});
