import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { openQueue, VALIDATION_QUEUE, type JobQueue } from "../../src/db/queue.ts";
import { TEXT_ANALYST } from "../../src/pipeline/services/index.ts";
import type { Logger } from "../../src/pipeline/types.ts";
import { startWorker, type Worker } from "../../src/pipeline/worker.ts";
import { createTestDatabase } from "../helpers/test-database.ts";

let database: Database;
let queue: JobQueue;
let worker: Worker;
const errors: string[] = [];
const log: Logger = { debug() {}, info() {}, warn() {}, error: (_obj, msg) => { errors.push(msg ?? ""); } };

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await openQueue({ database, settings: { jobTimeoutSeconds: 60, retryLimit: 0, superviseIntervalSeconds: 2 } });
  worker = await startWorker({ queue, concurrency: 1, deps: { db: database.db, llm: null, sources: [], analyst: TEXT_ANALYST, log, stageDelayMs: 0 } });
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await queue?.stop({ graceful: false, timeoutMs: 2000 });
  await database?.close();
});

describe("the worker's job payload", () => {
  it("is parsed with its schema: a job naming no valid idea is dropped with an error logged, not run", async () => {
    const jobId = await queue.boss.send(VALIDATION_QUEUE, { ideaId: "not-a-uuid" });
    expect(jobId).toBeTruthy();
    await vi.waitFor(async () => {
      const job = await queue.boss.getJobById(VALIDATION_QUEUE, jobId!);
      expect(job?.state).toBe("completed");
    }, { timeout: 20_000, interval: 200 });
    expect(errors).toEqual(["validation job without a valid idea id dropped"]);
  });
});
