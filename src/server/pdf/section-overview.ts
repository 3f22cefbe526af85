import { createElement as h, type ReactElement } from "react";
import { Text, View } from "@react-pdf/renderer";
import type { DimensionScore, ValidationReport } from "../../shared/contracts/report.ts";
import { analystName } from "../../shared/display/analyst-name.ts";
import { plural } from "../../shared/display/count-text.ts";
import { evidencePoints } from "../../shared/display/evidence-sources.ts";
import { formatDate } from "../../shared/display/format-date.ts";
import { formatScore, scorePercent } from "../../shared/display/format-score.ts";
import { getNextSteps } from "../../shared/display/next-steps.ts";
import { getScoreTone } from "../../shared/display/score-color.ts";
import { SCORE_TYPES } from "../../shared/display/score-types.ts";
import { DESCRIPTION_ONLY_TEXT, DESCRIPTION_ONLY_TITLE, getVerdict } from "../../shared/display/verdict.ts";
import { bar, heading, keepTogether, list, paragraph, text } from "./primitives.ts";
import { toPdfText } from "./pdf-text.ts";
import { styles, TONE_COLORS } from "./styles.ts";

/** The verdict first, as on the screen: recommendation, score, confidence, why, and what the report rests on. */
function verdictStrip(report: ValidationReport): ReactElement {
  const verdict = getVerdict(report);
  return h(View, { style: styles.callout, wrap: false },
    h(View, { style: styles.row },
      h(Text, { style: [styles.badge, { color: TONE_COLORS[verdict.recommendation.tone] }] },
        `Recommendation: ${toPdfText(verdict.recommendation.label)}${verdict.provisional ? " (provisional)" : ""}`),
      h(Text, { style: { marginLeft: 16 } }, `Overall score: ${verdict.score}`),
      h(Text, { style: [styles.muted, { marginLeft: 16 }] }, `Confidence: ${verdict.confidence}`),
    ),
    text(verdict.reason, { marginTop: 4 }),
    verdict.provisional ? text(verdict.provisional, [styles.bold, { marginTop: 4, color: TONE_COLORS.orange }]) : null,
    verdict.descriptionOnly ? text(`${DESCRIPTION_ONLY_TITLE}. ${DESCRIPTION_ONLY_TEXT}`, [styles.bold, { marginTop: 4, color: TONE_COLORS.orange }]) : null,
  );
}

/** A stored report names its version (every re-validation adds one); a report without one is a preview. */
export function reportHeader(report: ValidationReport & { version?: number }): ReactElement {
  return h(View, null,
    h(Text, { style: styles.kicker }, "VALIDATION REPORT"),
    text(report.title, styles.title),
    h(View, { style: styles.metaRow },
      report.version === undefined ? null : text(`Version ${report.version}`, styles.metaItem),
      text(`Target market: ${report.targetMarket?.trim() || "Not specified"}`, styles.metaItem),
      text(`Generated: ${formatDate(report.generatedAt) ?? "Recently"}`, styles.metaItem),
      text(`Analysis by: ${analystName(report.model)}`, styles.metaItem),
    ),
    verdictStrip(report),
    paragraph(report.description),
  );
}

function scoreBox({ label, score, last }: { label: string; score: DimensionScore; last: boolean }): ReactElement {
  const tone = getScoreTone(score.value);
  return h(View, { key: label, style: last ? [styles.scoreBox, styles.scoreBoxLast] : styles.scoreBox },
    h(Text, { style: styles.scoreLabel }, label),
    h(Text, { style: [styles.scoreValue, { color: TONE_COLORS[tone] }] }, `${formatScore(score.value)}/10`),
    bar({ percent: scorePercent(score.value), tone }),
    h(Text, { style: [styles.small, { marginTop: 3 }] }, `${Math.round(score.confidence * 100)}% confidence`),
  );
}

function scoreDetail({ label, score, report }: { label: string; score: DimensionScore; report: ValidationReport }): ReactElement {
  const evidence = evidencePoints({ evidence: score.evidence, sources: report.sources }).map((point) => {
    const cites = point.sources.map((source) => `[S${report.sources.indexOf(source) + 1}]`).join(" ");
    const more = point.moreSources ? ` and ${plural(point.moreSources, "more source")}` : "";
    return cites ? `${point.text} ${cites}${more}` : point.text;
  });
  return h(View, { key: label },
    keepTogether(
      heading(`${label} Score: ${formatScore(score.value)}/10 (${Math.round(score.confidence * 100)}% confidence)`),
      h(Text, { style: styles.h4 }, "Analysis"),
      paragraph(score.reasoning) ?? text("No reasoning was given.", styles.muted),
    ),
    ...(evidence.length > 0 ? [h(Text, { key: "ev", style: styles.h4, minPresenceAhead: 30 }, `Supporting Evidence (${evidence.length})`), list({ items: evidence, numbered: true })] : []),
  );
}

export function scoresSection(report: ValidationReport): ReactElement {
  return h(View, null,
    keepTogether(
      heading("Scores", 2),
      h(View, { style: styles.scoreGrid },
        SCORE_TYPES.map(({ key, label }, index) => scoreBox({ label, score: report[key], last: index === SCORE_TYPES.length - 1 }))),
    ),
    ...SCORE_TYPES.map(({ key, label }) => scoreDetail({ label, score: report[key], report })),
  );
}

export function nextStepsSection(report: ValidationReport): ReactElement | null {
  const next = getNextSteps(report);
  if (!next) return null;
  return h(View, { wrap: false },
    heading("What's Next", 2),
    text(next.intro, [styles.paragraph, styles.bold]),
    list({ items: next.steps, numbered: true }),
  );
}
