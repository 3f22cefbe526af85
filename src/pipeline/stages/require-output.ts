import type { StageName } from "../../shared/contracts/idea.ts";
import type { StageInput, StageOutputs } from "./index.ts";

/** Earlier stages' outputs are checkpoints that may be missing on a bad resume; fail loudly, not with undefined. */
export function requireOutput<N extends StageName>({ input, name, by }: { input: StageInput; name: N; by: StageName }): StageOutputs[N] {
  const output = input.outputs[name];
  if (output === undefined) {
    throw new Error(`Stage "${by}" needs the output of stage "${name}", which is missing`);
  }
  return output as StageOutputs[N];
}
