import type { RiskiestAssumption } from "../../../shared/contracts/report-experiments.ts";
import type { ReportBody } from "../../../shared/contracts/report.ts";
import type { SectionInput } from "../sections/source-facts.ts";
import type { AnalysisResult, IdeaProfile, ResearchResult } from "../../contracts/checkpoints.ts";
import { founderPrice } from "../../text/price/founder-price.ts";
import { rankAssumptions } from "./assumptions.ts";
import { ideaFacts } from "./idea-facts.ts";
import { experimentFor } from "./templates.ts";

export interface AssumptionsInput {
  report: ReportBody;
  research: ResearchResult;
  analysis: AnalysisResult;
  profile: IdeaProfile;
  description: string;
  /** The title the founder gave, when they gave one (a brand name is written as it is). */
  title: string | null;
}

/**
 * The riskiest assumptions of a finished report with an experiment each, written in code from the
 * founder's description, the report's business fit and the quotes of its listed sources. It runs on
 * the report's final source list, so every `[S<n>]` it writes cites a listed source.
 */
export function buildRiskiestAssumptions({ report, research, analysis, profile, description, title }: AssumptionsInput): RiskiestAssumption[] {
  const input: SectionInput = { sources: report.sources, retrieved: research.sources, evidence: analysis.sourceAnalysis?.evidence ?? [], research };
  const price = founderPrice({ profile, description });
  const idea = ideaFacts({ profile, report, price, description, title });
  return rankAssumptions({ input, report, idea }).map((draft) => ({ ...draft, experiment: experimentFor(draft.kind, idea) }));
}
