import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeAudit, startPublicApp, unexpectedProblems, useJourney } from "./journey.ts";

const HERO = "Find out if your business idea is worth building";

/** Which header section link is highlighted (aria-current), by its text; null for none. */
async function highlighted(page: Page, navName = "Main"): Promise<string | null> {
  const current = page.getByRole("navigation", { name: navName }).locator('a[aria-current="location"]');
  return (await current.count()) === 0 ? null : (await current.first().textContent())?.trim() ?? null;
}

async function scrollToSection(page: Page, id: string) {
  await page.evaluate((sectionId) => document.getElementById(sectionId)?.scrollIntoView({ block: "start" }), id);
}

/** The phone header's menu button: a native disclosure (<summary>), named by its visible-to-readers text. */
function menuToggle(page: Page) {
  return page.getByRole("banner").locator("summary");
}

function inViewport(page: Page, id: string): Promise<boolean> {
  return page.evaluate((sectionId) => {
    const box = document.getElementById(sectionId)?.getBoundingClientRect();
    return !!box && box.top < window.innerHeight && box.bottom > 0;
  }, id);
}

// One app and browser for the whole file: the desktop journey uses the journey's page, the phone
// journey a page of its own.
const journey = useJourney({ start: startPublicApp });

describe("the landing page", () => {
  it("highlights the header's section link for the section being read", async () => {
    const { page } = journey;
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: HERO }).waitFor();
    expect(await highlighted(page)).toBeNull();

    await scrollToSection(page, "how-it-works");
    await expect.poll(() => highlighted(page)).toBe("How it works");
    await scrollToSection(page, "pricing");
    await expect.poll(() => highlighted(page)).toBe("Pricing");
    // Scrolling by wheel, as a person would, back up to the hero.
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, -1000);
    await expect.poll(() => highlighted(page)).toBeNull();

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await expect.poll(() => highlighted(page)).toBe("Pricing");
    expect(new URL(page.url()).hash).toBe("#pricing");
    expect(await inViewport(page, "pricing")).toBe(true);
  });

  it("from another page, a section link opens the landing page at that section without reloading", async () => {
    const { page, problems } = journey;
    // The About page's own code is held back, so its prerendered content is still waiting to hydrate
    // when the (hydrated) header's link is followed: the switch must not throw that HTML away with a
    // hydration error.
    let releaseAboutPage = () => {};
    const aboutPageHeld = new Promise<void>((resolve) => (releaseAboutPage = resolve));
    await page.route(/\/assets\/about-page-[\w-]+\.js$/, async (route) => {
      await aboutPageHeld;
      await route.continue();
    });
    await page.goto("/about");
    await page.getByRole("heading", { level: 1, name: "About Greenlight" }).waitFor();
    // The header's idea button is enabled once the header has hydrated.
    await page.getByRole("banner").getByRole("button", { name: "Validate My Idea" }).and(page.locator(":enabled")).waitFor();
    expect(await highlighted(page)).toBeNull();
    await page.evaluate(() => { (window as unknown as { marker: boolean }).marker = true; });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "How it works" }).click();
    // React hydrates the About page once its code arrives, then shows the landing page.
    releaseAboutPage();
    await page.getByRole("heading", { level: 1, name: HERO }).waitFor();
    await expect.poll(() => inViewport(page, "how-it-works")).toBe(true);
    await expect.poll(() => highlighted(page)).toBe("How it works");
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    await page.unrouteAll();
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it("shows the brand logo image, and a two-letter badge when the image fails", async () => {
    const { page } = journey;
    await page.goto("/");
    const home = page.getByRole("banner").getByRole("link", { name: "Greenlight" });
    await home.locator("img").waitFor();
    await expect.poll(() => home.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    const { context: failing, page: other } = await journey.openPage();
    try {
      await other.route(/\/assets\/logo-[\w-]+\.svg$/, (route) => route.abort());
      await other.goto("/");
      const brand = other.getByRole("banner").getByRole("link", { name: "Greenlight" });
      await brand.getByText("GL", { exact: true }).waitFor();
      expect(await brand.locator("img").count()).toBe(0);
    } finally {
      await failing.close();
    }
  });

  it("opens the idea dialog from the header and hero buttons, loading its code only then", async () => {
    const { page } = journey;
    const dialogScripts: string[] = [];
    page.on("request", (request) => {
      if (/idea-dialog-[\w-]+\.js$/.test(request.url())) dialogScripts.push(request.url());
    });
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: HERO }).waitFor();
    // The page has loaded (goto waits for it); a second more gives a late lazy load the chance to show
    // up. This only looks for something that should not happen, so a busy machine cannot fail it.
    await page.waitForTimeout(1000);
    expect(dialogScripts).toEqual([]);

    await page.getByRole("banner").getByRole("button", { name: "Validate My Idea" }).click();
    await page.getByRole("dialog", { name: "What's your business idea?" }).waitFor();
    expect(dialogScripts).toHaveLength(1);
    await page.getByRole("button", { name: "Close" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await page.getByRole("main").getByRole("button", { name: "Validate My Idea — Free" }).click();
    await page.getByRole("dialog", { name: "What's your business idea?" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    // Focus goes back to the button that opened the dialog.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Validate My Idea — Free");
  });

  it("the final call to action starts sign-in", async () => {
    const { page, problems } = journey;
    await page.goto("/");
    const cta = page.getByRole("region", { name: "Know before you build" }).getByRole("link", { name: "Validate My Idea — Free" });
    expect(await cta.getAttribute("href")).toBe("/api/login");
    await cta.click();
    await page.waitForURL((url) => url.pathname === "/api/login");
    await page.locator('input[name="email"]').waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});

describe("the landing page on a 375 px phone", () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await journey.openPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }));
  });

  it("moves the header's links into a menu that opens, closes and navigates", async () => {
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: HERO }).waitFor();
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    const toggle = menuToggle(page);
    expect(await toggle.innerText()).toBe("Open menu");
    expect(await page.getByRole("navigation", { name: "Mobile" }).isVisible()).toBe(false);

    await toggle.tap();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor();
    // On a busy machine the menu's contents may render a moment after it opens: wait for them before reading them.
    await expect.poll(() => toggle.innerText()).toBe("Close menu");
    await expect.poll(() => menu.getByRole("link").allTextContents()).toEqual(["How it works", "Pricing", "Sign in"]);
    // Escape and the menu's button need the script: its button is enabled once the page has hydrated, which a busy machine delays.
    await expect.poll(() => menu.getByRole("button", { name: "Validate My Idea" }).isEnabled()).toBe(true);

    // Escape closes it and puts focus back on the menu button.
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");

    // A section link closes the menu and scrolls there, highlighted in the menu.
    await toggle.tap();
    await menu.getByRole("link", { name: "Pricing" }).tap();
    await menu.waitFor({ state: "hidden" });
    await expect.poll(() => inViewport(page, "pricing")).toBe(true);
    await toggle.tap();
    await expect.poll(() => highlighted(page, "Mobile")).toBe("Pricing");

    // The menu's "Validate My Idea" opens the idea dialog; closing it returns to the menu button.
    await menu.getByRole("button", { name: "Validate My Idea" }).tap();
    await page.getByRole("dialog", { name: "What's your business idea?" }).waitFor();
    expect(await menu.isVisible()).toBe(false);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
  });

  it("fits the dialog on the phone's screen", async () => {
    await page.goto("/");
    await page.getByRole("main").getByRole("button", { name: "Validate My Idea — Free" }).tap();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375 && box.y >= 0 && box.y + box.height <= 740).toBe(true);
  });
});

describe("the landing page on a phone before (or without) its script", () => {
  const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

  it("opens the prerendered menu and follows its links with JavaScript off", async () => {
    const { context, page } = await journey.openPage({ ...PHONE, javaScriptEnabled: false });
    try {
      await page.goto("/");
      await page.getByRole("heading", { level: 1, name: HERO }).waitFor();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      expect(await menu.isVisible()).toBe(false);
      await menuToggle(page).tap();
      await menu.waitFor();
      expect(await menuToggle(page).innerText()).toBe("Close menu");
      // The dialog needs the script: its button says so by being disabled, not by losing the tap.
      expect(await menu.getByRole("button", { name: "Validate My Idea" }).isDisabled()).toBe(true);

      await menu.getByRole("link", { name: "Pricing" }).tap();
      await page.waitForURL((url) => url.hash === "#pricing");
      expect(await page.evaluate(() => {
        const box = document.getElementById("pricing")?.getBoundingClientRect();
        return !!box && box.top < window.innerHeight && box.bottom > 0;
      })).toBe(true);

      await menu.getByRole("link", { name: "Sign in" }).tap();
      await page.waitForURL((url) => url.pathname === "/api/login");
      await page.locator('input[name="email"]').waitFor();
    } finally {
      await context.close();
    }
  });

  it("leaves axe nothing serious on the prerendered page with its menu open, before the app's script runs", async () => {
    // axe itself needs JavaScript, so here the page's own scripts are refused instead: the state a
    // visitor is in until they arrive.
    const { context, page } = await journey.openPage(PHONE);
    try {
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto("/");
      await menuToggle(page).tap();
      await page.getByRole("navigation", { name: "Mobile" }).waitFor();
      expect((await axeAudit(page)).violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
