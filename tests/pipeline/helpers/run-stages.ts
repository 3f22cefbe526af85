import { STAGE_NAMES, type StageName } from "../../../src/shared/contracts/idea.ts";
import type { StageOutputs } from "../../../src/pipeline/contracts/checkpoints.ts";
import { analystFor } from "../../../src/pipeline/analysts/index.ts";
import { stages } from "../../../src/pipeline/stages/registry.ts";
import type { LlmClient, Logger, PipelineIdea, SourceConnector, StageBudget } from "../../../src/pipeline/types.ts";

export const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };

export const INVOICE_IDEA: PipelineIdea = {
  id: "00000000-0000-4000-8000-0000000000aa",
  title: "Paydar",
  description: "Freelance designers waste hours chasing late invoices. A tool that automatically sends polite payment reminders and offers instant payout for a 2% fee. We'd charge $12/month.",
  country: "GB",
  validationMode: "deep",
};

/**
 * Runs the stages as the runner does (each output stored as a JSON checkpoint and parsed back),
 * stopping after `until`; `between` runs before each stage (to spend budget, say).
 */
export async function runStages({ idea = INVOICE_IDEA, llm, sources, budget, until = "synthesis", between }: {
  idea?: PipelineIdea; llm: LlmClient; sources: SourceConnector[]; budget?: StageBudget; until?: StageName;
  between?: (stage: StageName, outputs: Partial<StageOutputs>) => void;
}): Promise<Partial<StageOutputs>> {
  const outputs: Partial<StageOutputs> = {};
  for (const name of STAGE_NAMES) {
    between?.(name, outputs);
    const raw = await stages[name].run({ input: { idea, outputs }, analyst: analystFor(llm), sources, signal: new AbortController().signal, log: silent, ...(budget ? { budget } : {}) });
    (outputs as Record<string, unknown>)[name] = stages[name].output.parse(JSON.parse(JSON.stringify(raw)));
    if (name === until) break;
  }
  return outputs;
}

/**
 * The settings that point research at the research world's fake servers (`servers.env`), with the
 * outbound limits lifted so a test measures the pipeline, not its pacing.
 */
export const researchWorldEnv = (servers: { env: Readonly<Record<string, string>> }): Record<string, string> => ({
  ...servers.env, NODE_ENV: "production", DATA_DIR: "memory://", LOG_LEVEL: "warn", RESEARCH_CONTACT_EMAIL: "test@greenlight.app",
  OUTBOUND_HOST_RATE_PER_SECOND: "1000", OUTBOUND_HOST_BURST: "1000", OUTBOUND_HOST_CONCURRENCY: "64",
});
