import { describe, expect, it } from "vitest";
import { draftQueries, removeNearDuplicates } from "./search-plan.ts";
import { RESEARCH_DIMENSIONS } from "../contracts/vocabulary.ts";

describe("research queries", () => {
  const subject = { phrase: "staff schedules", named: "staff schedules app", alternates: ["shift swaps"], problem: null, setting: null, terms: ["staff", "schedule", "swap"] };

  it("drafts queries for every research dimension", () => {
    const queries = draftQueries({ subject, keywords: ["staff schedules"], customer: "small restaurants", perDimension: 2 });
    expect(new Set(queries.map((q) => q.dimension))).toEqual(new Set(RESEARCH_DIMENSIONS));
    expect(queries.filter((q) => q.dimension === "pricing")).toHaveLength(2);
  });

  it("names the subject in every query, in at most four words", () => {
    const queries = draftQueries({ subject, keywords: ["staff schedules"], customer: "small restaurants", perDimension: 4 });
    for (const { query } of queries) {
      expect(query).toContain("staff schedules");
      expect(query.split(" ").length).toBeLessThanOrEqual(4);
    }
  });

  it("falls back to the first keyword when the description names only a kind of product", () => {
    const queries = draftQueries({ subject: null, keywords: ["cover letters", "job seekers"], customer: null, perDimension: 1 });
    expect(queries.every((q) => q.query.includes("cover letters"))).toBe(true);
  });

  it("keeps a search that adds one word to a subject of three ('pre-authorisation letters pricing')", () => {
    const hyphenated = { phrase: "pre-authorisation letters", named: "pre-authorisation letter ai tool", alternates: [], problem: null, setting: null, terms: ["pre", "authorisation", "letter"] };
    const drafts = draftQueries({ subject: hyphenated, keywords: [], customer: "dentists", perDimension: 4 });
    const { kept } = removeNearDuplicates(drafts);
    expect(kept.map((q) => q.query)).toContain("pre-authorisation letters pricing");
    expect(kept.length).toBeGreaterThanOrEqual(20);
  });

  it("removes near-duplicates, keeping the first", () => {
    const { kept, removed } = removeNearDuplicates([
      { dimension: "competitors", query: "invoice tools alternatives" },
      { dimension: "demand", query: "alternatives for invoice tool" },
      { dimension: "pricing", query: "invoice tool pricing" },
    ]);
    expect(kept.map((q) => q.query)).toEqual(["invoice tools alternatives", "invoice tool pricing"]);
    expect(removed).toBe(1);
  });
});
