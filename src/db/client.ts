import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** How pg-boss reaches the same database: its own pool on a server, the shared instance when embedded. */
export type QueueConnection =
  | { kind: "postgres"; connectionString: string }
  | { kind: "pglite"; pglite: PGlite };

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  description: string;
  queue: QueueConnection;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));
// Any constant works; it only has to be the same in every process that migrates.
const MIGRATION_LOCK_ID = 727_001;

/** A PostgreSQL server when a URL is given, else embedded PGlite under dataDir ("memory://" keeps it in memory). */
export async function openDatabase({ databaseUrl, dataDir }: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl);
  return openPglite(dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === "memory://";
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const pglite = inMemory ? await PGlite.create() : await PGlite.create(dataDir);
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    description: inMemory ? "embedded PGlite (in memory)" : `embedded PGlite in ${dataDir}`,
    queue: { kind: "pglite", pglite },
    migrate: async () => {
      await migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  // A server that stops answering fails a request after 5 s (503 from the error handler) instead of hanging it.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const url = new URL(databaseUrl);
  return {
    db,
    kind: "postgres",
    description: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`,
    queue: { kind: "postgres", connectionString: databaseUrl },
    migrate: async () => {
      // Several processes may start together; the advisory lock lets exactly one apply migrations.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: async () => {
      await pool.end();
    },
  };
}
