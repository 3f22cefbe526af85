import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.ts";
import { createLlmClientFromSettings } from "../../src/pipeline/llm/providers.ts";
import { UsageMeter } from "../../src/pipeline/llm/usage.ts";
import type { PipelineIdea, StageBudget } from "../../src/pipeline/types.ts";
import type { ReportBody } from "../../src/shared/contracts/report.ts";
import { answerFor } from "../fakes/fake-llm-answers.ts";
import { startFakeLlmServer, type FakeLlmServer } from "../fakes/fake-llm-server.ts";
import { runStages } from "./helpers/run-stages.ts";
import { WRITING_IDEAS } from "./helpers/writing-ideas.ts";
import { writingSlips } from "./helpers/writing-slips.ts";

/**
 * Reports as a person reads them, written by both analysts for varied ideas, prices and currencies,
 * through the real stages in-process (no research sources, so it stays fast): no slot-filled slips,
 * no internals, no figure in another currency, market figures in order.
 */
let llmServer: FakeLlmServer;
beforeAll(async () => { llmServer = await startFakeLlmServer({ firstTokenMs: 1, tokensPerSecond: 1_000_000 }); });
afterAll(async () => { await llmServer?.close(); });

const idea = (n: number, description: string, country: PipelineIdea["country"], title: string | null): PipelineIdea => ({
  id: `00000000-0000-4000-8000-${String(900 + n).padStart(12, "0")}`, title, description, country, validationMode: "quick",
});

function budget(): StageBudget {
  return { deadline: Date.now() + 240_000, totalMs: 240_000, usage: new UsageMeter({ budget: 200_000, prices: { fast: { inputPerMTok: 0.4, outputPerMTok: 1.6 }, smart: { inputPerMTok: 2, outputPerMTok: 8 } } }) };
}

async function report(subject: PipelineIdea, withModel: boolean): Promise<ReportBody> {
  const config = loadConfig({
    env: { NODE_ENV: "test", DATA_DIR: "memory://", ...(withModel ? { LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: llmServer.url, LLM_MODEL: "fake-smart", LLM_FAST_MODEL: "fake-fast" } : {}) },
    argv: [],
  });
  const llm = config.llm ? createLlmClientFromSettings(config.llm) : null;
  const outputs = await runStages({ idea: subject, llm, sources: [], ...(llm ? { budget: budget() } : {}) });
  return outputs.synthesis!;
}

describe("reports read as written sentences", () => {
  const cases = WRITING_IDEAS.flatMap((w, n) => [
    { ...w, n, withModel: false },
    ...(n % 2 === 0 ? [{ ...w, n, withModel: true }] : []),
  ]);
  it("has at least 30 reports from both analysts", () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    expect(cases.some((c) => c.withModel)).toBe(true);
  });
  it.each(cases)("$name ($withModel)", async ({ n, description, country, title, withModel, currency }) => {
    const body = await report(idea(n, description, country, title), withModel);
    expect(body.currency ?? "USD").toBe(currency);
    expect(writingSlips(body)).toEqual([]);
  }, 60_000);
});

describe("red flags read from the words change the judgement", () => {
  const byName = (name: string) => {
    const n = WRITING_IDEAS.findIndex((w) => w.name === name);
    const w = WRITING_IDEAS[n]!;
    return idea(n, w.description, w.country, w.title);
  };
  it.each([["moon coffee", false], ["moon coffee", true], ["time travel", false], ["mars", false]] as const)("an impossible premise (%s, model %s) is No Go and its first assumption doubts the premise", async (name, withModel) => {
    const body = await report(byName(name), withModel);
    expect(body.recommendation).toBe("no-go");
    expect(body.executionDifficulty.score).toBe(10);
    expect(body.riskiestAssumptions?.[0]?.kind).toBe("premise");
  }, 60_000);
  it.each([["cat feeder", false, "£"], ["cat feeder", true, "£"], ["robot mower", false, "$"], ["clinic", false, "$"]] as const)("hardware, consumables or a regulated field (%s, model %s) raise difficulty with fitting resources", async (name, withModel, symbol) => {
    const body = await report(byName(name), withModel);
    expect(body.executionDifficulty.score).toBeGreaterThanOrEqual(5);
    expect(body.executionDifficulty.resourceRequirements.teamSize).not.toMatch(/^1-2 people/);
    expect(body.executionDifficulty.resourceRequirements.budget).toContain(symbol);
    expect(body.executionDifficulty.resourceRequirements.timeline).toMatch(/certification|compliance|tooling/);
  }, 60_000);
});

describe("with a model, the founder's price as stated (fake model over HTTP)", () => {
  // The fake's profile answer reads "$12" as a month and its business answer assumes "$12 per month"; the founder wrote a week.
  const weekly = idea(99, "Freelance translators lose hours every month chasing clients who pay late. A tool that sends polite payment reminders for them. $12 a week.", "US", null);

  it("holds the model's 'per month' to the stated 'a week' in the profile, the figures and every sentence", async () => {
    const asked = llmServer.bodies.length;
    const body = await report(weekly, true);
    // What the fake model answered the profile call: the price read as a month.
    const profileCall = llmServer.bodies.slice(asked).find((b) => JSON.stringify(b.messages).includes("Task: planning-profile"))!;
    const said = answerFor({ system: String(profileCall.messages[0]!.content), prompt: String(profileCall.messages[1]!.content) });
    expect(JSON.parse(said!).price.prices[0]).toMatchObject({ amount: 12, period: "month" });
    expect(body.revenuePotential.pricingStrategy.stated?.prices[0]).toMatchObject({ amount: 12, period: "week" });
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/\$12 (?:a|per) month|\$12\/mo/);
    expect(text).toContain("$12 a week");
    // Revenue is the model's customers × the weekly price 52 times a year, and the arithmetic says so.
    expect(body.revenuePotential.revenueProjections.year3).toBe(9000 * 12 * 52);
    expect(body.revenuePotential.revenueProjections.assumptions.join(" ")).toMatch(/9,000 paying customers × \$624 a year each \(price as stated\)/);
    expect(body.goToMarketSignals.customerAcquisition.lifetimeValue).toBe(Math.round(12 * (52 / 12) * 0.8 * 18));
    expect(writingSlips(body)).toEqual([]);
  }, 60_000);

  it("routes every templated sentence through the one wording call and keeps the drafts where the model slips", async () => {
    const before = llmServer.requests.length;
    const body = await report(weekly, true);
    const wording = llmServer.requests.slice(before).filter((r) => r.task === "experiment-wording");
    expect(wording).toHaveLength(1);
    const assumptions = body.riskiestAssumptions ?? [];
    for (const a of assumptions) expect(a.statement).toMatch(/^In short: /);
    const interviews = assumptions.map((a) => a.experiment).find((e) => e.kind === "customer-interviews");
    if (interviews?.kind === "customer-interviews") expect(interviews.whoToAsk).toMatch(/^Start with /);
    const quality = [...body.qualityAssessment.strengths, ...body.qualityAssessment.weaknesses];
    expect(quality.some((q) => q.startsWith("The description"))).toBe(true);
    expect(quality.some((q) => q.startsWith("Your description"))).toBe(false);
    for (const a of assumptions) expect(a.whyItMatters).not.toContain("$12 a month");
  }, 60_000);
});
