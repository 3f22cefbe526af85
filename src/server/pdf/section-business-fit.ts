import { createElement as h, type ReactElement } from "react";
import { View } from "@react-pdf/renderer";
import type { ValidationReport } from "../../shared/contracts/report.ts";
import { formatLevel, formatMonths, getHighImpactChannels, getNonTechnicalChallenges } from "../../shared/display/business-fit.ts";
import { formatScore } from "../../shared/display/format-score.ts";
import { formatMoney } from "../../shared/display/money.ts";
import { heading, keepTogether, keyValues, list, paragraph, table, text } from "./primitives.ts";
import { styles } from "./styles.ts";

function revenue(fit: ValidationReport["revenuePotential"]): ReactElement {
  return h(View, null,
    keepTogether(
      heading("Business Fit", 2),
      heading(`Revenue Potential: ${formatScore(fit.score)}/10`),
      paragraph(fit.description),
      heading("Market Size", 4),
    ),
    keyValues([
      ["Total Market", formatMoney(fit.marketSize.total)],
      ["Addressable", formatMoney(fit.marketSize.addressable)],
      ["Serviceable", formatMoney(fit.marketSize.serviceable)],
    ]),
    heading("Revenue Projections", 4),
    keyValues([
      ["Year 1", formatMoney(fit.revenueProjections.year1)],
      ["Year 2", formatMoney(fit.revenueProjections.year2)],
      ["Year 3", formatMoney(fit.revenueProjections.year3)],
    ]),
    heading("Pricing Strategy", 4),
    keyValues([
      ["Model", fit.pricingStrategy.model],
      ["Suggested price", `${formatMoney(fit.pricingStrategy.suggestedPrice)}/month`],
    ]),
    paragraph(fit.pricingStrategy.reasoning),
    heading("Key Assumptions", 4),
    list({ items: fit.revenueProjections.assumptions }),
  );
}

function execution(fit: ValidationReport["executionDifficulty"]): ReactElement {
  const nonTechnical = getNonTechnicalChallenges(fit.riskFactors);
  return h(View, null,
    keepTogether(heading(`Execution Difficulty: ${formatScore(fit.score)}/10`), paragraph(fit.description)),
    heading("Resource Requirements", 4),
    keyValues([
      ["Team size", fit.resourceRequirements.teamSize || "Not estimated"],
      ["Budget", fit.resourceRequirements.budget || "Not estimated"],
      ["Timeline", fit.resourceRequirements.timeline || "Not estimated"],
    ]),
    heading("Execution Risks", 4),
    fit.riskFactors.length > 0
      ? table({ head: ["Risk", "Probability", "Impact"], rows: fit.riskFactors.map((r) => [r.risk, formatLevel(r.probability), formatLevel(r.impact)]) })
      : text("None identified.", styles.muted),
    heading("Technical Challenges", 4),
    list({ items: fit.technicalChallenges }),
    heading("Non-Technical Challenges", 4),
    list({ items: nonTechnical.map((r) => `${r.risk} (${formatLevel(r.probability)} probability, ${formatLevel(r.impact)} impact)`) }),
  );
}

function goToMarket(fit: ValidationReport["goToMarketSignals"]): ReactElement {
  const highImpact = getHighImpactChannels(fit.channels);
  return h(View, null,
    keepTogether(heading(`Go-To-Market: ${formatScore(fit.score)}/10`), paragraph(fit.description)),
    heading("Customer Acquisition", 4),
    keyValues([
      ["CAC", formatMoney(fit.customerAcquisition.cost)],
      ["LTV", formatMoney(fit.customerAcquisition.lifetimeValue)],
      ["Payback", formatMonths(fit.customerAcquisition.paybackPeriod)],
    ]),
    heading("Channels", 4),
    fit.channels.length > 0
      ? table({ head: ["Channel", "Effectiveness", "Cost"], rows: fit.channels.map((c) => [c.channel, `${formatScore(c.effectiveness)}/10`, c.cost]) })
      : text("None identified.", styles.muted),
    heading("Market Entry", 4),
    keyValues([["Strategy", fit.marketEntry.strategy || "Not given"], ["Timeline", fit.marketEntry.timeline || "Not given"]]),
    heading("High-Impact Channels", 4),
    list({ items: highImpact.map((c) => `${c.channel} (${formatScore(c.effectiveness)}/10)`) }),
  );
}

export function businessFitSection(report: ValidationReport): ReactElement {
  return h(View, null,
    revenue(report.revenuePotential),
    execution(report.executionDifficulty),
    goToMarket(report.goToMarketSignals),
  );
}
