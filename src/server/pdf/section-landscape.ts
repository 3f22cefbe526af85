import { createElement as h, type ReactElement } from "react";
import { View } from "@react-pdf/renderer";
import type { ValidationReport } from "../../shared/contracts/report.ts";
import type { KeywordTrends } from "../../shared/contracts/trends.ts";
import { CASE_AGAINST_TITLE, competitorTags, fallingInterestPoint, foundAsLabel, LANDSCAPE_TITLE, landscapeSummary, UNVERIFIED_TITLE } from "../../shared/display/report-sections.ts";
import { heading, keepTogether, list, paragraph, text, url } from "./primitives.ts";
import { styles } from "./styles.ts";

/** The competitors the research found, each with its link and cited evidence, then the unverified names. */
export function competitorLandscapeSection(report: ValidationReport): ReactElement | null {
  const landscape = report.competitorLandscape;
  if (!landscape) return null;
  return h(View, null,
    keepTogether(heading(LANDSCAPE_TITLE, 2), paragraph(landscapeSummary(landscape))),
    ...landscape.competitors.map((competitor, index) => h(View, { key: index, style: styles.source, wrap: false },
      text(`${competitor.name} (${[foundAsLabel(competitor.foundAs), ...competitorTags(competitor)].join(", ")})`, styles.bold),
      url(competitor.url),
      list({ items: competitor.evidence, empty: "No further evidence in the retrieved sources." }),
    )),
    landscape.unverified.length ? keepTogether(heading(UNVERIFIED_TITLE, 4), paragraph(landscape.unverified.join(", "))) : null,
    text(landscape.searched, [styles.paragraph, styles.small, styles.muted]),
  );
}

/** The strongest argument against the idea, what it rests on (with falling interest from the trend printed) and what was searched. */
export function caseAgainstSection({ report, trends }: { report: ValidationReport; trends: KeywordTrends | null }): ReactElement | null {
  const against = report.caseAgainst;
  if (!against) return null;
  const falling = fallingInterestPoint(trends);
  return h(View, null,
    keepTogether(heading(CASE_AGAINST_TITLE, 2), paragraph(against.summary)),
    list({ items: falling ? [falling, ...against.points] : against.points, empty: "Nothing further to add." }),
    text(against.searched, [styles.paragraph, styles.small, styles.muted]),
  );
}
