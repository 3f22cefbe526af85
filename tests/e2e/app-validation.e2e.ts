import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations, startJourneyApp, unexpectedProblems, useJourney } from "./journey.ts";

const STAGE_LABELS = [
  "Preparing validation…",
  "Understanding your idea...",
  "Identifying research topics...",
  "Researching market demand...",
  "Analyzing community signals...",
  "Generating insights...",
];

/**
 * Records every stage text the Active Validations section renders, in the page itself, so none is
 * missed between samples (or while axe keeps the page busy).
 */
async function recordStageTexts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction("recordStageText", (label: string) => {
    if (seen.at(-1) !== label) seen.push(label);
  });
  await page.evaluate((labels) => {
    const record = (window as unknown as { recordStageText: (label: string) => Promise<void> }).recordStageText;
    const check = () => {
      const text = document.querySelector('[aria-labelledby="active-validations"]')?.textContent ?? "";
      const label = labels.find((candidate) => text.includes(candidate));
      if (label) void record(label);
    };
    check();
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, STAGE_LABELS);
  return seen;
}

describe("a founder validates ideas in the signed-in app", () => {
  const journey = useJourney({ start: () => startJourneyApp({ stageDelayMs: 2000 }), signIn: { email: "ada.lovelace@example.com", name: "Ada Lovelace" } });
  it("improves a description and reverts it", async () => {
    const { page } = journey;
    await page.goto("/input");
    const textbox = page.getByRole("textbox", { name: "Hi Ada, what's your business idea?" });
    await textbox.fill("short");
    const improve = page.getByRole("button", { name: "Improve description" });
    expect(await improve.getAttribute("aria-disabled")).toBe("true");
    await improve.hover();
    await page.getByRole("tooltip").filter({ hasText: "Enter at least 10 characters to improve" }).waitFor();
    // It only looks disabled (aria-disabled), so a press can explain itself.
    await improve.click({ force: true });
    await page.getByText("Description too short", { exact: true }).waitFor();
    await page.getByText("Please enter at least 10 characters to improve your description.", { exact: true }).waitFor();

    const original = "dog walkers need a way to book recurring walks and bill owners monthly";
    await textbox.fill(original);
    await improve.click();
    await page.getByText("Description improved", { exact: true }).waitFor();
    await page.getByText("Click the icon again to revert to your original.", { exact: true }).waitFor();
    const improved = await textbox.inputValue();
    expect(improved).not.toBe(original);
    expect(improved.length).toBeGreaterThan(original.length);

    await page.getByRole("button", { name: "Revert to original description" }).click();
    expect(await textbox.inputValue()).toBe(original);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("shows the server's reason when a submit fails", async () => {
    const { page } = journey;
    await page.goto("/input");
    // The offline server accepts every valid idea, so the refusal is staged at the network.
    await page.route("**/api/ideas", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "The validation queue is unavailable", code: "unavailable" }) })
        : route.fallback(),
    );
    try {
      const textbox = page.getByRole("textbox", { name: /what's your business idea\?/ });
      await textbox.fill("An idea that will not be accepted right now");
      await page.getByRole("button", { name: "Start Validation" }).click();
      await page.getByText("Failed to submit idea", { exact: true }).waitFor();
      await page.getByText("The validation queue is unavailable", { exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/input");
      expect(await textbox.inputValue()).toBe("An idea that will not be accepted right now");
      expect(await page.getByRole("button", { name: "Start Validation" }).isEnabled()).toBe(true);
    } finally {
      await page.unroute("**/api/ideas");
    }
  });

  it("submits once on a double click, follows the stages, blocks deleting meanwhile, toasts completion and keeps Reviewed", async () => {
    const { page } = journey;
    await page.goto("/input");
    await page.getByRole("textbox", { name: /what's your business idea\?/ }).fill(
      "A scheduling app for independent dog walkers that books recurring walks, tracks routes and bills owners monthly.",
    );
    await page.getByRole("button", { name: "Start Validation" }).dblclick();
    await page.waitForURL((url) => url.pathname === "/library");
    await page.getByText("Idea submitted successfully", { exact: true }).waitFor();

    const active = page.getByRole("region", { name: "Active Validations" });
    await active.waitFor();
    await active.getByText("1 in progress", { exact: true }).waitFor();
    const title = (await active.getByRole("heading", { level: 3 }).first().textContent()) ?? "";
    expect(title.length).toBeGreaterThan(0);
    // Watch the stage text from now on, while the steps below run.
    const stages = await recordStageTexts(page);
    const ideas = (await (await page.request.get("/api/ideas")).json()) as unknown[];
    expect(ideas).toHaveLength(1);
    await page.getByRole("link", { name: "Active Validations (1)" }).waitFor();
    // The first validation ever has no measured stage times, so no time left is guessed.
    expect(await active.getByText(/min remaining$/).count()).toBe(0);

    // Deleting is refused while it runs.
    await active.getByRole("button", { name: `Delete "${title}"` }).click();
    const blocked = page.getByRole("alertdialog", { name: "Cannot delete idea during validation" });
    await blocked.waitFor();
    await blocked.getByText("This idea is currently being validated. Please wait for the validation to complete before deleting.", { exact: true }).waitFor();
    expect(await blocked.getByRole("button", { name: "Delete" }).isDisabled()).toBe(true);
    const blockedViolations = await seriousViolations(page);
    // Closed from whichever title it has now: on a busy machine the validation may have finished
    // while axe ran, and the finished one lifts the block in the open dialog.
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();

    const card = active.getByRole("link", { name: title });
    await card.getByText("Preparing for Review", { exact: true }).waitFor({ timeout: 60_000 });
    expect(stages.length, stages.join(" > ")).toBeGreaterThanOrEqual(3);
    // Each stage text appears in SPEC order.
    const order = stages.map((stage) => STAGE_LABELS.indexOf(stage));
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    await page.getByText(`✓ ${title}`, { exact: true }).waitFor();
    await page.getByText("Validation complete—ready to review", { exact: true }).waitFor();
    expect(await page.getByRole("link", { name: /^Active Validations/ }).count()).toBe(0);
    expect(blockedViolations).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await card.click();
    await page.waitForURL((url) => url.pathname.startsWith("/report/"));
    await page.goto("/library");
    await page.reload();
    await page.getByRole("link", { name: title }).getByText("Reviewed", { exact: true }).waitFor();

    // Finished now, it can be deleted.
    await page.getByRole("button", { name: `Delete "${title}"` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this idea?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("heading", { name: "No ideas found" }).waitFor();
    expect(await (await page.request.get("/api/ideas")).json()).toEqual([]);
  });

  it("follows a validation live on /progress and links the finished one to its report", async () => {
    const { page, problems } = journey;
    await page.goto("/input");
    await page.getByRole("textbox", { name: /what's your business idea\?/ }).fill("A marketplace connecting local bakers with offices for weekly pastry deliveries");
    await page.getByRole("button", { name: "Start Validation" }).click();
    await page.waitForURL((url) => url.pathname === "/library");
    await page.getByRole("link", { name: "Track progress" }).click();
    await page.getByRole("heading", { level: 1, name: "Validation Progress" }).waitFor();
    await page.getByText("Live", { exact: true }).waitFor();

    const card = page.getByRole("article").first();
    await card.locator('[aria-current="step"]').waitFor();
    expect(await card.getByRole("listitem").count()).toBe(5);
    await card.getByText(/so far$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole("link", { name: "View report" }).waitFor({ timeout: 60_000 });
    await card.getByText("Ready to review", { exact: true }).waitFor();
    expect(await card.getByText(/^\d+s$/).count()).toBe(5);

    expect(unexpectedProblems(problems, [/status of 503 .*\(\/api\/ideas\)$/, /status of 409 /])).toEqual([]);
  });
});
