import type { VersionedReport } from "../../shared/contracts/report-versions.ts";

const DIMENSIONS = ["opportunityScore", "problemScore", "feasibilityScore", "timingScore"] as const;

function figures(report: VersionedReport) {
  return {
    version: report.version,
    generatedAt: report.generatedAt,
    recommendation: report.recommendation,
    overallScore: report.overallScore,
    ...Object.fromEntries(DIMENSIONS.map((name) => [name, report[name].value])),
    sources: report.sources.length,
    founderResults: report.founderEvidence?.length ?? 0,
  };
}

/** Two versions' figures side by side and what moved: numbers only, no report text. */
export function compareReports({ from, to }: { from: VersionedReport; to: VersionedReport }) {
  return {
    from: figures(from),
    to: figures(to),
    changes: {
      recommendation: from.recommendation === to.recommendation ? null : { from: from.recommendation, to: to.recommendation },
      overallScore: Math.round((to.overallScore - from.overallScore) * 10) / 10,
      ...Object.fromEntries(DIMENSIONS.map((name) => [name, Math.round((to[name].value - from[name].value) * 10) / 10])),
      sources: to.sources.length - from.sources.length,
      founderResults: (to.founderEvidence?.length ?? 0) - (from.founderEvidence?.length ?? 0),
    },
  };
}
