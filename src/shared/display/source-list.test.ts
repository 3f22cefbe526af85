import { describe, expect, it } from "vitest";
import type { ReportSource } from "../contracts/report.ts";
import { filterSources, getSourceStats, isRecent, sortSources } from "./source-list.ts";

const now = new Date("2025-06-30T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const source = (id: string, overrides: Partial<ReportSource>): ReportSource => ({
  id, title: `Source ${id}`, url: `https://example.com/${id}`, type: "article", platform: "other", relevance: 5, date: daysAgo(10), ...overrides,
});

const sources = [
  source("a", { relevance: 9, date: daysAgo(100), type: "video" }),
  source("b", { relevance: 7, date: daysAgo(30), type: "discussion" }),
  source("c", { relevance: 6.9, date: daysAgo(2), type: "article" }),
  source("d", { relevance: 3, date: "not a date", type: "data" }),
  source("e", { relevance: 8, date: daysAgo(31), type: "article" }),
];
const ids = (list: readonly ReportSource[]) => list.map((s) => s.id);

describe("source filters", () => {
  it("high relevance keeps 7 or more", () => {
    expect(ids(filterSources({ sources, filter: "high-relevance", now }))).toEqual(["a", "b", "e"]);
  });

  it("recent keeps the last 30 days and never an undated source", () => {
    expect(ids(filterSources({ sources, filter: "recent", now }))).toEqual(["b", "c"]);
    expect(isRecent({ source: source("x", { date: daysAgo(30.01) }), now })).toBe(false);
  });

  it("all keeps everything, in a new array", () => {
    const all = filterSources({ sources, filter: "all", now });
    expect(ids(all)).toEqual(["a", "b", "c", "d", "e"]);
    expect(all).not.toBe(sources);
  });
});

describe("source sorting", () => {
  it("relevance: highest first", () => {
    expect(ids(sortSources({ sources, sort: "relevance" }))).toEqual(["a", "e", "b", "c", "d"]);
  });

  it("date: newest first, undated last", () => {
    expect(ids(sortSources({ sources, sort: "date" }))).toEqual(["c", "b", "e", "a", "d"]);
  });

  it("type: A-Z, then by relevance within a type", () => {
    expect(ids(sortSources({ sources, sort: "type" }))).toEqual(["e", "c", "d", "b", "a"]);
  });

  it("does not reorder the input", () => {
    sortSources({ sources, sort: "date" });
    expect(ids(sources)).toEqual(["a", "b", "c", "d", "e"]);
  });
});

describe("getSourceStats", () => {
  it("counts total, high relevance, recent and distinct types", () => {
    expect(getSourceStats({ sources, now })).toEqual({ total: 5, highRelevance: 3, recent: 2, types: 4 });
    expect(getSourceStats({ sources: [], now })).toEqual({ total: 0, highRelevance: 0, recent: 0, types: 0 });
  });
});
