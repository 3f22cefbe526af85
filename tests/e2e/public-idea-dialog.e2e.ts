import type { BrowserContext, Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { overflowsHorizontally, seriousViolations, startPublicApp, TRENDS_UNAVAILABLE, unexpectedProblems, useJourney } from "./journey.ts";

const IDEA = "A scheduling app for independent dog walkers that books recurring walks and bills owners monthly.";
// This app sends no mail (SMTP_URL unset), so the dialog promises the library, not an email;
// public-waitlist.e2e.ts holds SPEC's "sent to your inbox" promise where mail is configured.
const HELPER = "No spam. Sign in with this email later and your report will be waiting in your library.";
/** Words the idea does not hold: only the visitor's correction can bring them into the report. */
const CORRECTED_CUSTOMER = "pet-sitting agencies";

describe("the landing idea dialog", () => {
  const journey = useJourney({ start: startPublicApp });
  let context: BrowserContext | undefined;
  let page: Page;
  let problems: string[];

  const dialog = () => page.getByRole("dialog");
  const ideaField = () => dialog().getByRole("textbox", { name: "Your business idea" });
  const emailField = () => dialog().getByRole("textbox", { name: "Email" });
  const step = (n: number) => dialog().getByText(`Step ${n} of 4`, { exact: true });

  let paused = false;
  async function open() {
    await page.getByRole("main").getByRole("button", { name: "Validate My Idea — Free" }).click();
    await dialog().waitFor();
    if (paused) return;
    // Once the dialog's code has loaded (React reveals it on a timer), time moves only when the
    // test says so.
    await page.clock.pauseAt(Date.now() + 10_000);
    paused = true;
  }

  async function fillToEmailStep(email = "ada@example.com") {
    await ideaField().fill(`   ${IDEA}   `);
    await dialog().getByRole("button", { name: "Continue" }).click();
    await step(2).waitFor();
    await emailField().fill(email);
  }

  beforeEach(async () => {
    await context?.close();
    ({ context, page, problems } = await journey.openPage());
    // The dialog's timers run on a clock the test moves, so SPEC's delays are checked to the millisecond.
    await page.clock.install();
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    paused = false;
  });

  it("walks through idea, email, analyzing and confirmation, which closes itself, then resets", async () => {
    await open();
    await step(1).waitFor();
    const next = dialog().getByRole("button", { name: "Continue" });
    expect(await next.isDisabled()).toBe(true);
    expect(await dialog().getByRole("button", { name: "Back" }).count()).toBe(0);

    // The placeholder types an example idea, 50 ms a character.
    // Step the clock a character at a time so each render can schedule the next keystroke.
    let typed = "";
    for (let tick = 0; tick < 40 && typed.length < 5; tick += 1) {
      await page.clock.runFor(50);
      typed = (await ideaField().getAttribute("placeholder")) ?? "";
    }
    expect(typed.length).toBeGreaterThanOrEqual(5);
    expect("A scheduling app for independent dog walkers".startsWith(typed)).toBe(true);

    await ideaField().fill("    ");
    expect(await next.isDisabled()).toBe(true);
    await ideaField().fill(`   ${IDEA}   `);
    await next.click();

    await step(2).waitFor();
    await dialog().getByText(HELPER, { exact: true }).waitFor();
    const submit = dialog().getByRole("button", { name: "Get My Report" });
    for (const bad of ["ada", "ada@example", "ada@ example.com"]) {
      await emailField().fill(bad);
      expect(await submit.isDisabled()).toBe(true);
    }
    await emailField().fill("ada@example.com");
    expect(await submit.isDisabled()).toBe(false);

    const posted = page.waitForRequest("**/api/validations/waitlist");
    const answered = page.waitForResponse("**/api/validations/waitlist");
    await submit.click();
    expect((await posted).postDataJSON()).toEqual({ email: "ada@example.com", ideaText: IDEA });
    const answer = await answered;
    expect(answer.status()).toBe(200);
    const { message } = (await answer.json()) as { message: string };

    await dialog().getByRole("heading", { name: "Analyzing your idea..." }).waitFor();
    await step(3).waitFor();
    await page.clock.runFor(3499);
    expect(await step(3).isVisible()).toBe(true);
    await page.clock.runFor(1);
    await dialog().getByRole("heading", { name: "You're on the list!" }).waitFor();
    await dialog().getByText(message, { exact: true }).waitFor();
    expect(await dialog().getByRole("button", { name: "Back" }).count()).toBe(0);

    await page.clock.runFor(3000);
    await dialog().getByText("This window closes in a few seconds.").waitFor();
    await page.clock.runFor(2999);
    expect(await dialog().isVisible()).toBe(true);
    await page.clock.runFor(1);
    await dialog().waitFor({ state: "detached" });

    await page.clock.runFor(300);
    await open();
    await step(1).waitFor();
    expect(await ideaField().inputValue()).toBe("");
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it("shows how the idea is read before it is sent; the corrected customer goes with it, and signing in from the confirmation lands on that idea's report, which names them, at 1280x900 and 375x800", async () => {
    for (const [index, viewport] of [{ width: 1280, height: 900 }, { width: 375, height: 800 }].entries()) {
      // Real time here: the sign-in and the validation run on the page's own clock.
      const visitor = await journey.openPage({ viewport });
      const email = `follow-${index}@example.com`;
      await visitor.page.goto("/");
      await visitor.page.getByRole("main").getByRole("button", { name: "Validate My Idea — Free" }).click();
      const box = visitor.page.getByRole("dialog");
      await box.getByRole("textbox", { name: "Your business idea" }).fill(IDEA);
      await box.getByRole("button", { name: "Continue" }).click();
      await box.getByRole("textbox", { name: "Email" }).fill(email);

      // Before anything is sent, the reading the analysts will use (decision 023), signed out.
      const panel = box.getByRole("region", { name: "Here is how we read your idea" });
      const customer = panel.getByRole("textbox", { name: "Customer" });
      await expect.poll(() => customer.inputValue(), { timeout: 10_000 }).not.toBe("");
      expect(await panel.getByRole("textbox", { name: "Product" }).inputValue()).not.toBe("");
      expect(await customer.inputValue()).not.toBe(CORRECTED_CUSTOMER);
      expect(await panel.getByRole("combobox", { name: "Currency" }).inputValue()).toBe("USD");
      expect(await seriousViolations(visitor.page)).toEqual([]);
      expect(await overflowsHorizontally(visitor.page)).toBe(false);
      await customer.fill(CORRECTED_CUSTOMER);
      await panel.getByText("Your correction", { exact: true }).waitFor();
      expect(await seriousViolations(visitor.page)).toEqual([]);

      // Get My Report, below the reading, confirms it: the correction goes with the entry.
      const posted = visitor.page.waitForRequest("**/api/validations/waitlist");
      const answered = visitor.page.waitForResponse("**/api/validations/waitlist");
      await box.getByRole("button", { name: "Get My Report" }).click();
      expect((await posted).postDataJSON()).toEqual({ email, ideaText: IDEA, corrections: { customer: CORRECTED_CUSTOMER } });
      const { ideaId } = (await (await answered).json()) as { ideaId: string };
      expect(ideaId).toMatch(/^[0-9a-f-]{36}$/);
      await box.getByRole("link", { name: "Sign in to follow it now" }).click();
      await visitor.page.locator('input[name="email"]').fill(email);
      await visitor.page.locator('input[name="name"]').fill("Ada Follower");
      await visitor.page.getByRole("button", { name: "Sign in" }).click();
      // Progress first while it runs, then the report as soon as it is written.
      await visitor.page.waitForURL((url) => url.pathname === `/report/${ideaId}`, { timeout: 90_000 });
      await visitor.page.getByRole("region", { name: "Verdict" }).waitFor();
      expect(await visitor.page.getByRole("heading", { level: 1, name: "New Idea" }).count()).toBe(0);
      // The report the visitor reaches after sign-in follows their correction.
      await visitor.page.getByText(new RegExp(CORRECTED_CUSTOMER, "i")).first().waitFor();
      expect((await visitor.page.getByRole("main").innerText()).toLowerCase()).toContain(CORRECTED_CUSTOMER);
      expect(await seriousViolations(visitor.page)).toEqual([]);
      expect(unexpectedProblems(visitor.problems, [TRENDS_UNAVAILABLE])).toEqual([]);
      await visitor.context.close();
    }
  }, 200_000);

  it("goes Back from email to idea and from analyzing to email", async () => {
    await open();
    await fillToEmailStep();
    await dialog().getByRole("button", { name: "Back" }).click();
    await step(1).waitFor();
    expect(await ideaField().inputValue()).toBe(IDEA);

    await dialog().getByRole("button", { name: "Continue" }).click();
    await step(2).waitFor();
    expect(await emailField().inputValue()).toBe("ada@example.com");
    await dialog().getByRole("button", { name: "Get My Report" }).click();
    await step(3).waitFor();
    await dialog().getByRole("button", { name: "Back" }).click();
    await step(2).waitFor();
    // The analyzing step's timer was cancelled: no confirmation appears.
    await page.clock.runFor(10_000);
    expect(await step(2).isVisible()).toBe(true);
  });

  it("resets 300 ms after being closed part-way", async () => {
    await open();
    await fillToEmailStep();
    await dialog().getByRole("button", { name: "Close" }).click();
    await dialog().waitFor({ state: "detached" });
    await page.clock.runFor(300);
    await open();
    await step(1).waitFor();
    expect(await ideaField().inputValue()).toBe("");

    // Reopened before the 300 ms are up, it starts fresh too rather than being cleared while open.
    await fillToEmailStep();
    await page.keyboard.press("Escape");
    await dialog().waitFor({ state: "detached" });
    await page.clock.runFor(100);
    await open();
    await step(1).waitFor();
    expect(await ideaField().inputValue()).toBe("");
    await page.clock.runFor(1000);
    expect(await step(1).isVisible()).toBe(true);
  });

  it("shows the destructive toast when the server refuses the entry, and stays on the email step", async () => {
    // A real refusal: the waitlist allows 10 entries a minute from one address, so use them up.
    let status = 0;
    for (let sent = 0; sent < 20 && status !== 429; sent += 1) {
      const response = await page.request.post("/api/validations/waitlist", { data: { email: `filler${sent}@example.com`, ideaText: "filler" } });
      status = response.status();
    }
    expect(status).toBe(429);

    await open();
    await fillToEmailStep();
    const answered = page.waitForResponse("**/api/validations/waitlist");
    await dialog().getByRole("button", { name: "Get My Report" }).click();
    const answer = await answered;
    expect(answer.status()).toBe(429);
    const { error } = (await answer.json()) as { error: string };
    expect(error.length).toBeGreaterThan(0);

    const toast = page.locator("li[data-state=open]").filter({ hasText: "Failed to submit" });
    await toast.waitFor();
    await toast.getByText(error, { exact: true }).waitFor();
    expect(await toast.getAttribute("class")).toContain("bg-destructive");
    await step(2).waitFor();
    expect(await dialog().getByRole("button", { name: "Get My Report" }).isDisabled()).toBe(false);

    // The toast stays 5 s.
    await page.clock.runFor(4900);
    expect(await toast.isVisible()).toBe(true);
    await page.clock.runFor(200);
    await toast.waitFor({ state: "hidden" });
    expect(unexpectedProblems(problems, [/status of 429/])).toEqual([]);
  });
});
