import type { LlmClient } from "../../llm/client.ts";
import type { StageContext } from "../../types.ts";
import { budgetOf, stageDeadline } from "../../budget.ts";
import { BATCH_SIZE, readBatch } from "./evidence-batches.ts";
import { computeSourceSignals, sourceSentiment } from "../../research/source-signals.ts";
import { sourceKindOf } from "../../research/source-kind.ts";
import type { SourceKind } from "../../contracts/vocabulary.ts";
import type { AnalysisResult, EvidenceItem, IdeaProfile, ResearchResult, SourceAnalysis, StageInput } from "../../contracts/checkpoints.ts";

/** Reads every retrieved source in parallel batches, keeps only verified quotes and computes the signals from them. */
export async function analyseSources({ ctx, llm, profile, research }: {
  ctx: StageContext<StageInput>; llm: LlmClient; profile: IdeaProfile; research: ResearchResult;
}): Promise<{ sourceAnalysis: SourceAnalysis; signals: AnalysisResult["signals"] }> {
  const budget = budgetOf({ ctx, llm });
  const deadline = stageDeadline({ budget, stage: "analysis" });
  const refs = research.sources.map((source, i) => ({ source, ref: `R${i + 1}` }));
  const batches: (typeof refs)[] = [];
  for (let i = 0; i < refs.length; i += BATCH_SIZE) batches.push(refs.slice(i, i + BATCH_SIZE));

  const outcomes = await Promise.all(batches.map((batch, index) => readBatch({
    llm, profile, batch, index, total: batches.length, signal: ctx.signal, meter: budget.usage, deadline,
  })));

  const evidence: EvidenceItem[] = [];
  const relevance = new Map<string, number>();
  const kinds = new Map<string, SourceKind>();
  const dropped = { unknownSource: 0, notInSource: 0 };
  let read = 0;
  let budgetNote: string | undefined;
  for (const outcome of outcomes) {
    if ("budget" in outcome) {
      budgetNote ??= outcome.budget;
      continue;
    }
    read += 1;
    for (const item of outcome.evidence) evidence.push({ id: `E${evidence.length + 1}`, ...item });
    for (const [id, value] of outcome.relevance) relevance.set(id, value);
    for (const [id, kind] of outcome.kinds) kinds.set(id, kind);
    dropped.unknownSource += outcome.dropped.unknownSource;
    dropped.notInSource += outcome.dropped.notInSource;
  }

  const sentiments = new Map(research.sources.map((s) => [s.id, sourceSentiment(s)]));
  const asOf = Date.parse(research.retrievedAt ?? "") || Date.now();
  const signals = computeSourceSignals({ sources: research.sources, evidence, sentiments, likelyCompetitors: profile.likelyCompetitors ?? [], asOf });
  return {
    sourceAnalysis: {
      evidence,
      sources: research.sources.map((s) => ({ sourceId: s.id, relevance: relevance.get(s.id) ?? s.relevance, sentiment: sentiments.get(s.id) ?? 0, read: relevance.has(s.id), kind: kinds.get(s.id) ?? sourceKindOf(s) })),
      dropped,
      batches: { planned: batches.length, read },
      ...(budgetNote ? { budgetNote } : {}),
    },
    signals,
  };
}
