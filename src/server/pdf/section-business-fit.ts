import { createElement as h, type ReactElement } from "react";
import { View } from "@react-pdf/renderer";
import type { Currency, ValidationReport } from "../../shared/contracts/report.ts";
import { formatLevel, formatMonths, getHighImpactChannels, getNonTechnicalChallenges } from "../../shared/display/business-fit.ts";
import { formatScore } from "../../shared/display/format-score.ts";
import { formatReportMoney } from "../../shared/display/money.ts";
import { writeReportPrice } from "../../shared/display/write-price.ts";
import { heading, keepTogether, keyValues, list, paragraph, table, text } from "./primitives.ts";
import { styles } from "./styles.ts";

type Money = (amount: number) => string;

const ROUGH_NOTE = "Rough rule-of-thumb ranges, not researched figures.";

function revenue({ fit, money, currency, rough }: { fit: ValidationReport["revenuePotential"]; money: Money; currency: Currency; rough: boolean }): ReactElement {
  return h(View, null,
    keepTogether(
      heading("Business Fit", 2),
      heading(`Revenue Potential: ${formatScore(fit.score)}/10`),
      paragraph(fit.description),
      rough ? text(ROUGH_NOTE, [styles.muted, { marginBottom: 4 }]) : null,
      heading("Market Size", 4),
    ),
    keyValues([
      ["Total Market", money(fit.marketSize.total)],
      ["Addressable", money(fit.marketSize.addressable)],
      ["Serviceable", money(fit.marketSize.serviceable)],
    ]),
    heading("Revenue Projections", 4),
    keyValues([
      ["Year 1", money(fit.revenueProjections.year1)],
      ["Year 2", money(fit.revenueProjections.year2)],
      ["Year 3", money(fit.revenueProjections.year3)],
    ]),
    heading("Pricing Strategy", 4),
    keyValues([
      ["Model", fit.pricingStrategy.model],
      ["Price", writeReportPrice(fit.pricingStrategy, currency)],
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

function goToMarket({ fit, money }: { fit: ValidationReport["goToMarketSignals"]; money: Money }): ReactElement {
  const highImpact = getHighImpactChannels(fit.channels);
  return h(View, null,
    keepTogether(heading(`Go-To-Market: ${formatScore(fit.score)}/10`), paragraph(fit.description)),
    heading("Customer Acquisition", 4),
    keyValues([
      ["CAC", money(fit.customerAcquisition.cost)],
      ["LTV", money(fit.customerAcquisition.lifetimeValue)],
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
  const rough = report.moneyFigures === "rule-of-thumb";
  const money = (amount: number) => formatReportMoney({ amount, currency: report.currency, roughRange: rough });
  return h(View, null,
    revenue({ fit: report.revenuePotential, money, currency: report.currency ?? "USD", rough }),
    execution(report.executionDifficulty),
    goToMarket({ fit: report.goToMarketSignals, money }),
  );
}
