import { createElement as h, type ReactElement } from "react";
import { View } from "@react-pdf/renderer";
import type { ValidationReport } from "../../shared/contracts/report.ts";
import { ASSUMPTIONS_TITLE, experimentDetails, experimentLabel, PLAN_INTRO, settledLabel } from "../../shared/display/experiment-plan.ts";
import { heading, keepTogether, list, paragraph, text } from "./primitives.ts";
import { styles } from "./styles.ts";

/** The riskiest assumptions, each with its evidence for and against and its experiment plan. */
export function riskiestAssumptionsSection(report: ValidationReport): ReactElement | null {
  const assumptions = report.riskiestAssumptions;
  if (!assumptions?.length) return null;
  return h(View, null,
    keepTogether(heading(ASSUMPTIONS_TITLE, 2), paragraph(PLAN_INTRO)),
    ...assumptions.map((assumption, index) => h(View, { key: assumption.id },
      keepTogether(
        heading(`${index + 1}. ${assumption.statement}`, 3),
        text(`${settledLabel(assumption.settled)}: ${assumption.settledNote}`, [styles.paragraph, styles.small, styles.muted]),
        paragraph(assumption.whyItMatters),
      ),
      assumption.evidenceFor.length ? keepTogether(heading("Evidence for", 4), list({ items: assumption.evidenceFor })) : null,
      assumption.evidenceAgainst.length ? keepTogether(heading("Evidence against", 4), list({ items: assumption.evidenceAgainst })) : null,
      heading(`Experiment: ${experimentLabel(assumption.experiment.kind)}`, 4),
      ...experimentDetails(assumption.experiment, report.currency).map((detail) => (typeof detail.value === "string"
        ? h(View, { key: detail.label, wrap: false }, text(detail.label, styles.bold), paragraph(detail.value))
        : h(View, { key: detail.label, wrap: false }, text(detail.label, styles.bold), list({ items: detail.value })))),
    )),
  );
}
