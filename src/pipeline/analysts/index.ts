import type { LlmClient } from "../llm/client.ts";
import type { Analyst } from "./analyst.ts";
import { modelAnalyst } from "./model-analyst/index.ts";
import { textAnalyst } from "./text-analyst/index.ts";

/** The one place that asks whether a model is configured: the analyst a validation runs with. */
export function analystFor(llm: LlmClient | null): Analyst {
  return llm ? modelAnalyst(llm) : textAnalyst;
}
