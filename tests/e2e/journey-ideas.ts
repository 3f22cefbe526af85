import type { Page } from "playwright-core";
import type { ValidationReport } from "../../src/shared/contracts/report.ts";

/** Creates an idea through the API with the page's session (no browser UI); it starts validating. */
export async function createIdea(page: Page, description: string): Promise<{ id: string; title: string }> {
  const response = await page.request.post("/api/ideas", { data: { description, country: "US", validationMode: "deep" } });
  if (!response.ok()) throw new Error(`creating an idea failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string; title: string };
}

/**
 * Waits until none of the user's ideas is still running. A validation runs the real pipeline, which
 * takes far longer on a busy machine, so it is given minutes. (A plain loop: hooks cannot use expect.poll.)
 * A poll the connection drops (a reset seen once on a loaded CI machine) is polled again; a server
 * that stays unreachable ends the wait with its last error.
 */
export async function waitForValidations(page: Page, timeoutMs = 150_000): Promise<void> {
  const intervalMs = 250;
  let lastError: unknown = null;
  for (let waited = 0; waited < timeoutMs; waited += intervalMs) {
    try {
      const ideas = (await (await page.request.get("/api/ideas?limit=100")).json()) as Array<{ status: string }>;
      lastError = null;
      if (ideas.every((idea) => idea.status === "completed" || idea.status === "failed")) return;
    } catch (error) {
      lastError = error;
    }
    await page.waitForTimeout(intervalMs);
  }
  throw new Error(`validations still running after ${timeoutMs / 1000} s of polling`, lastError ? { cause: lastError } : undefined);
}

/** Creates an idea, waits for every running validation to end and answers the idea's report. */
export async function validateIdea(page: Page, description: string): Promise<ValidationReport> {
  const created = await createIdea(page, description);
  await waitForValidations(page);
  return (await (await page.request.get(`/api/ideas/${created.id}/report`)).json()) as ValidationReport;
}

/** Submits an idea on the New Idea screen, as a person would, and waits for the library. */
export async function submitIdea(page: Page, { description }: { description: string }): Promise<void> {
  await page.goto("/input");
  await page.getByRole("textbox", { name: /what's your business idea\?/ }).fill(description);
  await page.getByRole("button", { name: "Start Validation" }).click();
  await page.waitForURL((url) => url.pathname === "/library");
}
