import { describe, expect, it } from "vitest";
import type { DimensionScore } from "../contracts/report.ts";
import { diffReports, type DiffableReport } from "./report-diff.ts";

const score = (value: number): DimensionScore => ({ value, confidence: 0.6, reasoning: "", evidence: [] });
function makeReport(overrides: Partial<DiffableReport> = {}): DiffableReport {
  return {
    recommendation: "go", overallScore: 6.8, sources: [],
    opportunityScore: score(7), problemScore: score(6.5), feasibilityScore: score(8), timingScore: score(5),
    ...overrides,
  };
}

const source = (id: string, url: string) => ({ id, title: `Source ${id}`, url, type: "discussion" as const, platform: "reddit" as const, relevance: 7, date: "2026-01-01" });
const competitor = (name: string, url: string) => ({ name, url, foundAs: "repository" as const, evidence: [] });
const landscape = (competitors: ReturnType<typeof competitor>[]) => ({ competitors, unverified: [], searched: "GitHub" });
const assumption = (kind: string, settled: string) => ({ id: `assumption-${kind}`, statement: `${kind} holds`, settled });

describe("diffReports", () => {
  it("gives the verdict and each score a direction", () => {
    const before = makeReport({ recommendation: "caution", overallScore: 5.2 });
    const after = makeReport({ recommendation: "go", overallScore: 6.4, problemScore: { ...before.problemScore, value: 4 } });
    const diff = diffReports(before, after);
    expect(diff.verdict).toEqual({ before: "Proceed with Caution", after: "Go", direction: "up" });
    expect(diff.scores.find((score) => score.label === "Overall")).toEqual({ label: "Overall", before: 5.2, after: 6.4, direction: "up" });
    expect(diff.scores.find((score) => score.label === "Problem")).toMatchObject({ before: 6.5, after: 4, direction: "down" });
    expect(diff.scores.find((score) => score.label === "Timing")?.direction).toBe("same");
    expect(diffReports(after, before).verdict.direction).toBe("down");
  });

  it("treats a change below the shown precision as no change", () => {
    const diff = diffReports(makeReport({ overallScore: 6.81 }), makeReport({ overallScore: 6.79 }));
    expect(diff.scores[0]?.direction).toBe("same");
    expect(diff.verdict.direction).toBe("same");
  });

  it("lists sources new and gone by their page, whatever number they carry", () => {
    const before = makeReport({ sources: [source("S1", "https://a.example/x"), source("S2", "https://b.example/y")] });
    const after = makeReport({ sources: [source("S1", "https://b.example/y/"), source("S2", "https://c.example/z")] });
    const diff = diffReports(before, after);
    expect(diff.sources.added.map((item) => item.url)).toEqual(["https://c.example/z"]);
    expect(diff.sources.gone.map((item) => item.url)).toEqual(["https://a.example/x"]);
  });

  it("lists competitors new and gone, and none when neither version had a landscape", () => {
    const before = makeReport({ competitorLandscape: landscape([competitor("Chaser", "https://github.com/a/chaser")]) });
    const after = makeReport({ competitorLandscape: landscape([competitor("Chaser", "https://github.com/a/chaser"), competitor("Dunning", "https://dunning.example")]) });
    expect(diffReports(before, after).competitors).toEqual({ added: [{ title: "Dunning", url: "https://dunning.example" }], gone: [] });
    expect(diffReports(makeReport(), makeReport()).competitors).toEqual({ added: [], gone: [] });
  });

  it("says which assumptions are settled, still open, new or dropped", () => {
    const before = { ...makeReport(), riskiestAssumptions: [assumption("pain", "untested"), assumption("willingness-to-pay", "untested"), assumption("reach", "contested")] };
    const after = { ...makeReport(), riskiestAssumptions: [assumption("pain", "leaning-for"), assumption("willingness-to-pay", "contested"), assumption("timing", "untested")] };
    expect(diffReports(before, after).assumptions.map(({ id, state, before: was, after: now }) => [id, state, was, now])).toEqual([
      ["assumption-pain", "settled", "untested", "leaning-for"],
      ["assumption-willingness-to-pay", "open", "untested", "contested"],
      ["assumption-timing", "new", null, "untested"],
      ["assumption-reach", "dropped", "contested", null],
    ]);
  });
});
