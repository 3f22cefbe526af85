import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnApp } from "./app-process.ts";
import { createTestDatabase } from "./test-database.ts";

export interface RunningApp {
  url: string;
  stop(): Promise<void>;
}

/**
 * The real program as a person would run it: the built client (built by the journeys' global
 * set-up), `node src/main.ts` in its own process on a free port, and a database of its own (a fresh
 * one on the PostgreSQL server when TEST_DATABASE_URL is set, else a new embedded PGlite directory).
 */
export async function startApp({ env = {} }: { env?: Record<string, string> } = {}): Promise<RunningApp> {
  let databaseEnv: Record<string, string>;
  let dropDatabase: () => Promise<void>;
  if (process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase();
    databaseEnv = { DATABASE_URL: database.url ?? "" };
    dropDatabase = () => database.close();
  } else {
    const dataDir = await mkdtemp(join(tmpdir(), "greenlight-e2e-"));
    databaseEnv = { DATA_DIR: dataDir };
    dropDatabase = () => rm(dataDir, { recursive: true, force: true });
  }
  // Journeys submit many ideas per founder; the per-founder limits have API tests of their own.
  // Validations search the live sources even without a model, so journeys switch them off unless
  // they point them at fake servers: a test never reaches a real host.
  const app = await spawnApp({ env: { ...databaseEnv, QUEUE_MONITOR_SECONDS: "2", USER_ACTIVE_VALIDATIONS: "1000", USER_DAILY_VALIDATIONS: "100000", SOURCES: "none", ...env }, role: "all" });
  if (!app.url) throw new Error("the app did not report its URL");
  return {
    url: app.url.replace("localhost", "127.0.0.1"),
    stop: async () => {
      await app.kill("SIGTERM");
      await dropDatabase();
    },
  };
}
