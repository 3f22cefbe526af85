import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.ts";
import type { StageOutputs } from "../../src/pipeline/contracts/checkpoints.ts";
import { writeCaseAgainst } from "../../src/pipeline/analysts/model-analyst/case-against.ts";
import type { CaseAgainstInput } from "../../src/pipeline/analysts/analyst.ts";
import { createLlmClientFromSettings } from "../../src/pipeline/llm/providers.ts";
import { UsageMeter } from "../../src/pipeline/llm/usage.ts";
import { quoteIsInSource } from "../../src/pipeline/text/verbatim.ts";
import type { LlmClient } from "../../src/pipeline/llm/client.ts";
import type { StageBudget } from "../../src/pipeline/types.ts";
import { startFakeLlmServer, type FakeLlmServer } from "../fakes/fake-llm-server.ts";
import { loadResearchWorld } from "../fakes/research-world.ts";
import { startResearchWorldServers, type ResearchWorldServers } from "../fakes/research-world-servers.ts";
import { researchWorldEnv, runStages, silent } from "./helpers/run-stages.ts";

// With a model, the smart model writes the case against from the verified evidence. The model is
// faked only at the HTTP boundary (the OpenAI-compatible fake server), the sources are the research
// world's real public text for a train idea (a countertop garden whose best-known rival was shut down).

let world: ResearchWorldServers;
let llmServer: FakeLlmServer;
let llm: LlmClient;
let outputs: Partial<StageOutputs>;

function budget(): StageBudget {
  return { deadline: Date.now() + 240_000, totalMs: 240_000, usage: new UsageMeter({ budget: 400_000, prices: { fast: { inputPerMTok: 0.4, outputPerMTok: 1.6 }, smart: { inputPerMTok: 2, outputPerMTok: 8 } } }) };
}

beforeAll(async () => {
  world = await startResearchWorldServers();
  llmServer = await startFakeLlmServer({ firstTokenMs: 0, tokensPerSecond: 1_000_000 });
  const entry = loadResearchWorld().find((e) => e.idea.slug === "smart-indoor-garden")!;
  expect(entry.idea.split).toBe("train");
  const own = new Set(entry.sources.map((s) => s.id));
  world.setFinder((_query, source) => own.has(source.id));
  const config = loadConfig({
    env: {
      ...researchWorldEnv(world),
      LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: llmServer.url, LLM_MODEL: "fake-smart", LLM_FAST_MODEL: "fake-fast",
    },
    argv: [],
  });
  llm = createLlmClientFromSettings(config.llm!);
  outputs = await runStages({
    idea: { id: "00000000-0000-4000-8000-0000000000c1", title: entry.idea.title, description: entry.idea.description, country: "US", validationMode: "deep" },
    llm, sources: world.connectors({ config, log: silent }), budget: budget(),
  });
}, 120_000);

afterAll(async () => {
  await llmServer?.close();
  await world?.close();
});

/** Every passage of three words or more quoted in a line, with the listed sources the line cites. */
function quotesOf(line: string) {
  const cited = [...line.matchAll(/\[S(\d+)\]/g)].map((m) => Number(m[1]));
  const quotes = [...line.matchAll(/“([^“”]+)”/g)].map((m) => m[1]!).filter((q) => q.split(/\s+/).length >= 3);
  return { cited, quotes };
}

function inputOf(): CaseAgainstInput {
  const report = outputs.synthesis!;
  return { draft: report.caseAgainst!, sources: report.sources, retrieved: outputs.research!.sources, evidence: outputs.analysis!.sourceAnalysis!.evidence };
}

describe("the case against, written by the smart model", () => {
  it("is the smart model's answer, leads with the failed precedent, and quotes every listed source word for word", () => {
    const caseAgainst = outputs.synthesis!.caseAgainst!;
    const call = llmServer.requests.find((r) => r.task === "synthesis-case-against");
    expect(call?.model).toBe("fake-smart");
    expect(caseAgainst.summary).toMatch(/^The strongest case against this idea — Already tried and failed: AeroGarden: “/);
    expect(caseAgainst.points[0]).toMatch(/^Already tried and failed: AeroGarden: /);
    const { sources } = outputs.synthesis!;
    const retrieved = outputs.research!.sources;
    for (const line of [caseAgainst.summary, ...caseAgainst.points]) {
      const { cited, quotes } = quotesOf(line);
      for (const n of cited) expect(sources[n - 1], line).toBeDefined();
      for (const quote of quotes) {
        const found = cited.some((n) => quoteIsInSource({ quote, source: retrieved.find((s) => s.id === sources[n - 1]!.id)! }));
        expect(found, quote).toBe(true);
      }
    }
  });

  it("refuses an answer that rewords a quote, cites an unlisted source, drops the precedent or says nothing argues against the idea: the draft stands", async () => {
    const input = inputOf();
    const [firstPoint, ...rest] = input.draft.points;
    const answers = [
      { summary: "Scotts Miracle-Gro shut down AeroGarden [S1].", points: [firstPoint!.replace(/“Last week, /, "“A week ago, "), ...rest] },
      { summary: input.draft.summary, points: [firstPoint!, `Against demand: “I didn’t believe in smart gardens.” [S${input.sources.length + 1}]`] },
      { summary: rest[0]!, points: [...rest, firstPoint!] },
      { summary: `${input.draft.summary} No challenging evidence turned up beyond this.`, points: input.draft.points },
    ];
    const reasons: string[] = [];
    for (const answer of answers) {
      llmServer.failNext({ text: JSON.stringify(answer) });
      const before = llmServer.requests.length;
      const { caseAgainst, refused } = await writeCaseAgainst({ input, llm, signal: new AbortController().signal, meter: budget().usage, deadline: Date.now() + 60_000 });
      expect(llmServer.requests.slice(before).map((r) => r.task)).toEqual(["synthesis-case-against"]);
      expect(caseAgainst).toEqual(input.draft);
      reasons.push(refused ?? "");
    }
    expect(reasons[0]).toMatch(/^quotes words not found in the cited source/);
    expect(reasons[1]).toMatch(/^cites a source the report does not list/);
    expect(reasons[2]).toMatch(/^the failed precedent AeroGarden no longer leads/);
    expect(reasons[3]).toMatch(/^says nothing argues against the idea/);
  });

  it("takes an answer that keeps every quote and citation, in its own words", async () => {
    const input = inputOf();
    const answer = { summary: `Before building, weigh this: ${input.draft.points[0]!}`, points: input.draft.points.slice(0, 3) };
    llmServer.failNext({ text: JSON.stringify(answer) });
    const { caseAgainst, refused } = await writeCaseAgainst({ input, llm, signal: new AbortController().signal, meter: budget().usage, deadline: Date.now() + 60_000 });
    expect(refused).toBeNull();
    expect(caseAgainst).toEqual({ ...input.draft, summary: answer.summary, points: answer.points });
  });
});
