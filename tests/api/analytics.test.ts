import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Analytics } from "../../src/shared/contracts/analytics.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";
import { at, makeReportBody, seedIdea } from "../helpers/seed-ideas.ts";

let t: TestApp;
let alice: string;
let bob: string;
const now = new Date();

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signIn("alice@example.com", "Alice");
  bob = await t.signIn("bob@example.com", "Bob");
  const owner = (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: alice } })).json().id;
  const db = t.database.db;
  const seeds = [
    { score: 8.2, recommendation: "strong-go", sources: [{ type: "discussion", platform: "reddit" }, { type: "article", platform: "medium" }] },
    { score: 6.9, recommendation: "go", sources: [{ type: "discussion", platform: "reddit" }, { type: "video", platform: "youtube" }, { type: "data", platform: "github" }] },
    { score: 6.1, recommendation: "go", sources: [] },
    { score: 10, recommendation: "strong-go", sources: [{ type: "review", platform: "other" }] },
    { score: 2.5, recommendation: "no-go", sources: [] },
  ] as const;
  for (const [index, seed] of seeds.entries()) {
    await seedIdea(db, {
      userId: owner, title: `Idea ${index}`, status: "completed", createdAt: at(now, { days: -index }), completedAt: at(now, { days: -index, seconds: 60 }),
      report: makeReportBody({ recommendation: seed.recommendation, overallScore: seed.score, scores: [seed.score, 5, 6, 7], sources: [...seed.sources] }),
    });
  }
  await seedIdea(db, { userId: owner, title: "Failed", status: "failed", createdAt: at(now, { hours: -3 }), error: "boom" });
}, 60_000);
afterAll(async () => t?.close(), 30_000);

async function analytics(cookie: string): Promise<Analytics> {
  const response = await t.app.inject({ method: "GET", url: "/api/analytics", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("GET /api/analytics", () => {
  it("counts ideas, reports and sources, and averages the scores", async () => {
    const { totals, dimensionAverages } = await analytics(alice);
    expect(totals).toEqual({ ideas: 6, reports: 5, sources: 6, averageScore: 6.7 });
    expect(dimensionAverages).toEqual({ opportunity: 6.7, problem: 5, feasibility: 6, timing: 7 });
  });

  it("buckets overall scores by whole points, 10 in the last bucket", async () => {
    const { scoreDistribution } = await analytics(alice);
    expect(scoreDistribution).toHaveLength(10);
    expect(Object.fromEntries(scoreDistribution.filter((bucket) => bucket.count > 0).map((bucket) => [bucket.min, bucket.count]))).toEqual({ 2: 1, 6: 2, 8: 1, 9: 1 });
  });

  it("breaks down recommendations, source types and platforms, every known key included", async () => {
    const result = await analytics(alice);
    expect(result.recommendations).toEqual([
      { recommendation: "strong-go", count: 2 }, { recommendation: "go", count: 2 },
      { recommendation: "caution", count: 0 }, { recommendation: "no-go", count: 1 },
    ]);
    const types = Object.fromEntries(result.sourceTypes.map((row) => [row.type, row.count]));
    expect(types).toEqual({ article: 1, video: 1, discussion: 2, review: 1, data: 1, other: 0 });
    const platforms = Object.fromEntries(result.platforms.filter((row) => row.count > 0).map((row) => [row.platform, row.count]));
    expect(platforms).toEqual({ reddit: 2, medium: 1, youtube: 1, github: 1, other: 1 });
  });

  it("counts validations per month, at least the last six", async () => {
    const { validationsOverTime } = await analytics(alice);
    expect(validationsOverTime.length).toBeGreaterThanOrEqual(6);
    expect(validationsOverTime.at(-1)?.month).toBe(now.toISOString().slice(0, 7));
    const sum = (key: "submitted" | "completed" | "failed") => validationsOverTime.reduce((total, month) => total + month[key], 0);
    expect([sum("submitted"), sum("completed"), sum("failed")]).toEqual([6, 5, 1]);
  });

  it("shows another founder empty charts", async () => {
    const result = await analytics(bob);
    expect(result.totals).toEqual({ ideas: 0, reports: 0, sources: 0, averageScore: null });
    expect(result.scoreDistribution.every((bucket) => bucket.count === 0)).toBe(true);
  });
});
