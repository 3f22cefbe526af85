import { reportBodySchema } from "../../shared/contracts/report.ts";
import { synthesiseWithModel } from "../model-engine/synthesis.ts";
import { reportFromRubric } from "../offline-analyst/synthesis.ts";
import { requireOutput, type StageDefinition } from "./contracts.ts";

export const synthesisStage: StageDefinition<"synthesis"> = {
  name: "synthesis",
  output: reportBodySchema,
  async run(ctx) {
    const { input, signal } = ctx;
    signal.throwIfAborted();
    const profile = requireOutput({ input, name: "planning-profile", by: "synthesis" });
    const research = requireOutput({ input, name: "research", by: "synthesis" });
    const analysis = requireOutput({ input, name: "analysis", by: "synthesis" });
    if (ctx.llm) {
      const plan = requireOutput({ input, name: "planning-queries", by: "synthesis" });
      return synthesiseWithModel({ ctx, llm: ctx.llm, profile, plan, research, analysis });
    }
    return reportFromRubric({ profile, research, analysis, description: input.idea.description });
  },
};
