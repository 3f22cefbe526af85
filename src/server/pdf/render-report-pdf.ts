import { createElement as h } from "react";
import { Document, Page, Text, View, renderToBuffer } from "@react-pdf/renderer";
import type { ValidationReport } from "../../shared/contracts/report.ts";
import type { KeywordTrends } from "../../shared/contracts/trends.ts";
import { formatDate } from "../../shared/display/format-date.ts";
import { shortenTitle } from "../../shared/display/shorten-title.ts";
import { toPdfText } from "./pdf-text.ts";
import { riskiestAssumptionsSection } from "./section-assumptions.ts";
import { businessFitSection } from "./section-business-fit.ts";
import { caseAgainstSection, competitorLandscapeSection } from "./section-landscape.ts";
import { marketInterestSection } from "./section-market-interest.ts";
import { nextStepsSection, reportHeader, scoresSection } from "./section-overview.ts";
import { methodologySection, sourcesSection } from "./section-sources.ts";
import { styles } from "./styles.ts";

const DISCLAIMER = "Results are illustrative and vary; this is not financial, legal or business advice.";

/**
 * The whole report as an A4 PDF, made on the server with no browser: header, scores with their
 * analysis and evidence, what's next, the case against, business fit, the competitor landscape,
 * market interest (with its chart when trend data exists), sources and methodology. Pages break
 * between blocks, with page numbers.
 */
export async function renderReportPdf({ report, trends, now = new Date() }: {
  report: ValidationReport; trends: KeywordTrends | null; now?: Date;
}): Promise<Buffer> {
  const title = toPdfText(report.title);
  const document = h(Document, {
    title: `${title} - Validation Report`,
    author: "Greenlight",
    subject: "Validation report",
    creator: "Greenlight",
    producer: "Greenlight",
  },
  h(Page, { size: "A4", style: styles.page, wrap: true },
    h(View, { style: styles.runningHeader, fixed: true },
      h(Text, null, "Greenlight - Validation Report"),
      h(Text, { style: { maxWidth: 300 } }, shortenTitle(title, 60)),
    ),
    h(Text, { style: styles.footerLeft, fixed: true }, `Printed ${formatDate(now) ?? ""}. ${DISCLAIMER}`),
    h(Text, {
      style: styles.footerRight,
      fixed: true,
      render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) => `Page ${pageNumber} of ${totalPages}`,
    }),
    h(View, { style: styles.body },
      reportHeader(report),
      scoresSection(report),
      nextStepsSection(report),
      caseAgainstSection({ report, trends }),
      riskiestAssumptionsSection(report),
      businessFitSection(report),
      competitorLandscapeSection(report),
      marketInterestSection(trends),
      sourcesSection({ report, now }),
      methodologySection(report),
    ),
  ));
  return renderToBuffer(document);
}
