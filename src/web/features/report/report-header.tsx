import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { formatDate } from "../../../shared/display/format-date.ts";
import { formatScore } from "../../../shared/display/format-score.ts";
import { getReportRecommendation } from "../../../shared/display/recommendation.ts";
import { getScoreTone } from "../../../shared/display/score-color.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { cn } from "../../lib/cn.ts";
import { toneTextClasses } from "../../lib/tone-classes.ts";

/** SPEC 2.7 report header: title, recommendation, target market, generated date, overall score. */
export function ReportHeader({ report }: { report: ValidationReport }) {
  const recommendation = getReportRecommendation(report.recommendation);
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h2 className="text-2xl font-bold tracking-tight">{report.title}</h2>
        <div className="text-right">
          <p className="text-xs tracking-wide text-muted-foreground uppercase">Overall score</p>
          <p className={cn("text-3xl font-bold", toneTextClasses[getScoreTone(report.overallScore)])}>
            {formatScore(report.overallScore)}/10
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={recommendation.tone}>{recommendation.label}</Badge>
        {report.targetMarket ? (
          <Badge tone="grey">{report.targetMarket}</Badge>
        ) : (
          <Badge tone="grey" className="border border-dashed border-muted-foreground/50 bg-transparent">
            Not specified
          </Badge>
        )}
        <span className="text-muted-foreground">Generated {formatDate(report.generatedAt) ?? "Recently"}</span>
      </div>
      <p className="text-muted-foreground">{report.description}</p>
    </header>
  );
}
