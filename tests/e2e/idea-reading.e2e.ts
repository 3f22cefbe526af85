import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { overflowsHorizontally, seriousViolations, startJourneyApp, TRENDS_UNAVAILABLE, unexpectedProblems, useJourney } from "./journey.ts";

// A validation runs the real pipeline (the text analyst, offline), so allow it minutes.
const VALIDATION_TIMEOUT_MS = 150_000;

const IDEA = "A smart bird feeder with a camera for multi-cat households. Vet approved. $129 once, then $9 a month for cloud clips.";
/** Words the description does not hold: only the founder's correction can bring them into the report. */
const CORRECTED_CUSTOMER = "backyard birdwatchers";

const panelOf = (page: Page) => page.getByRole("region", { name: "Here is how we read your idea" });

/** The reading the server gives for the text, in the panel's fields, once it has arrived. */
async function readPanel(page: Page): Promise<Record<string, string>> {
  const panel = panelOf(page);
  await panel.waitFor();
  const customer = panel.getByRole("textbox", { name: "Customer" });
  await expect.poll(() => customer.inputValue(), { timeout: 10_000 }).not.toBe("");
  return {
    product: await panel.getByRole("textbox", { name: "Product" }).inputValue(),
    customer: await customer.inputValue(),
    price: await panel.getByRole("textbox", { name: "Price as stated" }).inputValue(),
    currency: await panel.getByRole("combobox", { name: "Currency" }).inputValue(),
  };
}

describe("Here is how we read your idea", () => {
  const journey = useJourney({ start: () => startJourneyApp() });

  it("profile confirmation changes the customer and the report follows it, at 1280x900 and 375x800 (dark)", async () => {
    const runs = [
      { viewport: { width: 1280, height: 900 }, colorScheme: "light" as const },
      { viewport: { width: 375, height: 800 }, colorScheme: "dark" as const, isMobile: true, hasTouch: true },
    ];
    for (const [index, options] of runs.entries()) {
      const { page, problems, context } = await journey.signedInPage({ email: `reader-${index}@example.com`, name: "Rita Reader" }, options);
      await page.getByRole("textbox", { name: /what's your business idea\?/ }).fill(IDEA);
      // The theme follows the system's: the phone run is read in dark mode.
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(options.colorScheme === "dark");

      // The reading is there before anything is sent, read from the words alone.
      const read = await readPanel(page);
      expect(read.price).toBe("$129 once, then $9 a month for cloud clips");
      expect(read.currency).toBe("USD");
      expect(read.customer).not.toBe(CORRECTED_CUSTOMER);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await overflowsHorizontally(page)).toBe(false);

      // One panel, one confirm: the keyboard reaches the fields in reading order, then Start Validation.
      const panel = panelOf(page);
      const customer = panel.getByRole("textbox", { name: "Customer" });
      await panel.getByRole("textbox", { name: "Product" }).focus();
      await page.keyboard.press("Tab");
      await expect.poll(() => customer.evaluate((element) => element === document.activeElement)).toBe(true);
      await customer.fill(CORRECTED_CUSTOMER);
      await panel.getByText("Your correction", { exact: true }).waitFor();
      await panel.getByRole("button", { name: "Use our reading" }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      const sent = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/ideas");
      await page.getByRole("button", { name: "Start Validation" }).click();
      expect((await sent).postDataJSON()).toMatchObject({ description: IDEA, corrections: { customer: CORRECTED_CUSTOMER } });

      await page.waitForURL((url) => url.pathname === "/library");
      const card = page.getByRole("link").filter({ hasText: "Validated" });
      await card.first().waitFor({ timeout: VALIDATION_TIMEOUT_MS });
      await card.first().click();
      await page.waitForURL((url) => /^\/report\/[0-9a-f-]{36}$/.test(url.pathname));
      await page.getByRole("region", { name: "Verdict" }).waitFor();

      // The riskiest assumptions and their experiments name the customer the founder confirmed.
      await page.getByText(new RegExp(CORRECTED_CUSTOMER, "i")).first().waitFor();
      const text = (await page.getByRole("main").innerText()).toLowerCase();
      expect(text).toContain(CORRECTED_CUSTOMER);
      expect(await seriousViolations(page)).toEqual([]);
      expect(unexpectedProblems(problems, [TRENDS_UNAVAILABLE])).toEqual([]);
      await context.close();
    }
  }, 400_000);

  it("shows the reading of an idea carried from the landing page through sign-in", async () => {
    const { page, context } = await journey.openPage({ viewport: { width: 375, height: 800 } });
    const returnTo = `/input?${new URLSearchParams({ idea: IDEA }).toString()}`;
    await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
    await page.locator('input[name="email"]').fill("carried@example.com");
    await page.locator('input[name="name"]').fill("Cara Carried");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/input");
    expect(await page.getByRole("textbox", { name: /what's your business idea\?/ }).inputValue()).toBe(IDEA);
    const read = await readPanel(page);
    expect(read.price).toBe("$129 once, then $9 a month for cloud clips");
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
