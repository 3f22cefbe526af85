import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";
import { queryRows } from "../helpers/test-database.ts";
import { readReportFixture, seedCompletedIdea } from "../helpers/seed-report.ts";

// One worker slot, and every stage takes a while, so a backlog really waits.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ withWorker: true, env: { WORKER_CONCURRENCY: "1", STAGE_DELAY_MS: "150", USER_ACTIVE_VALIDATIONS: "10" } });
});
afterAll(async () => t.close());

async function submit(cookie: string, description: string): Promise<string> {
  const response = await t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie }, payload: { description, country: "US", validationMode: "quick" } });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

async function statusOf(ideaId: string): Promise<{ status: string; started_at: string | null }> {
  const [row] = await queryRows<{ status: string; started_at: string | null }>(t.database.db, `select status, started_at from ideas where id = '${ideaId}'`);
  if (!row) throw new Error(`idea ${ideaId} is gone`);
  return row;
}

async function waitFor(ideaId: string, statuses: string[]): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (statuses.includes((await statusOf(ideaId)).status)) return;
    await sleep(50);
  }
  throw new Error(`idea ${ideaId} never reached ${statuses.join(" or ")}`);
}

describe("fair scheduling", () => {
  it("starts another founder's first validation before one founder's backlog drains", async () => {
    const heavy = await t.signIn("heavy@example.com");
    const light = await t.signIn("light@example.com");
    const backlog: string[] = [];
    for (let i = 1; i <= 5; i += 1) backlog.push(await submit(heavy, `Backlog idea number ${i}: a tool for tracking pallet returns.`));
    await waitFor(backlog[0]!, ["validating"]);

    const first = await submit(light, "A first idea: shared greenhouse space booking for urban gardeners.");
    await waitFor(first, ["completed"]);
    const lightStart = new Date((await statusOf(first)).started_at!).getTime();

    // Only the validation already running when the light founder submitted went first.
    const startedEarlier: string[] = [];
    for (const ideaId of backlog) {
      const { started_at: startedAt } = await statusOf(ideaId);
      if (startedAt !== null && new Date(startedAt).getTime() < lightStart) startedEarlier.push(ideaId);
    }
    expect(startedEarlier).toEqual([backlog[0]]);
    // The worker's report keeps the text it analysed.
    const [report] = await queryRows<{ description: string }>(t.database.db, `select description from reports where idea_id = '${first}'`);
    expect(report?.description).toBe("A first idea: shared greenhouse space booking for urban gardeners.");
  });
});

describe("a report after its idea is edited", () => {
  it("keeps the title and description it analysed; the idea shows the edit", async () => {
    const cookie = await t.signIn("editor@example.com");
    const { ideaId } = await seedCompletedIdea({
      db: t.database.db, email: "editor@example.com", title: "Dog walker scheduling",
      description: "Scheduling and payments for independent dog walkers.", body: await readReportFixture("dog-walker-with-sources.json"),
    });
    const edit = await t.app.inject({
      method: "PATCH", url: `/api/ideas/${ideaId}`, headers: { cookie },
      payload: { title: "Cat sitter marketplace", description: "A marketplace for cat sitters." },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ title: "Cat sitter marketplace", description: "A marketplace for cat sitters." });

    const report = await t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}/report`, headers: { cookie } });
    expect(report.json()).toMatchObject({ title: "Dog walker scheduling", description: "Scheduling and payments for independent dog walkers." });
    const link = await t.app.inject({ method: "POST", url: `/api/ideas/${ideaId}/share-links`, headers: { cookie } });
    const token = (link.json().path as string).replace("/shared/", "");
    const shared = await t.app.inject({ method: "GET", url: `/api/shared/${token}/report` });
    expect(shared.json()).toMatchObject({ title: "Dog walker scheduling", description: "Scheduling and payments for independent dog walkers." });
    const pdf = await t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}/report.pdf`, headers: { cookie } });
    expect(pdf.headers["content-disposition"]).toBe('attachment; filename="dog-walker-scheduling-validation-report.pdf"');
  });
});
