import { useId } from "react";
import type { DimensionScore, ReportSource } from "../../../shared/contracts/report.ts";
import { formatScore, scorePercent } from "../../../shared/display/format-score.ts";
import { getScoreTone } from "../../../shared/display/score-color.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "../../components/ui/dialog.tsx";
import { ProgressBar } from "../../components/ui/progress-bar.tsx";
import { cn } from "../../lib/cn.ts";
import { scoreTextClasses, toneFillClasses } from "../../lib/tone-classes.ts";
import { CitedText } from "./cited-text.tsx";
import { EvidenceList } from "./evidence-list.tsx";

export function confidencePercent(confidence: number): string {
  return `${Math.round(Math.min(1, Math.max(0, confidence)) * 100)}%`;
}

/**
 * One of the four score cards (value/10 and a bar of value x 10 %). The whole card opens
 * the "<Type> Score" dialog: the button sits in the heading and stretches over the card.
 */
export function ScoreCard({ label, score, sources }: { label: string; score: DimensionScore; sources: readonly ReportSource[] }) {
  const tone = getScoreTone(score.value);
  return (
    <Dialog>
      <article className="relative flex min-w-0 flex-col gap-1.5 rounded-lg border bg-card p-3 text-card-foreground shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary">
        <h3 className="truncate text-sm font-medium text-muted-foreground">
          <DialogTrigger className="text-left after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:outline-none">
            {label}
          </DialogTrigger>
        </h3>
        <p className={cn("text-xl leading-none font-bold tabular-nums", scoreTextClasses[tone])}>{formatScore(score.value)}/10</p>
        <ProgressBar value={scorePercent(score.value)} label={`${label} score`} fillClassName={toneFillClasses[tone]} />
      </article>
      <ScoreDialogContent label={label} score={score} sources={sources} />
    </Dialog>
  );
}

function ScoreDialogContent({ label, score, sources }: { label: string; score: DimensionScore; sources: readonly ReportSource[] }) {
  const tone = getScoreTone(score.value);
  const analysisId = useId();
  return (
    <DialogContent className="max-w-xl">
      <DialogHeader>
        <DialogTitle>{label} Score</DialogTitle>
        <DialogDescription className="sr-only">The {label.toLowerCase()} score, its reasoning and supporting evidence.</DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-center gap-3">
        <p className={cn("text-3xl font-bold tabular-nums", scoreTextClasses[tone])}>{formatScore(score.value)}/10</p>
        <Badge tone="grey">{confidencePercent(score.confidence)} confidence</Badge>
      </div>
      <ProgressBar value={scorePercent(score.value)} label={`${label} score`} fillClassName={toneFillClasses[tone]} />
      <section aria-labelledby={analysisId} className="flex flex-col gap-1">
        <h3 id={analysisId} className="text-sm font-semibold">Analysis</h3>
        {/* Report text comes from research output: rendered as plain text, never as HTML. */}
        <p className="text-sm whitespace-pre-line text-muted-foreground break-words">
          <CitedText text={score.reasoning} sources={sources} />
        </p>
      </section>
      <EvidenceList evidence={score.evidence} sources={sources} />
    </DialogContent>
  );
}
