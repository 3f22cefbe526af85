import { z } from "zod";
import { reportSourceSchema } from "../../shared/contracts/report.ts";
import type { StageDefinition } from "./index.ts";
import { requireOutput } from "./require-output.ts";

export const researchResultSchema = z.object({
  sources: z.array(reportSourceSchema),
  consulted: z.array(z.object({ name: z.string(), queries: z.number().int().min(0), results: z.number().int().min(0) })),
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
  queriesPlanned: z.number().int().min(0),
  /** Why the research came back the way it did, in words the methodology can quote. */
  note: z.string(),
});
export type ResearchResult = z.infer<typeof researchResultSchema>;

// Connectors do not expose a search call yet (SourceConnector has only a name), so the offline
// analyst cannot query them; it records each as skipped instead of pretending it looked.
const NOT_SEARCHABLE = "connector offers no search interface to the offline analyst yet";

export const researchStage: StageDefinition<"research"> = {
  name: "research",
  output: researchResultSchema,
  async run({ input, sources, signal }) {
    signal.throwIfAborted();
    const plan = requireOutput({ input, name: "planning-queries", by: "research" });
    const skipped = [...sources]
      .map((connector) => ({ name: connector.name, reason: NOT_SEARCHABLE }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const note = skipped.length === 0
      ? `No research sources are configured, so none were consulted and none of the ${plan.queries.length} planned queries were run.`
      : `None of the ${plan.queries.length} planned queries were run: ${skipped.map((s) => `${s.name} (${s.reason})`).join("; ")}.`;
    return { sources: [], consulted: [], skipped, queriesPlanned: plan.queries.length, note };
  },
};
