import type { StageName } from "../../shared/contracts/idea.ts";
import { analysisStage } from "./analysis.ts";
import type { StageDefinition } from "./stage.ts";
import { planningProfileStage } from "./planning-profile.ts";
import { planningQueriesStage } from "./planning-queries.ts";
import { researchStage } from "./research.ts";
import { synthesisStage } from "./synthesis.ts";

/** Every stage under its name, in the order a validation runs them. */
export const stages: { [N in StageName]: StageDefinition<N> } = {
  "planning-profile": planningProfileStage,
  "planning-queries": planningQueriesStage,
  research: researchStage,
  analysis: analysisStage,
  synthesis: synthesisStage,
};
