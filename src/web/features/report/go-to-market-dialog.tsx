import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { formatMonths, getHighImpactChannels } from "../../../shared/display/business-fit.ts";
import { formatScore } from "../../../shared/display/format-score.ts";
import { Facts, FitDialogContent, FitSection, reportMoney, RULE_OF_THUMB_NOTE, TextList } from "./fit-parts.tsx";

/** Go-To-Market: acquisition economics, channels, market entry and high-impact channels. */
export function GoToMarketDialogContent({ report }: { report: ValidationReport }) {
  const fit = report.goToMarketSignals;
  const { money, roughRange } = reportMoney(report);
  const { customerAcquisition: acquisition, channels, marketEntry } = fit;
  const highImpact = getHighImpactChannels(channels);
  return (
    <FitDialogContent title="Go-To-Market" score={fit.score} description={fit.description}>
      <FitSection title="Customer Acquisition">
        {roughRange ? <p className="text-xs font-medium text-amber-800 italic dark:text-amber-300">{RULE_OF_THUMB_NOTE}</p> : null}
        <Facts rough={roughRange} items={[
          { label: "CAC", value: money(acquisition.cost) },
          { label: "LTV", value: money(acquisition.lifetimeValue) },
          { label: "Payback", value: formatMonths(acquisition.paybackPeriod) },
        ]} />
      </FitSection>
      <FitSection title="Channels">
        {channels.length === 0 ? (
          <p className="text-sm text-muted-foreground">None identified.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {channels.map((channel, index) => (
              <li key={index} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm">
                <span className="min-w-0 break-words">{channel.channel}</span>
                {/* Wraps rather than shrinks, so "Cost Low (founder time)" is never clipped on a phone. */}
                <span className="flex min-w-0 flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
                  <span>
                    Effectiveness <span className="font-semibold text-foreground tabular-nums">{formatScore(channel.effectiveness)}/10</span>
                  </span>
                  <span>Cost <span className="font-semibold text-foreground">{channel.cost}</span></span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </FitSection>
      <FitSection title="Market Entry">
        <p className="text-sm whitespace-pre-line break-words">{marketEntry.strategy || "No strategy given."}</p>
        {marketEntry.timeline ? <p className="text-sm text-muted-foreground break-words">Timeline: {marketEntry.timeline}</p> : null}
      </FitSection>
      <FitSection title="High-Impact Channels">
        <TextList
          items={highImpact.map((channel) => `${channel.channel} (${formatScore(channel.effectiveness)}/10)`)}
          empty="No channel rated 7 or more."
        />
      </FitSection>
    </FitDialogContent>
  );
}
