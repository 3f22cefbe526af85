import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.ts";
import { createLlmClientFromSettings } from "../../src/pipeline/llm/providers.ts";
import { UsageMeter } from "../../src/pipeline/llm/usage.ts";
import type { PipelineIdea, StageBudget } from "../../src/pipeline/types.ts";
import type { ReportBody } from "../../src/shared/contracts/report.ts";
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
