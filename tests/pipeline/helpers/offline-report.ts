import { textAnalyst } from "../../../src/pipeline/analysts/text-analyst/index.ts";
import { profileFromText } from "../../../src/pipeline/analysts/text-analyst/profile.ts";
import { draftResearchPlan } from "../../../src/pipeline/analysts/text-analyst/search-plan.ts";
import type { AnalysisResult, EvidenceItem, IdeaProfile, ResearchResult } from "../../../src/pipeline/contracts/checkpoints.ts";
import { assembleReport } from "../../../src/pipeline/report/assemble.ts";
import { analyseDescriptionRubric } from "../../../src/pipeline/scoring/description-rubric.ts";
import type { PipelineIdea } from "../../../src/pipeline/types.ts";
import type { ReportBody } from "../../../src/shared/contracts/report.ts";
import { silent } from "./run-stages.ts";

export const NO_RESEARCH: ResearchResult = { sources: [], consulted: [], skipped: [], queriesPlanned: 0, note: "No source was searched." };

export const idea = (title: string, description: string, country: PipelineIdea["country"] = "US"): PipelineIdea =>
  ({ id: "00000000-0000-4000-8000-0000000000ab", title, description, country, validationMode: "quick" });

/**
 * The text analyst's report for an idea, built by the real stages' functions, with the quotes
 * given standing in for what reading the sources found.
 */
export async function offlineReport({ idea: subject, research = NO_RESEARCH, evidence = [] }: {
  idea: PipelineIdea; research?: ResearchResult; evidence?: EvidenceItem[];
}): Promise<{ report: ReportBody; profile: IdeaProfile; analysis: AnalysisResult }> {
  const profile = profileFromText(subject);
  const plan = draftResearchPlan({ profile, mode: subject.validationMode });
  const rubric = analyseDescriptionRubric({ profile, research });
  const analysis: AnalysisResult = evidence.length
    ? {
      ...rubric,
      sourceAnalysis: {
        evidence,
        sources: research.sources.map((s) => ({ sourceId: s.id, relevance: 7, sentiment: 0, read: true })),
        dropped: { unknownSource: 0, notInSource: 0 },
        batches: { planned: 1, read: 1 },
      },
    }
    : rubric;
  const ctx = { input: { idea: subject, outputs: {} }, sources: [], signal: new AbortController().signal, log: silent };
  return { report: await assembleReport({ ctx, analyst: textAnalyst, profile, plan, research, analysis }), profile, analysis };
}
