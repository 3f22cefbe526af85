// bench/research: every idea of the research world (tests/fixtures/research-world) through the real
// pipeline stages against fake source servers that serve the world's real public text in each API's
// wire format. Without a model it prints, per idea and over the held-out test ideas: the share of
// queries naming the idea's subject, relevance precision of the quotes counted as evidence,
// dimension and stance accuracy against the hand labels, competitor recall and precision, whether a
// same-kind failure was found and leads the case against, contradictions, the share of kept sources
// read as their labelled type, dimension and stance over every relevant labelled sentence of the kept
// sources (not only the few quoted per source), and the verdict and scores
// beside those of the description alone (no source searched); then the same when every search finds
// all of the idea's own pages, so classification and the landscape are measured on the whole text
// whatever the queries find; then the same figures for twelve markets outside the world
// (tests/fixtures/research-outside) and for the markets gathered after the rules (tests/fixtures/research-fresh, then
// tests/fixtures/research-later, tests/fixtures/research-recent, tests/fixtures/research-latest, tests/fixtures/research-newest, tests/fixtures/research-further, tests/fixtures/research-beyond, then tests/fixtures/research-onward),
// with searches matching every word (BENCH_DETAIL=1 prints each market's run) and with every search finding
// all of the market's pages. With the fake model it prints the report's structure figures
// (landscape, precedent, contradictions): its answers are canned, so its queries and
// classifications say nothing about a real model's; its searches find all of each idea's pages.
import { loadConfig } from "../src/config/index.ts";
import type { StageOutputs } from "../src/pipeline/contracts/checkpoints.ts";
import { analystFor } from "../src/pipeline/analysts/index.ts";
import { topicOf } from "../src/pipeline/research/relevance-gate.ts";
import { extractEvidence } from "../src/pipeline/research/source-evidence.ts";
import type { LlmClient } from "../src/pipeline/llm/client.ts";
import { createLlmClientFromSettings } from "../src/pipeline/llm/providers.ts";
import { stages } from "../src/pipeline/stages/registry.ts";
import type { Logger, PipelineIdea, SourceConnector } from "../src/pipeline/types.ts";
import { STAGE_NAMES } from "../src/shared/contracts/idea.ts";
import { startFakeLlmServer } from "../tests/fakes/fake-llm-server.ts";
import { loadResearchWorld, matchesEveryWord, type WorldEntry, type WorldSource } from "../tests/fakes/research-world.ts";
import { startResearchWorldServers } from "../tests/fakes/research-world-servers.ts";
import { measureIdea, summaryLines, type IdeaMeasures, type RunOutputs } from "./research-measures.ts";

type Outputs = Partial<StageOutputs>;
type Report = StageOutputs["synthesis"];
const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };

async function runStages({ idea, sources, llm }: { idea: PipelineIdea; sources: SourceConnector[]; llm: LlmClient | null }): Promise<Outputs> {
  const outputs: Outputs = {};
  const analyst = analystFor(llm);
  for (const name of STAGE_NAMES) {
    const stage = stages[name];
    const output = await stage.run({ input: { idea, outputs }, analyst, sources, signal: new AbortController().signal, log: silent });
    (outputs as Record<string, unknown>)[name] = stage.output.parse(output);
  }
  return outputs;
}

function runOutputs(outputs: Outputs, { everySentence }: { everySentence: boolean }): RunOutputs {
  const report = outputs.synthesis!;
  const kinds = new Map((outputs.analysis!.sourceAnalysis?.sources ?? []).map((s) => [s.sourceId, s.kind]));
  return {
    queries: outputs["planning-queries"]!.queries.map((q) => q.query),
    sources: outputs.research!.sources.map((s) => ({ id: s.id, url: s.url, kind: kinds.get(s.id) })),
    evidence: outputs.analysis!.sourceAnalysis?.evidence ?? [],
    // Every sentence the analyst without a model reads as showing something, over what research kept, with no cap per source.
    readings: everySentence ? extractEvidence({ sources: outputs.research!.sources, perSource: Number.POSITIVE_INFINITY, topic: topicOf(outputs["planning-profile"]!) }) : undefined,
    competitors: report.competitorLandscape?.competitors.map((c) => c.name) ?? [],
    caseAgainst: report.caseAgainst ?? null,
    depth: outputs.research!.depth ?? null,
    reportText: JSON.stringify(report),
  };
}

const scores = (r: Report) => `${r.recommendation}, overall ${r.overallScore.toFixed(1)} · opportunity ${r.opportunityScore.value.toFixed(1)} · problem ${r.problemScore.value.toFixed(1)} · feasibility ${r.feasibilityScore.value.toFixed(1)} · timing ${r.timingScore.value.toFixed(1)}`;
const clip = (text: string) => (text.length > 150 ? `${text.slice(0, 149)}…` : text);
const ideaOf = (entry: WorldEntry): PipelineIdea => ({ id: entry.idea.slug, title: entry.idea.title, description: entry.idea.description, country: "US", validationMode: "deep" });

function printSplits(measured: ReadonlyArray<{ entry: WorldEntry; m: IdeaMeasures }>, keep: (line: string) => boolean) {
  for (const split of ["test", "train"] as const) {
    const part = measured.filter(({ entry }) => entry.idea.split === split).map(({ m }) => m);
    console.log(`\n  ${split === "test" ? "held-out test ideas" : "train ideas"} (${part.length}):`);
    for (const line of summaryLines(part).filter(keep)) console.log(`    ${line}`);
  }
}

type Measured = Array<{ entry: WorldEntry; m: IdeaMeasures }>;

const world = loadResearchWorld();
const outside = loadResearchWorld({ set: "outside" });
const fresh = loadResearchWorld({ set: "fresh" });
const later = loadResearchWorld({ set: "later" });
const recent = loadResearchWorld({ set: "recent" });
const latest = loadResearchWorld({ set: "latest" });
const newest = loadResearchWorld({ set: "newest" });
const further = loadResearchWorld({ set: "further" });
const beyond = loadResearchWorld({ set: "beyond" });
const onward = loadResearchWorld({ set: "onward" });
/** The pages of each set gathered after the rules, searchable only while that set is measured. */
const pagesApart = new Map([fresh, later, recent, latest, newest, further, beyond, onward].map((set) => [set, new Set(set.flatMap((entry) => entry.sources.map((s) => s.id)))]));
const servers = await startResearchWorldServers({ world: [...world, ...outside, ...fresh, ...later, ...recent, ...latest, ...newest, ...further, ...beyond, ...onward] });
const llmServer = await startFakeLlmServer({ firstTokenMs: 0, tokensPerSecond: 100_000 });
try {
  const env = {
    ...servers.env, NODE_ENV: "production", DATA_DIR: "memory://", LOG_LEVEL: "warn", RESEARCH_CONTACT_EMAIL: "bench@greenlight.app",
    OUTBOUND_HOST_RATE_PER_SECOND: "1000", OUTBOUND_HOST_BURST: "1000", OUTBOUND_HOST_CONCURRENCY: "64",
  };
  const config = loadConfig({ env, argv: [] });
  const modelConfig = loadConfig({ env: { ...env, LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: llmServer.url, LLM_MODEL: "fake-smart", LLM_FAST_MODEL: "fake-fast" }, argv: [] });
  const fakeModel = createLlmClientFromSettings(modelConfig.llm!);

  /** Every idea of a set through the stages; `everything` makes each search find all of the idea's own pages. */
  async function measureWorld({ llm, everything, detail, set = world }: { llm: LlmClient | null; everything: boolean; detail: boolean; set?: readonly WorldEntry[] }): Promise<Measured> {
    const measured: Measured = [];
    for (const entry of set) {
      const own = new Set(entry.sources.map((s) => s.id));
      // The pages of a set gathered after the rules are searchable only when that set is measured: the other sets' figures stay those of their own pages.
      const hidden = [...pagesApart].filter(([apart]) => apart !== set).map(([, pages]) => pages);
      const visible = (source: WorldSource) => !hidden.some((pages) => pages.has(source.id));
      servers.setShown(visible);
      servers.setFinder(everything ? (_query, source) => own.has(source.id) : (query, source, text) => visible(source) && matchesEveryWord(query, text));
      try {
        const run = await runStages({ idea: ideaOf(entry), sources: servers.connectors({ config: llm ? modelConfig : config, log: silent }), llm });
        const outputs = runOutputs(run, { everySentence: llm === null });
        const m = measureIdea({ entry, world: set, run: outputs, pageUrl: servers.pageUrl });
        measured.push({ entry, m });
        if (!detail) continue;
        const counted = run.analysis?.sourceAnalysis?.evidence.length ?? 0;
        const rubricOnly = await runStages({ idea: ideaOf(entry), sources: [], llm: null });
        console.log(`\n  ${entry.idea.slug} (${entry.idea.kind}, ${entry.idea.split}): ${run.research!.sources.length} sources kept, ${counted} quotes counted, ${m.quotes.length} of them labelled`);
        console.log(`    verdict            ${scores(run.synthesis!)}`);
        console.log(`    description alone  ${scores(rubricOnly.synthesis!)}`);
        console.log(`    landscape          ${outputs.competitors.join("; ") || "(none)"}`);
        console.log(`    case against       ${clip(outputs.caseAgainst?.summary ?? "(none)")}`);
        for (const line of summaryLines([m])) console.log(`    ${line}`);
        for (const contradiction of m.contradictions) console.log(`    contradiction: ${contradiction}`);
      } catch (error) {
        // The fake model's recorded answers can fall behind the stages' schemas; the figures then say so.
        console.log(`  ${entry.idea.slug}: the run stopped: ${String(error instanceof Error ? error.message : error).split("\n")[0]}`);
      }
    }
    servers.setFinder(null);
    servers.setShown(null);
    return measured;
  }

  console.log("\nbench/research: the research world's ideas through the pipeline (tests/fixtures/research-world)");
  console.log("without a model, searches matching every query word as the real APIs do:");
  printSplits(await measureWorld({ llm: null, everything: false, detail: true }), () => true);

  console.log("\nwithout a model, every search finding all of the idea's own pages (what the analyst makes of the whole text):");
  const whole = await measureWorld({ llm: null, everything: true, detail: true });
  printSplits(whole, (line) => !/^(subject|queries|idea's pages)/.test(line));

  // Twelve markets the world does not hold, labelled by helpers who had not seen the rules; the rules were fixed on them afterwards,
  // so they are no held-out set: what they show is how far the reading carries to other markets' text. The fresh markets were
  // gathered the same way after this session's rules, and read once before any rule was made on them.
  const others = [
    { name: "outside", title: "twelve markets outside the world (tests/fixtures/research-outside)", set: outside },
    { name: "fresh", title: "markets gathered after the rules (tests/fixtures/research-fresh)", set: fresh },
    { name: "later", title: "markets gathered after the twenty-first session's rules (tests/fixtures/research-later)", set: later },
    { name: "recent", title: "markets gathered after the twenty-second session's rules (tests/fixtures/research-recent)", set: recent },
    { name: "latest", title: "markets gathered after the twenty-second session's last rules (tests/fixtures/research-latest)", set: latest },
    { name: "newest", title: "markets gathered after the twenty-third session's first rules (tests/fixtures/research-newest)", set: newest },
    { name: "further", title: "markets gathered at the start of the twenty-fourth session (tests/fixtures/research-further)", set: further },
    { name: "beyond", title: "markets gathered later in the twenty-fourth session (tests/fixtures/research-beyond)", set: beyond },
    { name: "onward", title: "markets gathered last in the twenty-fourth session (tests/fixtures/research-onward)", set: onward },
  ].filter(({ set }) => set.length > 0);
  for (const { name, title, set } of others) {
    for (const everything of [false, true]) {
      console.log(`\nwithout a model, ${title}, ${everything ? "every search finding all of the idea's own pages" : "searches matching every query word"}:`);
      const measured = await measureWorld({ llm: null, everything, detail: process.env.BENCH_DETAIL === "1", set });
      console.log(`\n  ${name} ideas (${measured.length}):`);
      for (const line of summaryLines(measured.map(({ m }) => m)).filter((l) => !everything || !/^(subject|queries|idea's pages)/.test(l))) console.log(`    ${line}`);
    }
  }

  // The fake model's search plan is canned, so its queries find little of the world: it is measured with every search
  // finding the idea's own pages, where what the report makes of the text with a model's answers is what is shown.
  console.log("\nwith the fake model (canned answers: structure only), every search finding all of the idea's own pages:");
  const modelMeasured = await measureWorld({ llm: fakeModel, everything: true, detail: false });
  if (modelMeasured.length > 0) printSplits(modelMeasured, (line) => /^(competitor|precedent|contradictions)/.test(line));
} finally {
  await llmServer.close();
  await servers.close();
}
