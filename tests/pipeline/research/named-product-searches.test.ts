import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config/index.ts";
import { routeQueries } from "../../../src/pipeline/research/routing.ts";
import { productsNamed } from "../../../src/pipeline/research/source-evidence.ts";
import { productNames } from "../../../src/pipeline/text/product-mentions.ts";
import { loadResearchWorld, matchesEveryWord, retrievedFromWorld } from "../../fakes/research-world.ts";
import { topicOfDescription } from "../helpers/topic-of-description.ts";
import { searchable, startResearchWorldServers, type ResearchWorldServers } from "../../fakes/research-world-servers.ts";
import { researchWorldEnv, runStages, silent } from "../helpers/run-stages.ts";
import { fixedConnector } from "../helpers/sample-sources.ts";

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
  return runStages({ idea, llm: null, sources: servers.connectors({ config: loadConfig({ env: researchWorldEnv(servers), argv: [] }), log: silent }) });
}

describe("searching by the names of the products the first results name", () => {
  it("asks no source again that answered none of the plan's searches", async () => {
    const refusing = fixedConnector({ name: "searxng", fail: "SearXNG answered 429 Too Many Requests" });
    const outputs = await runStages({ idea, llm: null, sources: [...servers.connectors({ config: loadConfig({ env: researchWorldEnv(servers), argv: [] }), log: silent }), refusing] });
    expect(outputs.research!.note).toMatch(/searches by name for AeroGarden/);
    const planned = routeQueries({ connector: "searxng", queries: outputs["planning-queries"]!.queries });
    expect(refusing.queries).toEqual(planned);
  });

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

// Names a search by name would waste its searches on, from the outside markets' real pages (tests/fixtures/research-outside).
describe("what is no product's name to search for", () => {
  const outside = loadResearchWorld({ set: "outside" });
  const market = (slug: string) => outside.find((e) => e.idea.slug === slug)!;

  it("leaves out an everyday word the pages capitalise only where a sentence opens ('Lighting is one of the biggest expenses…')", () => {
    // https://www.verticalfarmdaily.com/article/9301533/vertical-farms-vs-greenhouses-energy-and-led-costs-and-differences/
    const farms = market("vertical-farming");
    const names = productsNamed({ sources: farms.sources.map(retrievedFromWorld), topic: topicOfDescription(farms.idea.description) });
    expect(names).toContain("Agritecture");
    expect(names).not.toContain("Lighting");
  });

  it("ends a name before a word joined to a lower-case one by a hyphen, as a search snippet runs a table's rows together", () => {
    // https://www.stevenzg.com/software-development/infrastructure/identity: one row ends "…alternative to Keycloak", the next is "StytchPasswordless-first; …".
    const rows = market("passwordless-auth").sources.find((s) => s.url === "https://www.stevenzg.com/software-development/infrastructure/identity")!.text;
    expect(rows).toContain("modern alternative to Keycloak\nStytchPasswordless-first; passkeys, magic links, OTP");
    expect(productNames("AuthentikOpen-source, self-host; modern alternative to Keycloak StytchPasswordless-first; passkeys, magic links, OTP")).toEqual(["Keycloak"]);
  });

  it("reads a term a page defines ('The Service is…') as no name", () => {
    // https://truthinadvertising.org/articles/taking-the-shine-off-homeaglows-19-cleaning-service, quoting Homeaglow's terms
    const sentence = "The Service is a communications platform for enabling the connection between individuals seeking to obtain cleaning services and/or individuals seeking to provide cleaning services and for facilitating a contractual relationship between such parties.";
    expect(market("home-cleaning-marketplace").sources.some((s) => s.text.includes(sentence))).toBe(true);
    expect(productNames(sentence)).toEqual([]);
  });
});
