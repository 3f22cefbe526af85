import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { FastifyServerFactory } from "fastify";
import type { Worker } from "./pipeline/worker.ts";
import { ConfigError, loadConfig } from "./config/index.ts";
import type { Config } from "./config/index.ts";
import { withoutQueryParameters } from "./db/query-error-log.ts";
import { listenEarly } from "./server/early-listener.ts";

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

// Listen before loading the rest: a first start spends seconds creating the embedded database,
// and the built client can be served meanwhile (API requests wait for the app).
const distDir = fileURLToPath(new URL("../dist", import.meta.url));
const early = config.role !== "worker" && !dev && existsSync(`${distDir}/index.html`)
  ? await listenEarly({ port: config.port, host: config.host, distDir, publicUrl: config.publicUrl })
  : null;

// The composition root reaches the pipeline through its entry points only (docs/decisions/008):
// the request-time services, the research connectors the worker is given, and the worker itself.
const [
  { pino }, { openDatabase }, { openQueue }, { createLlmClientFromSettings, createKeywordTrends, TEXT_ANALYST },
  { createConnectors, describeConnectors }, { startWorker }, { buildApp }, { describeLlm }, { startDevClient }, { startRetentionPurge },
] = await Promise.all([
  import("pino"), import("./db/client.ts"), import("./db/queue.ts"), import("./pipeline/services/index.ts"),
  import("./pipeline/sources/index.ts"), import("./pipeline/worker.ts"), import("./server/app.ts"),
  import("./config/llm.ts"), import("./server/dev-client.ts"), import("./db/retention-purge.ts"),
]);
// Failed queries are logged with their SQL but never their parameter values (idea text, emails).
const log = pino({ level: config.logLevel, serializers: { err: (error: Error) => pino.stdSerializers.err(withoutQueryParameters(error) as Error) } });

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
const analyst = llm?.analyst ?? TEXT_ANALYST;
// Both analysts search the enabled sources; without a model the evidence is read in code.
const sources = createConnectors({ config, db: database.db, log: log.child({ role: "worker" }) });

let worker: Worker | null = null;
if (config.role !== "web") {
  worker = await startWorker({
    queue,
    concurrency: config.worker.concurrency,
    deps: {
      db: database.db, llm, sources, analyst, log: log.child({ role: "worker" }), stageDelayMs: config.worker.stageDelayMs,
      timeBudgetMs: config.validationTimeBudgetSeconds * 1000, dailyTokens: config.userLimits.dailyTokens,
    },
  });
}

// Waitlist report emails go out from workers, after the validation they wait for.
let mailSender: { stop(): Promise<void> } | null = null;
if (config.role !== "web" && config.mail) {
  const { startMailSender } = await import("./server/mail/mail-sender.ts");
  mailSender = startMailSender({
    db: database.db, mail: config.mail, publicUrl: config.publicUrl,
    trends: createKeywordTrends({ config, db: database.db, log: log.child({ role: "mail" }) }), log: log.child({ role: "mail" }),
  });
}

// Expired sessions are refused at once; this only keeps their rows (and old token activity) from piling up.
const retentionPurge = config.role === "worker"
  ? null
  : startRetentionPurge({ db: database.db, onError: (error) => log.warn({ err: error }, "expired sessions or old token activity could not be purged") });

let app: Awaited<ReturnType<typeof buildApp>> | null = null;
let devClient: { close(): Promise<void> } | null = null;
if (config.role !== "worker") {
  const trends = createKeywordTrends({ config, db: database.db, log: log.child({ role: "web" }) });
  let handler: Parameters<FastifyServerFactory>[0] | null = null;
  const serverFactory: FastifyServerFactory | undefined = early
    ? (fastifyHandler) => {
      handler = fastifyHandler;
      return early.server;
    }
    : undefined;
  app = await buildApp({ config, database, queue, llm, analyst, trends, logger: log.child({ role: "web" }), distDir: dev ? null : undefined, serverFactory });
  if (dev) devClient = await startDevClient(app);
  if (early && handler) {
    await app.ready();
    early.handOver(handler);
  } else {
    await app.listen({ port: config.port, host: config.host });
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const shownHost = config.host === "0.0.0.0" || config.host === "127.0.0.1" ? "localhost" : config.host;
  console.log(`Greenlight is running at http://${shownHost}:${port}`);
}

console.log([
  `  role:      ${config.role}`,
  `  database:  ${database.description}`,
  `  sign-in:   ${config.oidc ? `OpenID Connect (${config.oidc.issuerUrl})` : describeLocalSignIn(config)}`,
  `  analyst:   ${describeLlm(config.llm)}`,
  `  mail:      ${config.mail ? `waitlist reports by email through ${new URL(config.mail.smtpUrl).host}` : "off (SMTP_URL unset): waitlist reports wait in the library"}`,
  `  research:  ${sources.map((source) => source.name).join(", ") || "no sources enabled (SOURCES)"}`,
  // A placeholder contact address in the User-Agent, or private addresses let through the SSRF guard.
  ...describeConnectors(config).filter((line) => line.includes("WARNING")).map((line) => `  ${line}`),
].join("\n"));

function describeLocalSignIn({ localSignInAllowRemote, host }: { localSignInAllowRemote: boolean; host: string }): string {
  if (!localSignInAllowRemote) return "local (this machine only)";
  return `local, WARNING reachable from other machines on ${host} (LOCAL_SIGNIN_ALLOW_REMOTE=true): anyone who reaches it can sign in as anyone`;
}

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down");
  const force = setTimeout(() => process.exit(1), 30_000);
  force.unref();
  try {
    // Stop taking requests first, then let running stages reach their checkpoint, then close the database.
    retentionPurge?.stop();
    await app?.close();
    // A server Fastify did not start listening itself is not closed by it.
    if (early?.server.listening) await new Promise((resolve) => early.server.close(resolve));
    await devClient?.close();
    await worker?.stop();
    await mailSender?.stop();
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
