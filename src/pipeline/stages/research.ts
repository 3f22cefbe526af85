import { z } from "zod";
import { reportSourceSchema } from "../../shared/contracts/report.ts";
import { RESEARCH_DIMENSIONS } from "../offline/research-queries.ts";
import { researchWithConnectors } from "./engine/research-run.ts";
import type { StageDefinition } from "./index.ts";
import { requireOutput } from "./require-output.ts";

/** A retrieved source as research keeps it for analysis: the report's fields plus what analysis reads. */
export const researchedSourceSchema = reportSourceSchema.extend({
  engagement: z.object({ score: z.number().optional(), comments: z.number().optional(), views: z.number().optional() }).optional(),
  connectors: z.array(z.string()).optional(),
  dimensions: z.array(z.enum(RESEARCH_DIMENSIONS)).optional(),
});
export type ResearchedSource = z.infer<typeof researchedSourceSchema>;

export const researchResultSchema = z.object({
  sources: z.array(researchedSourceSchema),
  consulted: z.array(z.object({ name: z.string(), queries: z.number().int().min(0), results: z.number().int().min(0), failures: z.number().int().min(0).optional() })),
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
  queriesPlanned: z.number().int().min(0),
  /** Why the research came back the way it did, in words the methodology can quote. */
  note: z.string(),
  /** Connectors that could not be reached at all, with the reason. */
  failed: z.array(z.object({ name: z.string(), reason: z.string() })).optional(),
  queriesRun: z.number().int().min(0).optional(),
  duplicatesMerged: z.number().int().min(0).optional(),
  /** Searches still running when research's share of the time budget ran out. */
  unfinished: z.number().int().min(0).optional(),
  retrievedAt: z.string().optional(),
});
export type ResearchResult = z.infer<typeof researchResultSchema>;

// Without a model there is nobody to read what the sources say, so the offline analyst does not
// query them; it records each as skipped instead of pretending it looked.
const NOT_CONSULTED = "no AI model is configured, so the offline analyst does not query live sources";

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
    const skipped = [...sources]
      .map((connector) => ({ name: connector.name, reason: NOT_CONSULTED }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const note = skipped.length === 0
      ? `No research sources are configured, so none were consulted and none of the ${plan.queries.length} planned queries were run.`
      : `None of the ${plan.queries.length} planned queries were run: ${skipped.map((s) => `${s.name} (${s.reason})`).join("; ")}.`;
    return { sources: [], consulted: [], skipped, queriesPlanned: plan.queries.length, note };
  },
};
