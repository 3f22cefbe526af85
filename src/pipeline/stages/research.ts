import { researchWithConnectors } from "../research/research-run.ts";
import { requireOutput, researchResultSchema, type StageDefinition } from "../contracts/checkpoints.ts";

/** Both analysts search every enabled source: without a model the evidence is read in code. */
export const researchStage: StageDefinition<"research"> = {
  name: "research",
  output: researchResultSchema,
  async run(ctx) {
    const { input, signal } = ctx;
    signal.throwIfAborted();
    const plan = requireOutput({ input, name: "planning-queries", by: "research" });
    const profile = requireOutput({ input, name: "planning-profile", by: "research" });
    return researchWithConnectors({ ctx, plan, profile });
  },
};
