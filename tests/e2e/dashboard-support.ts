import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** Signs in through the local sign-in page, as a person would, and waits for the app. */
export async function signIn(page: Page, { email, name }: { email: string; name: string }): Promise<void> {
  await page.goto("/api/login");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="name"]').fill(name);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/api/"));
}

/** Submits an idea on the New Idea screen and waits for the library. */
export async function submitIdea(page: Page, { description }: { description: string }): Promise<void> {
  await page.goto("/input");
  const box = page.getByRole("textbox", { name: /what's your business idea\?/ });
  await box.fill(description);
  await page.getByRole("button", { name: "Start Validation" }).click();
  await page.waitForURL((url) => url.pathname === "/library");
}

/**
 * Console errors a signed-in journey may log: Chromium reports every 4xx as one; the signed-out
 * user check (401) and conflicts the journey provokes on purpose are expected.
 */
export function unexpectedProblems(problems: readonly string[], allowed: readonly RegExp[] = []): string[] {
  return problems.filter((problem) => !/status of 401 .*\(\/api\/auth\/user\)$/.test(problem) && !allowed.some((pattern) => pattern.test(problem)));
}

/** axe's serious and critical violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
