import { z } from "zod";
import { draftQueries, removeNearDuplicates, RESEARCH_DIMENSIONS } from "../offline/research-queries.ts";
import { queriesWithModel } from "./engine/queries.ts";
import type { StageDefinition } from "./index.ts";
import { requireOutput } from "./require-output.ts";

export const researchPlanSchema = z.object({
  queries: z.array(z.object({ dimension: z.enum(RESEARCH_DIMENSIONS), query: z.string().min(1) })),
  removedDuplicates: z.number().int().min(0),
  /** Set when the model could not be asked (budget spent) and the drafted queries stand in. */
  fallback: z.string().optional(),
});
export type ResearchPlan = z.infer<typeof researchPlanSchema>;

/** Quick validations spend half the research budget of deep ones. */
const QUERIES_PER_DIMENSION = { deep: 4, quick: 2 } as const;

export const planningQueriesStage: StageDefinition<"planning-queries"> = {
  name: "planning-queries",
  output: researchPlanSchema,
  async run(ctx) {
    const { input, signal } = ctx;
    signal.throwIfAborted();
    const profile = requireOutput({ input, name: "planning-profile", by: "planning-queries" });
    if (ctx.llm) return queriesWithModel({ ctx, llm: ctx.llm, profile });
    const drafts = draftQueries({
      keywords: profile.keywords,
      customer: profile.customer,
      categoryLabel: profile.category.label,
      painPhrases: profile.painPhrases,
      perDimension: QUERIES_PER_DIMENSION[input.idea.validationMode],
    });
    const { kept, removed } = removeNearDuplicates(drafts);
    return { queries: kept, removedDuplicates: removed };
  },
};
