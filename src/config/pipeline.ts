import type { z } from "zod";
import { intSetting } from "./env-values.ts";

// The worker role's section: how many validations run at once, how long a job may take and be
// retried, and how long a validation may spend before its report is built from what was gathered.

export const pipelineEnvShape = {
  WORKER_CONCURRENCY: intSetting({ min: 1, max: 64, fallback: 4 }),
  JOB_TIMEOUT_SECONDS: intSetting({ min: 30, max: 86_400, fallback: 900 }),
  JOB_RETRY_LIMIT: intSetting({ min: 0, max: 10, fallback: 2 }),
  STAGE_DELAY_MS: intSetting({ min: 0, max: 60_000, fallback: 0 }),
  QUEUE_MONITOR_SECONDS: intSetting({ min: 1, max: 600, fallback: 30 }),
  VALIDATION_TIME_BUDGET_SECONDS: intSetting({ min: 30, max: 3600, fallback: 240 }),
};

type PipelineEnv = z.output<z.ZodObject<typeof pipelineEnvShape>>;

export interface PipelineConfig {
  worker: { concurrency: number; jobTimeoutSeconds: number; retryLimit: number; stageDelayMs: number; monitorSeconds: number };
  /** Time a validation may take before its report is built from what was gathered. */
  validationTimeBudgetSeconds: number;
}

export function buildPipelineConfig(e: PipelineEnv): PipelineConfig {
  return {
    worker: {
      concurrency: e.WORKER_CONCURRENCY,
      jobTimeoutSeconds: e.JOB_TIMEOUT_SECONDS,
      retryLimit: e.JOB_RETRY_LIMIT,
      stageDelayMs: e.STAGE_DELAY_MS,
      monitorSeconds: e.QUEUE_MONITOR_SECONDS,
    },
    validationTimeBudgetSeconds: e.VALIDATION_TIME_BUDGET_SECONDS,
  };
}
