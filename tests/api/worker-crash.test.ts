import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnApp } from "../helpers/app-process.ts";
import type { AppProcess } from "../helpers/app-process.ts";
import { createTestDatabase, queryRows } from "../helpers/test-database.ts";

/**
 * A worker is killed (SIGKILL, no chance to clean up) in the middle of a validation. Once a worker
 * runs again the idea still completes, reusing the stages that had finished, with one report.
 * On PostgreSQL a separate worker process is killed while a web process keeps serving; on
 * embedded PGlite (single-process by design) the whole program is killed and restarted.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
let env: Record<string, string>;
let cleanup: () => Promise<void>;
const running: AppProcess[] = [];

beforeAll(async () => {
  // No research sources: validations would otherwise search live hosts even without a model.
  const common = { STAGE_DELAY_MS: "700", QUEUE_MONITOR_SECONDS: "1", JOB_RETRY_LIMIT: "3", SOURCES: "none" };
  if (serverUrl) {
    const database = await createTestDatabase();
    env = { ...common, DATABASE_URL: database.url ?? "" };
    cleanup = () => database.close();
  } else {
    const dataDir = await mkdtemp(join(tmpdir(), "greenlight-crash-"));
    env = { ...common, DATA_DIR: dataDir };
    cleanup = () => rm(dataDir, { recursive: true, force: true });
  }
}, 60_000);

afterAll(async () => {
  for (const app of running) await app.kill("SIGKILL");
  await cleanup();
}, 60_000);

async function api(url: string, path: string, init: RequestInit & { cookie?: string } = {}) {
  const response = await fetch(`${url}${path}`, {
    ...init,
    headers: { "content-type": "application/json", ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
  });
  return response;
}

async function waitFor<T>(what: string, probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null) return value;
    await sleep(150);
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("a worker killed mid-validation", () => {
  it("leaves an idea that completes once a worker runs again, with exactly one report", async () => {
    const web = await spawnApp({ env, role: serverUrl ? "web" : "all" });
    running.push(web);
    const worker = serverUrl ? await spawnApp({ env, role: "worker" }) : web;
    if (serverUrl) running.push(worker);
    const url = web.url!;

    const login = await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email: "crash@example.com" }) });
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    const created = await (await api(url, "/api/ideas", {
      method: "POST", cookie,
      body: JSON.stringify({ description: "A marketplace where retired engineers mentor hardware startups for equity.", country: "US", validationMode: "deep" }),
    })).json() as { id: string };

    const progressOf = async () => (await (await api(url, `/api/ideas/${created.id}/progress`, { cookie })).json()) as {
      status: { current: { name: string }; stages: Array<{ name: string; state: string }> };
    };
    await waitFor("the research stage", async () => ((await progressOf()).status.current.name === "research" ? true : null), 30_000);
    await worker.kill("SIGKILL");

    let server = web;
    if (serverUrl) {
      running.push(await spawnApp({ env, role: "worker" }));
    } else {
      server = await spawnApp({ env, role: "all" });
      running.push(server);
    }
    const liveUrl = server.url!;
    const finalIdea = await waitFor("completion after the crash", async () => {
      const idea = await (await api(liveUrl, `/api/ideas/${created.id}`, { cookie })).json() as { status: string };
      return idea.status === "completed" || idea.status === "failed" ? idea : null;
    }, 60_000);
    expect(finalIdea.status).toBe("completed");

    const report = await api(liveUrl, `/api/ideas/${created.id}/report`, { cookie });
    expect(report.status).toBe(200);

    const rows = await countRows(created.id);
    expect(rows.reports).toBe(1);
    // The stages finished before the kill were checkpoints, not run again.
    expect(rows.attempts["planning-profile"]).toBe(1);
    expect(rows.attempts["planning-queries"]).toBe(1);
    expect(rows.attempts.research).toBeGreaterThanOrEqual(2);
  }, 150_000);
});

async function countRows(ideaId: string): Promise<{ reports: number; attempts: Record<string, number> }> {
  if (serverUrl) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return summarize(
        (await client.query("select count(*)::int as n from reports where idea_id = $1", [ideaId])).rows,
        (await client.query("select stage, count(*)::int as n from stage_runs where idea_id = $1 group by stage", [ideaId])).rows,
      );
    } finally {
      await client.end();
    }
  }
  // PGlite allows one process at a time: stop the program before reading its files.
  for (const app of running) await app.kill("SIGTERM");
  const { openDatabase } = await import("../../src/db/client.ts");
  const database = await openDatabase({ dataDir: env.DATA_DIR ?? "" });
  try {
    return summarize(
      await queryRows(database.db, `select count(*)::int as n from reports where idea_id = '${ideaId}'`),
      await queryRows(database.db, `select stage, count(*)::int as n from stage_runs where idea_id = '${ideaId}' group by stage`),
    );
  } finally {
    await database.close();
  }
}

function summarize(reports: unknown[], stages: unknown[]) {
  return {
    reports: (reports[0] as { n: number }).n,
    attempts: Object.fromEntries((stages as Array<{ stage: string; n: number }>).map((row) => [row.stage, row.n])),
  };
}
