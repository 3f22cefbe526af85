import { queriesWithModel } from "../analysts/model-analyst/search-plan.ts";
import { draftResearchPlan } from "../analysts/text-analyst/search-plan.ts";
import { requireOutput, researchPlanSchema, type StageDefinition } from "../contracts/checkpoints.ts";

export const planningQueriesStage: StageDefinition<"planning-queries"> = {
  name: "planning-queries",
  output: researchPlanSchema,
  async run(ctx) {
    const { input, signal } = ctx;
    signal.throwIfAborted();
    const profile = requireOutput({ input, name: "planning-profile", by: "planning-queries" });
    if (ctx.llm) return queriesWithModel({ ctx, llm: ctx.llm, profile });
    return draftResearchPlan({ profile, mode: input.idea.validationMode });
  },
};
