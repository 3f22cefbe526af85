import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { isDatabaseUnavailable } from "./database-outage.ts";

async function refusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 0;
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

describe("isDatabaseUnavailable", () => {
  it("recognises a refused connection and a closed PGlite, through drizzle's wrapping", async () => {
    const port = await refusedPort();
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/none` });
    expect(isDatabaseUnavailable(await failure(() => pool.query("select 1")))).toBe(true);
    await pool.end();

    const database = await openDatabase({ dataDir: "memory://" });
    const broken = await failure(() => database.db.execute(sql`select * from no_such_table`));
    expect(isDatabaseUnavailable(broken)).toBe(false);
    await database.close();
    expect(isDatabaseUnavailable(await failure(() => database.db.execute(sql`select 1`)))).toBe(true);
  });

  it("recognises a server shutting down or a broken link by SQLSTATE, not other database errors", () => {
    const serverError = (code: string) => Object.assign(new pg.DatabaseError("server says no", 0, "error"), { code });
    expect(isDatabaseUnavailable(serverError("57P01"))).toBe(true);
    expect(isDatabaseUnavailable(serverError("57P03"))).toBe(true);
    expect(isDatabaseUnavailable(serverError("08006"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: serverError("08001") }))).toBe(true);
    expect(isDatabaseUnavailable(serverError("23505"))).toBe(false);
    expect(isDatabaseUnavailable(serverError("22003"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("anything else"))).toBe(false);
  });
});
