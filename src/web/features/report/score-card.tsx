import type { DimensionScore } from "../../../shared/contracts/report.ts";
import { formatScore, scorePercent } from "../../../shared/display/format-score.ts";
import { getScoreTone } from "../../../shared/display/score-color.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { ProgressBar } from "../../components/ui/progress-bar.tsx";
import { cn } from "../../lib/cn.ts";
import { toneFillClasses, toneTextClasses } from "../../lib/tone-classes.ts";

/** One of the four SPEC 2.7 score cards: value/10, a bar of value x 10 %, and the reasoning. */
export function ScoreCard({ label, score }: { label: string; score: DimensionScore }) {
  const tone = getScoreTone(score.value);
  return (
    <Card>
      <CardHeader className="flex-row items-baseline justify-between gap-2 pb-3">
        <CardTitle className="text-base">{label}</CardTitle>
        <p className={cn("text-xl font-bold", toneTextClasses[tone])}>{formatScore(score.value)}/10</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ProgressBar value={scorePercent(score.value)} label={`${label} score`} fillClassName={toneFillClasses[tone]} />
        {/* Report text comes from research output: rendered as plain text, never as HTML. */}
        <p className="text-sm text-muted-foreground">{score.reasoning}</p>
      </CardContent>
    </Card>
  );
}
