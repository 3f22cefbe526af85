import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config/index.ts";
import { loadResearchWorld } from "../../fakes/research-world.ts";
import { startResearchWorldServers, type ResearchWorldServers } from "../../fakes/research-world-servers.ts";
import { researchWorldEnv, runStages, silent } from "../helpers/run-stages.ts";

// Issue 20: the landscape lists the products its pages name as a market's rivals. Real recorded text of an applicant-tracking market
// gathered after the rules (tests/fixtures/research-newest), every page of it found, served as the real APIs serve it: an HR news story
// on Google's Hire ending says "Vendors such as Workable, Lever and HireHive are among those going after Hire's SMB clients…"
// (https://hrexecutive.com/hr-community-reacts-to-hire-by-google-announcement-2/), two sentences from any word of the subject.
const market = loadResearchWorld({ set: "newest" }).find((e) => e.idea.slug === "applicant-tracking")!;
let servers: ResearchWorldServers;
beforeAll(async () => {
  servers = await startResearchWorldServers({ world: [market] });
  // The story, and the other story of Hire's end the searches find with it.
  const found = new Set(["applicant-tracking-hrexecutive-hire-by-google-competitors", "applicant-tracking-workforce-google-hire-fired"]);
  servers.setFinder((_query, source) => found.has(source.id));
});
afterAll(async () => { await servers.close(); });

describe("the landscape on real text", () => {
  it("lists the names a page on the subject lists as rivals, whatever the passage's own words", async () => {
    const idea = { id: "00000000-0000-4000-8000-0000000000be", title: market.idea.title, description: market.idea.description, country: "US" as const, validationMode: "deep" as const };
    const report = (await runStages({ idea, llm: null, sources: servers.connectors({ config: loadConfig({ env: researchWorldEnv(servers), argv: [] }), log: silent }) })).synthesis!;
    const names = report.competitorLandscape?.competitors.map((c) => c.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(["Workable", "Lever", "HireHive"]));
  });
});
