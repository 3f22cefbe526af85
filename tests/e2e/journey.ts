import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { startApp, type RunningApp } from "../helpers/app-server.ts";
import { launchBrowser, openPage } from "../helpers/browser.ts";

/** A fresh browser context (its own cookies and storage), its page, and the page's console problems. */
export interface JourneyPage {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

export interface Person {
  email: string;
  name: string;
}

/** What a journey works with once its `beforeAll` has run. */
export interface Journey<App extends RunningApp> extends JourneyPage {
  app: App;
  browser: Browser;
  /** Another fresh context on the app; the journey's end closes it with the browser. */
  openPage(options?: BrowserContextOptions): Promise<JourneyPage>;
  /** Another fresh context, signed in as `person`. */
  signedInPage(person: Person, options?: BrowserContextOptions): Promise<JourneyPage>;
}

/**
 * The set-up every browser journey shares: before the file's tests it starts the app (`start`,
 * the built client in its own process), launches Chromium and opens one page (signed in as
 * `signIn` when given); after them it closes the browser and stops the app. Read the fields inside
 * hooks and tests: they are filled in by `beforeAll`.
 */
export function useJourney<App extends RunningApp>({ start, signIn: person, page: pageOptions }: {
  start: () => Promise<App>;
  signIn?: Person;
  page?: BrowserContextOptions;
}): Journey<App> {
  const journey = {
    openPage: (options: BrowserContextOptions = {}) => openPage({ browser: journey.browser, baseURL: journey.app.url, options }),
    signedInPage: async (who: Person, options: BrowserContextOptions = {}) => {
      const opened = await journey.openPage(options);
      await signIn(opened.page, who);
      return opened;
    },
  } as Journey<App>;

  beforeAll(async () => {
    journey.app = await start();
    journey.browser = await launchBrowser();
    Object.assign(journey, person ? await journey.signedInPage(person, pageOptions) : await journey.openPage(pageOptions));
  });

  afterAll(async () => {
    await journey.browser?.close();
    await journey.app?.stop();
  });

  return journey;
}

/**
 * The real program for journeys. The general rate limit is raised because journeys load many
 * pages a minute and the library polls progress every second; `stageDelayMs` slows each pipeline
 * stage so a validation can be watched while it runs.
 */
export function startJourneyApp({ stageDelayMs = 0, env = {} }: { stageDelayMs?: number; env?: Record<string, string> } = {}): Promise<RunningApp> {
  return startApp({ env: { STAGE_DELAY_MS: String(stageDelayMs), RATE_LIMIT_PER_MINUTE: "100000", ...env } });
}

/** Addresses the public pages must show: they come from configuration through GET /api/site. */
export const CONTACT_ENV = {
  SUPPORT_EMAIL: "help@greenlight.test",
  PRIVACY_EMAIL: "privacy@greenlight.test",
  DATA_PROTECTION_EMAIL: "dpo@greenlight.test",
};

/** The real program for signed-out journeys, with the contact addresses configured (the waitlist keeps its own limit). */
export function startPublicApp(): Promise<RunningApp> {
  return startJourneyApp({ env: CONTACT_ENV });
}

/** Local sign-in as a person would do it (the username is the email's local part); waits for the New Idea screen. */
export async function signIn(page: Page, { email, name }: Person): Promise<void> {
  await page.goto("/api/login");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="name"]').fill(name);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("heading", { level: 1, name: "New Idea" }).waitFor();
}

/**
 * The one rule set journeys hold every screen to: WCAG 2.0 and 2.1 A/AA, and axe's best practices.
 * (WCAG 2.2's target-size is not met yet: the library's selection checkboxes are smaller than 24 px.)
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Waits until every finite animation on the page has finished (a dialog fading and zooming in), so a
 * check of colours sees what the visitor sees once it has opened, not a half-transparent frame.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined))));
}

/** axe on the page once its animations have finished: its serious and critical violations (one line each), and the rules it passed. */
export async function axeAudit(page: Page): Promise<{ violations: string[]; passed: string[] }> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const violations = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  return { violations, passed: results.passes.map((rule) => rule.id) };
}

/** The serious and critical axe findings on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeAudit(page)).violations;
}

/**
 * Keyword-trends answers a report page shows as "Keyword trend data unavailable": 404 (no data),
 * 429 (quota) or 503 (providers unreachable, as in an offline test run).
 */
export const TRENDS_UNAVAILABLE = /status of (404|429|503) .*\/keyword-trends\)$/;

/**
 * Console problems a journey did not expect. Chromium logs every 4xx/5xx answer as an error: the
 * signed-out user check (401) is always expected, and `allowed` names the ones a journey provokes
 * on purpose (a refused delete, a rate limit, trends unreachable offline).
 */
export function unexpectedProblems(problems: readonly string[], allowed: readonly RegExp[] = []): string[] {
  return problems.filter((problem) => !/status of 401 .*\(\/api\/auth\/user\)$/.test(problem) && !allowed.some((pattern) => pattern.test(problem)));
}

/** True when the page scrolls sideways (content wider than the viewport). */
export async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
