import { describe, expect, it } from "vitest";
import type { ReportSource } from "../../shared/contracts/report.ts";
import { assessQuality } from "./quality.ts";

const source = (over: Partial<ReportSource>): ReportSource => ({
  id: "s", title: "t", url: "https://example.com", type: "discussion", platform: "reddit", relevance: 8, date: "2025-01-01", ...over,
});

describe("assessQuality", () => {
  it("gives zero source metrics with no sources and says why", () => {
    const q = assessQuality({ sources: [], descriptionSpecificity: 6.5, asOf: null });
    expect(q.metrics).toEqual({ sourceDiversity: 0, recency: 0, specificity: 6.5, sentimentConsistency: 0, volume: 0, authority: 0, overallScore: 1.1 });
    expect(q.weaknesses.join(" ")).toMatch(/No live sources were consulted/);
  });

  it("computes metrics from the sources it is given", () => {
    const sources = [
      source({ id: "1", platform: "reddit", date: "2025-05-01" }),
      source({ id: "2", platform: "github", type: "article", date: "2025-04-01", relevance: 5 }),
      source({ id: "3", platform: "stackoverflow", date: "2020-01-01" }),
      source({ id: "4", platform: "reddit", date: "2025-06-01" }),
    ];
    const q = assessQuality({ sources, descriptionSpecificity: 5, asOf: "2025-06-30" });
    expect(q.metrics.volume).toBe(2);
    expect(q.metrics.recency).toBe(7.5);
    expect(q.metrics.sentimentConsistency).toBe(7.5);
    expect(q.metrics.authority).toBe(6);
    expect(q.metrics.sourceDiversity).toBe(6.5);
  });

  it("never names a spread of platforms as a strength beside the weakness of too few", () => {
    const sources = ["1", "2", "3", "4"].map((id) => source({ id, platform: "reddit" }));
    const q = assessQuality({ sources, descriptionSpecificity: 7, asOf: "2025-06-30" });
    expect(q.strengths.join(" ")).not.toMatch(/platform/);
    expect(q.weaknesses.join(" ")).toContain("4 sources retrieved, from one platform: fewer than three");
  });

  it("asks only for what the description does not already give", () => {
    const q = assessQuality({ sources: [], descriptionSpecificity: 4, asOf: null, described: { customer: true, problem: false, price: true, numbers: false } });
    expect(q.weaknesses[0]).toContain("name the problem and numbers to sharpen the scores");
    expect(q.weaknesses[0]).not.toContain("a price");
  });
});
