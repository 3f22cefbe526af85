import { useId } from "react";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { competitorTags, foundAsLabel, LANDSCAPE_TITLE, landscapeSummary, UNVERIFIED_TITLE } from "../../../shared/display/report-sections.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { CitedText } from "./cited-text.tsx";
import { ExternalLink } from "./external-link.tsx";

/**
 * The products and projects the research found, each linked, with what its sources show (traction,
 * pricing, complaints) and their citations; names only the model knew are listed apart as unverified.
 * Reports made before the landscape existed show no card.
 */
export function CompetitorLandscapeCard({ report }: { report: ValidationReport }) {
  const titleId = useId();
  const landscape = report.competitorLandscape;
  if (!landscape) return null;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-2">
        <CardTitle id={titleId} className="text-base">{LANDSCAPE_TITLE}</CardTitle>
        <p className="text-sm text-muted-foreground">{landscapeSummary(landscape)}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {landscape.competitors.length > 0 ? (
          <ul className="flex flex-col divide-y" aria-label="Competitors found">
            {landscape.competitors.map((competitor) => (
              <li key={`${competitor.foundAs}:${competitor.name}`} className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2">
                  <ExternalLink href={competitor.url} className="font-medium break-all">{competitor.name}</ExternalLink>
                  <Badge tone="grey">{foundAsLabel(competitor.foundAs)}</Badge>
                  {competitorTags(competitor).map((tag) => <Badge key={tag} tone="grey">{tag}</Badge>)}
                </div>
                {competitor.evidence.length > 0 ? (
                  <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-muted-foreground">
                    {competitor.evidence.map((line, index) => (
                      // Lines may repeat verbatim, so a line's position is its identity.
                      <li key={index} className="break-words"><CitedText text={line} sources={report.sources} /></li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {landscape.unverified.length > 0 ? (
          <div className="flex flex-col gap-1">
            <h4 className="text-sm font-semibold">{UNVERIFIED_TITLE}</h4>
            <p className="text-sm text-muted-foreground">{landscape.unverified.join(", ")}</p>
          </div>
        ) : null}
        <p className="text-xs text-muted-foreground">{landscape.searched}</p>
      </CardContent>
    </Card>
  );
}
