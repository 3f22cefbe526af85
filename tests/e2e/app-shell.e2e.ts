import { describe, expect, it } from "vitest";
import { createIdea, waitForValidations } from "./journey-ideas.ts";
import { overflowsHorizontally, seriousViolations, startJourneyApp, unexpectedProblems, useJourney } from "./journey.ts";

const MOBILE = { width: 375, height: 812 };

describe("the signed-in shell", () => {
  const journey = useJourney({ start: () => startJourneyApp() });

  it("tells a signed-out visitor to sign in, then sends them there with the screen to come back to", async () => {
    const { context, page } = await journey.openPage();
    // The page notes, on its own clock, when both lines of the toast are on screen and when it starts
    // to leave; session storage outlives the navigation to sign-in. The page itself watches, because
    // it leaves 500 ms after the toast shows: a busy machine's test process can miss so short a sight.
    await page.addInitScript(() => {
      const shown = (line: string) => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent === line && node.parentElement?.checkVisibility()) return true;
        }
        return false;
      };
      new MutationObserver(() => {
        if (sessionStorage.getItem("toastAt") || !document.body) return;
        if (shown("Authentication Required") && shown("Please sign in to access this page.")) {
          sessionStorage.setItem("toastAt", String(Date.now()));
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
      window.addEventListener("beforeunload", () => {
        if (!sessionStorage.getItem("leftAt")) sessionStorage.setItem("leftAt", String(Date.now()));
      });
    });
    await page.goto("/library");
    await page.waitForURL((url) => url.pathname === "/api/login");
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe("/library");
    const [toastAt, leftAt] = await page.evaluate(() => [Number(sessionStorage.getItem("toastAt")), Number(sessionStorage.getItem("leftAt"))]);
    expect(toastAt).toBeGreaterThan(0);
    // The toast was on screen before the page left. How long it stayed up depends on how busy the
    // machine is (the toast paints after the 500 ms timer starts); the 500 ms themselves are held by
    // src/web/features/auth/protected-route.test.tsx on fake timers.
    expect(leftAt).toBeGreaterThanOrEqual(toastAt!);
    await context.close();
  });

  it("keeps the sidebar collapsed and the theme across reloads, and opens Help and Settings from the user menu", async () => {
    const { context, page, problems } = await journey.signedInPage({ email: "ada.lovelace@example.com", name: "Ada Lovelace" });
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    expect(await sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(240);
    expect(await seriousViolations(page)).toEqual([]);

    await sidebar.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect.poll(() => sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(64);
    await page.reload();
    await sidebar.getByRole("button", { name: "Expand sidebar" }).waitFor();
    expect(await sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(64);
    expect(await seriousViolations(page)).toEqual([]);
    await sidebar.getByRole("button", { name: "Expand sidebar" }).click();

    await page.getByRole("button", { name: "Account menu for Ada Lovelace" }).click();
    const menu = page.getByRole("dialog", { name: "Ada Lovelace" });
    await menu.getByText("@ada.lovelace", { exact: true }).waitFor();
    expect(await menu.evaluate((element) => element.getBoundingClientRect().width)).toBe(320);
    expect(await seriousViolations(page)).toEqual([]);
    await menu.getByRole("button", { name: "Dark" }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "New Idea" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Account menu for Ada Lovelace" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Help" }).click();
    await page.waitForURL((url) => url.pathname === "/help");
    await page.getByRole("heading", { name: "Getting Started" }).waitFor();

    await page.getByRole("button", { name: "Account menu for Ada Lovelace" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Light" }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    await page.getByRole("button", { name: "Account menu for Ada Lovelace" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Settings" }).click();
    await page.waitForURL((url) => url.pathname === "/settings");

    // An unknown path reached inside the app: back returns to the previous screen.
    await page.evaluate(() => window.history.pushState(null, "", "/no-such-screen"));
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await page.getByText("Did you forget to add the page to the router?", { exact: true }).waitFor();
    expect(await page.title()).toBe("Page Not Found | Greenlight");
    await page.getByRole("button", { name: "Go back" }).click();
    await page.waitForURL((url) => url.pathname === "/settings");
    // Opened directly there is nothing to go back to, so back leads to the library.
    await page.goto("/no-such-screen");
    await page.getByRole("button", { name: "Go back" }).click();
    await page.waitForURL((url) => url.pathname === "/library");

    await page.goto("/debug");
    await page.getByRole("heading", { name: "Breakpoints" }).waitFor();
    expect(await page.getByTestId("current-breakpoint").textContent()).toBe("xl");
    expect(await seriousViolations(page)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it("logs out through SPEC's stages in order, clearing the session", async () => {
    const { context, page } = await journey.signedInPage({ email: "logout.user@example.com", name: "Lou Out" });
    // Each stage is timed on the page's own clock as it appears, so a busy test process cannot skew it.
    const seen: Array<{ title: string; at: number }> = [];
    await page.exposeFunction("recordStage", (title: string, at: number) => seen.push({ title, at }));
    await page.evaluate(() => {
      let last = "";
      new MutationObserver(() => {
        const title = document.querySelector("#logout-title")?.textContent ?? "";
        if (title && title !== last) {
          last = title;
          void (window as unknown as { recordStage: (title: string, at: number) => Promise<void> }).recordStage(title, performance.now());
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    // The screen is audited while it shows. The browser leaves for the logout path about 1.1 s after the
    // press; holding that request used to keep the screen up for axe, but Chromium 156.0.8078.108 never
    // lets axe finish while the page's navigation is held, so the audit runs beside the stages: when the
    // page leaves before axe is done (a busy machine), the audit is cut short and says nothing.
    await page.getByRole("button", { name: "Account menu for Lou Out" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Log out" }).click();
    await page.getByText("Terminating your session", { exact: true }).waitFor();
    const violations = await seriousViolations(page).catch(() => null);
    if (violations !== null) expect(violations).toEqual([]);
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { name: "Find out if your business idea is worth building" }).waitFor();

    expect(seen.map((stage) => stage.title)).toEqual(["Signing out...", "Clearing session...", "Done"]);
    const [initiating, clearing, done] = seen.map((stage) => stage.at);
    // Each stage showed after the one before it. The gaps between them depend on how busy the machine
    // is (a stage may paint late); the 400 ms steps are held by src/web/features/auth/logout.test.tsx
    // on fake timers.
    expect(clearing!).toBeGreaterThan(initiating!);
    expect(done!).toBeGreaterThan(clearing!);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    await context.close();
  });

  it("works at 375 px: mobile header and menu, no sideways scrolling, no serious axe findings", async () => {
    const { context, page, problems } = await journey.signedInPage({ email: "mobile.user@example.com", name: "Mo Bile" }, { viewport: MOBILE });
    await createIdea(page, "Meal planning app for night-shift nurses with grocery delivery slots");
    await waitForValidations(page);

    expect(await page.getByRole("complementary", { name: "Sidebar" }).isVisible()).toBe(false);
    for (const path of ["/input", "/library", "/progress"]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(await overflowsHorizontally(page), path).toBe(false);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    const textarea = await (async () => {
      await page.goto("/input");
      return page.getByRole("textbox", { name: /what's your business idea\?/ });
    })();
    await textarea.fill("line\n".repeat(80));
    const height = await textarea.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBe(MOBILE.height - 280);

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Mo Bile" });
    await menu.getByRole("link", { name: "Idea Library" }).waitFor();
    await menu.getByRole("button", { name: "Help" }).waitFor();
    await menu.getByRole("group", { name: "Theme" }).waitFor();
    await menu.getByRole("button", { name: "Log out" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await menu.getByRole("link", { name: "Idea Library" }).click();
    await page.waitForURL((url) => url.pathname === "/library");

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Dark" }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    // Colours ease into the dark theme; contrast is judged once they have settled (a busy machine draws the easing slowly).
    await expect.poll(() => seriousViolations(page), { timeout: 15_000 }).toEqual([]);

    // The user menu is full screen on a phone.
    await page.getByRole("button", { name: "Account menu for Mo Bile" }).click();
    const userMenu = page.getByRole("dialog", { name: "Mo Bile" });
    await userMenu.getByRole("button", { name: "Log out" }).waitFor();
    expect(await userMenu.evaluate((element) => [element.getBoundingClientRect().width, element.getBoundingClientRect().height])).toEqual([
      MOBILE.width,
      MOBILE.height,
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
