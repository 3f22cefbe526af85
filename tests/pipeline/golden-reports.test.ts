import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../src/config/index.ts";
import { createLlmClientFromSettings } from "../../src/pipeline/llm/providers.ts";
import { UsageMeter } from "../../src/pipeline/llm/usage.ts";
import { createConnectors, outboundClientFor } from "../../src/pipeline/sources/index.ts";
import type { PipelineIdea, StageBudget } from "../../src/pipeline/types.ts";
import { startFakeLlmServer, type FakeLlmServer } from "../fakes/fake-llm-server.ts";
import { startFakeSourceServers, type FakeSources } from "../fakes/fake-source-servers.ts";
import { silentLogger } from "../helpers/silent-logger.ts";
import { TEST_OUTBOUND_ENV } from "./sources/helpers.ts";
import { keylessEnv, startWorld, type World } from "./helpers/evidence-worlds.ts";
import { INVOICE_IDEA, runStages } from "./helpers/run-stages.ts";
import { writingSlips } from "./helpers/writing-slips.ts";
import type { ReportBody } from "../../src/shared/contracts/report.ts";

/**
 * Recorded validations for each analyst, through the real stages, connectors, outbound client and
 * model client, against the fake model server and fake source servers. The reports are kept in
 * tests/fixtures/golden: a change to any of them is a change of behaviour, so moving code around
 * must leave them byte for byte. GOLDEN_UPDATE=1 rewrites them (only for a meant change).
 */
const GOLDEN = fileURLToPath(new URL("../fixtures/golden/", import.meta.url));
// The clock is held still so recency, retrieval dates and budgets read the same on every run.
const NOW = new Date("2026-11-20T10:00:00.000Z");

const POUND_IDEA: PipelineIdea = {
  ...INVOICE_IDEA,
  id: "00000000-0000-4000-8000-0000000000ac",
  title: null,
  description: "Small bakeries throw away unsold bread every evening and lose money on it. An app that lists the day's leftovers for nearby customers to collect at half price. We'd take a 10% commission per sale, or £20/month for a listing plan.",
  country: "GB",
  validationMode: "quick",
};
const THIN_IDEA: PipelineIdea = { ...INVOICE_IDEA, id: "00000000-0000-4000-8000-0000000000ad", title: null, description: "Uber for dogs", country: "US", validationMode: "quick" };

/** Ports and absolute times differ from run to run; everything else in a report must not. */
function normalised(report: unknown): string {
  return `${JSON.stringify(report, null, 2).replace(/127\.0\.0\.1:\d+/g, "127.0.0.1:PORT")}\n`;
}

function expectGolden(name: string, report: unknown) {
  // A golden is what a person reads: it holds no slot-filled slip ("1 quote challenge it") however it was regenerated.
  expect(writingSlips(report as ReportBody), name).toEqual([]);
  const path = `${GOLDEN}${name}.json`;
  const text = normalised(report);
  if (process.env.GOLDEN_UPDATE === "1") writeFileSync(path, text);
  expect(text, name).toBe(readFileSync(path, "utf8"));
}

// No fake server here hangs, so a search never needs the tests' short time limits; with them, a
// machine loaded by the journeys beside it once timed out a Hacker News search and changed the counts.
const PATIENT_OUTBOUND = { OUTBOUND_TIMEOUT_MS: "30000", OUTBOUND_CONNECT_TIMEOUT_MS: "10000" };

function budget({ tokens }: { tokens: number }): StageBudget {
  return { deadline: NOW.getTime() + 240_000, totalMs: 240_000, usage: new UsageMeter({ budget: tokens, prices: { fast: { inputPerMTok: 0.4, outputPerMTok: 1.6 }, smart: { inputPerMTok: 2, outputPerMTok: 8 } } }) };
}

async function run({ env, idea, withModel, tokens = 200_000 }: { env: Record<string, string>; idea: PipelineIdea; withModel: boolean; tokens?: number }) {
  const config = loadConfig({
    env: {
      NODE_ENV: "test", DATA_DIR: "memory://", ...TEST_OUTBOUND_ENV, ...PATIENT_OUTBOUND, ...env,
      ...(withModel ? { LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: llmServer.url, LLM_MODEL: "fake-smart", LLM_FAST_MODEL: "fake-fast" } : {}),
    },
    argv: [],
  });
  const llm = config.llm ? createLlmClientFromSettings(config.llm) : null;
  const sources = createConnectors({ config, db: null, log: silentLogger });
  try {
    const outputs = await runStages({ idea, llm, sources, ...(llm ? { budget: budget({ tokens }) } : {}) });
    return outputs.synthesis;
  } finally {
    await outboundClientFor({ config, db: null, log: silentLogger }).close();
  }
}

let llmServer: FakeLlmServer;
const worlds = new Map<World, FakeSources>();
let allSources: FakeSources;

beforeAll(async () => {
  llmServer = await startFakeLlmServer({ firstTokenMs: 5, tokensPerSecond: 100_000 });
  for (const world of ["pain-and-pay", "rare-and-unpaid"] as const) worlds.set(world, await startWorld(world));
  allSources = await startFakeSourceServers();
}, 60_000);
afterAll(async () => {
  await llmServer?.close();
  for (const fakes of worlds.values()) await fakes.close();
  await allSources?.close();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => { vi.useRealTimers(); });

describe("golden reports of the text analyst (no model)", () => {
  it("reads the pain-and-pay world's keyless sources", async () => {
    expectGolden("text-pain-and-pay", await run({ env: keylessEnv(worlds.get("pain-and-pay")!), idea: INVOICE_IDEA, withModel: false }));
  });
  it("reads the rare-and-unpaid world's keyless sources", async () => {
    expectGolden("text-rare-and-unpaid", await run({ env: keylessEnv(worlds.get("rare-and-unpaid")!), idea: INVOICE_IDEA, withModel: false }));
  });
  it("searches every source for an idea priced in pounds", async () => {
    expectGolden("text-all-sources-pounds", await run({ env: allSources.env, idea: POUND_IDEA, withModel: false }));
  });
  it("falls back to the description alone with no source on", async () => {
    expectGolden("text-no-sources-thin", await run({ env: { SOURCES: "" }, idea: THIN_IDEA, withModel: false }));
  });
});

describe("golden reports of the model analyst (fake model server)", () => {
  it("reads every source with the model", async () => {
    expectGolden("model-all-sources", await run({ env: allSources.env, idea: INVOICE_IDEA, withModel: true }));
  });
  it("reads the pain-and-pay world's keyless sources for an idea priced in pounds", async () => {
    expectGolden("model-pain-and-pay-pounds", await run({ env: keylessEnv(worlds.get("pain-and-pay")!), idea: POUND_IDEA, withModel: true }));
  });
  it("falls back to the text analyst's answers when the token budget is spent", async () => {
    expectGolden("model-budget-spent", await run({ env: keylessEnv(worlds.get("pain-and-pay")!), idea: INVOICE_IDEA, withModel: true, tokens: 1 }));
  });
});
