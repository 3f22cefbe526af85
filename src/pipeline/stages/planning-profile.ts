import { ideaProfileSchema } from "../contracts/checkpoints.ts";
import { applyCorrections } from "../text/founder-corrections.ts";
import type { StageDefinition } from "./stage.ts";

export const planningProfileStage: StageDefinition<"planning-profile"> = {
  name: "planning-profile",
  output: ideaProfileSchema,
  async run(ctx) {
    ctx.signal.throwIfAborted();
    // Whichever analyst read the idea, the founder's corrections of the reading are what the later stages use.
    return applyCorrections(await ctx.analyst.profile(ctx), ctx.input.idea.corrections);
  },
};
