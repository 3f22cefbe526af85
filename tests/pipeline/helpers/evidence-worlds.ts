import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { loadConfig } from "../../../src/config/index.ts";
import { createConnectors, outboundClientFor } from "../../../src/pipeline/sources/index.ts";
import type { StageOutputs } from "../../../src/pipeline/contracts/checkpoints.ts";
import type { PipelineIdea } from "../../../src/pipeline/types.ts";
import { fixture, startFakeSourceServers, type FakeSources } from "../../fakes/fake-source-servers.ts";
import { silentLogger } from "../../helpers/silent-logger.ts";
import { TEST_OUTBOUND_ENV } from "../sources/helpers.ts";
import { runStages } from "./run-stages.ts";

/** Two recorded worlds for the same idea: threads full of pain and offers to pay, or of a rare problem nobody paid for. */
export const WORLDS = ["pain-and-pay", "rare-and-unpaid"] as const;
export type World = (typeof WORLDS)[number];

export const KEYLESS_URL_VARIABLES = ["HN_API_URL", "STACKEXCHANGE_API_URL", "GITHUB_API_URL", "WIKIPEDIA_API_URL"] as const;

/** The fake servers' environment for the keyless sources only: no key set, so no keyed source is on. */
export function keylessEnv(fakes: FakeSources): Record<string, string> {
  const env: Record<string, string> = { OUTBOUND_ALLOW_PRIVATE_HOSTS: "127.0.0.1" };
  for (const name of KEYLESS_URL_VARIABLES) env[name] = fakes.env[name]!;
  return env;
}

/** The one thread of each world that is read in full through Algolia's items/:id, its pain in the comments. */
const THREAD_ID = "45100009";

/**
 * Fake source servers whose Hacker News and Stack Exchange answer from one world's recorded answers:
 * story searches, one whole thread, and no matching comments in comment search.
 */
export async function startWorld(world: World): Promise<FakeSources> {
  const fakes = await startFakeSourceServers();
  fakes.servers.hackernews.setRoute((r) => {
    if (r.path === "/api/v1/search" && r.query.get("tags") === "comment") return { json: fixture("sources/hackernews/search-empty.json") };
    if (r.path === "/api/v1/search") return { json: fixture(`sources/evidence-worlds/hackernews-${world}.json`) };
    if (r.path === `/api/v1/items/${THREAD_ID}`) return { json: fixture(`sources/evidence-worlds/hackernews-item-${world}.json`) };
    return { status: 404, json: { message: "Not Found", status: 404 } };
  });
  fakes.servers.stackexchange.setRoute((r) => (r.path === "/2.3/search/advanced"
    ? { json: fixture(`sources/evidence-worlds/stackexchange-${world}.json`), gzip: true }
    : { status: 404, json: { error_id: 404, error_name: "no_method", error_message: "method not found" }, gzip: true }));
  return fakes;
}

/** A loopback port nothing listens on: connections to it are refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs every stage without a model, with the connectors the real factory builds from this environment. */
export async function runWithoutModel({ env, idea }: { env: Record<string, string>; idea?: PipelineIdea }): Promise<Partial<StageOutputs>> {
  const config = loadConfig({ env: { NODE_ENV: "test", DATA_DIR: "memory://", ...TEST_OUTBOUND_ENV, ...env }, argv: [] });
  const sources = createConnectors({ config, db: null, log: silentLogger });
  try {
    return await runStages({ llm: null, sources, ...(idea ? { idea } : {}) });
  } finally {
    await outboundClientFor({ config, db: null, log: silentLogger }).close();
  }
}
