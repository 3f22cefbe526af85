import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../../src/db/client.ts";
import type { Database, Db } from "../../src/db/client.ts";

/** Raw SQL for assertions and set-up; both drivers answer with `{ rows }`. */
export async function queryRows<Row = Record<string, unknown>>(db: Db, text: string): Promise<Row[]> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * A migrated, empty database of its own for one test file: a fresh database on the PostgreSQL
 * server when TEST_DATABASE_URL is set (CI), else an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<Database & { url: string | null }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: "memory://" });
    await database.migrate();
    return { ...database, url: null };
  }
  const name = `greenlight_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await withAdmin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
