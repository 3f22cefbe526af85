import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config/index.ts";
import { analystFor } from "../../../src/pipeline/analysts/index.ts";
import type { StageOutputs } from "../../../src/pipeline/contracts/checkpoints.ts";
import { stages } from "../../../src/pipeline/stages/registry.ts";
import type { ReportBody } from "../../../src/shared/contracts/report.ts";
import { loadResearchWorld } from "../../fakes/research-world.ts";
import { startResearchWorldServers, type ResearchWorldServers } from "../../fakes/research-world-servers.ts";
import { researchWorldEnv, runStages, silent } from "../helpers/run-stages.ts";

// Issue 20: the same idea served two worlds of real recorded text (tests/fixtures/research-world,
// invoice-reminders, a train idea): people telling of their own late invoices, or pages that doubt
// the need (check these things "before paying for more software", "the real problem starts
// earlier", deposits instead of chasing, "everyone has eventually paid"). Both worlds also hold the
// same sellers' pages, whose copy about the reader's pain must not count as pain.
const world = loadResearchWorld();
const entry = world.find((e) => e.idea.slug === "invoice-reminders")!;
const idea = { id: "00000000-0000-4000-8000-0000000000bc", title: entry.idea.title, description: entry.idea.description, country: "US" as const, validationMode: "deep" as const };

const SELLERS = ["inv-nudgebilling", "inv-paymentping", "inv-freelancetrackr"];
const RICH = ["inv-hn-4285171", "inv-hn-18011460", "inv-tofu-community", ...SELLERS];
const BARREN = ["inv-landolio-devto", "inv-matehq", "inv-hn-47664297", ...SELLERS];
/** Every page of the other seven ideas, and invoice-reminders' own neighbour: none is about invoice reminders. */
const OFF_TOPIC = [...world.filter((e) => e.idea.slug !== entry.idea.slug).flatMap((e) => e.sources), ...entry.sources.filter((s) => s.offTopic)].map((s) => s.id);

let servers: ResearchWorldServers;
beforeAll(async () => { servers = await startResearchWorldServers(); });
afterAll(async () => { await servers.close(); });

/** The stages' outputs when every search finds exactly these pages of the world (and nothing else). */
async function runFrom(ids: readonly string[]): Promise<Partial<StageOutputs>> {
  const found = new Set(ids);
  servers.setFinder((_query, source) => found.has(source.id));
  try {
    return await runStages({ idea, llm: null, sources: servers.connectors({ config: loadConfig({ env: researchWorldEnv(servers), argv: [] }), log: silent }) });
  } finally {
    servers.setFinder(null);
  }
}
const reportFrom = async (ids: readonly string[]): Promise<ReportBody> => (await runFrom(ids)).synthesis!;

/** Analysis and synthesis again over what research kept plus more pages (as research kept them for the same idea). */
async function reportWithMore(outputs: Partial<StageOutputs>, more: Partial<StageOutputs>): Promise<ReportBody> {
  const research = { ...outputs.research!, sources: [...outputs.research!.sources, ...more.research!.sources] };
  const next: Partial<StageOutputs> = { "planning-profile": outputs["planning-profile"], "planning-queries": outputs["planning-queries"], research };
  for (const name of ["analysis", "synthesis"] as const) {
    const raw = await stages[name].run({ input: { idea, outputs: next }, analyst: analystFor(null), sources: [], signal: new AbortController().signal, log: silent });
    (next as Record<string, unknown>)[name] = stages[name].output.parse(JSON.parse(JSON.stringify(raw)));
  }
  return next.synthesis!;
}

const scoresOf = (report: ReportBody) => ({
  overall: report.overallScore, opportunity: report.opportunityScore.value, problem: report.problemScore.value,
  feasibility: report.feasibilityScore.value, timing: report.timingScore.value,
});

describe("the same idea on real text: people's pain against pages that doubt the need", () => {
  it("scores the problem at least 1.5 and the whole idea at least 1 higher where people tell of the pain", async () => {
    const rich = await reportFrom(RICH);
    const barren = await reportFrom(BARREN);
    expect(rich.problemScore.value - barren.problemScore.value).toBeGreaterThanOrEqual(1.5);
    expect(rich.overallScore - barren.overallScore).toBeGreaterThanOrEqual(1);
    // The sellers' copy ("Now you're stuck in the uncomfortable cycle...") is in both worlds and is nobody's pain.
    for (const report of [rich, barren]) {
      const problemLines = report.problemScore.evidence.join("\n");
      expect(problemLines).not.toMatch(/uncomfortable cycle|feels more awkward|5\+ hours every single week/);
    }
    expect(barren.problemScore.reasoning).toMatch(/[1-9]\d* challenging/);
  }, 60_000);

  it("never raises a score when every other idea's pages are retrieved beside the idea's own", async () => {
    const offTopic = await runFrom(OFF_TOPIC);
    expect(offTopic.research!.sources.length).toBeGreaterThanOrEqual(20);
    for (const ids of [RICH, BARREN]) {
      const own = await runFrom(ids);
      const before = scoresOf(own.synthesis!);
      const after = scoresOf(await reportWithMore(own, offTopic));
      for (const key of Object.keys(before) as Array<keyof typeof before>) expect(after[key], key).toBeLessThanOrEqual(before[key]);
    }
  }, 60_000);
});
