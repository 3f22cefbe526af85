import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { JobQueue, ValidationJobData } from "../db/queue.ts";
import { VALIDATION_DEAD_LETTER_QUEUE, VALIDATION_QUEUE } from "../db/queue.ts";
import { ideas } from "../db/schema.ts";
import { failValidation, runValidation } from "./runner.ts";
import type { RunnerDependencies } from "./runner.ts";

export interface Worker {
  stop(): Promise<void>;
}

/** Takes validation jobs off the queue; several workers in several processes may share one queue. */
export async function startWorker({ queue, deps, concurrency }: { queue: JobQueue; deps: RunnerDependencies; concurrency: number }): Promise<Worker> {
  const { boss } = queue;
  const stopping = new AbortController();
  const runnerDeps: RunnerDependencies = { ...deps, stopping: stopping.signal };
  await requeueOrphans({ db: deps.db, queue });
  await boss.work<ValidationJobData>(
    VALIDATION_QUEUE,
    { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: 0.5 },
    async ([job]) => {
      if (!job) return;
      await runValidation({ deps: runnerDeps, ideaId: job.data.ideaId, signal: job.signal });
    },
  );
  await boss.work<ValidationJobData>(VALIDATION_DEAD_LETTER_QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
    if (!job) return;
    deps.log.warn({ ideaId: job.data.ideaId }, "validation gave up after its retries");
    await failValidation({
      db: deps.db,
      ideaId: job.data.ideaId,
      reason: "The validation stopped before finishing and could not be resumed. Please submit the idea again.",
    });
  });
  return {
    stop: async () => {
      // Running validations stop at their next checkpoint instead of running to the end.
      stopping.abort();
      await boss.offWork(VALIDATION_QUEUE, { wait: true });
      await boss.offWork(VALIDATION_DEAD_LETTER_QUEUE, { wait: true });
    },
  };
}

/**
 * An idea saved just before a crash may never have reached the queue. Sending again is safe: the
 * job id is the idea id, so an idea that does have a job is not queued twice.
 */
async function requeueOrphans({ db, queue }: { db: Db; queue: JobQueue }): Promise<void> {
  const stale = await db
    .select({ id: ideas.id })
    .from(ideas)
    .where(and(eq(ideas.status, "pending"), lt(ideas.createdAt, new Date(Date.now() - 60_000))));
  for (const { id } of stale) await queue.enqueueValidation(id);
}
