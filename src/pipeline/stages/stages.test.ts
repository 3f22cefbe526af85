import { describe, expect, it } from "vitest";
import { STAGE_NAMES, type StageName } from "../../shared/contracts/idea.ts";
import { reportBodySchema, type ReportBody } from "../../shared/contracts/report.ts";
import type { Logger, PipelineIdea, SourceConnector } from "../types.ts";
import { textAnalyst, TEXT_ANALYST } from "../analysts/text-analyst/index.ts";
import type { StageInput, StageOutputs } from "../contracts/checkpoints.ts";
import { stages } from "./registry.ts";

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const RICH =
  "I want to build an app for freelance designers. They waste hours every week chasing unpaid invoices, which is frustrating and painful. Unlike existing accounting tools, it sends reminders automatically. We'd charge $15/month subscription. I've talked to 12 designers in London and 8 said they would pay.";

function ideaOf(description: string, over: Partial<PipelineIdea> = {}): PipelineIdea {
  return { id: "00000000-0000-4000-8000-000000000001", title: null, description, country: "US", validationMode: "deep", ...over };
}

async function runStage<N extends StageName>({ name, input, sources = [], signal = new AbortController().signal }: {
  name: N; input: StageInput; sources?: SourceConnector[]; signal?: AbortSignal;
}): Promise<StageOutputs[N]> {
  return stages[name].run({ input, analyst: textAnalyst, sources, signal, log: silent });
}

/** Runs every stage like the runner does, storing each output as a JSON checkpoint and re-parsing it. */
async function runAll(idea: PipelineIdea, sources: SourceConnector[] = []): Promise<Partial<StageOutputs>> {
  const outputs: Partial<StageOutputs> = {};
  for (const name of STAGE_NAMES) {
    const raw = await runStage({ name, input: { idea, outputs }, sources });
    const stored = JSON.parse(JSON.stringify(raw)) as unknown;
    (outputs as Record<string, unknown>)[name] = stages[name].output.parse(stored);
    expect(stages[name].output.parse(stored)).toEqual(raw);
  }
  return outputs;
}

async function reportOf(idea: PipelineIdea): Promise<ReportBody> {
  const report = (await runAll(idea)).synthesis;
  if (!report) throw new Error("no report");
  return report;
}

describe("validation stages (text analyst)", () => {
  it("exposes every stage under its SPEC name", () => {
    expect(Object.keys(stages)).toEqual([...STAGE_NAMES]);
    for (const name of STAGE_NAMES) expect(stages[name].name).toBe(name);
    expect(TEXT_ANALYST).toBe("offline-analyst");
  });

  it("produces outputs that parse with each stage's schema and survive a JSON checkpoint", async () => {
    const outputs = await runAll(ideaOf(RICH));
    for (const name of STAGE_NAMES) expect(outputs[name]).toBeDefined();
    expect(outputs["planning-profile"]?.keywords.length).toBeGreaterThanOrEqual(3);
    const dimensions = new Set(outputs["planning-queries"]?.queries.map((q) => q.dimension));
    expect(dimensions).toEqual(new Set(["pain", "competitors", "pricing", "demand", "timing", "channels"]));
  });

  it("returns a complete ReportBody", async () => {
    for (const text of [RICH, "Uber for dogs", "x", "A wearable device that monitors blood pressure for patients and alerts their doctor."]) {
      const report = await reportOf(ideaOf(text));
      expect(reportBodySchema.safeParse(report).success).toBe(true);
      expect(report.executionDifficulty.riskFactors.length).toBeGreaterThan(0);
      expect(report.goToMarketSignals.channels.length).toBeGreaterThan(0);
    }
  });

  it("is deterministic: the same input gives a byte-identical report", async () => {
    const first = JSON.stringify(await reportOf(ideaOf(RICH)));
    const second = JSON.stringify(await reportOf(ideaOf(RICH)));
    expect(second).toBe(first);
  });

  it("with no source enabled, retrieves none and says every score rests on the description", async () => {
    const report = await reportOf(ideaOf(RICH));
    expect(report.sources).toEqual([]);
    expect(report.methodology.dataCollection).toMatch(/No research sources are configured/);
    expect(report.methodology.researchProcess).toMatch(/No AI model is configured/);
    expect(report.methodology.limitations.join(" ")).toMatch(/No sources were retrieved, so every score is your description's rubric score/);
    expect(report.methodology.confidenceLevel).toBeLessThanOrEqual(0.35);
    const { metrics } = report.qualityAssessment;
    expect([metrics.volume, metrics.sourceDiversity, metrics.recency, metrics.authority, metrics.sentimentConsistency]).toEqual([0, 0, 0, 0, 0]);
    expect(report.qualityAssessment.weaknesses.join(" ")).toMatch(/No live sources were consulted/);
  });

  it("states every rule-of-thumb figure as an assumption", async () => {
    const report = await reportOf(ideaOf("Uber for dogs"));
    const assumptions = report.revenuePotential.revenueProjections.assumptions.join(" ");
    expect(assumptions).toMatch(/Rule-of-thumb figure for a pets marketplace business, not researched/);
    expect(assumptions).toMatch(/Business model not stated/);
    expect(report.methodology.assumptions.join(" ")).toMatch(/Acquisition cost of/);
  });

  it("never invents a market fact as evidence", async () => {
    const report = await reportOf(ideaOf(RICH));
    const scores = [report.opportunityScore, report.problemScore, report.feasibilityScore, report.timingScore];
    for (const item of scores.flatMap((s) => s.evidence)) expect(item).toMatch(/^From your description: /);
  });

  it("keeps the recommendation at caution or below without live research", async () => {
    const rich = await reportOf(ideaOf(RICH));
    // A go by its score (6.5 or more), though no score without research shows above 8.
    expect(rich.overallScore).toBeGreaterThanOrEqual(6.5);
    expect(rich.overallScore).toBeLessThanOrEqual(8);
    expect(rich.recommendation).toBe("caution");
    expect((await reportOf(ideaOf("Uber for dogs"))).recommendation).toBe("no-go");
  });

  it("leaves the target market empty when the text names none", async () => {
    expect((await reportOf(ideaOf("Uber for dogs", { country: "GB" }))).targetMarket).toBeNull();
    expect((await reportOf(ideaOf(RICH))).targetMarket).toBe("Freelance designers in London");
  });

  it("uses the founder's title when given, else derives one", async () => {
    const given = await runStage({ name: "planning-profile", input: { idea: ideaOf(RICH, { title: "Paydar" }), outputs: {} } });
    expect(given.title).toBe("Paydar");
    const derived = await runStage({ name: "planning-profile", input: { idea: ideaOf(RICH), outputs: {} } });
    expect(derived.title).toBe("App for freelance designers");
  });

  it("searches the configured connectors without a model, and says when they found nothing", async () => {
    const queries: string[] = [];
    const outputs = await runAll(ideaOf(RICH), [{ name: "hackernews", search: async (query) => { queries.push(query.query); return []; } }]);
    expect(queries.length).toBeGreaterThan(0);
    expect(outputs.research?.consulted).toEqual([{ name: "hackernews", queries: queries.length, results: 0, failures: 0 }]);
    expect(outputs.research?.skipped).toEqual([]);
    expect(outputs.research?.sources).toEqual([]);
    expect(outputs.synthesis?.methodology.dataCollection).toMatch(/Searched: hackernews \(\d+ searches, 0 results\)/);
  });

  it("fails clearly when a prerequisite output is missing", async () => {
    const input: StageInput = { idea: ideaOf(RICH), outputs: {} };
    await expect(runStage({ name: "planning-queries", input })).rejects.toThrow(/needs the output of stage "planning-profile"/);
    await expect(runStage({ name: "research", input })).rejects.toThrow(/"planning-queries"/);
    await expect(runStage({ name: "analysis", input })).rejects.toThrow(/"planning-profile"/);
    await expect(runStage({ name: "synthesis", input })).rejects.toThrow(/"planning-profile"/);
  });

  it("honours an aborted signal in every stage", async () => {
    const outputs = await runAll(ideaOf(RICH));
    const controller = new AbortController();
    controller.abort(new Error("job cancelled"));
    for (const name of STAGE_NAMES) {
      await expect(runStage({ name, input: { idea: ideaOf(RICH), outputs }, signal: controller.signal })).rejects.toThrow("job cancelled");
    }
  });
});
