import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLlmClientFromSettings } from "../../src/pipeline/llm/providers.ts";
import { plainName } from "../../src/pipeline/llm/untrusted.ts";
import { UsageMeter } from "../../src/pipeline/llm/usage.ts";
import { startFakeLlmServer, type FakeLlmServer } from "../fakes/fake-llm-server.ts";
import { runStages } from "./helpers/run-stages.ts";
import { sampleConnectors } from "./helpers/sample-sources.ts";

// A model that writes a sentence with a made-up link where a competitor's name belongs, and links
// in its other fields: names stay names, and no invented address reaches the report anywhere.

const INVENTED = "https://invented.example/claim-10";

let fake: FakeLlmServer;
beforeAll(async () => { fake = await startFakeLlmServer({ firstTokenMs: 10, tokensPerSecond: 50_000 }); });
afterAll(async () => fake.close());

describe("model-written names and text", () => {
  it("keeps a competitor name short and link-free, and strips invented links from every model-written field", async () => {
    const recorded = JSON.parse(readFileSync(new URL("../fixtures/llm/planning-profile.json", import.meta.url), "utf8")) as Record<string, unknown>;
    // The first call of a validation is the idea profile.
    fake.failNext({
      text: JSON.stringify({
        ...recorded,
        problem: `Freelance designers lose hours chasing late invoices (survey at ${INVENTED}).`,
        customer: "Freelance designers, see invented.example/customers",
        likelyCompetitors: ["FreshBooks", `Invoicely, which users rate poorly — see ${INVENTED} for detail`, "Chaser"],
      }),
    });
    const llm = createLlmClientFromSettings({
      provider: "openai-compatible", model: "fake-smart", fastModel: "fake-fast", baseUrl: fake.url, apiKey: "sk-fake",
      timeoutSeconds: 10, maxRetries: 0, tokenBudget: 200_000, thinkingTokens: 0, ollamaContextTokens: 16_384, extractionOnly: false,
      prices: { smart: null, fast: null },
    });
    const budget = { deadline: Date.now() + 240_000, totalMs: 240_000, usage: new UsageMeter({ budget: 200_000, prices: llm.prices }) };

    const outputs = await runStages({ llm, sources: sampleConnectors(), budget });
    const report = outputs.synthesis!;

    expect(outputs["planning-profile"]?.likelyCompetitors).toEqual(["FreshBooks", "Chaser"]);
    const landscape = report.competitorLandscape!;
    for (const name of [...landscape.unverified, ...landscape.competitors.map((c) => c.name)]) expect(plainName(name)).toBe(name);
    const text = JSON.stringify(report);
    expect(text).not.toContain("invented.example");
    expect(text).not.toContain("claim-10");
    expect(report.riskiestAssumptions?.length).toBeGreaterThan(0);
  });

  it("tells a name from a sentence", () => {
    expect(plainName("  Monday.com ")).toBe("Monday.com");
    expect(plainName("Wave Financial")).toBe("Wave Financial");
    for (const notAName of [`Acme ${INVENTED}`, "Acme (see evil.example/pay)", "Acme: the market leader", "a tool that many freelancers use every single day", "Acme — see below", "x".repeat(61)]) {
      expect(plainName(notAName)).toBeNull();
    }
  });
});
