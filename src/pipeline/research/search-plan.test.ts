import { describe, expect, it } from "vitest";
import { draftQueries, removeNearDuplicates } from "./search-plan.ts";
import { RESEARCH_DIMENSIONS } from "../contracts/vocabulary.ts";

describe("research queries", () => {
  it("drafts queries for every research dimension", () => {
    const queries = draftQueries({ keywords: ["unpaid invoices", "accounting"], customer: "freelance designers", categoryLabel: "finance", painPhrases: [], perDimension: 2 });
    expect(new Set(queries.map((q) => q.dimension))).toEqual(new Set(RESEARCH_DIMENSIONS));
    expect(queries.filter((q) => q.dimension === "pricing")).toHaveLength(2);
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
