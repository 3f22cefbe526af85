import { researchPlanSchema } from "../contracts/checkpoints.ts";
import { requireOutput, type StageDefinition } from "./stage.ts";

export const planningQueriesStage: StageDefinition<"planning-queries"> = {
  name: "planning-queries",
  output: researchPlanSchema,
  async run(ctx) {
    const { input, signal } = ctx;
    signal.throwIfAborted();
    const profile = requireOutput({ input, name: "planning-profile", by: "planning-queries" });
    return ctx.analyst.plan(ctx, { profile });
  },
};
