import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { startApp, type RunningApp } from "../helpers/app-server.ts";
import { openPage } from "../helpers/browser.ts";

/**
 * The real program for signed-in journeys. Each stage waits `stageDelayMs` so a validation can be
 * watched; the general rate limit is raised because the library polls progress every second.
 */
export function startSignedInApp({ stageDelayMs = 0 }: { stageDelayMs?: number } = {}): Promise<RunningApp> {
  return startApp({ env: { STAGE_DELAY_MS: String(stageDelayMs), RATE_LIMIT_PER_MINUTE: "100000" } });
}

/** Local sign-in as a person would do it; the username is the email's local part. */
export async function signIn(page: Page, { email, name }: { email: string; name: string }): Promise<void> {
  await page.goto("/api/login");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="name"]').fill(name);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { level: 1, name: "New Idea" }).waitFor();
}

/** A fresh browser context (own cookies and storage), signed in. */
export async function signedInPage({ browser, app, email, name = "Ada Lovelace", viewport }: {
  browser: Browser;
  app: RunningApp;
  email: string;
  name?: string;
  viewport?: { width: number; height: number };
}): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const opened = await openPage({ browser, baseURL: app.url });
  if (viewport) await opened.page.setViewportSize(viewport);
  await signIn(opened.page, { email, name });
  return opened;
}

/** Creates a finished-or-running idea through the API with the page's session (no browser UI). */
export async function createIdea(page: Page, description: string): Promise<{ id: string; title: string }> {
  const response = await page.request.post("/api/ideas", { data: { description, country: "US", validationMode: "deep" } });
  if (!response.ok()) throw new Error(`creating an idea failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string; title: string };
}

/** Waits until none of the user's ideas is still running. */
export async function waitForValidations(page: Page, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ideas = (await (await page.request.get("/api/ideas?limit=100")).json()) as Array<{ status: string }>;
    if (ideas.every((idea) => idea.status === "completed" || idea.status === "failed")) return;
    await page.waitForTimeout(250);
  }
  throw new Error("validations did not finish in time");
}

/** axe's serious and critical WCAG 2.1 A/AA violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/**
 * Console errors a signed-in journey may log: Chromium reports every 4xx/5xx answer as one, and
 * some are the point of a step (a refused delete, a signed-out check). Anything else is a problem.
 */
export function unexpectedProblems(problems: readonly string[], allowed: readonly RegExp[] = []): string[] {
  return problems.filter((problem) => !/status of 401 .*\(\/api\/auth\/user\)$/.test(problem) && !allowed.some((pattern) => pattern.test(problem)));
}

/** True when the page scrolls sideways (content wider than the viewport). */
export async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
