import { describe, expect, it } from "vitest";
import { reportBodySchema, type ReportBody } from "../../src/shared/contracts/report.ts";
import { UsageMeter } from "../../src/pipeline/llm/usage.ts";
import { assessQuality } from "../../src/pipeline/scoring/quality.ts";
import type { StageBudget } from "../../src/pipeline/types.ts";
import { scriptedClient } from "./helpers/scripted-model.ts";
import { fixedConnector, SAMPLE_SOURCES, sampleConnectors } from "./helpers/sample-sources.ts";
import { INVOICE_IDEA, runStages } from "./helpers/run-stages.ts";
import { comparable } from "../../src/pipeline/text/verbatim.ts";

const SCORES = ["opportunityScore", "problemScore", "feasibilityScore", "timingScore"] as const;
const evidenceOf = (report: ReportBody) => SCORES.flatMap((key) => report[key].evidence);

function budget({ totalMs = 240_000, tokens = 200_000 }: { totalMs?: number; tokens?: number } = {}): StageBudget {
  return { deadline: Date.now() + totalMs, totalMs, usage: new UsageMeter({ budget: tokens, prices: { fast: { inputPerMTok: 1, outputPerMTok: 2 }, smart: { inputPerMTok: 3, outputPerMTok: 15 } } }) };
}

/** Every evidence line quotes its cited source word for word, and cites a listed source. */
function expectTraceable(report: ReportBody) {
  for (const line of evidenceOf(report)) {
    const match = /^“(.+)” \[S(\d+)\]$/.exec(line);
    expect(match, line).not.toBeNull();
    const source = report.sources[Number(match![2]) - 1];
    expect(source, line).toBeDefined();
    const retrieved = SAMPLE_SOURCES.find((s) => s.id === source!.id)!;
    expect(comparable(`${retrieved.title} ${retrieved.excerpt}`)).toContain(comparable(match![1]!.replace(/…$/, "")));
  }
}

describe("the validation stages with a model", () => {
  it("builds a complete report whose every source was retrieved and every evidence line quotes a listed source", async () => {
    const { llm, calls } = scriptedClient();
    const outputs = await runStages({ llm, sources: sampleConnectors(), budget: budget() });
    const report = reportBodySchema.parse(outputs.synthesis);
    expect(report.sources.length).toBeGreaterThan(3);
    for (const source of report.sources) expect(SAMPLE_SOURCES.map((s) => s.url)).toContain(source.url);
    expect(evidenceOf(report).length).toBeGreaterThan(3);
    expectTraceable(report);
    expect(report.problemScore.reasoning).toMatch(/\[S\d+\]/);
    expect(report.problemScore.reasoning).not.toMatch(/\bE\d+\b/);
    expect(outputs["planning-profile"]?.likelyCompetitors).toContain("FreshBooks");
    expect(outputs["planning-profile"]?.title).toBe("Paydar");
    expect(new Set(calls.map((c) => c.task))).toEqual(new Set(["planning-profile", "planning-queries", "analysis", "synthesis-scores", "synthesis-business", "synthesis-case-against", "experiment-wording"]));
  });

  it("asks for every money figure in the currency the founder priced in, and the report keeps it", async () => {
    const { llm, calls } = scriptedClient();
    const idea = { ...INVOICE_IDEA, description: INVOICE_IDEA.description.replace("$12/month", "£12/month") };
    const outputs = await runStages({ idea, llm, sources: sampleConnectors(), budget: budget() });
    const business = calls.find((c) => c.task === "synthesis-business");
    expect(business?.system).toContain("in pounds sterling per year");
    expect(business?.system).not.toContain("US dollars");
    expect(business?.all).toContain("The founder's price, as they state it (keep its period and currency; it is not an estimate): £12 a month");
    expect(reportBodySchema.parse(outputs.synthesis).currency).toBe("GBP");
  });

  it("computes quality and confidence from the sources in code and records usage per stage", async () => {
    const { llm } = scriptedClient();
    const outputs = await runStages({ llm, sources: sampleConnectors(), budget: budget() });
    const report = outputs.synthesis!;
    const sentiments = new Map(outputs.analysis!.sourceAnalysis!.sources.map((s) => [s.sourceId, s.sentiment]));
    // The figures are code's; the model may reword the strengths and weaknesses, one for one.
    const measured = assessQuality({ sources: report.sources, descriptionSpecificity: outputs.analysis!.specificity, asOf: outputs.research!.retrievedAt!, sentiments });
    expect(report.qualityAssessment.metrics).toEqual(measured.metrics);
    expect(report.qualityAssessment.strengths).toHaveLength(measured.strengths.length);
    expect(report.qualityAssessment.weaknesses).toHaveLength(measured.weaknesses.length);
    const dims = SCORES.map((key) => report[key].confidence);
    expect(report.methodology.confidenceLevel).toBeCloseTo(0.3 * dims[0]! + 0.3 * dims[1]! + 0.2 * dims[2]! + 0.2 * dims[3]!, 2);
    const usage = report.methodology.usage!;
    expect(usage.stages.map((s) => s.stage)).toEqual(["planning-profile", "planning-queries", "analysis", "synthesis"]);
    // Synthesis asks the smart model for the scores and business fit, the fast one for the experiments' wording.
    expect(usage.stages.find((s) => s.stage === "synthesis")?.models).toEqual(["mock-smart", "mock-fast"]);
    expect(usage.inputTokens).toBe(usage.stages.reduce((sum, s) => sum + s.inputTokens, 0));
    expect(usage.estimatedCostUsd).toBeGreaterThan(0);
    expect(report.methodology.dataCollection).toMatch(/Model usage: \d+ tokens/);
    expect(report.revenuePotential.revenueProjections.assumptions[0]).toMatch(/model's estimates/);
  });

  it("drops quotes that name no retrieved source or are not in their source, and says so", async () => {
    const { llm } = scriptedClient();
    const outputs = await runStages({ llm, sources: sampleConnectors(), budget: budget() });
    const dropped = outputs.analysis!.sourceAnalysis!.dropped;
    expect(dropped.unknownSource).toBeGreaterThan(0);
    expect(dropped.notInSource).toBeGreaterThan(0);
    const text = JSON.stringify(outputs.synthesis);
    expect(text).not.toContain("would pay double");
    expect(text).not.toContain("lose 20% of their income");
    expect(outputs.synthesis!.methodology.limitations.join(" ")).toMatch(/dropped because they named no retrieved source or did not appear word for word/);
  });

  it("drops a citation of evidence the model invented", async () => {
    const { llm } = scriptedClient({
      respond: (call) => (call.task === "synthesis-scores" ? JSON.stringify({
        opportunity: { value: 9, reasoning: "See E77.", evidenceIds: ["E77"] },
        problem: { value: 9, reasoning: "See E1.", evidenceIds: ["E1", "E404"] },
        feasibility: { value: 9, reasoning: "Fine.", evidenceIds: [] },
        timing: { value: 9, reasoning: "Fine.", evidenceIds: [] },
      }) : undefined),
    });
    const report = (await runStages({ llm, sources: sampleConnectors(), budget: budget() })).synthesis!;
    expect(report.opportunityScore.evidence).toEqual([]);
    expect(report.problemScore.evidence).toHaveLength(1);
    expectTraceable(report);
    // A 9 backed by nothing leans back to the description's rubric score.
    expect(report.opportunityScore.value).toBeLessThan(9);
    expect(report.opportunityScore.reasoning).toMatch(/Evidence is thin: 0 sources back this score/);
  });

  it("lowers confidence and says so when evidence is thin", async () => {
    const { llm } = scriptedClient();
    const lonely = fixedConnector({ name: "hackernews", sources: SAMPLE_SOURCES.slice(0, 1) });
    const report = (await runStages({ llm, sources: [lonely], budget: budget() })).synthesis!;
    const rich = (await runStages({ llm: scriptedClient().llm, sources: sampleConnectors(), budget: budget() })).synthesis!;
    expect(report.methodology.confidenceLevel).toBeLessThan(0.5);
    expect(report.methodology.confidenceLevel).toBeLessThan(rich.methodology.confidenceLevel);
    expect(["caution", "no-go"]).toContain(report.recommendation);
    expect(report.methodology.limitations.join(" ")).toMatch(/Evidence is thin for .*fewer than two sources/);
  });

  it("merges the same page found twice and names the sources it could not reach", async () => {
    const { llm } = scriptedClient();
    const first = SAMPLE_SOURCES[0]!;
    const twin = { ...first, id: "other-id", connector: "tavily", url: "https://www.news.ycombinator.com/item?id=41000001&utm_source=x#top" };
    const outputs = await runStages({
      llm,
      sources: [fixedConnector({ name: "hackernews" }), fixedConnector({ name: "tavily", sources: [twin] }), fixedConnector({ name: "reddit", fail: "oauth.reddit.com could not be reached (DNS lookup failed)" })],
      budget: budget(),
    });
    const research = outputs.research!;
    expect(research.sources.filter((s) => s.url.includes("41000001"))).toHaveLength(1);
    expect(research.sources.find((s) => s.url.includes("41000001"))?.connectors).toEqual(["hackernews", "tavily"]);
    expect(research.failed).toEqual([{ name: "reddit", reason: "oauth.reddit.com could not be reached (DNS lookup failed)" }]);
    expect(outputs.synthesis!.methodology.limitations.join(" ")).toMatch(/reddit could not be reached \(oauth\.reddit\.com could not be reached/);
  });

  it("routes queries by what each source answers well, within its quota", async () => {
    const { llm } = scriptedClient();
    const connectors = sampleConnectors();
    await runStages({ llm, sources: connectors, budget: budget(), until: "research" });
    const [hn, se, gh, wiki] = connectors;
    expect(hn!.queries.length).toBeGreaterThan(se!.queries.length);
    // Every source searches the plan's first query, the subject by itself; then only its own dimensions'.
    const plan = (await runStages({ llm: scriptedClient().llm, sources: [], budget: budget(), until: "planning-queries" }))["planning-queries"]!.queries;
    expect(gh!.queries[0]).toEqual(plan[0]);
    expect(wiki!.queries[0]).toEqual(plan[0]);
    // The plan's queries within the source's quota; then at most one search by the name of a product the results named.
    const planned = (queries: typeof plan) => queries.filter((q) => plan.some((p) => p.query === q.query));
    expect(new Set(planned(gh!.queries).slice(1).map((q) => q.dimension))).toEqual(new Set(["competitors", "demand"]));
    expect(planned(gh!.queries).length).toBeLessThanOrEqual(3);
    expect(gh!.queries.length - planned(gh!.queries).length).toBeLessThanOrEqual(1);
    expect(planned(wiki!.queries).slice(1).every((q) => ["timing", "competitors", "demand"].includes(q.dimension))).toBe(true);
  });

  it("stops research at its share of the time budget, builds the report from what arrived and says so", async () => {
    const { llm } = scriptedClient();
    const started = Date.now();
    const outputs = await runStages({ llm, sources: [fixedConnector({ name: "hackernews" }), fixedConnector({ name: "github", hang: true })], budget: budget({ totalMs: 3000 }) });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(outputs.research!.unfinished).toBeGreaterThan(0);
    expect(outputs.research!.failed).toEqual([{ name: "github", reason: "no answer within the research time budget" }]);
    expect(outputs.synthesis!.sources.length).toBeGreaterThan(0);
    expect(outputs.synthesis!.methodology.limitations.join(" ")).toMatch(/research time budget ran out with \d+ searches unanswered/);
  });

  it("falls back to the rubric and rule-of-thumb tables when the token budget is spent before synthesis, and says so", async () => {
    const { llm, calls } = scriptedClient();
    const b = budget({ tokens: 60_000 });
    const outputs = await runStages({
      llm, sources: sampleConnectors(), budget: b,
      between: (stage) => {
        if (stage !== "synthesis") return;
        b.usage.settle({ admission: b.usage.admit({ task: "filler", estimatedInputTokens: 0, maxOutputTokens: 300 }), usage: { stage: "analysis", role: "fast", model: "mock-fast", inputTokens: 60_000 - b.usage.used - 100, outputTokens: 0 } });
      },
    });
    expect(calls.some((c) => c.task?.startsWith("synthesis"))).toBe(false);
    const report = reportBodySchema.parse(outputs.synthesis);
    expect(report.problemScore.reasoning).toMatch(/budget ran out before the model's synthesis, so this is the description rubric's score/);
    expect(report.methodology.limitations.join(" ")).toMatch(/token budget of 60000 tokens for this validation is spent/);
    expect(report.revenuePotential.revenueProjections.assumptions.join(" ")).toMatch(/Rule-of-thumb/);
    expectTraceable(report);
  });

  it("fails synthesis with a clear message when the model keeps answering outside the schema", async () => {
    const { llm } = scriptedClient({ respond: (call) => (call.task === "synthesis-scores" ? "{\"opportunity\": \"great\"}" : undefined) });
    await expect(runStages({ llm, sources: sampleConnectors(), budget: budget() })).rejects.toThrow(/The model's answer for the four scores was not valid JSON for the expected schema after 3 attempts/);
  });

  it("still reports honestly when no source returns anything", async () => {
    const { llm } = scriptedClient();
    const report = (await runStages({ llm, sources: [fixedConnector({ name: "hackernews", fail: "hn.algolia.com could not be reached (network is unreachable)" })], budget: budget() })).synthesis!;
    expect(report.sources).toEqual([]);
    expect(evidenceOf(report)).toEqual([]);
    expect(report.methodology.confidenceLevel).toBeLessThanOrEqual(0.35);
    expect(["caution", "no-go"]).toContain(report.recommendation);
    expect(report.methodology.limitations.join(" ")).toMatch(/No sources were retrieved/);
    expect(report.qualityAssessment.metrics.volume).toBe(0);
  });
});
