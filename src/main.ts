import { pino } from "pino";
import { openDatabase } from "./db/client.ts";
import { openQueue } from "./db/queue.ts";
import { createLlmClientFromSettings } from "./pipeline/llm/providers.ts";
import { createConnectors } from "./pipeline/sources/index.ts";
import { OFFLINE_ANALYST } from "./pipeline/stages/index.ts";
import { createKeywordTrends } from "./pipeline/trends/index.ts";
import { startWorker } from "./pipeline/worker.ts";
import type { Worker } from "./pipeline/worker.ts";
import { buildApp } from "./server/app.ts";
import { ConfigError, loadConfig } from "./server/config.ts";
import type { Config } from "./server/config.ts";
import { describeLlm } from "./server/config-llm.ts";
import { startDevClient } from "./server/dev-client.ts";

const dev = process.argv.includes("--dev");

function readConfig(): Config {
  try {
    // `npm run dev` serves the client through Vite, whose hot reload needs a relaxed CSP.
    return loadConfig({ env: dev ? { NODE_ENV: "development", ...process.env } : process.env });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

const config = readConfig();
const log = pino({ level: config.logLevel });

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const queue = await openQueue({
  database,
  settings: {
    jobTimeoutSeconds: config.worker.jobTimeoutSeconds,
    retryLimit: config.worker.retryLimit,
    superviseIntervalSeconds: config.worker.monitorSeconds,
  },
});
const llm = config.llm ? createLlmClientFromSettings(config.llm) : null;
const analyst = llm?.analyst ?? OFFLINE_ANALYST;
// Without a model nothing would read what the sources say, so the offline analyst searches none.
const sources = llm ? createConnectors({ config, db: database.db, log: log.child({ role: "worker" }) }) : [];

let worker: Worker | null = null;
if (config.role !== "web") {
  worker = await startWorker({
    queue,
    concurrency: config.worker.concurrency,
    deps: {
      db: database.db, llm, sources, analyst, log: log.child({ role: "worker" }), stageDelayMs: config.worker.stageDelayMs,
      timeBudgetMs: config.validationTimeBudgetSeconds * 1000,
    },
  });
}

let app: Awaited<ReturnType<typeof buildApp>> | null = null;
let devClient: { close(): Promise<void> } | null = null;
if (config.role !== "worker") {
  const trends = createKeywordTrends({ config, db: database.db, log: log.child({ role: "web" }) });
  app = await buildApp({ config, database, queue, llm, analyst, trends, logger: log.child({ role: "web" }), distDir: dev ? null : undefined });
  if (dev) devClient = await startDevClient(app);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const shownHost = config.host === "0.0.0.0" || config.host === "127.0.0.1" ? "localhost" : config.host;
  console.log(`Greenlight is running at http://${shownHost}:${port}`);
}

console.log([
  `  role:      ${config.role}`,
  `  database:  ${database.description}`,
  `  sign-in:   ${config.oidc ? `OpenID Connect (${config.oidc.issuerUrl})` : "local (this machine only)"}`,
  `  analyst:   ${describeLlm(config.llm)}`,
  `  research:  ${llm ? (sources.map((source) => source.name).join(", ") || "no sources enabled (SOURCES)") : "none (offline analyst consults no live sources)"}`,
].join("\n"));

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down");
  const force = setTimeout(() => process.exit(1), 30_000);
  force.unref();
  try {
    // Stop taking requests first, then let running stages reach their checkpoint, then close the database.
    await app?.close();
    await devClient?.close();
    await worker?.stop();
    await queue.stop({ graceful: true, timeoutMs: 20_000 });
    await database.close();
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
