import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.ts";
import { loadResearchWorld } from "../fakes/research-world.ts";
import { startResearchWorldServers, type ResearchWorldServers } from "../fakes/research-world-servers.ts";
import { researchWorldEnv, runStages, silent } from "./helpers/run-stages.ts";

// Issue 20 point 8: without a model, what is read is bounded by count, not by which answer comes first,
// so the same answers arriving in another order (a busy machine) give the same report.
let servers: ResearchWorldServers;
beforeAll(async () => { servers = await startResearchWorldServers(); });
afterAll(async () => { await servers.close(); });

const entry = loadResearchWorld().find((e) => e.idea.slug === "invoice-reminders")!;
const idea = { id: "00000000-0000-4000-8000-0000000000bb", title: entry.idea.title, description: entry.idea.description, country: "US" as const, validationMode: "deep" as const };

async function report(): Promise<string> {
  const sources = servers.connectors({ config: loadConfig({ env: researchWorldEnv(servers), argv: [] }), log: silent });
  const outputs = await runStages({ idea, llm: null, sources });
  // Timings are the run's own; everything a founder reads must match.
  return JSON.stringify({ sources: outputs.research!.sources, report: outputs.synthesis }, (key, value) => (["seconds", "retrievedAt", "generatedAt", "durationMs"].includes(key) ? undefined : value));
}

describe("research read in the same order whatever the answers' order", () => {
  it("gives a byte-identical report when the same sources answer with other latencies", async () => {
    const own = new Set(entry.sources.map((s) => s.id));
    servers.setFinder((_query, source) => own.has(source.id));
    // Two web searches find the same pages: whichever answers first must not decide what the report says.
    servers.servers.brave.setLatency(80);
    const braveLate = await report();
    servers.servers.brave.setLatency(0);
    servers.servers.tavily.setLatency(80);
    servers.servers.hackernews.setLatency(40);
    const tavilyLate = await report();
    for (const server of Object.values(servers.servers)) server.setLatency(0);
    servers.setFinder(null);
    expect(tavilyLate).toBe(braveLate);
    const quiet = braveLate;
    expect(JSON.parse(quiet).report.sources.length).toBeGreaterThan(3);
  }, 60_000);
});
