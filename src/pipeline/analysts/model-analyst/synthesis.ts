import type { z } from "zod";
import { STAGE_NAMES } from "../../../shared/contracts/idea.ts";
import type { DimensionScore, ReportBody } from "../../../shared/contracts/report.ts";
import type { LlmClient } from "../../llm/client.ts";
import { isBudgetExhausted } from "../../llm/errors.ts";
import { withTailoredAssumptions } from "../../report/experiments/index.ts";
import { withReportSections } from "../../report/sections/index.ts";
import { assessQuality } from "../../scoring/quality.ts";
import { computeOverallScore, recommend } from "../../scoring/recommendation.ts";
import { DIMENSIONS, type Dimension } from "../../scoring/rubric.ts";
import type { StageContext } from "../../types.ts";
import { describeMissing, tableBusinessFit } from "../text-analyst/business-fit.ts";
import { scoresFromEvidence } from "../../scoring/counted-scores.ts";
import { budgetOf, stageDeadline } from "../../budget.ts";
import { overallConfidence, scoreWithEvidence, THIN_BELOW } from "../../scoring/evidence-scores.ts";
import { auditReport } from "../../report/honesty.ts";
import { describeEngineMethodology } from "./methodology.ts";
import { chooseReportSources } from "../../report/sources.ts";
import { businessSystem, modelBusinessSchema, modelScoresSchema, SCORES_SYSTEM, synthesisPrompt, type ModelBusiness } from "./synthesis-prompts.ts";
import type { AnalysisResult, StageInput, IdeaProfile, ResearchPlan, ResearchResult } from "../../contracts/checkpoints.ts";
import { founderCurrency } from "../../text/price-model.ts";

const EXTRACTION_ONLY_NOTE = "The model was set to extract evidence only (LLM_EXTRACTION_ONLY), so it wrote no synthesis: the scores were counted in code from the verified quotes, with the description rubric as the prior, and the business-fit figures come from rule-of-thumb tables.";

const ESTIMATE_NOTE = "Market sizes, revenue projections, acquisition costs and channel ratings are the model's estimates from general knowledge and the retrieved sources, not audited market data.";

/**
 * The report from the evidence: two smart-model calls in parallel (the scores; the business fit),
 * each held to the verified evidence in code. When the budget runs out first, or the model is set to
 * extract only, the description rubric weighed with the evidence and the rule-of-thumb tables stand in
 * for that part and the limitations say so.
 */
export async function synthesiseWithModel({ ctx, llm, profile, plan, research, analysis }: {
  ctx: StageContext<StageInput>; llm: LlmClient; profile: IdeaProfile; plan: ResearchPlan; research: ResearchResult; analysis: AnalysisResult;
}): Promise<ReportBody> {
  const budget = budgetOf({ ctx, llm });
  const sourceAnalysis = analysis.sourceAnalysis;
  const { sources, numberOf } = chooseReportSources({ retrieved: research.sources, sourceAnalysis });
  const evidence = (sourceAnalysis?.evidence ?? []).filter((e) => numberOf.has(e.sourceId));
  const sentiments = new Map(sourceAnalysis?.sources.map((s) => [s.sourceId, s.sentiment]) ?? []);
  const qualityAssessment = assessQuality({ sources, descriptionSpecificity: analysis.specificity, asOf: research.retrievedAt ?? null, sentiments });
  const currency = founderCurrency({ description: ctx.input.idea.description, country: profile.country });

  const ask = async <T>({ focus, schema, system, maxOutputTokens }: { focus: "scores" | "business"; schema: z.ZodType<T>; system: string; maxOutputTokens: number }) => {
    if (llm.extractionOnly) return { skipped: true as const };
    try {
      return await llm.generateObject({
        role: "smart",
        stage: "synthesis",
        task: focus === "scores" ? "the four scores" : "the business-fit estimates",
        schema,
        system,
        prompt: synthesisPrompt({ profile, currency, analysis, evidence, numberOf, focus }),
        maxOutputTokens,
        signal: ctx.signal,
        meter: budget.usage,
        deadline: stageDeadline({ budget, stage: "synthesis" }),
      });
    } catch (error) {
      if (isBudgetExhausted(error)) return { budgetExhausted: error.message };
      throw error;
    }
  };
  const [scoresAnswer, businessAnswer] = await Promise.all([
    ask({ focus: "scores", schema: modelScoresSchema, system: SCORES_SYSTEM, maxOutputTokens: 3000 }),
    ask({ focus: "business", schema: modelBusinessSchema, system: businessSystem(currency), maxOutputTokens: 3500 }),
  ]);

  const budgetNotes = [profile.fallback, plan.fallback, sourceAnalysis?.budgetNote, research.unfinished ? `The research time budget ran out with ${research.unfinished} searches unanswered; the report is built from what had arrived.` : undefined]
    .filter((note): note is string => Boolean(note));
  const scoresFailed = "budgetExhausted" in scoresAnswer ? scoresAnswer.budgetExhausted : null;
  const businessFailed = "budgetExhausted" in businessAnswer ? businessAnswer.budgetExhausted : null;
  if (scoresFailed) budgetNotes.push(`${scoresFailed} The scores are the description rubric's, with quotes matched by topic.`);
  if (businessFailed) budgetNotes.push(`${businessFailed} The business-fit figures come from rule-of-thumb tables.`);
  if (llm.extractionOnly) budgetNotes.push(EXTRACTION_ONLY_NOTE);

  // Extraction only: the model's verified quotes are counted in code, as the offline analyst counts its own.
  const counted = llm.extractionOnly
    ? scoresFromEvidence({
      analysis, evidence, retrieved: research.sources, numberOf, quality: qualityAssessment.metrics.overallScore,
      asOf: Date.parse(research.retrievedAt ?? "") || Math.max(0, ...research.sources.map((s) => Date.parse(s.date)).filter(Number.isFinite)),
    })
    : null;
  const scores = counted?.scores ?? ({} as Record<Dimension, DimensionScore>);
  const thin: string[] = [...(counted?.thin ?? [])];
  if (!counted) {
    for (const dimension of DIMENSIONS) {
      const { score, distinctSources } = scoreWithEvidence({
        dimension,
        answer: scoresFailed ? null : (scoresAnswer as z.infer<typeof modelScoresSchema>)[dimension],
        prior: analysis.scores[dimension],
        evidence,
        numberOf,
        quality: qualityAssessment.metrics.overallScore,
        specificity: analysis.specificity,
        fallbackReason: scoresFailed ? "The time or token budget ran out before the model's synthesis" : null,
      });
      scores[dimension] = score;
      if (distinctSources < THIN_BELOW) thin.push(dimension);
    }
  }
  const overallScore = computeOverallScore({ opportunity: scores.opportunity.value, problem: scores.problem.value, feasibility: scores.feasibility.value, timing: scores.timing.value });
  const confidence = overallConfidence(scores);
  const tableFit = businessFailed || llm.extractionOnly ? tableBusinessFit({ profile, analysis, description: ctx.input.idea.description }) : null;
  const fit = tableFit ?? fromModel(businessAnswer as ModelBusiness);
  // A verdict on a too-thin description is provisional whoever wrote it.
  const missing = describeMissing({ profile, description: ctx.input.idea.description });

  const report: ReportBody = {
    recommendation: recommend({ overallScore, confidence }),
    overallScore,
    targetMarket: profile.targetMarket,
    opportunityScore: scores.opportunity,
    problemScore: scores.problem,
    feasibilityScore: scores.feasibility,
    timingScore: scores.timing,
    revenuePotential: fit.revenuePotential,
    executionDifficulty: fit.executionDifficulty,
    goToMarketSignals: fit.goToMarketSignals,
    sources,
    methodology: describeEngineMethodology({
      models: llm.models,
      extractionOnly: llm.extractionOnly,
      plan,
      research,
      sourceAnalysis,
      listedSources: sources.length,
      confidence,
      thin,
      budgetNotes,
      assumptions: fit.assumptions,
      usage: budget.usage.summary(STAGE_NAMES),
    }),
    qualityAssessment,
    // Every figure is in the founder's currency; the table fallback's are rules of thumb, shown as rough ranges.
    currency: tableFit?.currency ?? currency,
    ...(tableFit ? { moneyFigures: "rule-of-thumb" as const } : {}),
    ...(missing.length ? { missingDetails: missing } : {}),
  };
  const audit = auditReport({ report, retrieved: research.sources });
  if (audit.removed.sources || audit.removed.evidence) {
    ctx.log.warn({ ideaId: ctx.input.idea.id, removed: audit.removed }, "report audit removed items that did not trace to a retrieved source");
  }
  const withSections = withReportSections({ report: audit.report, research, analysis, profile });
  const final = await withTailoredAssumptions({
    report: withSections, research, analysis, profile, description: ctx.input.idea.description,
    llm, signal: ctx.signal, meter: budget.usage, deadline: stageDeadline({ budget, stage: "synthesis" }), log: ctx.log,
  });
  // The wording call's tokens count in the report's usage too.
  return { ...final, methodology: { ...final.methodology, usage: budget.usage.summary(STAGE_NAMES) } };
}

/** The model's business fit with every figure's basis kept as an assumption, and our own caveat first. */
function fromModel(answer: ModelBusiness) {
  const assumptions = [ESTIMATE_NOTE, ...answer.assumptions.map((a) => a.replace(/\s+/g, " ").trim())];
  const revenueAssumptions = answer.revenuePotential.revenueProjections.assumptions.length
    ? answer.revenuePotential.revenueProjections.assumptions
    : answer.assumptions;
  return {
    revenuePotential: {
      ...answer.revenuePotential,
      revenueProjections: { ...answer.revenuePotential.revenueProjections, assumptions: [ESTIMATE_NOTE, ...revenueAssumptions] },
    },
    executionDifficulty: answer.executionDifficulty,
    goToMarketSignals: answer.goToMarketSignals,
    assumptions,
  };
}
