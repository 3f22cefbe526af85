import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { measureLanding } from "../../bench/landing-size.ts";
import { axeAudit, CONTACT_ENV, overflowsHorizontally, startPublicApp, unexpectedProblems, useJourney } from "./journey.ts";

const today = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }).format(new Date());

/** Every public route, its heading, and copy SPEC (or the issue) requires on it. */
const ROUTES: ReadonlyArray<{ path: string; heading: string; copy: readonly string[] }> = [
  {
    path: "/",
    heading: "Find out if your business idea is worth building",
    copy: ["Built for indie hackers", "Validate My Idea — Free", "The old way", "The Greenlight way", "Describe your idea", "AI agents run validation", "Get your report instantly", "Founder, Greenlight", "Know before you build"],
  },
  { path: "/about", heading: "About Greenlight", copy: ["Why we built it", "text analyst", CONTACT_ENV.SUPPORT_EMAIL] },
  { path: "/contact", heading: "Contact Us", copy: ["Email support", "Start Live Chat", "Response within 24 hours on business days.", CONTACT_ENV.SUPPORT_EMAIL, CONTACT_ENV.PRIVACY_EMAIL, CONTACT_ENV.DATA_PROTECTION_EMAIL] },
  { path: "/features", heading: "Features", copy: ["Smart Research", "Market Analysis", "Validation Reports", "Idea Library", "Real-Time Data", "Evidence-Based Scoring", "100+ sources"] },
  { path: "/pricing", heading: "Pricing", copy: ["Explorer", "Founder", "Enterprise", "Most Popular", "$29", "per month", "Free", "Custom", "1 idea validation", "Unlimited idea validations", "Team collaboration", "API access"] },
  {
    path: "/faq",
    heading: "Frequently Asked Questions",
    copy: ["How does Greenlight validate my idea?", "It works in five stages.", "How long does a validation take?", "Where does the research come from?", "Is my idea kept private?", "What does it cost?", "Can I delete my ideas and my account?"],
  },
  { path: "/help", heading: "Help Center", copy: ["Getting Started", "Understanding Reports", "Tips for Success", "Contact support"] },
  { path: "/terms", heading: "Terms of Service", copy: [`Last updated: ${today}`, "Your ideas stay yours"] },
  { path: "/privacy", heading: "Privacy Policy", copy: [`Last updated: ${today}`, "What we store", "Hacker News", "Product Hunt", "Settings → Delete Account", CONTACT_ENV.PRIVACY_EMAIL] },
  { path: "/data-protection", heading: "Data Protection", copy: [`Last updated: ${today}`, "TLS", "AES-256", CONTACT_ENV.DATA_PROTECTION_EMAIL] },
  { path: "/disclaimer", heading: "Disclaimer", copy: [`Last updated: ${today}`, "not financial, legal or business advice"] },
];

// One app and browser for the whole file; each journey below opens the pages it needs.
const journey = useJourney({ start: startPublicApp });

describe("the public site, page by page", () => {
  let page: Page;
  let problems: string[];
  const scripts = new Set<string>();

  beforeAll(() => {
    ({ page, problems } = journey);
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
    });
  });

  it.each(ROUTES)("$path shows its heading and copy", async ({ path, heading, copy }) => {
    await page.goto(path);
    await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    const main = page.getByRole("main");
    for (const text of copy) {
      await main.getByText(text, { exact: false }).first().waitFor();
    }
    const footer = page.getByRole("contentinfo");
    await footer.getByText("Results are illustrative and will vary. They are not financial, legal or business advice.").waitFor();
    await footer.getByText("© 2025 Greenlight").waitFor({ state: "attached" });
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  // Signed-in screens (/library, /report/:id, ...) are not "other paths": there a visitor is sent to sign in.
  it("shows the landing page on any other path", async () => {
    for (const path of ["/no-such-page", "/blog/hello-world", "/pricing/extra"]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: "Find out if your business idea is worth building" }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  it("the footer links reach every public page without reloading", async () => {
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    const footer = page.getByRole("contentinfo");
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/about", "/contact", "/features", "/pricing", "/faq", "/help", "/terms", "/privacy", "/data-protection", "/disclaimer"]);
    await page.evaluate(() => { (window as unknown as { marker: boolean }).marker = true; });
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  it("the FAQ keeps one answer open: the first at first, another on click, none after clicking the open one", async () => {
    await page.goto("/faq");
    const questions = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("button");
    await expect.poll(() => questions.count()).toBe(6);
    const expanded = () => questions.evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-expanded") === "true"));
    expect(await expanded()).toEqual([true, false, false, false, false, false]);
    await page.getByRole("region", { name: "How does Greenlight validate my idea?" }).waitFor();

    await questions.nth(1).click();
    expect(await expanded()).toEqual([false, true, false, false, false, false]);
    await page.getByText("Most validations finish within 24-48 hours", { exact: false }).waitFor();

    await questions.nth(3).click();
    expect(await expanded()).toEqual([false, false, false, true, false, false]);
    await page.getByText("Your ideas and reports are visible only to you.", { exact: false }).waitFor();

    await questions.nth(3).click();
    expect(await expanded()).toEqual([false, false, false, false, false, false]);

    // Keyboard: Enter on a focused question opens it.
    await questions.nth(5).focus();
    await page.keyboard.press("Enter");
    expect(await expanded()).toEqual([false, false, false, false, false, true]);
    await page.getByText("Settings → Delete All Ideas", { exact: false }).waitFor();
  });

  it("the help page links to /contact, and the contact page's live chat says how to reach us", async () => {
    await page.goto("/help");
    await page.getByRole("link", { name: "Contact support" }).click();
    await page.getByRole("heading", { level: 1, name: "Contact Us" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/contact");
    await page.getByRole("button", { name: "Start Live Chat" }).click();
    await page.getByText(`Email ${CONTACT_ENV.SUPPORT_EMAIL} instead. We reply within 24 hours on business days.`, { exact: true }).waitFor();
  });

  it("never downloads the signed-in app's code", () => {
    expect(scripts.size).toBeGreaterThan(0);
    expect([...scripts].filter((script) => /app-routes/.test(script))).toEqual([]);
  });

  it("downloads for / exactly the scripts bench/landing-size counts", async () => {
    const { context: fresh, page: visitor } = await journey.openPage();
    try {
      const loaded: string[] = [];
      visitor.on("request", (request) => {
        if (request.resourceType() === "script") loaded.push(new URL(request.url()).pathname.slice(1));
      });
      await visitor.goto("/");
      await visitor.getByRole("heading", { level: 1 }).waitFor();
      // The page has loaded (goto waits for it); a second more gives a late lazy load the chance to show
      // up. This only looks for something that should not happen, so a busy machine cannot fail it.
      await visitor.waitForTimeout(1000);
      expect(loaded.sort()).toEqual(measureLanding().files.sort());
    } finally {
      await fresh.close();
    }
  });
});

describe("the public site's accessibility and layout", () => {
  for (const scheme of ["light", "dark"] as const) {
    it(`axe finds no serious or critical violation on any public page (${scheme})`, async () => {
      const { context, page } = await journey.openPage({ colorScheme: scheme });
      try {
        const found: Record<string, string[]> = {};
        for (const { path, heading } of ROUTES) {
          await page.goto(path);
          await page.getByRole("heading", { level: 1, name: heading }).waitFor();
          // Wait for configured addresses so axe sees the finished page.
          await page.locator('[aria-label="Loading address"]').first().waitFor({ state: "detached" });
          expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(scheme === "dark");
          const { violations, passed } = await axeAudit(page);
          // The contrast rule really ran (it needs visible text), so a clean result means something.
          expect(passed).toContain("color-contrast");
          if (violations.length) found[path] = violations;
        }
        // The dialog and the mobile menu, open.
        await page.goto("/");
        await page.getByRole("banner").getByRole("button", { name: "Validate My Idea" }).click();
        await page.getByRole("dialog").waitFor();
        const dialogResult = await axeAudit(page);
        if (dialogResult.violations.length) found["/ (idea dialog)"] = dialogResult.violations;
        expect(found).toEqual({});
      } finally {
        await context.close();
      }
    });
  }

  it("fits every width from 320 px up without sideways scrolling", async () => {
    // Each page is loaded at the narrowest width, then the window is widened, as a visitor rotating
    // a phone or resizing a window would: the layout is CSS, so each width is laid out afresh.
    const widths = [320, 375, 768, 1024, 1920];
    const { context, page } = await journey.openPage({ viewport: { width: widths[0]!, height: 800 } });
    try {
      for (const { path, heading } of ROUTES) {
        await page.setViewportSize({ width: widths[0]!, height: 800 });
        await page.goto(path);
        await page.getByRole("heading", { level: 1, name: heading }).waitFor();
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          expect({ width, path, overflows: await overflowsHorizontally(page) }).toEqual({ width, path, overflows: false });
        }
      }
    } finally {
      await context.close();
    }
  });

  it("is usable by keyboard with a visible focus ring", async () => {
    const { context, page } = await journey.openPage();
    try {
      await page.goto("/");
      await page.getByRole("heading", { level: 1 }).waitFor();
      // The prerendered page's script-driven buttons are disabled (out of the tab order) until it hydrates, which a busy machine delays.
      await expect.poll(() => page.getByRole("main").getByRole("button", { name: "Validate My Idea — Free" }).isEnabled()).toBe(true);
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
      // Tab through the header; every stop shows a focus ring (a box-shadow ring or an outline).
      const stops: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press("Tab");
        const stop = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const style = getComputedStyle(element);
          const ring = style.boxShadow !== "none" || (style.outlineStyle !== "none" && style.outlineWidth !== "0px");
          return `${element.textContent?.trim()}|${ring}`;
        });
        stops.push(stop);
      }
      expect(stops).toEqual(["Greenlight|true", "How it works|true", "Pricing|true", "Sign in|true", "Validate My Idea|true", "Validate My Idea — Free|true"]);
      // Enter on the focused "Validate My Idea" opens the dialog with focus inside it.
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Enter");
      await page.getByRole("dialog").waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.tagName)).toBe("TEXTAREA");
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Validate My Idea");
    } finally {
      await context.close();
    }
  });
});
