import type { RiskiestAssumption } from "../../../shared/contracts/report-experiments.ts";
import type { ReportBody } from "../../../shared/contracts/report.ts";
import type { LlmClient } from "../../llm/client.ts";
import type { UsageMeter } from "../../llm/usage.ts";
import type { SectionInput } from "../sections/source-facts.ts";
import type { AnalysisResult, IdeaProfile, ResearchResult } from "../../contracts/checkpoints.ts";
import type { Logger } from "../../types.ts";
import { readPriceModel } from "../../text/price-model.ts";
import { rankAssumptions } from "./assumptions.ts";
import { ideaFacts } from "./idea-facts.ts";
import { tailorWording } from "../../analysts/model-analyst/wording.ts";
import { experimentFor } from "./templates.ts";

export interface AssumptionsInput {
  report: ReportBody;
  research: ResearchResult;
  analysis: AnalysisResult;
  profile: IdeaProfile;
  description: string;
}

/**
 * The riskiest assumptions of a finished report with an experiment each, written in code from the
 * founder's description, the report's business fit and the quotes of its listed sources. It runs on
 * the report's final source list, so every `[S<n>]` it writes cites a listed source.
 */
export function buildRiskiestAssumptions({ report, research, analysis, profile, description }: AssumptionsInput): RiskiestAssumption[] {
  const input: SectionInput = { sources: report.sources, retrieved: research.sources, evidence: analysis.sourceAnalysis?.evidence ?? [], research };
  const price = readPriceModel({ text: description, fallbackCurrency: report.currency ?? "USD" });
  const idea = ideaFacts({ profile, report, price });
  return rankAssumptions({ input, report, idea }).map((draft) => ({ ...draft, experiment: experimentFor(draft.kind, idea) }));
}

/** The report with its riskiest assumptions and their experiments added. */
export function withRiskiestAssumptions(input: AssumptionsInput): ReportBody {
  return { ...input.report, riskiestAssumptions: buildRiskiestAssumptions(input) };
}

/**
 * With a model: the drafts' wording tailored to the idea by the fast model, held to the same structure
 * and honesty rules; when the call fails (budget, provider, refusal) the drafts stand and the failure is
 * logged. A cancelled validation still stops.
 */
export async function withTailoredAssumptions({ llm, signal, meter, deadline, log, ...input }: AssumptionsInput & {
  llm: LlmClient; signal: AbortSignal; meter: UsageMeter; deadline: number; log: Pick<Logger, "warn">;
}): Promise<ReportBody> {
  const drafts = buildRiskiestAssumptions(input);
  if (llm.extractionOnly || drafts.length === 0) return { ...input.report, riskiestAssumptions: drafts };
  try {
    const tailored = await tailorWording({ drafts, description: input.description, llm, signal, meter, deadline });
    return { ...input.report, riskiestAssumptions: tailored };
  } catch (error) {
    if (signal.aborted) throw error;
    log.warn({ err: error }, "the experiment wording call failed; the drafted wording stands");
    return { ...input.report, riskiestAssumptions: drafts };
  }
}
