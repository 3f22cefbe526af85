import type { IdeaProfile, ResearchPlan } from "../../contracts/checkpoints.ts";
import { draftQueries, removeNearDuplicates } from "../../research/search-plan.ts";
import type { PipelineIdea } from "../../types.ts";

/** Quick validations spend half the research budget of deep ones. */
const QUERIES_PER_DIMENSION = { deep: 4, quick: 2 } as const;

/** The research plan drafted from the profile's words, without a model. */
export function draftResearchPlan({ profile, mode }: { profile: IdeaProfile; mode: PipelineIdea["validationMode"] }): ResearchPlan {
  const drafts = draftQueries({
    subject: profile.reading?.subject ?? null,
    keywords: profile.keywords,
    customer: profile.customer,
    perDimension: QUERIES_PER_DIMENSION[mode],
  });
  const { kept, removed } = removeNearDuplicates(drafts);
  return { queries: kept, removedDuplicates: removed };
}
