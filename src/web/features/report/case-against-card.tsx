import { useId } from "react";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { CASE_AGAINST_TITLE, fallingInterestPoint } from "../../../shared/display/report-sections.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { CitedText } from "./cited-text.tsx";
import type { ReportSourceApi } from "./report-source.ts";
import { useKeywordTrends } from "./use-keyword-trends.ts";

/**
 * The strongest argument against the idea that the evidence supports, with what it rests on and what
 * was searched. Falling interest in the keyword the Market Interest card shows is added from its data.
 */
export function CaseAgainstCard({ report, api, keyword }: { report: ValidationReport; api: ReportSourceApi; keyword: string | null }) {
  const titleId = useId();
  const trends = useKeywordTrends({ api, keyword });
  const against = report.caseAgainst;
  if (!against) return null;
  const falling = fallingInterestPoint(trends.data);
  const points = falling ? [falling, ...against.points] : against.points;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-2">
        <CardTitle id={titleId} className="text-base">{CASE_AGAINST_TITLE}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm break-words"><CitedText text={against.summary} sources={report.sources} /></p>
        {points.length > 0 ? (
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-muted-foreground" aria-label="What the case rests on">
            {points.map((point, index) => (
              // Points may repeat verbatim, so a point's position is its identity.
              <li key={index} className="break-words"><CitedText text={point} sources={report.sources} /></li>
            ))}
          </ul>
        ) : null}
        <p className="text-xs text-muted-foreground">{against.searched}</p>
      </CardContent>
    </Card>
  );
}
