import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { startApp } from "../helpers/app-server.ts";

/** Addresses the public pages must show: they come from configuration through GET /api/site. */
export const CONTACT_ENV = {
  SUPPORT_EMAIL: "help@greenlight.test",
  PRIVACY_EMAIL: "privacy@greenlight.test",
  DATA_PROTECTION_EMAIL: "dpo@greenlight.test",
};

/**
 * The real program for signed-out journeys. Every asset request counts against the general rate
 * limit, and these journeys load many pages a minute, so that limit is raised; the waitlist's own
 * limit (10 a minute) is untouched.
 */
export function startPublicApp() {
  return startApp({ env: { ...CONTACT_ENV, RATE_LIMIT_PER_MINUTE: "100000" } });
}

/**
 * Console errors a signed-out visit may log: Chromium reports every 4xx as one, and the signed-out
 * user check answers 401 by design. Anything else is a problem.
 */
export function unexpectedProblems(problems: readonly string[], allowed: readonly RegExp[] = []): string[] {
  return problems.filter((problem) => !/status of 401 .*\(\/api\/auth\/user\)$/.test(problem) && !allowed.some((pattern) => pattern.test(problem)));
}

/** axe's serious and critical violations on the page as it is now (one line each), and the rules it passed. */
export async function seriousViolations(page: Page): Promise<{ violations: string[]; passed: string[] }> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const violations = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  return { violations, passed: results.passes.map((rule) => rule.id) };
}

/** True when the page scrolls sideways (content wider than the viewport). */
export async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
