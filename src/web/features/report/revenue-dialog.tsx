import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { writeReportPrice } from "../../../shared/display/write-price.ts";
import { Facts, FitDialogContent, FitSection, RULE_OF_THUMB_NOTE, TextList, reportMoney } from "./fit-parts.tsx";

/** Revenue Potential: market sizes, three years of revenue, pricing and key assumptions. */
export function RevenueDialogContent({ report }: { report: ValidationReport }) {
  const fit = report.revenuePotential;
  const { marketSize, revenueProjections, pricingStrategy } = fit;
  const { money, roughRange } = reportMoney(report);
  return (
    <FitDialogContent title="Revenue Potential" score={fit.score} description={fit.description}>
      {roughRange ? <p className="text-xs font-medium text-amber-800 italic dark:text-amber-300">{RULE_OF_THUMB_NOTE}</p> : null}
      <FitSection title="Market Size">
        <Facts rough={roughRange} items={[
          { label: "Total Market", value: money(marketSize.total) },
          { label: "Addressable", value: money(marketSize.addressable) },
          { label: "Serviceable", value: money(marketSize.serviceable) },
        ]} />
      </FitSection>
      <FitSection title="Revenue Projections">
        <Facts rough={roughRange} items={[
          { label: "Year 1", value: money(revenueProjections.year1) },
          { label: "Year 2", value: money(revenueProjections.year2) },
          { label: "Year 3", value: money(revenueProjections.year3) },
        ]} />
      </FitSection>
      <FitSection title="Pricing Model">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-medium break-words">{pricingStrategy.model}</p>
          <p className="text-sm">
            Price{" "}
            <span className="font-semibold tabular-nums">{writeReportPrice(pricingStrategy, report.currency ?? "USD")}</span>
          </p>
        </div>
        {pricingStrategy.reasoning.trim() ? (
          <p className="text-sm whitespace-pre-line text-muted-foreground break-words">{pricingStrategy.reasoning}</p>
        ) : null}
      </FitSection>
      <FitSection title="Key Assumptions">
        <TextList items={revenueProjections.assumptions} />
      </FitSection>
    </FitDialogContent>
  );
}
