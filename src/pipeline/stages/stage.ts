import type { z } from "zod";
import type { StageName } from "../../shared/contracts/idea.ts";
import type { Analyst, AnalystContext } from "../analysts/analyst.ts";
import type { StageInput, StageOutputs } from "../contracts/checkpoints.ts";

/** What a stage runs with: the analyst the validation was given, and everything its methods are given. */
export type StageRunContext = AnalystContext & { analyst: Analyst };

export interface StageDefinition<N extends StageName> {
  name: N;
  output: z.ZodType<StageOutputs[N]>;
  run(ctx: StageRunContext): Promise<StageOutputs[N]>;
}

/** Earlier stages' outputs are checkpoints that may be missing on a bad resume; fail loudly, not with undefined. */
export function requireOutput<N extends StageName>({ input, name, by }: { input: StageInput; name: N; by: StageName }): StageOutputs[N] {
  const output = input.outputs[name];
  if (output === undefined) {
    throw new Error(`Stage "${by}" needs the output of stage "${name}", which is missing`);
  }
  return output as StageOutputs[N];
}
