import { describe, expect, it } from "vitest";
import { UsageMeter } from "../../src/pipeline/llm/usage.ts";
import { reportBodySchema, type ReportBody } from "../../src/shared/contracts/report.ts";
import type { StageBudget } from "../../src/pipeline/types.ts";
import { runStages } from "./helpers/run-stages.ts";
import { SAMPLE_SOURCES, sampleConnectors } from "./helpers/sample-sources.ts";
import { scriptedClient } from "./helpers/scripted-model.ts";

function budget(): StageBudget {
  return { deadline: Date.now() + 240_000, totalMs: 240_000, usage: new UsageMeter({ budget: 200_000, prices: { fast: { inputPerMTok: 1, outputPerMTok: 2 }, smart: { inputPerMTok: 3, outputPerMTok: 15 } } }) };
}

/** Every `[S<n>]` the two sections write names a source in the report's list. */
function expectCitationsListed(report: ReportBody) {
  const lines = [...report.competitorLandscape!.competitors.flatMap((c) => c.evidence), report.caseAgainst!.summary, ...report.caseAgainst!.points];
  for (const line of lines) {
    for (const [, n] of line.matchAll(/\[S(\d+)\]/g)) expect(report.sources[Number(n) - 1], line).toBeDefined();
  }
}

const retrievedText = (report: ReportBody) => report.sources
  .map((listed) => SAMPLE_SOURCES.find((s) => s.id === listed.id)!)
  .map((s) => `${s.title} ${s.excerpt}`.toLowerCase()).join(" ");

describe("the landscape and the case against from the validation stages", () => {
  it("with a model: the model's competitor names count only where a listed source names them; the rest are unverified", async () => {
    const { llm } = scriptedClient();
    const outputs = await runStages({ llm, sources: sampleConnectors(), budget: budget() });
    const report = reportBodySchema.parse(outputs.synthesis);
    const known = outputs["planning-profile"]!.likelyCompetitors!;
    const { competitors, unverified } = report.competitorLandscape!;
    const text = retrievedText(report);
    // The scripted profile names products the sample sources never mention: they must be listed apart.
    expect(unverified.length).toBeGreaterThan(0);
    for (const name of unverified) {
      expect(known).toContain(name);
      expect(text).not.toContain(name.toLowerCase());
    }
    for (const name of known.filter((n) => !unverified.includes(n))) {
      const found = competitors.find((c) => c.name === name);
      expect(found, name).toBeDefined();
      expect(report.sources.map((s) => s.url)).toContain(found!.url);
    }
    expect(report.caseAgainst!.summary.length).toBeGreaterThan(0);
    expectCitationsListed(report);
  });

  it("without a model: both sections are built from the sources the text analyst retrieved", async () => {
    const outputs = await runStages({ llm: null, sources: sampleConnectors() });
    const report = reportBodySchema.parse(outputs.synthesis);
    expect(report.sources.length).toBeGreaterThan(0);
    expect(report.competitorLandscape!.unverified).toEqual([]);
    expect(report.competitorLandscape!.searched).toMatch(/^Searched /);
    expect(report.caseAgainst!.searched).toBe(report.competitorLandscape!.searched);
    expectCitationsListed(report);
  });
});
