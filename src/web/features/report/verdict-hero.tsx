import type { ReactNode } from "react";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { sourceCountText } from "../../../shared/display/source-counts.ts";
import { getVerdict } from "../../../shared/display/verdict.ts";
import { cn } from "../../lib/cn.ts";
import { scoreTextClasses, toneBadgeClasses } from "../../lib/tone-classes.ts";
import { DescriptionOnlyBanner } from "./description-only-banner.tsx";
import { DownloadButton, ShareButton } from "./report-actions.tsx";
import type { ReportSourceApi } from "./report-source.ts";

/**
 * The verdict hero, before anything else of the report at every width: recommendation in its
 * colour, overall score, confidence, one sentence of why, Share (its owner only) and the PDF, then
 * the version as a compact control and, folded under it, what changed since the version before.
 */
export function VerdictHero({ report, api, keyword, version, changes }: {
  report: ValidationReport;
  api: ReportSourceApi;
  keyword: string | null;
  /** The version control (its owner) or the version's name (a shared page). */
  version?: ReactNode;
  /** What changed since the previous version, folded; absent on a first version. */
  changes?: ReactNode;
}) {
  const verdict = getVerdict(report);
  return (
    <section aria-label="Verdict" className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <span className={cn("rounded-full px-3 py-1 text-sm font-semibold", toneBadgeClasses[verdict.recommendation.tone])}>
          {verdict.recommendation.label}
          {verdict.provisional ? " (provisional)" : ""}
        </span>
        <span className="text-sm text-muted-foreground">
          Overall{" "}
          <span className={cn("text-2xl font-bold tabular-nums", scoreTextClasses[verdict.recommendation.tone])}>{verdict.score}</span>
        </span>
        <span className="text-sm text-muted-foreground">
          Confidence <span className="font-semibold text-foreground tabular-nums">{verdict.confidence}</span>
        </span>
        <div className="flex w-full gap-2 sm:ml-auto sm:w-auto">
          {api.kind === "owner" ? <ShareButton ideaId={report.ideaId} /> : null}
          <DownloadButton api={api} keyword={keyword} />
        </div>
      </div>
      <p className="text-sm break-words">{verdict.reason}</p>
      <p data-testid="source-counts" className="text-xs text-muted-foreground">{sourceCountText(report)}</p>
      {verdict.provisional ? <p className="text-sm font-medium text-amber-800 dark:text-amber-300">{verdict.provisional}</p> : null}
      {verdict.descriptionOnly ? <DescriptionOnlyBanner /> : null}
      {version}
      {changes}
    </section>
  );
}
