import { describe, expect, it } from "vitest";
import { sourceCountText } from "./source-counts.ts";

const source = { id: "S1", title: "A thread", url: "https://a.example", type: "discussion" as const, platform: "reddit" as const, relevance: 7, date: "2026-01-01" };

describe("sourceCountText", () => {
  it("names each count for what it is, the listed count read from the list itself", () => {
    expect(sourceCountText({ sources: [source, source], sourceCounts: { retrieved: 40, readInFull: 12, listed: 30 } }))
      .toBe("40 sources retrieved, 12 read in full, 2 listed in this report");
  });

  it("says only what an older report knows", () => {
    expect(sourceCountText({ sources: [source] })).toBe("1 source listed in this report");
    expect(sourceCountText({ sources: [] })).toBe("0 sources listed in this report");
  });
});
