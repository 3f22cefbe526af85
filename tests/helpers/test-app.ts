import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/config/index.ts";
import type { Config } from "../../src/config/index.ts";
import type { Database } from "../../src/db/client.ts";
import { openQueue } from "../../src/db/queue.ts";
import type { JobQueue } from "../../src/db/queue.ts";
import { TEXT_ANALYST } from "../../src/pipeline/services/index.ts";
import { startWorker } from "../../src/pipeline/worker.ts";
import type { Worker } from "../../src/pipeline/worker.ts";
import { silentLogger } from "./silent-logger.ts";
import { createTestDatabase } from "./test-database.ts";

const GENEROUS_USER_LIMITS = { USER_ACTIVE_VALIDATIONS: "1000", USER_DAILY_VALIDATIONS: "100000" };

export interface TestApp {
  app: FastifyInstance;
  /** `url` is the PostgreSQL database's own URL when the tests run on a server, else null. */
  database: Database & { url?: string | null };
  queue: JobQueue;
  config: Config;
  worker: Worker | null;
  /** Signs in through the local sign-in route and returns the cookie header for later requests. */
  signIn(email: string, name?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp({ env = {}, withWorker = false, database }: {
  env?: Record<string, string>;
  withWorker?: boolean;
  database?: Database & { url?: string | null };
} = {}): Promise<TestApp> {
  // Tests submit many ideas per founder; the per-founder limits are tested with their own values.
  const config = loadConfig({ env: { NODE_ENV: "test", DATA_DIR: "memory://", ...GENEROUS_USER_LIMITS, ...env }, argv: [] });
  const db = database ?? await createTestDatabase();
  const queue = await openQueue({
    database: db,
    settings: { jobTimeoutSeconds: config.worker.jobTimeoutSeconds, retryLimit: config.worker.retryLimit, superviseIntervalSeconds: 2 },
  });
  const app = await buildApp({ config, database: db, queue, llm: null, analyst: TEXT_ANALYST, distDir: null });
  await app.ready();
  const worker = withWorker
    ? await startWorker({
      queue,
      concurrency: config.worker.concurrency,
      deps: {
        db: db.db, llm: null, sources: [], analyst: TEXT_ANALYST, log: silentLogger, stageDelayMs: config.worker.stageDelayMs,
        dailyTokens: config.userLimits.dailyTokens,
      },
    })
    : null;

  return {
    app, database: db, queue, config, worker,
    signIn: async (email, name = "Test Founder") => {
      const response = await app.inject({ method: "POST", url: "/api/login", payload: { email, name } });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === "greenlight_session");
      if (!cookie) throw new Error("sign-in set no session cookie");
      return `greenlight_session=${cookie.value}`;
    },
    close: async () => {
      await worker?.stop();
      await app.close();
      await queue.stop({ graceful: false, timeoutMs: 2000 });
      if (!database) await db.close();
    },
  };
}
