import { describe, expect, it } from "vitest";
import type { ReportSource } from "../contracts/report.ts";
import { evidencePoints, linkEvidence, splitCitations } from "./evidence-sources.ts";

const source = (id: string): ReportSource => ({
  id, title: `T ${id}`, url: `https://example.com/${id}`, type: "article", platform: "other", relevance: 5, date: "2025-01-01",
});
const sources = [source("hn-4411"), source("se-12"), source("wiki-dog")];

describe("linkEvidence", () => {
  it("links [S<n>] markers to the n-th source and removes them from the text", () => {
    const linked = linkEvidence({ evidence: "Walkers complain about double bookings [S2] [S1].", sources });
    expect(linked.text).toBe("Walkers complain about double bookings.");
    expect(linked.sources.map((s) => s.id)).toEqual(["se-12", "hn-4411"]);
  });

  it("links a source whose id appears as a whole token", () => {
    const linked = linkEvidence({ evidence: "Thread hn-4411 asks for recurring walks", sources });
    expect(linked.text).toBe("Thread hn-4411 asks for recurring walks");
    expect(linked.sources.map((s) => s.id)).toEqual(["hn-4411"]);
  });

  it("ignores ids inside other words and markers beyond the list", () => {
    const linked = linkEvidence({ evidence: "See xse-12 and [S9]", sources });
    expect(linked).toEqual({ text: "See xse-12 and [S9]", sources: [] });
  });

  it("cites each source once", () => {
    expect(linkEvidence({ evidence: "[S1] hn-4411 [S1]", sources }).sources).toHaveLength(1);
  });

  it("leaves uncited evidence alone", () => {
    expect(linkEvidence({ evidence: "From your description: “a”", sources: [] })).toEqual({ text: "From your description: “a”", sources: [] });
  });
});

describe("splitCitations", () => {
  it("splits prose around resolvable markers only", () => {
    expect(splitCitations({ text: "Demand is steady [S2], but [S9] is unknown.", sources })).toEqual([
      { text: "Demand is steady " },
      { source: sources[1], number: 2 },
      { text: ", but [S9] is unknown." },
    ]);
    expect(splitCitations({ text: "", sources })).toEqual([]);
    expect(splitCitations({ text: "[S1]", sources })).toEqual([{ source: sources[0], number: 1 }]);
  });
});

describe("evidencePoints", () => {
  const many = Array.from({ length: 5 }, (_, index) => ({ id: `S${index + 1}`, title: `Thread ${index + 1}`, url: `https://forum.example/${index + 1}`, type: "discussion" as const, platform: "reddit" as const, relevance: 7, date: "2026-01-01" }));

  it("shows a quote cited five times once, with three citations and the rest counted", () => {
    const quote = "I still do the schedule on paper every Sunday";
    const points = evidencePoints({ evidence: many.map((_, index) => `${quote} [S${index + 1}]`), sources: many });
    expect(points).toHaveLength(1);
    expect(points[0]?.text).toBe(quote);
    expect(points[0]?.sources.map((source) => source.id)).toEqual(["S1", "S2", "S3"]);
    expect(points[0]?.moreSources).toBe(2);
  });

  it("keeps different quotes apart", () => {
    expect(evidencePoints({ evidence: ["One pain [S1]", "Another pain [S2]", "one pain [S2]"], sources: many }).map((point) => point.sources.length)).toEqual([2, 1]);
  });
});
