import type { z } from "zod";
import type { StageName } from "../../shared/contracts/idea.ts";
import type { ReportBody } from "../../shared/contracts/report.ts";
import type { PipelineIdea, StageContext } from "../types.ts";
import { analysisStage, type AnalysisResult } from "./analysis.ts";
import { planningProfileStage, type IdeaProfile } from "./planning-profile.ts";
import { planningQueriesStage, type ResearchPlan } from "./planning-queries.ts";
import { researchStage, type ResearchResult } from "./research.ts";
import { synthesisStage } from "./synthesis.ts";

export interface StageInput {
  idea: PipelineIdea;
  /** Outputs of the stages that already ran (checkpoints on a resumed job). */
  outputs: Partial<StageOutputs>;
}

export interface StageOutputs {
  "planning-profile": IdeaProfile;
  "planning-queries": ResearchPlan;
  research: ResearchResult;
  analysis: AnalysisResult;
  synthesis: ReportBody;
}

export interface StageDefinition<N extends StageName> {
  name: N;
  output: z.ZodType<StageOutputs[N]>;
  run(ctx: StageContext<StageInput>): Promise<StageOutputs[N]>;
}

export const stages: { [N in StageName]: StageDefinition<N> } = {
  "planning-profile": planningProfileStage,
  "planning-queries": planningQueriesStage,
  research: researchStage,
  analysis: analysisStage,
  synthesis: synthesisStage,
};

/** Recorded as the report's model when no LLM is configured and the offline analyst did the work. */
export const OFFLINE_ANALYST = "offline-analyst";

export type { AnalysisResult, IdeaProfile, ResearchPlan, ResearchResult };
