import { describe, expect, it } from "vitest";
import { UsageMeter } from "../../src/pipeline/llm/usage.ts";
import type { StageBudget } from "../../src/pipeline/types.ts";
import { reportBodySchema, type ReportBody } from "../../src/shared/contracts/report.ts";
import type { Experiment } from "../../src/shared/contracts/report-experiments.ts";
import { INVOICE_IDEA, runStages } from "./helpers/run-stages.ts";
import { sampleConnectors } from "./helpers/sample-sources.ts";
import { scriptedClient, type ModelCall, type Reply } from "./helpers/scripted-model.ts";

function budget(): StageBudget {
  return { deadline: Date.now() + 240_000, totalMs: 240_000, usage: new UsageMeter({ budget: 200_000, prices: { fast: { inputPerMTok: 1, outputPerMTok: 2 }, smart: { inputPerMTok: 3, outputPerMTok: 15 } } }) };
}

async function reportWith(respond?: (call: ModelCall) => Reply | undefined) {
  const { llm, calls } = scriptedClient(respond ? { respond } : {});
  const outputs = await runStages({ llm, sources: sampleConnectors(), budget: budget() });
  return { report: reportBodySchema.parse(outputs.synthesis) as ReportBody, calls };
}

const experimentsOf = <K extends Experiment["kind"]>(report: ReportBody, kind: K) =>
  (report.riskiestAssumptions ?? []).map((a) => a.experiment).filter((e): e is Extract<Experiment, { kind: K }> => e.kind === kind);

describe("the riskiest assumptions with a model", () => {
  it("takes the fast model's tailored wording where it keeps to the rules, and the drafts' where it does not", async () => {
    const { report, calls } = await reportWith();
    const call = calls.find((c) => c.task === "experiment-wording");
    expect(call).toBeDefined();
    // The model is shown the founder's text and the drafts as fenced data, not the evidence to cite.
    expect(call!.messages[0]!.text).toContain("Drafted fields (JSON, key: text)");
    expect(call!.messages[0]!.text).not.toMatch(/\[S\d+\]/);
    const assumptions = report.riskiestAssumptions ?? [];
    expect(assumptions).toHaveLength(3);
    for (const assumption of assumptions) expect(assumption.statement, assumption.statement).toMatch(/^In short: /);
    const [interviews] = experimentsOf(report, "customer-interviews");
    expect(interviews, "an interview experiment").toBeDefined();
    expect(interviews!.questions.slice(0, 3)).toEqual([
      "Tell me about the last time a client paid you late. What happened?",
      "What do you use today to chase payments, and what does it cost you?",
      "How many hours did you spend chasing invoices last month?",
    ]);
    // The hypothetical fourth question gives way to the drafted one in its place.
    expect(interviews!.questions.join(" ")).not.toMatch(/Would you/);
    expect(interviews!.questions.length).toBeGreaterThanOrEqual(4);
    // "90 days" is in neither the description nor the drafts: the drafted confirmation stands.
    expect(interviews!.confirmation).not.toContain("90 days");
    expect(interviews!.confirmation).toMatch(/last three months/);
    for (const page of experimentsOf(report, "smoke-test")) expect(page.page.headline).not.toContain("47%");
    // Numbers and rules stay as code wrote them; evidence lines cite listed sources only.
    for (const line of assumptions.flatMap((a) => [...a.evidenceFor, ...a.evidenceAgainst])) {
      for (const [, n] of line.matchAll(/\[S(\d+)\]/g)) expect(report.sources[Number(n) - 1], line).toBeDefined();
    }
    expect(report.methodology.usage?.stages.find((s) => s.stage === "synthesis")?.models).toContain("mock-fast");
  });

  it("keeps the drafted wording when the wording call fails", async () => {
    const { report } = await reportWith((call) => (call.task === "experiment-wording" ? new Error("provider down") : undefined));
    const assumptions = report.riskiestAssumptions ?? [];
    expect(assumptions).toHaveLength(3);
    for (const assumption of assumptions) expect(assumption.statement).not.toMatch(/^In short: /);
    expect(assumptions[0]!.statement).toMatch(new RegExp(`for ${INVOICE_IDEA.title}`));
  });
});
