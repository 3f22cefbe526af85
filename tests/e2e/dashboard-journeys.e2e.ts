import { describe, expect, it } from "vitest";
import { upsertUserBySubject } from "../../src/db/queries/users.ts";
import { at, makeReportBody, seedIdea } from "../helpers/seed-ideas.ts";
import { startSeededApp } from "../helpers/seed-report.ts";
import { submitIdea } from "./journey-ideas.ts";
import { seriousViolations, unexpectedProblems, useJourney } from "./journey.ts";

const EMAIL = "rhea.reports@example.com";
const now = new Date();
const SEEDED = [
  { title: "Beekeeping subscription", days: -3, score: 6.4, recommendation: "go", sources: [{ type: "discussion", platform: "reddit" }] },
  { title: "AI tutor for welders", days: -2, score: 8.3, recommendation: "strong-go", sources: [{ type: "video", platform: "youtube" }] },
  { title: "Canal boat rentals", days: -1, score: 3.2, recommendation: "no-go", sources: [] },
] as const;

describe("dashboard, reports and analytics", () => {
  const journey = useJourney({
    start: () => startSeededApp({
      // Slow stages a little so the dashboard can be watched while the validation runs.
      env: { STAGE_DELAY_MS: "1200", RATE_LIMIT_PER_MINUTE: "100000" },
      seed: async (db) => {
        const user = await upsertUserBySubject({ db, subject: `local:${EMAIL}`, profile: { email: EMAIL, name: "Rhea", username: "rhea.reports", avatarUrl: null } });
        for (const seed of SEEDED) {
          await seedIdea(db, {
            userId: user.id, title: seed.title, status: "completed", createdAt: at(now, { days: seed.days }), completedAt: at(now, { days: seed.days, seconds: 90 }),
            report: makeReportBody({ recommendation: seed.recommendation, overallScore: seed.score, scores: [5.5, 5, 6, 7], sources: [...seed.sources] }),
          });
        }
        return user.id;
      },
    }),
    signIn: { email: EMAIL, name: "Rhea" },
  });
  // The title link alone: on a phone the row header also shows the date under it.
  const titles = async () => (await journey.page.locator("tbody tr th[scope=row] a").allTextContents()).map((text) => text.trim());

  it("lists every report in a table that sorts by any column", async () => {
    const { page } = journey;
    await page.goto("/reports");
    await page.getByRole("table").waitFor();
    expect(await titles()).toEqual(["Canal boat rentals", "AI tutor for welders", "Beekeeping subscription"]);
    expect(await page.getByRole("columnheader", { name: "Date" }).getAttribute("aria-sort")).toBe("descending");

    await page.getByRole("button", { name: "Overall" }).click();
    expect(await titles()).toEqual(["AI tutor for welders", "Beekeeping subscription", "Canal boat rentals"]);
    expect(await page.getByRole("columnheader", { name: "Overall" }).getAttribute("aria-sort")).toBe("descending");
    await page.getByRole("button", { name: "Overall" }).click();
    expect(await titles()).toEqual(["Canal boat rentals", "Beekeeping subscription", "AI tutor for welders"]);

    await page.getByRole("button", { name: "Title" }).click();
    expect(await titles()).toEqual(["AI tutor for welders", "Beekeeping subscription", "Canal boat rentals"]);
    await page.getByRole("button", { name: "Recommendation" }).click();
    expect(await titles()).toEqual(["AI tutor for welders", "Beekeeping subscription", "Canal boat rentals"]);
    const row = page.getByRole("row", { name: /AI tutor for welders/ });
    expect(await row.getByText("Strong Go").count()).toBe(1);
    expect(await row.getByRole("cell", { name: "8.3" }).count()).toBe(1);

    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "AI tutor for welders" }).click();
    await page.waitForURL((url) => /^\/report\/[0-9a-f-]{36}$/.test(url.pathname));
  });

  it("charts scores, recommendations, validations and sources on /analytics", async () => {
    const { page } = journey;
    await page.goto("/analytics");
    for (const heading of ["Score Distribution", "Recommendations", "Validations Over Time", "Source Types", "Platforms"]) {
      await page.getByRole("heading", { name: heading, exact: true }).waitFor();
    }
    await page.getByRole("img", { name: /Recommendations across your reports: 1 Strong Go, 1 Go, 1 No Go|1 Go, 1 Strong Go/ }).waitFor();
    await page.getByRole("img", { name: /Source Types: 1 (Discussion|Video), 1 (Discussion|Video)/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("shows a newly submitted idea running, then validated, without a reload", async () => {
    const { page, problems } = journey;
    await page.goto("/dashboard");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.getByText("Welcome back! Here’s what’s happening with your ideas.").waitFor();
    const metric = (label: string) => page.locator("dl > div", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd span").first();
    await expect.poll(() => metric("Total Ideas").textContent(), { timeout: 20_000 }).toBe("3");
    expect(await metric("Success Rate").textContent()).toBe("67%");
    expect(await metric("Avg. Validation Time").textContent()).toBe("1.5 minutes");
    expect(await seriousViolations(page)).toEqual([]);

    await submitIdea(page, { description: "A booking app for community pottery studios that rents kiln time by the hour." });
    const [idea] = (await (await page.request.get("/api/ideas")).json()) as Array<{ title: string }>;
    await page.goto("/dashboard");
    await expect.poll(() => metric("Total Ideas").textContent(), { timeout: 20_000 }).toBe("4");
    const activity = page.getByRole("list", { name: "Recent activity" });
    const mine = activity.locator("li").filter({ hasText: idea?.title ?? "" });
    await mine.filter({ hasText: "Idea submitted" }).waitFor();
    expect(await metric("Active Now").textContent()).toBe("1");
    // The dashboard refetches every 5 s while a validation runs; the finished one appears on its own.
    await mine.filter({ hasText: "Validation complete" }).waitFor({ timeout: 60_000 });
    expect(await activity.locator("li").first().textContent()).toContain("Validation complete");
    expect(await metric("Active Now").textContent()).toBe("0");
    expect(await metric("Avg. Validation Time").textContent()).not.toBe("1.5 minutes");

    await page.getByRole("radio", { name: "Failed" }).click();
    await page.getByText("No failed validations.").waitFor();
    await page.getByRole("radio", { name: "Pending" }).click();
    expect(await activity.locator("li").count()).toBe(4);
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});
