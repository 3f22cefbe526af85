import { Info } from "lucide-react";
import { useId, useState, type Ref } from "react";
import type { KeywordTrends } from "../../../shared/contracts/trends.ts";
import { formatDate } from "../../../shared/display/format-date.ts";
import { describeTrendMetric, formatGrowth, formatTrendVolume, GROWTH_TOOLTIP } from "../../../shared/display/keyword-trends.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "../../components/ui/tooltip.tsx";
import { cn } from "../../lib/cn.ts";
import type { ReportSourceApi } from "./report-source.ts";
import { TrendChart } from "./trend-chart.tsx";
import { useKeywordTrends } from "./use-keyword-trends.ts";

export const TRENDS_UNAVAILABLE = "Keyword trend data unavailable";
export const TRENDS_UNAVAILABLE_HINT = "Check back later or try refreshing the page";

function Metric({ label, value, tip, tone }: { label: string; value: string; tip: string; tone?: string }) {
  return (
    <div className="flex flex-col">
      <span className="flex items-center gap-1 text-xs text-muted-foreground">
        {label}
        <Tooltip>
          <TooltipTrigger asChild>
            <button type="button" aria-label={`About ${label}`} className="rounded-full p-0.5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              <Info className="size-3.5" aria-hidden="true" />
            </button>
          </TooltipTrigger>
          <TooltipContent>{tip}</TooltipContent>
        </Tooltip>
      </span>
      <span className={cn("text-xl font-bold tabular-nums", tone)}>{value}</span>
    </div>
  );
}

function KeywordSelect({ trends, keyword, onKeywordChange }: {
  trends: KeywordTrends; keyword: string; onKeywordChange: (keyword: string) => void;
}) {
  const keywords = trends.keywords.includes(keyword) ? trends.keywords : [keyword, ...trends.keywords];
  return (
    <Select value={keyword} onValueChange={onKeywordChange}>
      {/* A combobox takes no name from its content, so the label is given outright. */}
      <SelectTrigger aria-label="Keyword" className="w-auto max-w-80 min-w-48">
        <span className="truncate">
          Keyword: <SelectValue />
        </span>
      </SelectTrigger>
      <SelectContent className="max-h-60 overflow-y-auto">
        {keywords.map((item) => (
          <SelectItem key={item} value={item}>{item}</SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * Market Interest: the keyword dropdown, Volume and Growth, the monthly area chart,
 * "Last updated" and the stale badge; the empty and unavailable states.
 */
export function MarketInterestCard({ api, keyword, onKeywordChange, ref }: {
  api: ReportSourceApi;
  /** The chosen keyword; null until the first answer names its selectedKeyword. */
  keyword: string | null;
  onKeywordChange: (keyword: string) => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const titleId = useId();
  const { data: trends, isPending, isError, isPlaceholderData } = useKeywordTrends({ api, keyword });
  // The keyword list of the last good answer keeps the dropdown usable even when one keyword fails.
  const [lastGood, setLastGood] = useState<KeywordTrends | null>(null);
  if (trends && !isPlaceholderData && trends !== lastGood) setLastGood(trends);
  const shown = isError ? null : trends;
  const listed = lastGood ?? trends;

  return (
    <Card role="region" aria-labelledby={titleId} ref={ref} className="flex flex-col">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle id={titleId} className="text-base">Market Interest</CardTitle>
        {listed ? <KeywordSelect trends={listed} keyword={keyword ?? listed.selectedKeyword} onKeywordChange={onKeywordChange} /> : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {isPending ? (
          <LoadingState text="Loading keyword trends..." className="min-h-48" />
        ) : isError || !shown ? (
          <div className="flex min-h-48 flex-col items-center justify-center rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
            <p>
              <span className="font-medium text-foreground">{TRENDS_UNAVAILABLE}</span> - {TRENDS_UNAVAILABLE_HINT}
            </p>
          </div>
        ) : (
          <div aria-busy={isPlaceholderData} className={cn("flex flex-1 flex-col gap-4 transition-opacity", isPlaceholderData && "opacity-50")}>
            <div className="flex flex-wrap gap-8">
              <Metric
                label="Volume"
                value={formatTrendVolume({ volume: shown.currentVolume, metric: shown.metric })}
                tip={describeTrendMetric({ metric: shown.metric, source: shown.source })}
              />
              <Metric
                label="Growth"
                value={formatGrowth(shown.growthRate)}
                tip={GROWTH_TOOLTIP}
                tone={shown.growthRate >= 0 ? "text-green-700 dark:text-green-400" : "text-red-700 dark:text-red-400"}
              />
            </div>
            {shown.data.length === 0 ? (
              <p className="flex min-h-40 items-center justify-center rounded-md border border-dashed text-sm text-muted-foreground">
                No data available for selected keyword
              </p>
            ) : (
              <TrendChart trends={shown} />
            )}
            <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
              <span>Last updated: {formatDate(shown.lastUpdated) ?? "Recently"}</span>
              {shown.isStale ? <Badge tone="yellow">⚠️ Data not recently synced</Badge> : null}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
