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
    expect(web.map((q) => q.query)).toEqual(["meal kits", "recipe kits", "meal kits price", "meal subscription", "meal kits shut down", "meal kits community"]);
  });

  it("has a second web search engine run the plan on where the first stopped, the subject first on both", () => {
    const connectors = ["hackernews", "tavily", "github", "brave"];
    const tavily = routeQueries({ connector: "tavily", queries, connectors }).map((q) => q.query);
    const brave = routeQueries({ connector: "brave", queries, connectors }).map((q) => q.query);
    // The first engine runs what a lone engine runs.
    expect(tavily).toEqual(routeQueries({ connector: "tavily", queries }).map((q) => q.query));
    expect(brave[0]).toBe("meal kits");
    expect(brave).toHaveLength(6);
    expect(brave.slice(1).filter((q) => tavily.includes(q))).toEqual([]);
    // Where the plan runs out, the second engine goes on from its start: a short plan is run whole by each engine.
    const short = queries.slice(0, 4);
    const sorted = (connector: string) => routeQueries({ connector, queries: short, connectors }).map((q) => q.query).sort();
    expect(sorted("brave")).toEqual(sorted("tavily"));
    expect(sorted("brave")).toHaveLength(4);
    const eight = queries.slice(0, 8);
    expect(routeQueries({ connector: "brave", queries: eight, connectors })).toHaveLength(6);
  });

  it("runs nothing for an empty plan", () => {
    expect(routeQueries({ connector: "github", queries: [] })).toEqual([]);
  });
});
