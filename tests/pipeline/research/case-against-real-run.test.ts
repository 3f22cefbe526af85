import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config/index.ts";
import { loadResearchWorld } from "../../fakes/research-world.ts";
import { startResearchWorldServers, type ResearchWorldServers } from "../../fakes/research-world-servers.ts";
import { researchWorldEnv, runStages, silent } from "../helpers/run-stages.ts";

// Issue 20: a retrieved same-kind failure leads the case against. Real recorded text of the research world's family photo
// backup (a train idea), served as the real APIs serve it, every query word matched. Research finds "Ever Shuts Down Over
// Privacy Concerns" (https://privacycanada.net/ever-shuts-down-privacy-concerns/) and a blogger's "Once we got hooked, as we
// are wont to do, Google pulled the plug…" (https://symmetricaldatasecurity.blogspot.com/2022/10/my-cloud-storage-crisis.html),
// while the landscape lists Google Photos, alive: Google ending an offer is no product of the kind failing.
let servers: ResearchWorldServers;
beforeAll(async () => { servers = await startResearchWorldServers(); });
afterAll(async () => { await servers.close(); });

const photos = loadResearchWorld().find((e) => e.idea.slug === "family-photo-backup")!;
const idea = { id: "00000000-0000-4000-8000-0000000000bd", title: photos.idea.title, description: photos.idea.description, country: "US" as const, validationMode: "deep" as const };

describe("the case against on real text", () => {
  it("leads with a product of the kind that shut down, not with an ended offer of a rival the landscape lists as alive", async () => {
    expect(photos.idea.split).toBe("train");
    const report = (await runStages({ idea, llm: null, sources: servers.connectors({ config: loadConfig({ env: researchWorldEnv(servers), argv: [] }), log: silent }) })).synthesis!;
    expect(report.competitorLandscape?.competitors.find((c) => c.name === "Google Photos")?.defunct).toBeFalsy();
    expect(report.caseAgainst?.summary).toMatch(/^A product of the same kind already failed: “Ever Shuts Down Over Privacy Concerns” \[S\d+\]/);
    expect(report.caseAgainst?.points.join(" ")).not.toMatch(/Already tried and failed: “Once we got hooked/);
  });
});
