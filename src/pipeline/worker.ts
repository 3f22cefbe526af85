import type { Db } from "../db/client.ts";
import type { JobQueue } from "../db/queue.ts";
import { VALIDATION_DEAD_LETTER_QUEUE, VALIDATION_QUEUE, validationJobDataSchema } from "../db/queue.ts";
import { failIdeaValidation, listStalePendingIdeas } from "../db/queries/idea-validation.ts";
import { runValidation } from "./runner.ts";
import type { RunnerDependencies } from "./runner.ts";
import type { Logger } from "./types.ts";

export interface Worker {
  stop(): Promise<void>;
}

/** Takes validation jobs off the queue; several workers in several processes may share one queue. */
export async function startWorker({ queue, deps, concurrency }: { queue: JobQueue; deps: RunnerDependencies; concurrency: number }): Promise<Worker> {
  const { boss } = queue;
  const stopping = new AbortController();
  const runnerDeps: RunnerDependencies = { ...deps, stopping: stopping.signal };
  await requeueOrphans({ db: deps.db, queue });
  await boss.work(
    VALIDATION_QUEUE,
    { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: 0.5 },
    async ([job]) => {
      const target = job && jobTarget({ job, log: deps.log });
      if (!job || !target) return;
      await runValidation({ deps: runnerDeps, ideaId: target.ideaId, version: target.version, signal: job.signal });
    },
  );
  await boss.work(VALIDATION_DEAD_LETTER_QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
    const target = job && jobTarget({ job, log: deps.log });
    if (!target) return;
    const { ideaId, version } = target;
    deps.log.warn({ ideaId, version }, "validation gave up after its retries");
    await failIdeaValidation({
      db: deps.db,
      ideaId,
      version,
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
 * The job's idea and report version; a payload that does not parse names no idea to validate, so it
 * is logged and dropped. Jobs sent before versions existed carry none: they are the first version.
 */
function jobTarget({ job, log }: { job: { id: string; data: unknown }; log: Logger }): { ideaId: string; version: number } | null {
  const parsed = validationJobDataSchema.safeParse(job.data);
  if (parsed.success) return { ideaId: parsed.data.ideaId, version: parsed.data.version ?? 1 };
  log.error({ jobId: job.id, issues: parsed.error.issues }, "validation job without a valid idea id dropped");
  return null;
}

/**
 * An idea saved just before a crash may never have reached the queue. Sending again is safe: the
 * job id follows from the idea id and version, so a validation that does have a job is not queued twice.
 */
async function requeueOrphans({ db, queue }: { db: Db; queue: JobQueue }): Promise<void> {
  for (const idea of await listStalePendingIdeas({ db, olderThanMs: 60_000 })) await queue.enqueueValidation(idea.id, { version: idea.version });
}
