import type { OutboundConfig } from "../../src/config/research.ts";
import { createHttpClient } from "../../src/pipeline/http/client.ts";
import type { HttpClient } from "../../src/pipeline/http/client.ts";
import type { Resolver } from "../../src/pipeline/http/guarded-agent.ts";
import type { ResponseCache } from "../../src/pipeline/http/http-cache.ts";
import { silentLogger } from "../helpers/silent-logger.ts";

/** Outbound settings for tests: fast timeouts, loopback allowed unless a test says otherwise. */
export function testOutboundConfig(overrides: Partial<OutboundConfig> = {}): OutboundConfig {
  return {
    connectTimeoutMs: 500,
    timeoutMs: 2000,
    retries: 2,
    maxRetryWaitMs: 2000,
    maxBytes: 200_000,
    hostConcurrency: 4,
    hostRatePerSecond: 1000,
    hostBurst: 1000,
    hostCooldownMs: 30_000,
    allowPrivateHosts: ["127.0.0.1"],
    allowedPorts: [],
    cacheTtlMs: { search: 60_000, lookup: 60_000, trends: 60_000 },
    ...overrides,
  };
}

export function testHttpClient({ config, cache, resolver }: {
  config?: Partial<OutboundConfig>;
  cache?: ResponseCache;
  resolver?: Resolver;
} = {}): HttpClient {
  return createHttpClient({
    config: testOutboundConfig(config),
    log: silentLogger,
    userAgent: "Greenlight-test/1.0",
    random: () => 0.5,
    ...(cache ? { cache } : {}),
    ...(resolver ? { resolver } : {}),
  });
}
