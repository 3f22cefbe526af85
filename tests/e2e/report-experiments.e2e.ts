import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DOG_WALKER_ASSUMPTIONS } from "../helpers/experiment-plan-fixture.ts";
import { readReportFixture, seedCompletedIdea, startSeededApp } from "../helpers/seed-report.ts";
import { seriousViolations, useJourney } from "./journey.ts";

const OWNER = { email: "grace@example.com", name: "Grace Hopper" };
const TITLE = "Dog walker scheduling";

describe("the riskiest assumptions on a stored report", () => {
  const journey = useJourney({
    start: async () => {
      const body = { ...(await readReportFixture("dog-walker-with-sources.json")), riskiestAssumptions: DOG_WALKER_ASSUMPTIONS };
      return startSeededApp<{ ideaId: string }>({
        seed: async (db) => seedCompletedIdea({ db, email: OWNER.email, title: TITLE, description: "Recurring walks and monthly billing for independent dog walkers.", body }),
      });
    },
    signIn: OWNER,
  });
  let page: Page;

  beforeAll(() => {
    ({ page } = journey);
  });

  it("shows each assumption with its cited evidence and experiment, and the markup in it as text", async () => {
    await page.goto(`/report/${journey.app.seeded.ideaId}`);
    const card = page.getByRole("region", { name: "Riskiest Assumptions" });
    await card.waitFor();
    await expect(card.getByRole("heading", { level: 4 }).allTextContents()).resolves.toEqual([
      "1. Independent dog walkers will pay $15 a month for Walkies.",
      "2. Independent dog walkers have this problem often enough to act on it: “Scheduling <script>alert(1)</script> walks & invoices eats my evenings”",
      "3. You can reach independent dog walkers in numbers at a cost the price can carry.",
    ]);
    const against = card.getByRole("list", { name: "Evidence against" });
    await expect(against.getByRole("link", { name: /^Source 6: / }).count()).resolves.toBe(1);
    await card.getByText("Experiment: Smoke-test landing page").waitFor();
    await card.getByText("3 paying of 15 asked").waitFor();
    expect(await card.locator("script, img").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("downloads the experiment plan and a self-contained smoke-test page", async () => {
    const card = page.getByRole("region", { name: "Riskiest Assumptions" });
    const [plan] = await Promise.all([page.waitForEvent("download"), card.getByRole("button", { name: "Experiment plan" }).click()]);
    expect(plan.suggestedFilename()).toBe("dog-walker-scheduling-experiment-plan.md");
    const markdown = await readFile((await plan.path()) ?? "", "utf8");
    expect(markdown).toContain("# Experiment Plan: Dog walker scheduling");
    const [smoke] = await Promise.all([page.waitForEvent("download"), card.getByRole("button", { name: "Smoke-test page" }).click()]);
    expect(smoke.suggestedFilename()).toBe("dog-walker-scheduling-smoke-test.html");
    const html = await readFile((await smoke.path()) ?? "", "utf8");

    // Opened on its own, with scripts off and every request refused, the page still reads whole.
    const opened = await journey.openPage({ javaScriptEnabled: false });
    const requests: string[] = [];
    await opened.page.route("**/*", async (route) => {
      requests.push(route.request().url());
      await route.abort();
    });
    await opened.page.setContent(html);
    await opened.page.getByRole("heading", { level: 1, name: "Walkies <b>for</b> walkers" }).waitFor();
    await opened.page.getByRole("link", { name: "Join the waiting list" }).click();
    await opened.page.getByText("is not available yet").waitFor();
    expect(requests).toEqual([]);
    expect(await opened.page.locator("img, script").count()).toBe(0);
  });
});
