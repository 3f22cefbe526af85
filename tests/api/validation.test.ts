import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validationReportSchema } from "../../src/shared/contracts/report.ts";
import { createTestApp } from "../helpers/test-app.ts";
import { queryRows } from "../helpers/test-database.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let cookie: string;

const IDEA = "Freelance designers waste hours chasing late invoices. A tool that automatically sends polite payment reminders and offers instant payout for a 2% fee. We'd charge $12/month.";

async function waitForStatus(id: string, wanted: string[], timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const idea = (await t.app.inject({ method: "GET", url: `/api/ideas/${id}`, headers: { cookie } })).json();
    if (wanted.includes(idea.status)) return idea;
    await sleep(100);
  }
  throw new Error(`idea ${id} never reached ${wanted.join("/")}`);
}

beforeAll(async () => {
  t = await createTestApp({ withWorker: true });
  cookie = await t.signIn("runner@example.com", "Runner");
});
afterAll(async () => t.close());

describe("a validation on the text analyst", () => {
  it("goes through every stage to a complete report, with the idea's recommendation mapped", async () => {
    const created = (await t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie }, payload: { description: IDEA, country: "US", validationMode: "deep" } })).json();
    const idea = await waitForStatus(created.id, ["completed", "failed"]);
    expect(idea.status).toBe("completed");
    expect(idea.error).toBeNull();
    expect(idea.report?.generatedAt).toBeTruthy();

    const response = await t.app.inject({ method: "GET", url: `/api/ideas/${idea.id}/report`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const report = validationReportSchema.parse(response.json());
    expect(report.ideaId).toBe(idea.id);
    expect(report.sources).toEqual([]);
    expect(report.methodology.confidenceLevel).toBeLessThan(0.5);
    expect(report.model).toBe("offline-analyst");
    const expected = { "strong-go": "GO", go: "GO", caution: "PAUSE", "no-go": "NO-GO" }[report.recommendation];
    expect(idea.recommendation).toBe(expected);
    expect(idea.overallScore).toBe(report.overallScore);

    const progress = (await t.app.inject({ method: "GET", url: `/api/ideas/${idea.id}/progress`, headers: { cookie } })).json();
    expect(progress.status.current.name).toBe("completed");
    expect(progress.status.estimatedSecondsRemaining).toBe(0);
    expect(progress.status.stages.every((stage: { state: string; durationMs: number | null }) => stage.state === "done" && stage.durationMs !== null)).toBe(true);

    const runs = await queryRows<{ stage: string }>(t.database.db, `select stage, attempt from stage_runs where idea_id = '${idea.id}' order by started_at`);
    expect(runs.map((row) => row.stage)).toEqual(["planning-profile", "planning-queries", "research", "analysis", "synthesis"]);
  });

  it("gives the same report for the same idea text", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const created = (await t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie }, payload: { description: IDEA, country: "US", validationMode: "deep", title: "Same" } })).json();
      ids.push((await waitForStatus(created.id, ["completed"])).id);
    }
    const [a, b] = await Promise.all(ids.map(async (id) => (await t.app.inject({ method: "GET", url: `/api/ideas/${id}/report`, headers: { cookie } })).json()));
    const strip = ({ ideaId: _i, generatedAt: _g, ...rest }: Record<string, unknown>) => rest;
    expect(strip(a)).toEqual(strip(b));
  });

  it("resumes from checkpoints and never writes a second report", async () => {
    const created = (await t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie }, payload: { description: IDEA, country: "CA", validationMode: "deep" } })).json();
    await waitForStatus(created.id, ["completed"]);
    // Replay the job as a retry would: the finished idea is left alone.
    await queryRows(t.database.db, `update ideas set status = 'validating' where id = '${created.id}'`);
    await queryRows(t.database.db, `delete from stage_runs where idea_id = '${created.id}' and stage = 'synthesis'`);
    const { runValidation } = await import("../../src/pipeline/runner.ts");
    const { silentLogger } = await import("../helpers/silent-logger.ts");
    await runValidation({
      deps: { db: t.database.db, llm: null, sources: [], analyst: "offline-analyst", log: silentLogger, stageDelayMs: 0 },
      ideaId: created.id,
      signal: new AbortController().signal,
    });
    const reports = await queryRows<{ n: number }>(t.database.db, `select count(*)::int as n from reports where idea_id = '${created.id}'`);
    expect(reports[0]?.n).toBe(1);
    const runs = await queryRows(t.database.db, `select stage, count(*)::int as n from stage_runs where idea_id = '${created.id}' group by stage order by stage`);
    // Only synthesis ran again; the four earlier checkpoints were reused.
    expect(runs).toEqual(expect.arrayContaining([{ stage: "planning-profile", n: 1 }, { stage: "research", n: 1 }, { stage: "synthesis", n: 1 }]));
    const idea = (await t.app.inject({ method: "GET", url: `/api/ideas/${created.id}`, headers: { cookie } })).json();
    expect(idea.status).toBe("completed");
  });

  it("marks the idea failed with a readable reason when its job gives up", async () => {
    const created = (await t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie }, payload: { description: IDEA, country: "US", validationMode: "deep" } })).json();
    await waitForStatus(created.id, ["completed"]);
    await queryRows(t.database.db, `update ideas set status = 'validating' where id = '${created.id}'`);
    await t.queue.boss.send("validate-idea-dead", { ideaId: created.id });
    const idea = await waitForStatus(created.id, ["failed"]);
    expect(idea.error).toMatch(/stopped before finishing/);
  });
});

describe("a worker that shuts down", () => {
  it("stops a running validation at its next checkpoint, and another worker resumes it", async () => {
    const first = await createTestApp({ withWorker: true, env: { STAGE_DELAY_MS: "600" } });
    const db = first.database.db;
    const owner = await first.signIn("shutdown@example.com");
    const created = (await first.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie: owner }, payload: { description: IDEA, country: "GB", validationMode: "deep" } })).json();
    const deadline = Date.now() + 15_000;
    while ((await queryRows(db, `select 1 from stage_runs where idea_id = '${created.id}'`)).length === 0 && Date.now() < deadline) await sleep(50);
    const stopStarted = Date.now();
    await first.worker?.stop();
    // It waited for the running stage only, not for the whole validation (5 stages of 600 ms).
    expect(Date.now() - stopStarted).toBeLessThan(2500);
    const runs = await queryRows<{ output: unknown }>(db, `select output from stage_runs where idea_id = '${created.id}'`);
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.length).toBeLessThan(5);
    expect(runs.every((run) => run.output !== null)).toBe(true);
    const idea = (await first.app.inject({ method: "GET", url: `/api/ideas/${created.id}`, headers: { cookie: owner } })).json();
    expect(idea.status).toBe("validating");

    const second = await createTestApp({ withWorker: true, database: first.database });
    try {
      const until = Date.now() + 30_000;
      let status = "";
      while (Date.now() < until && status !== "completed") {
        status = (await queryRows<{ status: string }>(db, `select status from ideas where id = '${created.id}'`))[0]?.status ?? "";
        await sleep(100);
      }
      expect(status).toBe("completed");
      const attempts = await queryRows<{ stage: string; n: number }>(db, `select stage, count(*)::int as n from stage_runs where idea_id = '${created.id}' group by stage`);
      expect(attempts).toHaveLength(5);
      expect(attempts.every((row) => row.n === 1)).toBe(true);
    } finally {
      await second.close();
      await first.close();
    }
  }, 90_000);
});
