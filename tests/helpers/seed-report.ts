import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildClientIfStale } from "../../scripts/build-if-stale.ts";
import { openDatabase } from "../../src/db/client.ts";
import type { Db } from "../../src/db/client.ts";
import { insertReportOnce } from "../../src/db/queries/reports.ts";
import { upsertUserBySubject } from "../../src/db/queries/users.ts";
import { ideas } from "../../src/db/schema.ts";
import { reportBodySchema, type ReportBody } from "../../src/shared/contracts/report.ts";
import { spawnApp } from "./app-process.ts";
import type { RunningApp } from "./app-server.ts";
import { createTestDatabase } from "./test-database.ts";

const FIXTURES = join(import.meta.dirname, "..", "fixtures", "reports");

/** A stored complete report body from tests/fixtures/reports, checked against the contract. */
export async function readReportFixture(name: string): Promise<ReportBody> {
  return reportBodySchema.parse(JSON.parse(await readFile(join(FIXTURES, name), "utf8")));
}

const IDEA_RECOMMENDATION = { "strong-go": "GO", go: "GO", caution: "PAUSE", "no-go": "NO-GO" } as const;

/**
 * A finished validation as the worker leaves it: the user (the one local sign-in with `email`
 * finds), a completed idea and its report row, written through the real schema and queries.
 */
export async function seedCompletedIdea({ db, email, title, description, body }: {
  db: Db; email: string; title: string; description: string; body: ReportBody;
}): Promise<{ ideaId: string; userId: string }> {
  const report = reportBodySchema.parse(body);
  const user = await upsertUserBySubject({
    db, subject: `local:${email}`, profile: { email, name: null, username: email.split("@")[0] ?? null, avatarUrl: null },
  });
  const now = new Date();
  const [idea] = await db.insert(ideas).values({
    userId: user.id, title, description, country: "US", validationMode: "deep", status: "completed",
    recommendation: IDEA_RECOMMENDATION[report.recommendation], overallScore: report.overallScore,
    targetMarket: report.targetMarket, startedAt: now, completedAt: now,
  }).returning({ id: ideas.id });
  if (!idea) throw new Error("seeding the idea returned no row");
  await insertReportOnce({ db, ideaId: idea.id, version: 1, body: report, model: "stored-fixture" });
  return { ideaId: idea.id, userId: user.id };
}

/**
 * Like startApp, but the database is seeded before the program starts: the program owns an
 * embedded PGlite directory while it runs, so the seed goes in first (through openDatabase on that
 * directory) and the program then opens it as `npm start` would. With TEST_DATABASE_URL the seed
 * goes into a fresh database on that server.
 */
export async function startSeededApp<T>({ seed, env = {} }: {
  seed: (db: Db) => Promise<T>; env?: Record<string, string>;
}): Promise<RunningApp & { seeded: T }> {
  buildClientIfStale();
  let databaseEnv: Record<string, string>;
  let cleanUp: () => Promise<void>;
  let seeded: T;
  if (process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase();
    seeded = await seed(database.db);
    databaseEnv = { DATABASE_URL: database.url ?? "" };
    cleanUp = () => database.close();
  } else {
    const dataDir = await mkdtemp(join(tmpdir(), "greenlight-e2e-seeded-"));
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      seeded = await seed(database.db);
    } finally {
      await database.close();
    }
    databaseEnv = { DATA_DIR: dataDir };
    cleanUp = () => rm(dataDir, { recursive: true, force: true });
  }
  // No research sources unless a test names fake ones: a test never reaches a real host.
  const app = await spawnApp({ env: { ...databaseEnv, QUEUE_MONITOR_SECONDS: "2", SOURCES: "none", ...env }, role: "all" });
  if (!app.url) throw new Error("the app did not report its URL");
  return {
    url: app.url.replace("localhost", "127.0.0.1"),
    seeded,
    stop: async () => {
      await app.kill("SIGTERM");
      await cleanUp();
    },
  };
}
