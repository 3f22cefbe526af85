import { queriesWithModel } from "../model-engine/queries.ts";
import { draftResearchPlan } from "../offline-analyst/queries.ts";
import { requireOutput, researchPlanSchema, type StageDefinition } from "./contracts.ts";

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
