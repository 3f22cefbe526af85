import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { ValidationReport } from "../../src/shared/contracts/report.ts";
import { createIdea, waitForValidations } from "./journey-ideas.ts";
import { seriousViolations, startJourneyApp, TRENDS_UNAVAILABLE, unexpectedProblems, useJourney } from "./journey.ts";

const IDEA = "Freelance designers chase late invoices by hand every week. Invoice chaser sends the reminders until the client pays, for $12 a month.";

async function record(page: Page, kind: string, counts: Record<string, string>): Promise<void> {
  const form = page.getByRole("form", { name: "Record a result" });
  await form.getByLabel("What did you test?").selectOption({ label: kind });
  for (const [label, value] of Object.entries(counts)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole("button", { name: "Record result" }).click();
}

/** Whether an element lies wholly inside the first screenful, without scrolling. */
async function onFirstScreen(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

/** The verdict hero painted in the first screenful: verdict, score, confidence, why and the PDF, the diff folded after them. */
async function expectHeroFirst(page: Page, { owner }: { owner: boolean }): Promise<void> {
  const hero = page.getByRole("region", { name: "Verdict" });
  await hero.waitFor();
  const pdf = hero.getByRole("button", { name: "Download PDF" });
  const score = hero.getByText(/^\d+(\.\d)?\/10$/);
  for (const part of [hero.getByText("No Go", { exact: true }), score, hero.getByText(/^Confidence/), hero.getByText(/strongest score|All four scores/), pdf]) {
    expect(await onFirstScreen(page, part)).toBe(true);
  }
  expect(await hero.getByRole("button", { name: "Share" }).count()).toBe(owner ? 1 : 0);
  const tabs = await page.getByRole("tablist", { name: "Report sections" }).boundingBox();
  expect(tabs && (await hero.boundingBox())!.y < tabs.y).toBe(true);
  if (owner) {
    const diff = hero.getByRole("region", { name: "What changed since version 1" });
    expect((await diff.boundingBox())!.y).toBeGreaterThan((await score.boundingBox())!.y);
  }
  expect(await seriousViolations(page)).toEqual([]);
}

// No model and no sources (the journey app searches none): the text analyst's report, then the
// founder's own results weighed in by the re-validation.
describe("recording the founder's own results and re-validating", () => {
  const journey = useJourney({ start: () => startJourneyApp(), signIn: { email: "rae@example.com", name: "Rae Founder" } });
  let page: Page;
  let ideaId = "";
  let smokeTestId = "";

  beforeAll(async () => {
    ({ page } = journey);
    ideaId = (await createIdea(page, IDEA)).id;
    await waitForValidations(page);
  });

  it("records interviews and a smoke test on the Experiments tab", async () => {
    await page.goto(`/report/${ideaId}`);
    await page.getByText("Version 1 of 1").waitFor();
    await page.getByRole("tab", { name: "Experiments" }).click();
    await record(page, "Customer interviews", { "Interviews held": "10", "Confirmed the pain": "1", "Denied the pain": "9", "Would pay": "0" });
    await page.getByText("10 interviews: 1 confirmed the pain, 9 denied it, 0 would pay").waitFor();
    await record(page, "Smoke test", { Visitors: "300", "Sign-ups": "2" });
    const recorded = page.getByRole("region", { name: "Recorded results" });
    await recorded.getByText("Smoke test: 300 visitors, 2 sign-ups").waitFor();

    // Sign-ups above visitors is refused in words a person uses.
    await record(page, "Smoke test", { Visitors: "10", "Sign-ups": "11" });
    await page.getByRole("alert").filter({ hasText: "More sign-ups than visitors: sign-ups can be at most the visitors" }).waitFor();
    expect(await recorded.getByRole("listitem").count()).toBe(2);

    // Beside the smoke test's own plan, a result in its in-between band reads inconclusive as it is typed.
    const report = await (await page.request.get(`/api/ideas/${ideaId}/report`)).json() as ValidationReport;
    const index = (report.riskiestAssumptions ?? []).findIndex((assumption) => assumption.experiment.kind === "smoke-test");
    const plan = report.riskiestAssumptions?.[index]?.experiment;
    if (plan?.kind !== "smoke-test") throw new Error("the report plans a smoke test");
    smokeTestId = report.riskiestAssumptions?.[index]?.id ?? "";
    const visitors = plan.visitorsNeeded + 70;
    const signups = Math.floor(visitors * plan.passRate * 0.75);
    const card = page.getByRole("region", { name: `Experiment ${index + 1}: ${report.riskiestAssumptions?.[index]?.statement}` });
    await card.getByText("Decision rule (written before the test)").waitFor();
    const form = card.getByRole("form", { name: `Record the result of experiment ${index + 1}` });
    await form.getByLabel("Visitors", { exact: true }).fill(String(visitors));
    await form.getByLabel("Sign-ups", { exact: true }).fill(String(signups));
    expect(await form.getByTestId("judgement").innerText()).toMatch(new RegExp(`^Inconclusive: ${signups} sign-ups of ${visitors} visitors = [\\d.]+%: between the fail line`));
    await form.getByRole("button", { name: "Record result" }).click();
    await recorded.getByRole("listitem").nth(2).getByText(/^Inconclusive: /).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("re-validates, lands on version 2 and shows the verdict change in the diff", async () => {
    const before = await (await page.request.get(`/api/ideas/${ideaId}/report`)).json();
    await page.getByRole("button", { name: "Re-validate" }).click();
    await page.waitForURL((url) => url.search === "?version=2", { timeout: 150_000 });
    await page.getByText("Version 2 of 2").waitFor();
    const after = await (await page.request.get(`/api/ideas/${ideaId}/report`)).json() as ValidationReport & { version: number };
    expect(after.version).toBe(2);
    // Version 2 reads the in-between smoke test exactly as the form did: inconclusive, with its numbers.
    const smoke = after.riskiestAssumptions?.find((assumption) => assumption.id === smokeTestId);
    expect(smoke?.settledNote).toMatch(/Your own smoke test was inconclusive: \d+ sign-ups of \d+ visitors = [\d.]+%: between the fail line/);
    await page.getByRole("tab", { name: "Overview" }).click();
    await page.getByRole("region", { name: "Riskiest Assumptions" }).getByText(/^Your own smoke test was inconclusive:/).first().waitFor();
    expect(after.methodology.confidenceLevel).toBeLessThanOrEqual(0.9);
    expect(after.recommendation).not.toBe(before.recommendation);

    const diff = page.getByRole("region", { name: "What changed since version 1" });
    expect(await diff.getByTestId("what-moved").innerText()).toMatch(
      /^Your results \(10 interviews: 1 confirmed the pain, 9 denied it, 0 would pay; smoke test: 300 visitors, 2 sign-ups; smoke test: \d+ visitors, \d+ sign-ups\) cut \w+ from [\d.]+ to [\d.]+/,
    );
    await diff.getByText("What changed since version 1:").click();
    const verdict = await diff.getByTestId("verdict-change").innerText();
    expect(verdict).toContain("↓");
    expect(verdict).toMatch(/Verdict: .+ ↓ No Go/);
    expect(await diff.getByRole("listitem").filter({ hasText: "Overall" }).innerText()).toContain("↓");

    // The founder's results are listed apart from the web sources, which stay at zero.
    await page.getByRole("tab", { name: "Sources" }).click();
    const own = page.getByRole("region", { name: "Your own evidence (first-party)" });
    await own.getByText(/^\[F1\] 10 interviews/).waitFor();
    expect(await own.getByText(/^\[F2\] Smoke test: 300 visitors, 2 sign-ups/).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  }, 180_000);

  it("opens version 2 on the verdict hero at 1280x900 and 375x800, for its owner and through a share link", async () => {
    const link = await (await page.request.post(`/api/ideas/${ideaId}/share-links`)).json() as { path: string };
    for (const viewport of [{ width: 1280, height: 900 }, { width: 375, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.goto(`/report/${ideaId}`);
      await page.getByText("Version 2 of 2").waitFor();
      await expectHeroFirst(page, { owner: true });
      const visitor = await journey.openPage({ viewport });
      await visitor.page.goto(link.path);
      await expectHeroFirst(visitor.page, { owner: false });
      await visitor.context.close();
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("switches back to version 1 with the selector", async () => {
    await page.getByLabel("Version 2 of 2").selectOption("1");
    await page.waitForURL((url) => url.search === "?version=1");
    await page.getByText("Version 1 of 2").waitFor();
    expect(await page.getByRole("region", { name: /What changed since/ }).count()).toBe(0);
    await page.getByRole("tab", { name: "Sources" }).click();
    expect(await page.getByRole("region", { name: "Your own evidence (first-party)" }).count()).toBe(0);
    // The library keeps one card for the idea, showing the latest verdict.
    const ideas = await (await page.request.get("/api/ideas")).json();
    expect(ideas).toHaveLength(1);
    expect(ideas[0]).toMatchObject({ version: 2, recommendation: "NO-GO" });
    // The one refused record (sign-ups above visitors) is the only failed request.
    expect(unexpectedProblems(journey.problems, [TRENDS_UNAVAILABLE, /status of 400 .*\/evidence\)$/])).toEqual([]);
  });
});
