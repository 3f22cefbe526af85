import { analysisResultSchema } from "../contracts/checkpoints.ts";
import { analyseDescriptionRubric } from "../scoring/description-rubric.ts";
import { requireOutput, type StageDefinition } from "./stage.ts";

export const analysisStage: StageDefinition<"analysis"> = {
  name: "analysis",
  output: analysisResultSchema,
  async run(ctx) {
    const { input, signal } = ctx;
    signal.throwIfAborted();
    const profile = requireOutput({ input, name: "planning-profile", by: "analysis" });
    const research = requireOutput({ input, name: "research", by: "analysis" });
    // The rubric's four scores are only the description's prior; synthesis weighs the evidence.
    const rubric = analyseDescriptionRubric({ profile, research });
    signal.throwIfAborted();
    const read = await ctx.analyst.readEvidence(ctx, { profile, research });
    return read ? { ...rubric, signals: read.signals, sourceAnalysis: read.sourceAnalysis } : rubric;
  },
};
