import { describe, expect, it } from "vitest";
import { draftQueries, removeNearDuplicates } from "./search-plan.ts";
import { routeQueries } from "./routing.ts";

describe("routing queries to sources", () => {
  const subject = { phrase: "meal kits", named: "meal kits", alternates: ["meal subscription"], problem: null, setting: null, terms: ["meal", "kit", "subscription"] };
  const { kept: queries } = removeNearDuplicates(draftQueries({ subject, keywords: [], customer: "busy parents", perDimension: 4 }));

  it("has every source search the subject by itself first, then its own dimensions' queries up to its cap", () => {
    const github = routeQueries({ connector: "github", queries });
    // Its competitors' first query names the subject in another word for one of its own ("recipe" for "meal").
    expect(github.map((q) => q.query)).toEqual(["meal kits", "recipe kits", "meal subscription"]);
    const wikipedia = routeQueries({ connector: "wikipedia", queries });
    expect(wikipedia[0]!.query).toBe("meal kits");
    expect(wikipedia.slice(1).every((q) => ["timing", "competitors", "demand"].includes(q.dimension))).toBe(true);
    expect(wikipedia).toHaveLength(3);
  });

  it("gives a general web search the first query of every dimension, the subject's other name among them", () => {
    const web = routeQueries({ connector: "brave", queries });
    expect(web.map((q) => q.query)).toEqual(["meal kits", "recipe kits", "meal kits pricing", "meal subscription", "meal kits shut down", "meal kits community"]);
  });

  it("runs nothing for an empty plan", () => {
    expect(routeQueries({ connector: "github", queries: [] })).toEqual([]);
  });
});
