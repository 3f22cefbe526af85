import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FakeSources } from "../fakes/fake-source-servers.ts";
import { keylessEnv, startWorld } from "../pipeline/helpers/evidence-worlds.ts";
import { spawnApp } from "./app-process.ts";
import type { AppProcess } from "./app-process.ts";
import { createTestDatabase } from "./test-database.ts";

/**
 * The whole program (`node src/main.ts`, no model key) with its keyless sources on fake servers, and
 * a signed-in founder; its database is a fresh one on the PostgreSQL server when TEST_DATABASE_URL
 * is set, else an embedded PGlite directory.
 */
export interface RemoteWorld {
  url: string;
  app: AppProcess;
  cookie: string;
  /** Makes a token through Settings' route and answers its secret. */
  createToken(scope: "read" | "validate", name?: string): Promise<string>;
  close(): Promise<void>;
}

/** `stageDelayMs` makes each pipeline stage last at least that long, so a poller can watch a validation run. */
export async function startRemoteWorld({ email, stageDelayMs = 0 }: { email: string; stageDelayMs?: number }): Promise<RemoteWorld> {
  const sources: FakeSources = await startWorld("pain-and-pay");
  const server = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
  const dataDir = server ? null : await mkdtemp(join(tmpdir(), "greenlight-remote-"));
  const app = await spawnApp({ env: { ...keylessEnv(sources), STAGE_DELAY_MS: String(stageDelayMs), ...(server ? { DATABASE_URL: server.url ?? "" } : { DATA_DIR: dataDir ?? "" }) } });
  const url = app.url!;
  const login = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, name: "Remote Founder" }) });
  const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
  return {
    url, app, cookie,
    createToken: async (scope, name = `${scope} token`) => {
      const answer = await fetch(`${url}/api/tokens`, {
        method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify({ name, scope, expiresInDays: null }),
      });
      if (answer.status !== 201) throw new Error(`token creation failed: ${answer.status} ${await answer.text()}`);
      return ((await answer.json()) as { secret: string }).secret;
    },
    close: async () => {
      await app.kill("SIGKILL");
      await sources.close();
      if (server) await server.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An idea the fake sources' world is about (the no-key research test's). */
export const REMOTE_IDEA = "Freelance designers waste hours chasing late invoices. A tool that automatically sends polite payment reminders and offers instant payout for a 2% fee. We'd charge $12/month.";
