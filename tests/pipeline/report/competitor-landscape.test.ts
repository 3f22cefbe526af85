import { describe, expect, it } from "vitest";
import { FIXTURE_SOURCES, sectionInput } from "../helpers/section-sources.ts";
import { buildCompetitorLandscape } from "../../../src/pipeline/report/sections/competitor-landscape.ts";

const byName = (landscape: ReturnType<typeof buildCompetitorLandscape>, name: string) => landscape.competitors.find((c) => c.name === name);

describe("the competitor landscape", () => {
  const landscape = buildCompetitorLandscape({ input: sectionInput(), knownNames: ["Rover", "Wag"] });

  it("lists the repository with what it does, its stars, open issues and last activity, as open source, citing its source", () => {
    expect(byName(landscape, "walkies/dogwalk-scheduler")).toEqual({
      name: "walkies/dogwalk-scheduler",
      url: "https://github.com/walkies/dogwalk-scheduler",
      foundAs: "repository",
      evidence: ["What it does: “Open-source scheduling for dog walkers.” [S1]", "GitHub: 1,240 stars, 37 open issues, last activity 2026-03-01 [S1]"],
      free: true,
      openSource: true,
    });
  });

  it("lists the launch with its votes and the price its page states, quoted word for word", () => {
    const launch = byName(landscape, "PawRoute");
    expect(launch?.foundAs).toBe("launch");
    expect(launch?.evidence).toEqual([
      "What it does: “PawRoute plans walking routes.” [S2]",
      "Product Hunt: 412 votes, 18 comments, launched 2025-11-20 [S2]",
      "Pricing: “Plans start at $9 per month.” [S2]",
    ]);
  });

  it("takes a product's page from web search by its name, but not a listicle", () => {
    expect(byName(landscape, "Time To Pet")?.foundAs).toBe("web-result");
    expect(landscape.competitors.some((c) => c.url === "https://example.com/best-dog-walking-apps")).toBe(false);
  });

  it("verifies a name the model knew when a discussion names it, with the complaint users make", () => {
    const rover = byName(landscape, "Rover");
    expect(rover).toMatchObject({ foundAs: "named-in-discussion", url: "https://news.ycombinator.com/item?id=1" });
    expect(rover?.evidence).toContain("Complaint: “Rover takes a 20% cut, which is too expensive for small walkers.” [S5]");
  });

  it("finds products named in discussions without a model, and lists model-only names apart as unverified", () => {
    expect(byName(landscape, "Google Calendar")?.foundAs).toBe("named-in-discussion");
    expect(landscape.unverified).toEqual(["Wag"]);
  });

  it("ranks measured traction first and cites only listed sources", () => {
    expect(landscape.competitors.map((c) => c.name).slice(0, 2)).toEqual(["walkies/dogwalk-scheduler", "PawRoute"]);
    for (const line of landscape.competitors.flatMap((c) => c.evidence)) {
      const n = Number(/\[S(\d+)\]$/.exec(line)?.[1]);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(FIXTURE_SOURCES.length);
    }
  });

  it("says what was searched, and that nothing was found when nothing was", () => {
    expect(landscape.searched).toBe("Searched GitHub (2 searches, 1 result), Hacker News (3 searches, 1 result), Brave web search (2 searches, 2 results), Product Hunt (1 search, 1 result); 5 sources retrieved.");
    const empty = buildCompetitorLandscape({
      input: sectionInput({ sources: [], research: { sources: [], consulted: [], skipped: [], queriesPlanned: 12, note: "None of the 12 planned queries were run: github (no AI model)." } }),
      knownNames: ["Rover"],
    });
    expect(empty).toEqual({ competitors: [], unverified: ["Rover"], searched: "None of the 12 planned queries were run: github (no AI model)." });
  });

  it("reads the figures the API stated and a repository read in full: its issues are where users complain", () => {
    const repo = {
      ...FIXTURE_SOURCES[0]!,
      facts: { stars: 980, forks: 41, openIssues: 12, lastActivity: "2026-02-14T09:00:00.000Z", archived: true },
      reading: {
        kind: "repository" as const,
        text: "Dogwalk scheduler. Self-hosted, free forever.",
        comments: [
          { url: "https://github.com/walkies/dogwalk-scheduler/issues/7", author: "sam", date: "2026-02-01", text: "Calendar sync is broken since the last release." },
          { url: "https://github.com/walkies/dogwalk-scheduler/issues/8", author: "li", date: "2026-02-03", text: "Add dark mode." },
        ],
      },
    };
    const [read] = buildCompetitorLandscape({ input: sectionInput({ sources: [repo] }) }).competitors;
    expect(read?.evidence).toEqual([
      "What it does: “Dogwalk scheduler.” [S1]",
      "GitHub: 980 stars, 41 forks, 12 open issues, last activity 2026-02-14, archived [S1]",
      "Complaint: “Calendar sync is broken since the last release.” [S1]",
    ]);
  });

  it("gives the same landscape for the same sources", () => {
    expect(buildCompetitorLandscape({ input: sectionInput(), knownNames: ["Rover", "Wag"] })).toEqual(landscape);
  });
});
