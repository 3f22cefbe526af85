import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.ts";
import { overallConfidence } from "../../src/pipeline/scoring/evidence-scores.ts";
import {
  confidenceCeiling, DECISIVE_NO_GO_CONFIDENCE, FULL_DEPTH, HIGH_CONFIDENCE, MAX_CONFIDENCE, MAX_CONFIDENCE_WHEN_THIN, MAX_WITHOUT_RESEARCH, researchDepthOf,
} from "../../src/pipeline/scoring/research-weight.ts";
import { createConnectors, outboundClientFor } from "../../src/pipeline/sources/index.ts";
import type { LlmClient, PipelineIdea, SourceConnector } from "../../src/pipeline/types.ts";
import type { ReportBody } from "../../src/shared/contracts/report.ts";
import { startFakeSourceServers, type FakeSources } from "../fakes/fake-source-servers.ts";
import { EVIDENCE_DIMENSIONS } from "../../src/pipeline/contracts/vocabulary.ts";
import type { EvidenceItem } from "../../src/pipeline/contracts/checkpoints.ts";
import { loadResearchWorld, retrievedFromWorld, type WorldEntry, type WorldSource } from "../fakes/research-world.ts";
import { startResearchWorldServers, type ResearchWorldServers } from "../fakes/research-world-servers.ts";
import { silentLogger } from "../helpers/silent-logger.ts";
import { NO_RESEARCH, offlineReport } from "./helpers/offline-report.ts";
import { runStages } from "./helpers/run-stages.ts";
import { sampleConnectors } from "./helpers/sample-sources.ts";
import { scriptedClient } from "./helpers/scripted-model.ts";
import { TEST_OUTBOUND_ENV } from "./sources/helpers.ts";

/**
 * Confidence follows research, for both analysts, through the real stages: thin research never
 * shows high confidence and says why on each score it holds lower, research of full depth may, a
 * No Go that a retrieved same-kind failure backs is held with more confidence, and a score no
 * retrieved source bears on is never shown above 8.
 */
const SCORES = ["opportunityScore", "problemScore", "feasibilityScore", "timingScore"] as const;
const scoresOf = (report: ReportBody) => SCORES.map((key) => report[key]);
const depthOf = (report: ReportBody) => researchDepthOf({ sources: report.sources, sourceCounts: report.sourceCounts, scores: scoresOf(report) });
const ceilingOf = (report: ReportBody) => confidenceCeiling(depthOf(report));
/** The report's confidence as its scores' weighted together, before a decisive failure raises it. */
const fromScores = (report: ReportBody) => overallConfidence({
  opportunity: report.opportunityScore, problem: report.problemScore, feasibility: report.feasibilityScore, timing: report.timingScore,
});
const HELD = /Confidence (\d+)%, computed from [^.]*\. The research behind this report is thin \(\d+ sources? read in full.*\), so this score's confidence is shown at (\d+)% rather than \1%\./;

/** Scores the smart model gives without citing anything: low (a No Go) or at the top of the scale. */
const uncitedScores = (value: number) => JSON.stringify(Object.fromEntries(["opportunity", "problem", "feasibility", "timing"].map((dimension) => [
  dimension, { value, reasoning: "The model's reading of the idea.", evidenceIds: [] },
])));
const scriptedScores = (value: number) => scriptedClient({ respond: (call) => (call.task === "synthesis-scores" ? uncitedScores(value) : undefined) }).llm;

function expectHeldUnderTheCeiling(report: ReportBody) {
  const ceiling = ceilingOf(report);
  for (const score of scoresOf(report)) expect(score.confidence).toBeLessThanOrEqual(ceiling);
  expect(report.methodology.confidenceLevel).toBeLessThanOrEqual(ceiling);
}

/** The connectors for `env`, the research world's when it serves them (its web pages are reached by their own host names). */
async function withConnectors<T>(env: Record<string, string>, use: (sources: SourceConnector[]) => Promise<T>, researchWorld?: ResearchWorldServers): Promise<T> {
  const config = loadConfig({ env: { NODE_ENV: "test", DATA_DIR: "memory://", ...TEST_OUTBOUND_ENV, ...env }, argv: [] });
  try {
    return await use(researchWorld ? researchWorld.connectors({ config, log: silentLogger }) : createConnectors({ config, db: null, log: silentLogger }));
  } finally {
    await outboundClientFor({ config, db: null, log: silentLogger }).close();
  }
}

let world: ResearchWorldServers;
let allSources: FakeSources;

beforeAll(async () => {
  world = await startResearchWorldServers();
  allSources = await startFakeSourceServers();
}, 60_000);
afterAll(async () => {
  await world?.close();
  await allSources?.close();
});

const ideaOf = (entry: WorldEntry): PipelineIdea => ({
  id: "00000000-0000-4000-8000-0000000000c1", title: entry.idea.title, description: entry.idea.description, country: "US", validationMode: "deep",
});

/**
 * The text analyst's report on one idea of the research world, its pages read whole and the sentences
 * labelled by hand as taking a side standing in as the quotes read, so what is counted is the labels'.
 */
async function labelledReport(slug: string, keep: (source: WorldSource) => boolean = () => true): Promise<ReportBody> {
  const entry = loadResearchWorld().find((e) => e.idea.slug === slug)!;
  const sources = entry.sources.filter((s) => !s.offTopic && keep(s)).map(retrievedFromWorld);
  const evidence: EvidenceItem[] = entry.labels
    .filter((label) => sources.some((source) => source.id === label.sourceId))
    .filter((label) => label.relevant && label.stance !== "neutral" && (EVIDENCE_DIMENSIONS as readonly string[]).includes(label.dimensions[0] ?? ""))
    .map((label, index) => ({ id: `E${index + 1}`, sourceId: label.sourceId, quote: label.sentence, dimension: label.dimensions[0] as EvidenceItem["dimension"], stance: label.stance }));
  const research = { ...NO_RESEARCH, sources, note: "Read the research world's pages for this idea." };
  return (await offlineReport({ idea: { ...ideaOf(entry), validationMode: "quick" }, research, evidence })).report;
}

/** One idea of the research world; with `everything`, each search finds all of its own pages. */
async function worldReport(slug: string, llm: LlmClient, { everything = true } = {}): Promise<ReportBody> {
  const entry = loadResearchWorld().find((e) => e.idea.slug === slug)!;
  const own = new Set(entry.sources.map((s) => s.id));
  world.setFinder(everything ? (_query, source) => own.has(source.id) : null);
  try {
    return (await withConnectors(world.env, (sources) => runStages({ idea: ideaOf(entry), llm, sources }), world)).synthesis!;
  } finally {
    world.setFinder(null);
  }
}

describe("confidence that follows research", () => {
  it("without a model, thin research (pages read, but from too few sites) holds each score's confidence under the ceiling, below high, and says why", async () => {
    // Only the idea's Hacker News threads, read whole: one site.
    const report = await labelledReport("invoice-reminders", (source) => source.server === "hackernews");
    const depth = depthOf(report);
    expect(depth.readInFull).toBeGreaterThan(0);
    expect(depth.sites).toBeLessThan(FULL_DEPTH.sites);
    expectHeldUnderTheCeiling(report);
    expect(report.methodology.confidenceLevel).toBeLessThan(HIGH_CONFIDENCE);
    // The evidence alone would have given a score more: it says so, with both figures.
    const held = scoresOf(report).map((score) => HELD.exec(score.reasoning)).filter((match) => match !== null);
    expect(held.length).toBeGreaterThan(0);
    for (const match of held) expect(Number(match[1])).toBeGreaterThan(Number(match[2]));
    expect(report.methodology.limitations.join(" ")).toMatch(/The research behind this report is thin \(.+\), so its confidence is held at \d+% at most\./);
    expect(report.methodology.analysisApproach).toContain("Confidence follows the depth of the research");
  });

  it("with a model, research known only by search snippets is thin: no score shows high confidence", async () => {
    const report = (await runStages({ llm: scriptedClient().llm, sources: sampleConnectors() })).synthesis!;
    expect(depthOf(report).readInFull).toBe(0);
    expectHeldUnderTheCeiling(report);
    expect(Math.max(...scoresOf(report).map((score) => score.confidence))).toBeLessThan(HIGH_CONFIDENCE);
    expect(scoresOf(report).some((score) => HELD.test(score.reasoning))).toBe(true);
  });

  it("with a model, research of full depth holds nothing back and a score can be high", async () => {
    const report = (await withConnectors(allSources.env, (sources) => runStages({ llm: scriptedClient().llm, sources }))).synthesis!;
    expect(ceilingOf(report)).toBe(MAX_CONFIDENCE);
    expect(Math.max(...scoresOf(report).map((score) => score.confidence))).toBeGreaterThanOrEqual(HIGH_CONFIDENCE);
    for (const score of scoresOf(report)) expect(score.reasoning).not.toMatch(HELD);
    expect(report.methodology.limitations.join(" ")).not.toMatch(/research behind this report is thin/);
  });

  it("without a model, research of full depth (pages read whole from several sites, quotes cited) is not held", async () => {
    const report = await labelledReport("feature-flag-service");
    expect(depthOf(report).readInFull).toBeGreaterThanOrEqual(FULL_DEPTH.sourcesRead);
    expect(ceilingOf(report)).toBe(MAX_CONFIDENCE);
    expect(report.methodology.confidenceLevel).toBe(fromScores(report));
    for (const score of scoresOf(report)) expect(score.reasoning).not.toMatch(HELD);
  });

  it("with a model, raises a No Go's confidence when a retrieved source says a product of the same kind failed, never to high on thin research", async () => {
    const report = await worldReport("smart-indoor-garden", scriptedScores(0));
    expect(report.recommendation).toBe("no-go");
    // The smart model words the case against; the failed precedent still leads it.
    expect(report.caseAgainst?.summary).toMatch(/already (?:tried and )?failed: AeroGarden/i);
    // This idea's pages come from two sites: thin, so the No Go is held at the most thin research allows.
    expect(ceilingOf(report)).toBeLessThan(MAX_CONFIDENCE_WHEN_THIN);
    expect(fromScores(report)).toBeLessThan(MAX_CONFIDENCE_WHEN_THIN);
    expect(report.methodology.confidenceLevel).toBe(MAX_CONFIDENCE_WHEN_THIN);
    expect(report.methodology.confidenceLevel).toBeLessThan(HIGH_CONFIDENCE);
  });

  it("without a model, holds a No Go at 80% on research of full depth when the quotes read challenge the idea and a source says the same kind of product failed", async () => {
    const report = await labelledReport("smart-indoor-garden");
    expect(report.recommendation).toBe("no-go");
    // The smart model words the case against; the failed precedent still leads it.
    expect(report.caseAgainst?.summary).toMatch(/already (?:tried and )?failed: AeroGarden/i);
    expect(ceilingOf(report)).toBe(MAX_CONFIDENCE);
    expect(fromScores(report)).toBeLessThan(DECISIVE_NO_GO_CONFIDENCE);
    expect(report.methodology.confidenceLevel).toBe(DECISIVE_NO_GO_CONFIDENCE);
  });

  it("never shows a score above 8 when no retrieved source bears on it, for either analyst, and says it rests on the description", async () => {
    // A developer tool's description meets every feasibility point of the rubric (10/10); nothing is searched.
    for (const llm of [null, scriptedScores(10)]) {
      const analyst = llm ? "model" : "text";
      const entry = loadResearchWorld().find((e) => e.idea.slug === "feature-flag-service")!;
      const idea: PipelineIdea = { id: "00000000-0000-4000-8000-0000000000c2", title: entry.idea.title, description: entry.idea.description, country: "US", validationMode: "quick" };
      const report = (await runStages({ idea, llm: llm as LlmClient, sources: [] })).synthesis!;
      for (const score of scoresOf(report)) expect(score.value, analyst).toBeLessThanOrEqual(MAX_WITHOUT_RESEARCH);
      expect(report.feasibilityScore.value, analyst).toBe(MAX_WITHOUT_RESEARCH);
      expect(report.feasibilityScore.reasoning, analyst).toMatch(/^No retrieved source bears on this score, so it rests on your description alone and is shown at 8\/10 rather than 10\/10\./);
      // A description-only report shows low confidence.
      expect(report.methodology.confidenceLevel, analyst).toBeLessThanOrEqual(0.35);
    }
  });
});
