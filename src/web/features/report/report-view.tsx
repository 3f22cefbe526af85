import * as Tabs from "@radix-ui/react-tabs";
import { useState, type ReactNode } from "react";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { SCORE_TYPES } from "../../../shared/display/score-types.ts";
import { BusinessFitCard } from "./business-fit-card.tsx";
import { CaseAgainstCard } from "./case-against-card.tsx";
import { CompetitorLandscapeCard } from "./competitor-landscape-card.tsx";
import { ExperimentsTab } from "./experiments-tab.tsx";
import { FounderSourcesCard } from "./founder-sources-card.tsx";
import { MarketInterestCard } from "./market-interest-card.tsx";
import { ReportHeader } from "./report-header.tsx";
import type { ReportSourceApi } from "./report-source.ts";
import { RiskiestAssumptionsCard } from "./riskiest-assumptions-card.tsx";
import { ScoreCard } from "./score-card.tsx";
import { SourcesTab } from "./sources-tab.tsx";
import { VerdictHero } from "./verdict-hero.tsx";
import { WhatsNextCard } from "./whats-next-card.tsx";

const tabClasses =
  "rounded-md px-4 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm";

/**
 * The verdict hero first (with the version control and the folded diff its page gives it), then the Overview and Sources tabs. From 1028 px the overview is
 * a main column (header and Market Interest) beside a 280 px (320 px from 1280 px) column of
 * scores, Business Fit and What's Next. The columns share a grid row, so the trend card stretches
 * to the right column's height (at least 400 px) and nothing scrolls inside a capped box. Below
 * 1028 px everything stacks: header, trend, scores, business fit, what's next.
 */
export function ReportView({ report, api, version, changes }: {
  report: ValidationReport;
  api: ReportSourceApi;
  version?: ReactNode;
  changes?: ReactNode;
}) {
  const [keyword, setKeyword] = useState<string | null>(null);

  return (
    <Tabs.Root defaultValue="overview" className="flex flex-col gap-4">
      <VerdictHero report={report} api={api} keyword={keyword} version={version} changes={changes} />
      <Tabs.List aria-label="Report sections" className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1">
        <Tabs.Trigger value="overview" className={tabClasses}>Overview</Tabs.Trigger>
        <Tabs.Trigger value="sources" className={tabClasses}>Sources</Tabs.Trigger>
        {api.kind === "owner" ? <Tabs.Trigger value="experiments" className={tabClasses}>Experiments</Tabs.Trigger> : null}
      </Tabs.List>

      <Tabs.Content value="overview" className="focus-visible:outline-none">
        <div className="grid grid-cols-1 gap-6 min-[1028px]:grid-cols-[minmax(0,1fr)_280px] xl:grid-cols-[minmax(0,1fr)_320px]">
          <div className="flex min-w-0 flex-col gap-6">
            <ReportHeader report={report} />
            <div className="flex min-h-0 flex-1 flex-col *:flex-1">
              <MarketInterestCard api={api} keyword={keyword} onKeywordChange={setKeyword} />
            </div>
          </div>
          <aside aria-label="Scores and recommendation" className="flex min-w-0 flex-col gap-4 min-[1028px]:min-h-[400px]">
            <section aria-label="Scores" className="grid grid-cols-2 gap-3">
              {SCORE_TYPES.map(({ key, label }) => (
                <ScoreCard key={key} label={label} score={report[key]} sources={report.sources} />
              ))}
            </section>
            <BusinessFitCard report={report} />
            <WhatsNextCard report={report} />
          </aside>
        </div>
        <div className="mt-6 grid grid-cols-1 gap-6 min-[1028px]:grid-cols-2">
          <CompetitorLandscapeCard report={report} />
          <CaseAgainstCard report={report} api={api} keyword={keyword} />
        </div>
        <div className="mt-6">
          <RiskiestAssumptionsCard report={report} api={api} />
        </div>
      </Tabs.Content>

      <Tabs.Content value="sources" className="flex flex-col gap-6 focus-visible:outline-none">
        <SourcesTab report={report} />
        <FounderSourcesCard report={report} />
      </Tabs.Content>

      {api.kind === "owner" ? (
        <Tabs.Content value="experiments" className="focus-visible:outline-none">
          <ExperimentsTab ideaId={report.ideaId} report={report} />
        </Tabs.Content>
      ) : null}
    </Tabs.Root>
  );
}
