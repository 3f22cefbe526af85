import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StageOutputs } from "../../src/pipeline/contracts/checkpoints.ts";
import type { ReportBody } from "../../src/shared/contracts/report.ts";
import type { FakeSources } from "../fakes/fake-source-servers.ts";
import { closedPort, keylessEnv, runWithoutModel, startWorld, type World } from "./helpers/evidence-worlds.ts";
import { comparable } from "../../src/pipeline/text/verbatim.ts";

/**
 * The analyst without a model, end to end through the real connectors and the outbound client,
 * against fake Hacker News, Stack Exchange, GitHub and Wikipedia servers serving recorded answers.
 */
const worlds = new Map<World, FakeSources>();
const runs = new Map<World, Partial<StageOutputs>>();

beforeAll(async () => {
  for (const world of ["pain-and-pay", "rare-and-unpaid"] as const) {
    const fakes = await startWorld(world);
    worlds.set(world, fakes);
    runs.set(world, await runWithoutModel({ env: keylessEnv(fakes) }));
  }
}, 60_000);
afterAll(async () => {
  for (const fakes of worlds.values()) await fakes.close();
});

const reportOf = (world: World): ReportBody => runs.get(world)!.synthesis!;
const scores = (report: ReportBody) => [report.opportunityScore, report.problemScore, report.feasibilityScore, report.timingScore];

describe("a validation without a model", () => {
  it("searches every enabled keyless source with queries built from the description", () => {
    const research = runs.get("pain-and-pay")!.research!;
    expect(research.consulted.map((c) => c.name).sort()).toEqual(["github", "hackernews", "stackexchange", "wikipedia"]);
    expect(research.skipped).toEqual([]);
    const fakes = worlds.get("pain-and-pay")!;
    for (const name of ["hackernews", "stackexchange", "github", "wikipedia"] as const) {
      expect(fakes.servers[name].requests.length, name).toBeGreaterThan(0);
    }
    const asked = fakes.servers.hackernews.requests.map((r) => r.query.get("query") ?? "");
    expect(asked.some((q) => /invoice/i.test(q))).toBe(true);
  });

  it("builds the report from quotes found word for word in the sources it retrieved, each citing its [S<n>]", () => {
    const outputs = runs.get("pain-and-pay")!;
    const report = outputs.synthesis!;
    const retrieved = new Map(outputs.research!.sources.map((s) => [s.id, s]));
    expect(report.sources.length).toBeGreaterThan(0);
    for (const source of report.sources) expect(retrieved.get(source.id)?.url).toBe(source.url);

    const cited = scores(report).flatMap((score) => score.evidence).filter((line) => !line.startsWith("From your description"));
    expect(cited.length).toBeGreaterThanOrEqual(4);
    for (const line of cited) {
      const match = /^“(.+)” \[S(\d+)\]$/.exec(line);
      expect(match, line).not.toBeNull();
      const source = retrieved.get(report.sources[Number(match![2]) - 1]!.id)!;
      const quote = comparable(match![1]!.replace(/…$/, ""));
      const read = source.reading ? [source.reading.text, ...source.reading.comments.map((c) => c.text)] : [];
      expect(comparable([source.title, source.excerpt ?? "", ...read].join("\n")), line).toContain(quote);
    }

    const evidence = outputs.analysis!.sourceAnalysis!.evidence;
    expect(new Set(evidence.map((e) => e.dimension))).toContain("pain");
    expect(evidence.filter((e) => e.dimension === "pain" && e.stance === "supports").length).toBeGreaterThanOrEqual(3);
    expect(report.methodology.researchProcess).toMatch(/No AI model is configured/);
    expect(report.methodology.dataCollection).toMatch(/Searched: .*hackernews \(\d+ searches, \d+ results/);
    expect(report.methodology.dataCollection).toMatch(/\d+ quotes used as evidence \(\d+ supporting, \d+ challenging/);
    expect(report.problemScore.reasoning).toMatch(/Counted from \d+ quotes from \d+ sources retrieved in this run/);
    expect(report.methodology.confidenceLevel).toBeGreaterThan(0.35);
  });

  it("lets the evidence move the verdict: pain and offers to pay score clearly above a rare problem nobody paid for", () => {
    const painful = reportOf("pain-and-pay");
    const rare = reportOf("rare-and-unpaid");
    expect(painful.problemScore.value - rare.problemScore.value).toBeGreaterThanOrEqual(3);
    expect(painful.opportunityScore.value).toBeGreaterThan(rare.opportunityScore.value);
    expect(painful.overallScore - rare.overallScore).toBeGreaterThanOrEqual(1.5);
    const against = runs.get("rare-and-unpaid")!.analysis!.sourceAnalysis!.evidence.filter((e) => e.stance === "challenges");
    expect(against.length).toBeGreaterThanOrEqual(4);
    // The thread read in full counts through its comments, in both worlds.
    for (const [world, quote] of [["pain-and-pay", /^I would gladly pay a monthly fee/], ["rare-and-unpaid", /^Nobody in my coworking space would pay/]] as const) {
      const evidence = runs.get(world)!.analysis!.sourceAnalysis!.evidence;
      expect(evidence.find((e) => quote.test(e.quote))?.stance, world).toBe(world === "pain-and-pay" ? "supports" : "challenges");
    }
    expect(rare.problemScore.reasoning).toMatch(/\d+ challenging/);
    expect(rare.executionDifficulty.riskFactors[0]?.risk).toMatch(/lean against the idea/);
    // The case against is built from the same classified quotes.
    expect(rare.caseAgainst?.evidenceFound).toBe(true);
    expect(rare.caseAgainst?.points.join("\n")).toMatch(/“In ten years of freelancing, chasing invoices has been a rare problem for me\.” \[S\d+\]/);
  });

  it("gives the same report for the same sources", async () => {
    const again = await runWithoutModel({ env: keylessEnv(worlds.get("pain-and-pay")!) });
    expect(again.synthesis).toEqual(reportOf("pain-and-pay"));
  });

  it("still completes from the description when no source can be reached, naming each and why", async () => {
    const port = await closedPort();
    const refused = `http://127.0.0.1:${port}`;
    const outputs = await runWithoutModel({
      env: {
        HN_API_URL: `${refused}/api/v1`, STACKEXCHANGE_API_URL: `${refused}/2.3`, GITHUB_API_URL: refused,
        WIKIPEDIA_API_URL: "http://no-such-host.invalid/w/api.php", OUTBOUND_ALLOW_PRIVATE_HOSTS: "127.0.0.1",
      },
    });
    const report = outputs.synthesis!;
    expect(report.sources).toEqual([]);
    expect(outputs.research!.failed!.map((f) => f.name).sort()).toEqual(["github", "hackernews", "stackexchange", "wikipedia"]);
    const limitations = report.methodology.limitations.join("\n");
    for (const name of ["hackernews", "stackexchange", "github"]) {
      expect(limitations).toMatch(new RegExp(`${name} could not be reached \\(.*refused.*\\), so nothing from it is included`));
    }
    expect(limitations).toMatch(/wikipedia could not be reached \(.*(DNS|resolve|not found).*\)/i);
    expect(limitations).toMatch(/No sources were retrieved, so every score is your description's rubric score/);
    expect(report.methodology.confidenceLevel).toBeLessThanOrEqual(0.35);
    for (const score of scores(report)) expect(score.evidence.every((line) => line.startsWith("From your description"))).toBe(true);
    expect(["caution", "no-go"]).toContain(report.recommendation);
  });
});
