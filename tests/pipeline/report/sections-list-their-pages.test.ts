import { describe, expect, it } from "vitest";
import type { ResearchResult, StageOutputs } from "../../../src/pipeline/contracts/checkpoints.ts";
import { analystFor } from "../../../src/pipeline/analysts/index.ts";
import { stages } from "../../../src/pipeline/stages/registry.ts";
import type { PipelineIdea } from "../../../src/pipeline/types.ts";
import { loadResearchWorld, retrievedFromWorld } from "../../fakes/research-world.ts";
import { silent } from "../helpers/run-stages.ts";

// Real public text of one market outside the research world (tests/fixtures/research-outside/course-platform),
// handed to the analysis and the report as research retrieved it, without a model.
async function reportOn(slug: string) {
  const entry = loadResearchWorld({ set: "outside" }).find((e) => e.idea.slug === slug)!;
  const idea: PipelineIdea = { id: "00000000-0000-4000-8000-0000000000c1", title: entry.idea.title, description: entry.idea.description, country: "US", validationMode: "deep" };
  const research: ResearchResult = {
    // Scored low by research, as web results it read are when their excerpt says little of the idea: listed only when cited.
    sources: entry.sources.map(retrievedFromWorld).map((s) => ({ ...s, relevance: 1 })), consulted: [{ name: "brave", queries: 4, results: entry.sources.length }], skipped: [], queriesPlanned: 4, note: "All planned queries ran.",
  };
  const outputs: Partial<StageOutputs> = {};
  const run = async <N extends keyof StageOutputs>(name: N) => {
    const output = await stages[name].run({ input: { idea, outputs }, analyst: analystFor(null), sources: [], signal: new AbortController().signal, log: silent });
    (outputs as Record<string, unknown>)[name] = stages[name].output.parse(output);
  };
  await run("planning-profile");
  await run("planning-queries");
  outputs.research = research;
  await run("analysis");
  await run("synthesis");
  return { report: outputs.synthesis!, research };
}

describe("the pages the landscape names products on are listed", () => {
  it("lists a page no quote came from when it names the market's products, so the landscape can cite it", async () => {
    const { report, research } = await reportOn("course-platform");
    const names = report.competitorLandscape?.competitors.map((c) => c.name) ?? [];
    // https://www.spencerfry.com/longevity: "Podia is an all-in-one product, … e.g. online courses."
    // https://sacra.com/q/how-do-platform-fee-structures-affect-creators-platform-choices: "This type of creator18 will choose something like Podia or Kajabi."
    expect(names).toEqual(expect.arrayContaining(["Podia", "Kajabi"]));
    const listed = new Set(report.sources.map((s) => s.url));
    for (const competitor of report.competitorLandscape!.competitors) expect(listed.has(competitor.url)).toBe(true);
    // Every listed source is one research retrieved.
    const retrieved = new Set(research.sources.map((s) => s.url));
    for (const source of report.sources) expect(retrieved.has(source.url)).toBe(true);
  });
});
