import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { getVerdict } from "../../../shared/display/verdict.ts";
import { cn } from "../../lib/cn.ts";
import { scoreTextClasses, toneBadgeClasses } from "../../lib/tone-classes.ts";
import { DescriptionOnlyBanner } from "./description-only-banner.tsx";

/**
 * The verdict first: recommendation in its colour, overall score, confidence and why, above
 * everything else so it is on the first screen of a laptop and above the score cards on a phone.
 */
export function VerdictStrip({ report }: { report: ValidationReport }) {
  const verdict = getVerdict(report);
  return (
    <section aria-label="Verdict" className="flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-sm">
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
      </div>
      <p className="text-sm break-words">{verdict.reason}</p>
      {verdict.provisional ? <p className="text-sm font-medium text-amber-800 dark:text-amber-300">{verdict.provisional}</p> : null}
      {verdict.descriptionOnly ? <DescriptionOnlyBanner /> : null}
    </section>
  );
}
