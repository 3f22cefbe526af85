import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import { VALIDATION_QUEUE, type JobQueue } from "../../db/queue.ts";
import { RETRY_AFTER_SECONDS } from "../database-outage.ts";

/** A check that has not answered by then counts as down: a hung connection must not hang the probe. */
const CHECK_TIMEOUT_MS = 3000;

type State = "up" | "down";

async function probe(check: () => Promise<unknown>): Promise<State> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<State>((resolve) => {
    timer = setTimeout(() => resolve("down"), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then((answer) => (answer === null ? "down" : "up"), () => "down" as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A readiness check: it asks the database for a row and pg-boss (through its own connection on a
 * server) for the validation queue, and answers 503 with Retry-After while either cannot answer,
 * so a load balancer sends no one to an instance that would fail them.
 */
export function registerHealthRoute(app: FastifyInstance, { database, queue }: { database: Database; queue: JobQueue }): void {
  app.get("/api/health", { schema: { hide: true } }, async (_request, reply) => {
    const [databaseState, queueState] = await Promise.all([
      probe(() => database.db.execute(sql`select 1`)),
      probe(() => queue.boss.getQueue(VALIDATION_QUEUE)),
    ]);
    const ok = databaseState === "up" && queueState === "up";
    if (!ok) reply.status(503).header("retry-after", String(RETRY_AFTER_SECONDS));
    return { ok, database: databaseState, queue: queueState };
  });
}
