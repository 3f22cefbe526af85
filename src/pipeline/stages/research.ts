import { researchWithConnectors } from "../model-engine/research-run.ts";
import { researchSkipped } from "../offline-analyst/research.ts";
import { requireOutput, researchResultSchema, type StageDefinition } from "./contracts.ts";

export const researchStage: StageDefinition<"research"> = {
  name: "research",
  output: researchResultSchema,
  async run(ctx) {
    const { input, sources, signal } = ctx;
    signal.throwIfAborted();
    const plan = requireOutput({ input, name: "planning-queries", by: "research" });
    if (ctx.llm) {
      const profile = requireOutput({ input, name: "planning-profile", by: "research" });
      return researchWithConnectors({ ctx, llm: ctx.llm, plan, profile });
    }
    return researchSkipped({ plan, sources });
  },
};
