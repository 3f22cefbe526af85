import { createHash } from "node:crypto";
import { PgBoss, fromPglite } from "pg-boss";
import { z } from "zod";
import type { Database } from "./client.ts";

export const VALIDATION_QUEUE = "validate-idea";
/** Jobs land here once their retries are spent, so the idea can be marked failed instead of left running. */
export const VALIDATION_DEAD_LETTER_QUEUE = "validate-idea-dead";

/** What a validation job carries; the worker parses it, since a queue row is data from outside the process. */
export const validationJobDataSchema = z.object({ ideaId: z.uuid(), version: z.number().int().min(1).optional() });
export type ValidationJobData = z.infer<typeof validationJobDataSchema>;

export interface QueueSettings {
  jobTimeoutSeconds: number;
  retryLimit: number;
  /** How often expired and heartbeat-less jobs are looked for; the default suits production. */
  superviseIntervalSeconds?: number;
}

/** A worker that stops sending heartbeats (killed, frozen) has its job handed to another after this long. */
export const HEARTBEAT_SECONDS = 10;

export interface EnqueueOptions {
  /**
   * How many of the founder's validations were already pending or running when this one was sent.
   * Each one queued ahead lowers the job's priority by one, so workers take every founder's first
   * waiting validation before anyone's second: one founder's backlog never holds up another's.
   */
  queuedAhead?: number;
  /** The report version this validation writes; 1 (the first validation) when absent. */
  version?: number;
}

/**
 * The job id of one version's validation: the idea id for the first, and for a re-validation a
 * UUID derived from the idea id and the version, so sending the same version twice is a no-op
 * while each new version is a job of its own. pg-boss ids are UUIDs.
 */
export function validationJobId(ideaId: string, version = 1): string {
  if (version === 1) return ideaId;
  const hex = createHash("sha256").update(`${ideaId}/version/${version}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface JobQueue {
  boss: PgBoss;
  enqueueValidation(ideaId: string, options?: EnqueueOptions): Promise<void>;
  stop(options?: { graceful?: boolean; timeoutMs?: number }): Promise<void>;
}

export async function openQueue({ database, settings }: { database: Database; settings: QueueSettings }): Promise<JobQueue> {
  const common = {
    schedule: false,
    superviseIntervalSeconds: settings.superviseIntervalSeconds ?? 30,
    monitorIntervalSeconds: settings.superviseIntervalSeconds ?? 30,
  };
  const boss = database.queue.kind === "pglite"
    ? new PgBoss({ ...common, db: fromPglite(database.queue.pglite), backend: "pglite" })
    : new PgBoss({ ...common, connectionString: database.queue.connectionString, max: 4 });
  // pg-boss reports background errors as events; without a listener Node would treat them as fatal.
  boss.on("error", (error) => console.error("[queue]", error));
  await boss.start();
  await ensureQueue(boss, VALIDATION_DEAD_LETTER_QUEUE, { retryLimit: 0 });
  await ensureQueue(boss, VALIDATION_QUEUE, {
    expireInSeconds: settings.jobTimeoutSeconds,
    retryLimit: settings.retryLimit,
    retryDelay: 2,
    retryBackoff: true,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    deadLetter: VALIDATION_DEAD_LETTER_QUEUE,
  });
  return {
    boss,
    enqueueValidation: async (ideaId, options) => {
      // One job id per idea and version, so enqueuing the same validation twice is a no-op. pg-boss fetches
      // higher priorities first, then older jobs (docs/decisions/009-per-founder-limits-and-fair-queue.md).
      const priority = -(options?.queuedAhead ?? 0);
      const version = options?.version ?? 1;
      await boss.send(VALIDATION_QUEUE, { ideaId, version } satisfies ValidationJobData, { id: validationJobId(ideaId, version), priority });
    },
    stop: (options) => boss.stop({ graceful: options?.graceful ?? true, timeout: options?.timeoutMs ?? 20_000 }),
  };
}

async function ensureQueue(boss: PgBoss, name: string, options: Parameters<PgBoss["createQueue"]>[1]): Promise<void> {
  if (await boss.getQueue(name)) return;
  try {
    await boss.createQueue(name, options);
  } catch (error) {
    // Another process created it between our check and our create.
    if (!(await boss.getQueue(name))) throw error;
  }
}
