import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { formatDate } from "../../../shared/display/format-date.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "../../components/ui/tooltip.tsx";

export const TARGET_MARKET_TIP = "Add a target market to your idea to get more focused research and scores.";

/** Report header: title, target market badge, generated date ("Recently" if unreadable), description. */
export function ReportHeader({ report }: { report: ValidationReport }) {
  const market = report.targetMarket?.trim();
  return (
    <header className="flex flex-col gap-3">
      <h2 className="text-2xl font-bold tracking-tight break-words">{report.title}</h2>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {market ? (
          <Badge tone="blue" className="max-w-full truncate" title={market}>
            {market}
          </Badge>
        ) : (
          <Tooltip>
            <TooltipTrigger asChild>
              <button
                type="button"
                className="inline-flex items-center rounded-full border border-dashed border-muted-foreground/60 px-2.5 py-0.5 text-xs font-medium text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                Not specified
              </button>
            </TooltipTrigger>
            <TooltipContent>{TARGET_MARKET_TIP}</TooltipContent>
          </Tooltip>
        )}
        <span className="text-muted-foreground">
          Generated <time dateTime={report.generatedAt}>{formatDate(report.generatedAt) ?? "Recently"}</time>
        </span>
      </div>
      <p className="whitespace-pre-line text-muted-foreground break-words">{report.description}</p>
    </header>
  );
}
