import { useId } from "react";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { getNextSteps } from "../../../shared/display/next-steps.ts";
import { getReportRecommendation } from "../../../shared/display/recommendation.ts";
import { formatScore } from "../../../shared/display/format-score.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";

/**
 * What's Next: the recommendation and the next steps for it, the riskiest assumption's experiment
 * first. Share and Download sit in the verdict hero, where they are seen first (decision 017).
 */
export function WhatsNextCard({ report }: { report: ValidationReport }) {
  const titleId = useId();
  const recommendation = getReportRecommendation(report.recommendation);
  const next = getNextSteps(report);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-2">
        <CardTitle id={titleId} className="text-base">What's Next</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge tone={recommendation.tone} className="text-sm">{recommendation.label}</Badge>
          <span className="text-sm text-muted-foreground">
            Overall <span className="font-semibold text-foreground tabular-nums">{formatScore(report.overallScore)}/10</span>
          </span>
        </div>
        {next ? (
          <div className="flex flex-col gap-1.5">
            <p className="text-sm font-medium">{next.intro}</p>
            <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-muted-foreground">
              {next.steps.map((step) => <li key={step} className="break-words">{step}</li>)}
            </ol>
          </div>
        ) : null}
        <p className="text-xs text-muted-foreground">This report includes validation scores, market analysis, sources and methodology.</p>
      </CardContent>
    </Card>
  );
}
