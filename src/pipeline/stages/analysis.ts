import { analyseSources } from "../analysts/model-analyst/read-evidence.ts";
import { analyseDescriptionRubric } from "../scoring/description-rubric.ts";
import { readSourcesInCode } from "../analysts/text-analyst/read-evidence.ts";
import { analysisResultSchema, requireOutput, type StageDefinition } from "../contracts/checkpoints.ts";

export const analysisStage: StageDefinition<"analysis"> = {
  name: "analysis",
  output: analysisResultSchema,
  async run(ctx) {
    const { input, signal } = ctx;
    signal.throwIfAborted();
    const profile = requireOutput({ input, name: "planning-profile", by: "analysis" });
    const research = requireOutput({ input, name: "research", by: "analysis" });
    // The rubric's four scores are only the description's prior; synthesis weighs the evidence.
    const rubric = analyseDescriptionRubric({ description: input.idea.description, profile, research });
    signal.throwIfAborted();
    if (!ctx.llm && research.sources.length === 0) return rubric;
    const fromSources = ctx.llm ? await analyseSources({ ctx, llm: ctx.llm, profile, research }) : readSourcesInCode({ research });
    return { ...rubric, signals: fromSources.signals, sourceAnalysis: fromSources.sourceAnalysis };
  },
};
