import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { formatMoney } from "../../../shared/display/money.ts";
import { Facts, FitDialogContent, FitSection, TextList } from "./fit-parts.tsx";

/** SPEC 2.7 Revenue Potential: market sizes, three years of revenue, pricing and key assumptions. */
export function RevenueDialogContent({ fit }: { fit: ValidationReport["revenuePotential"] }) {
  const { marketSize, revenueProjections, pricingStrategy } = fit;
  return (
    <FitDialogContent title="Revenue Potential" score={fit.score} description={fit.description}>
      <FitSection title="Market Size">
        <Facts items={[
          { label: "Total Market", value: formatMoney(marketSize.total) },
          { label: "Addressable", value: formatMoney(marketSize.addressable) },
          { label: "Serviceable", value: formatMoney(marketSize.serviceable) },
        ]} />
      </FitSection>
      <FitSection title="Revenue Projections">
        <Facts items={[
          { label: "Year 1", value: formatMoney(revenueProjections.year1) },
          { label: "Year 2", value: formatMoney(revenueProjections.year2) },
          { label: "Year 3", value: formatMoney(revenueProjections.year3) },
        ]} />
      </FitSection>
      <FitSection title="Pricing Model">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-medium break-words">{pricingStrategy.model}</p>
          <p className="text-sm">
            Suggested price <span className="font-semibold tabular-nums">{formatMoney(pricingStrategy.suggestedPrice)}/month</span>
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
