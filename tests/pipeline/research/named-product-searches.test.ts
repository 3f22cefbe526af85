import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config/index.ts";
import { loadResearchWorld, matchesEveryWord } from "../../fakes/research-world.ts";
import { searchable, startResearchWorldServers, type ResearchWorldServers } from "../../fakes/research-world-servers.ts";
import { runStages, silent } from "../helpers/run-stages.ts";

// Issue 20: a person researching a market looks up the products its first pages name. Real recorded
// text of the research world's countertop herb garden (a train idea), served as the real APIs serve it,
// every query word matched: the plan's searches ("herb garden", "smart garden"…) find the encyclopedia's
// "Aero Garden" and a review of Click & Grow, which name AeroGarden; a search by that name then finds
// "Replanting the Aerogarden" (http://furrydoc.blogspot.com/2022/01/replanting-aerogarden.html), which no
// planned search finds, and the story of AeroGarden shutting down leads the case against.
let servers: ResearchWorldServers;
beforeAll(async () => { servers = await startResearchWorldServers(); });
afterAll(async () => { await servers.close(); });

const garden = loadResearchWorld().find((e) => e.idea.slug === "smart-indoor-garden")!;
const idea = { id: "00000000-0000-4000-8000-0000000000bc", title: garden.idea.title, description: garden.idea.description, country: "US" as const, validationMode: "deep" as const };

async function research() {
  const env = {
    ...servers.env, NODE_ENV: "production", DATA_DIR: "memory://", LOG_LEVEL: "warn", RESEARCH_CONTACT_EMAIL: "test@greenlight.app",
    OUTBOUND_HOST_RATE_PER_SECOND: "1000", OUTBOUND_HOST_BURST: "1000", OUTBOUND_HOST_CONCURRENCY: "64",
  };
  return runStages({ idea, llm: null, sources: servers.connectors({ config: loadConfig({ env, argv: [] }), log: silent }) });
}

describe("searching by the names of the products the first results name", () => {
  it("finds a product's own pages that no planned search finds, and says which names it searched", async () => {
    expect(garden.idea.split).toBe("train");
    const outputs = await research();
    const plan = outputs["planning-queries"]!.queries.map((q) => q.query);
    const replanting = garden.sources.find((s) => s.id === "garden-furrydoc")!;
    // No planned search matches every word of the page…
    expect(plan.filter((q) => matchesEveryWord(q, searchable(replanting)))).toEqual([]);
    // …the search by the product's name does, and research keeps it.
    expect(outputs.research!.note).toMatch(/then searches by name for AeroGarden(?: and [^,]+)?, which the first results named\)/);
    expect(outputs.research!.sources.map((s) => s.url)).toContain(servers.pageUrl(replanting));
    expect(outputs.synthesis!.caseAgainst?.summary).toMatch(/^A product of the same kind already failed: AeroGarden/);
  });
});
