import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** Signs in through the local sign-in page, as a person would. */
export async function signInAs({ page, email, name }: { page: Page; email: string; name: string }): Promise<void> {
  await page.goto("/api/login");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="name"]').fill(name);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

/** The serious and critical axe findings on the page as it stands, one line each. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/**
 * Console errors a report journey expects: Chromium logs every 4xx and 5xx answer as an error. The
 * signed-out user check answers 401, and the keyword-trends routes answer SPEC's 404 (no data),
 * 429 (quota) or 503 (providers unreachable, as in an offline test run), which the page shows as
 * "Keyword trend data unavailable".
 */
export function unexpectedProblems(problems: readonly string[]): string[] {
  return problems.filter((problem) => !(
    /status of 401 .*\(\/api\/auth\/user\)$/.test(problem)
    || /status of (404|429|503) .*\/keyword-trends\)$/.test(problem)
  ));
}
