import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { findIdeaKeywords } from "../../src/db/queries/keyword-trends.ts";
import { ideas, users } from "../../src/db/schema.ts";
import { runValidation, type RunnerDependencies, type StageEvent } from "../../src/pipeline/runner.ts";
import { TEXT_ANALYST } from "../../src/pipeline/services/index.ts";
import { reportBodySchema } from "../../src/shared/contracts/report.ts";
import { silentLogger } from "../helpers/silent-logger.ts";
import { createTestDatabase, queryRows } from "../helpers/test-database.ts";
import { scriptedClient } from "./helpers/scripted-model.ts";
import { sampleConnectors } from "./helpers/sample-sources.ts";
import { INVOICE_IDEA } from "./helpers/run-stages.ts";

let database: Database;
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db.insert(users).values({ subject: "test:runner-engine", name: "Runner" }).returning();
  userId = user!.id;
}, 120_000);
afterAll(async () => database?.close());

async function newIdea(fields: Partial<typeof ideas.$inferInsert> = {}): Promise<string> {
  const [row] = await database.db.insert(ideas).values({
    userId, title: "Paydar", description: INVOICE_IDEA.description, country: "GB", validationMode: "deep", status: "pending", ...fields,
  }).returning({ id: ideas.id });
  return row!.id;
}

function deps(over: Partial<RunnerDependencies> = {}): RunnerDependencies {
  const { llm } = scriptedClient();
  return { db: database.db, llm, sources: sampleConnectors(), analyst: llm!.analyst, log: silentLogger, stageDelayMs: 0, ...over };
}

const run = (d: RunnerDependencies, ideaId: string) => runValidation({ deps: d, ideaId, signal: new AbortController().signal });
const reportOf = async (ideaId: string) => {
  const [row] = await queryRows<{ body: unknown; model: string; input_tokens: number; output_tokens: number }>(database.db, `select body, model, input_tokens, output_tokens from reports where idea_id = '${ideaId}'`);
  return { ...row!, body: reportBodySchema.parse(row!.body) };
};

describe("the runner with a model", () => {
  it("records each stage's tokens, cost and models, and the idea's totals with the report", async () => {
    const ideaId = await newIdea();
    const events: StageEvent[] = [];
    expect(await run(deps({ onStage: (e) => events.push(e) }), ideaId)).toBe("completed");
    expect(events.filter((e) => e.state === "finished").map((e) => e.stage)).toEqual(["planning-profile", "planning-queries", "research", "analysis", "synthesis"]);
    const runs = await queryRows<{ stage: string; input_tokens: number; output_tokens: number; estimated_cost_usd: number | null; models: string | null; analyst: string }>(
      database.db, `select stage, input_tokens, output_tokens, estimated_cost_usd, models, analyst from stage_runs where idea_id = '${ideaId}' order by started_at`);
    expect(runs.map((r) => [r.stage, r.models])).toEqual([["planning-profile", "mock-fast"], ["planning-queries", "mock-fast"], ["research", null], ["analysis", "mock-fast"], ["synthesis", "mock-smart,mock-fast"]]);
    expect(runs.every((r) => r.analyst === "mock:mock-smart+mock-fast")).toBe(true);
    const report = await reportOf(ideaId);
    expect(report.model).toBe("mock:mock-smart+mock-fast");
    const usage = report.body.methodology.usage!;
    expect(report.input_tokens).toBe(usage.inputTokens);
    expect(report.output_tokens).toBe(usage.outputTokens);
    expect(usage.inputTokens).toBe(runs.reduce((sum, r) => sum + r.input_tokens, 0));
    expect(usage.estimatedCostUsd).toBeCloseTo(runs.reduce((sum, r) => sum + (r.estimated_cost_usd ?? 0), 0), 10);
  });

  it("keeps the keywords planning-profile found on the idea, where keyword trends read them", async () => {
    const ideaId = await newIdea();
    expect(await run(deps(), ideaId)).toBe("completed");
    const [profile] = await queryRows<{ output: { keywords: string[] } }>(database.db, `select output from stage_runs where idea_id = '${ideaId}' and stage = 'planning-profile'`);
    expect(profile!.output.keywords.length).toBeGreaterThan(0);
    expect(await findIdeaKeywords({ db: database.db, ideaId })).toEqual(profile!.output.keywords);
  });

  it("resumes after its checkpoints, keeps the earlier stages' usage in the budget, and writes one report", async () => {
    const ideaId = await newIdea();
    const first = deps();
    await run(first, ideaId);
    await queryRows(database.db, `delete from reports where idea_id = '${ideaId}'`);
    await queryRows(database.db, `delete from stage_runs where idea_id = '${ideaId}' and stage = 'synthesis'`);
    await queryRows(database.db, `update ideas set status = 'validating' where id = '${ideaId}'`);
    const { llm, calls } = scriptedClient();
    const events: StageEvent[] = [];
    await run(deps({ llm, onStage: (e) => events.push(e) }), ideaId);
    expect(events.filter((e) => e.state === "reused").map((e) => e.stage)).toEqual(["planning-profile", "planning-queries", "research", "analysis"]);
    expect(new Set(calls.map((c) => c.task))).toEqual(new Set(["synthesis-scores", "synthesis-business", "synthesis-case-against", "experiment-wording"]));
    const usage = (await reportOf(ideaId)).body.methodology.usage!;
    expect(usage.stages.map((s) => s.stage)).toEqual(["planning-profile", "planning-queries", "analysis", "synthesis"]);
    const [count] = await queryRows<{ n: number }>(database.db, `select count(*)::int as n from reports where idea_id = '${ideaId}'`);
    expect(count!.n).toBe(1);
  });

  it("recomputes a checkpoint another analyst wrote rather than mixing two kinds of work", async () => {
    const ideaId = await newIdea();
    await run(deps({ llm: null, sources: [], analyst: TEXT_ANALYST }), ideaId);
    await queryRows(database.db, `delete from reports where idea_id = '${ideaId}'`);
    await queryRows(database.db, `delete from stage_runs where idea_id = '${ideaId}' and stage in ('analysis', 'synthesis')`);
    await queryRows(database.db, `update ideas set status = 'validating' where id = '${ideaId}'`);
    const { llm, calls } = scriptedClient();
    await run(deps({ llm }), ideaId);
    expect(calls.map((c) => c.task)).toContain("planning-profile");
    expect((await reportOf(ideaId)).body.sources.length).toBeGreaterThan(0);
  });

  it("counts the time budget from the first stage, so a late retry builds its report from what there is and says so", async () => {
    const ideaId = await newIdea({ status: "validating", startedAt: new Date(Date.now() - 10 * 60_000) });
    const { llm, calls } = scriptedClient();
    expect(await run(deps({ llm, timeBudgetMs: 240_000 }), ideaId)).toBe("completed");
    expect(calls).toHaveLength(0);
    const report = (await reportOf(ideaId)).body;
    const limitations = report.methodology.limitations.join(" ");
    expect(limitations).toMatch(/time budget ran out before the idea profile/);
    expect(limitations).toMatch(/time budget ran out before the four scores could finish/);
    expect(report.methodology.dataCollection).toMatch(/time budget ran out before research could start/);
    expect(report.sources).toEqual([]);
    expect(["caution", "no-go"]).toContain(report.recommendation);
  });
});
