import type { SQL } from "drizzle-orm";
import type { Db } from "../client.ts";

/** Runs a hand-written query (aggregates, series) on either driver; both answer with `{ rows }`. */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
