import { createConnectors, outboundClientFor } from "../../../src/pipeline/sources/index.ts";
import type { ResearchQuery, SourceConnector } from "../../../src/pipeline/types.ts";
import { loadConfig } from "../../../src/config/index.ts";
import type { Config } from "../../../src/config/index.ts";
import { startFakeSourceServers } from "../../fakes/fake-source-servers.ts";
import type { FakeSources } from "../../fakes/fake-source-servers.ts";
import { silentLogger } from "../../helpers/silent-logger.ts";

export const QUERY: ResearchQuery = { dimension: "pain", query: "invoicing software for freelancers" };

/** Fast limits for tests; each test file may override any variable. */
export const TEST_OUTBOUND_ENV = {
  OUTBOUND_TIMEOUT_MS: "1500",
  OUTBOUND_CONNECT_TIMEOUT_MS: "500",
  OUTBOUND_MAX_RETRY_WAIT_MS: "1500",
  OUTBOUND_HOST_RATE_PER_SECOND: "1000",
  OUTBOUND_HOST_BURST: "1000",
};

export interface SourcesUnderTest {
  fakes: FakeSources;
  config: Config;
  connectors: SourceConnector[];
  byName(name: string): SourceConnector;
  search(name: string, query?: ResearchQuery, limit?: number): ReturnType<SourceConnector["search"]>;
  close(): Promise<void>;
}

/** Fake APIs plus connectors built by the real factory from a config pointed at them. */
export async function startSourcesUnderTest({ env = {}, latencyMs = 0 }: { env?: Record<string, string>; latencyMs?: number } = {}): Promise<SourcesUnderTest> {
  const fakes = await startFakeSourceServers({ latencyMs });
  const config = loadConfig({ env: { NODE_ENV: "test", DATA_DIR: "memory://", ...fakes.env, ...TEST_OUTBOUND_ENV, ...env }, argv: [] });
  const connectors = createConnectors({ config, db: null, log: silentLogger });
  const byName = (name: string) => {
    const connector = connectors.find((c) => c.name === name);
    if (!connector) throw new Error(`no connector ${name}`);
    return connector;
  };
  return {
    fakes,
    config,
    connectors,
    byName,
    search: (name, query = QUERY, limit = 6) => byName(name).search(query, { signal: AbortSignal.timeout(5000), limit }),
    close: async () => {
      await outboundClientFor({ config, db: null, log: silentLogger }).close();
      await fakes.close();
    },
  };
}
