import { researchResultSchema } from "../contracts/checkpoints.ts";
import { researchWithConnectors } from "../research/research-run.ts";
import { requireOutput, type StageDefinition } from "./stage.ts";

/** Both analysts search every enabled source the same way; no model is asked here. */
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
