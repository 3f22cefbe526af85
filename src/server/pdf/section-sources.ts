import { sourceCountText } from "../../shared/display/source-counts.ts";
import { createElement as h, type ReactElement } from "react";
import { Text, View } from "@react-pdf/renderer";
import type { ValidationReport } from "../../shared/contracts/report.ts";
import { formatDate } from "../../shared/display/format-date.ts";
import { FOUNDER_EVIDENCE_EXPLAINER, FOUNDER_EVIDENCE_TITLE, founderSourceLine } from "../../shared/display/founder-evidence.ts";
import { formatScore } from "../../shared/display/format-score.ts";
import { getPlatformLabel, getSourceStats, getSourceTypeLabel } from "../../shared/display/source-list.ts";
import { heading, keepTogether, keyValues, list, paragraph, text, url } from "./primitives.ts";
import { styles } from "./styles.ts";

/** Sources in the report's own order, so the [S<n>] citations of the evidence point at them. */
export function sourcesSection({ report, now }: { report: ValidationReport; now: Date }): ReactElement {
  const stats = getSourceStats({ sources: report.sources, now });
  return h(View, null,
    keepTogether(
      heading("Source Citations", 2),
      h(Text, { style: [styles.paragraph, styles.muted] },
        `Total Sources: ${stats.total}   High Relevance: ${stats.highRelevance}   Recent (30d): ${stats.recent}   Source Types: ${stats.types}`),
      h(Text, { style: [styles.paragraph, styles.muted] }, `${sourceCountText(report)}.`),
    ),
    report.sources.length === 0
      ? text("No sources were consulted for this report; see Methodology & Transparency for what the analysis was based on.", styles.muted)
      : h(View, null, report.sources.map((source, index) => h(View, { key: source.id, style: styles.source, wrap: false },
        text(`[S${index + 1}] ${source.title}`, styles.bold),
        text([
          getPlatformLabel(source.platform),
          getSourceTypeLabel(source.type),
          `relevance ${formatScore(source.relevance)}/10`,
          formatDate(source.date) ?? "date unknown",
        ].join(" · "), styles.small),
        source.excerpt ? text(source.excerpt, [styles.small, { fontStyle: "italic" }]) : null,
        url(source.url),
      ))),
    founderSection(report),
  );
}

/** The founder's own results, after the web sources and apart from them: their [F<n>] are cited in the evidence. */
function founderSection(report: ValidationReport): ReactElement | null {
  const founder = report.founderEvidence ?? [];
  if (founder.length === 0) return null;
  return h(View, null,
    keepTogether(heading(FOUNDER_EVIDENCE_TITLE, 3), text(FOUNDER_EVIDENCE_EXPLAINER, [styles.paragraph, styles.muted])),
    founder.map((item) => h(View, { key: item.id, style: styles.source, wrap: false },
      text(founderSourceLine(item), styles.bold),
      item.note ? text(item.note, styles.small) : null,
    )),
  );
}

function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

export function methodologySection(report: ValidationReport): ReactElement {
  const { methodology, qualityAssessment } = report;
  const m = qualityAssessment.metrics;
  return h(View, null,
    keepTogether(heading("Methodology & Transparency", 2), heading("Research Process"), paragraph(methodology.researchProcess)),
    heading("Data collection", 4),
    paragraph(methodology.dataCollection) ?? text("Not described.", styles.muted),
    heading("Analysis approach", 4),
    paragraph(methodology.analysisApproach) ?? text("Not described.", styles.muted),
    heading("Quality Assessment"),
    keyValues([
      ["Confidence level", percent(methodology.confidenceLevel)],
      ["Source Diversity", `${formatScore(m.sourceDiversity)}/10`],
      ["Recency", `${formatScore(m.recency)}/10`],
      ["Specificity", `${formatScore(m.specificity)}/10`],
      ["Sentiment Consistency", `${formatScore(m.sentimentConsistency)}/10`],
      ["Volume", `${formatScore(m.volume)}/10`],
      ["Authority", `${formatScore(m.authority)}/10`],
      ["Research quality", `${formatScore(m.overallScore)}/10`],
    ]),
    heading("Limitations & Assumptions"),
    heading("Limitations", 4),
    list({ items: methodology.limitations }),
    heading("Assumptions", 4),
    list({ items: methodology.assumptions }),
    heading("Analysis Strengths & Weaknesses"),
    heading("Strengths", 4),
    list({ items: qualityAssessment.strengths }),
    heading("Weaknesses", 4),
    list({ items: qualityAssessment.weaknesses }),
  );
}
