import { ideaProfileSchema } from "../contracts/checkpoints.ts";
import type { StageDefinition } from "./stage.ts";

export const planningProfileStage: StageDefinition<"planning-profile"> = {
  name: "planning-profile",
  output: ideaProfileSchema,
  async run(ctx) {
    ctx.signal.throwIfAborted();
    return ctx.analyst.profile(ctx);
  },
};
