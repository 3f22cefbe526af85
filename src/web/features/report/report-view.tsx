import * as Tabs from "@radix-ui/react-tabs";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { SCORE_TYPES } from "../../../shared/display/score-types.ts";
import { BusinessFitCard } from "./business-fit-card.tsx";
import { CaseAgainstCard } from "./case-against-card.tsx";
import { CompetitorLandscapeCard } from "./competitor-landscape-card.tsx";
import { MarketInterestCard } from "./market-interest-card.tsx";
import { ReportHeader } from "./report-header.tsx";
import type { ReportSourceApi } from "./report-source.ts";
import { ScoreCard } from "./score-card.tsx";
import { SourcesTab } from "./sources-tab.tsx";
import { WhatsNextCard } from "./whats-next-card.tsx";

/** SPEC 9: the right column is at least 400 px tall. */
const MIN_RIGHT_COLUMN_PX = 400;

/** The trend card's rendered height, followed as it changes (data arriving, keyword switching). */
function useElementHeight() {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setHeight(Math.round(entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, height };
}

const tabClasses =
  "rounded-md px-4 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm";

/**
 * SPEC 2.7: the Overview and Sources tabs. From 1028 px the overview is a main column (header and
 * Market Interest) beside a 280 px (320 px from 1280 px) column of scores, Business Fit and What's
 * Next, as tall as the trend card but at least 400 px, scrolling inside when it holds more. Below
 * 1028 px everything stacks: header, trend, scores, business fit, what's next.
 */
export function ReportView({ report, api }: { report: ValidationReport; api: ReportSourceApi }) {
  const [keyword, setKeyword] = useState<string | null>(null);
  const trendCard = useElementHeight();
  const rightColumnStyle = { "--right-column-height": `${Math.max(MIN_RIGHT_COLUMN_PX, trendCard.height)}px` } as CSSProperties;

  return (
    <Tabs.Root defaultValue="overview" className="flex flex-col gap-4">
      <Tabs.List aria-label="Report sections" className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1">
        <Tabs.Trigger value="overview" className={tabClasses}>Overview</Tabs.Trigger>
        <Tabs.Trigger value="sources" className={tabClasses}>Sources</Tabs.Trigger>
      </Tabs.List>

      <Tabs.Content value="overview" className="focus-visible:outline-none">
        <div className="grid grid-cols-1 gap-6 min-[1028px]:grid-cols-[minmax(0,1fr)_280px] xl:grid-cols-[minmax(0,1fr)_320px]">
          <div className="flex min-w-0 flex-col gap-6 min-[1028px]:self-end">
            <ReportHeader report={report} />
            <MarketInterestCard ref={trendCard.ref} api={api} keyword={keyword} onKeywordChange={setKeyword} />
          </div>
          <aside
            aria-label="Scores and recommendation"
            style={rightColumnStyle}
            className="flex min-w-0 flex-col gap-4 min-[1028px]:h-[var(--right-column-height)] min-[1028px]:self-end min-[1028px]:overflow-y-auto min-[1028px]:pr-1"
          >
            <section aria-label="Scores" className="grid grid-cols-2 gap-3">
              {SCORE_TYPES.map(({ key, label }) => (
                <ScoreCard key={key} label={label} score={report[key]} sources={report.sources} />
              ))}
            </section>
            <BusinessFitCard report={report} />
            <WhatsNextCard report={report} api={api} keyword={keyword} />
          </aside>
        </div>
        <div className="mt-6 grid grid-cols-1 gap-6 min-[1028px]:grid-cols-2">
          <CompetitorLandscapeCard report={report} />
          <CaseAgainstCard report={report} />
        </div>
      </Tabs.Content>

      <Tabs.Content value="sources" className="focus-visible:outline-none">
        <SourcesTab report={report} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
