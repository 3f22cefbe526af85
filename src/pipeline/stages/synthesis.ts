import { reportBodySchema } from "../../shared/contracts/report.ts";
import { assembleReport } from "../report/assemble.ts";
import { holdDifficultyToRedFlags } from "../report/red-flag-difficulty.ts";
import { weighFounderEvidence } from "../scoring/founder-evidence.ts";
import { holdToPossiblePremise } from "../scoring/impossible-premise.ts";
import { requireOutput, type StageDefinition } from "./stage.ts";

export const synthesisStage: StageDefinition<"synthesis"> = {
  name: "synthesis",
  output: reportBodySchema,
  async run(ctx) {
    const { input, signal } = ctx;
    signal.throwIfAborted();
    const profile = requireOutput({ input, name: "planning-profile", by: "synthesis" });
    const plan = requireOutput({ input, name: "planning-queries", by: "synthesis" });
    const research = requireOutput({ input, name: "research", by: "synthesis" });
    const analysis = requireOutput({ input, name: "analysis", by: "synthesis" });
    const report = await assembleReport({ ctx, analyst: ctx.analyst, profile, plan, research, analysis });
    const weighed = weighFounderEvidence({ report, evidence: input.idea.founderEvidence ?? [] });
    return holdToPossiblePremise({ report: holdDifficultyToRedFlags({ report: weighed, redFlags: analysis.redFlags }), redFlags: analysis.redFlags });
  },
};
