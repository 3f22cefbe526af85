import type { ResearchPlan, ResearchResult } from "../stages/contracts.ts";
import type { SourceConnector } from "../types.ts";

// Without a model there is nobody to read what the sources say, so the offline analyst does not
// query them; it records each as skipped instead of pretending it looked.
const NOT_CONSULTED = "no AI model is configured, so the offline analyst does not query live sources";

/** The offline analyst's research: every configured source listed as not consulted, and why. */
export function researchSkipped({ plan, sources }: { plan: ResearchPlan; sources: readonly SourceConnector[] }): ResearchResult {
  const skipped = [...sources]
    .map((connector) => ({ name: connector.name, reason: NOT_CONSULTED }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const note = skipped.length === 0
    ? `No research sources are configured, so none were consulted and none of the ${plan.queries.length} planned queries were run.`
    : `None of the ${plan.queries.length} planned queries were run: ${skipped.map((s) => `${s.name} (${s.reason})`).join("; ")}.`;
  return { sources: [], consulted: [], skipped, queriesPlanned: plan.queries.length, note };
}
