import { analystName } from "../../shared/display/analyst-name.ts";
import { sourceCountText } from "../../shared/display/source-counts.ts";
import type { DimensionScore, ReportBody } from "../../shared/contracts/report.ts";
import { ASSUMPTIONS_TITLE, experimentPlanMarkdown, PLAN_INTRO } from "../../shared/display/experiment-plan.ts";
import { formatReportMoney } from "../../shared/display/money.ts";
import { FOUNDER_EVIDENCE_EXPLAINER, FOUNDER_EVIDENCE_TITLE, founderSourceLine } from "../../shared/display/founder-evidence.ts";
import { writeReportPrice } from "../../shared/display/write-price.ts";
import { CASE_AGAINST_TITLE, competitorTags, foundAsLabel, LANDSCAPE_TITLE, landscapeSummary, UNVERIFIED_TITLE } from "../../shared/display/report-sections.ts";

const LABEL: Readonly<Record<ReportBody["recommendation"], string>> = {
  "strong-go": "Strong Go", go: "Go", caution: "Proceed with Caution", "no-go": "No Go",
};
const pct = (n: number) => `${Math.round(n * 100)}%`;
/** Text from a report goes out as text: no Markdown of its own can sneak in. */
const text = (s: string) => s.replace(/([\\`*_<>#|])/g, "\\$1").replace(/\s+/g, " ").trim();
const list = (items: readonly string[]) => items.map((item) => `- ${text(item)}`);

function scoreSection(title: string, score: DimensionScore): string[] {
  return [
    `### ${title}: ${score.value}/10 (confidence ${pct(score.confidence)})`,
    "",
    text(score.reasoning),
    ...(score.evidence.length ? ["", "Evidence:", ...list(score.evidence)] : []),
    "",
  ];
}

/** The case against and the competitor landscape; reports made before they existed have neither. */
function sectionsMarkdown(report: ReportBody): { against: string[]; landscape: string[] } {
  const { caseAgainst: against, competitorLandscape: landscape } = report;
  return {
    against: against ? [`## ${CASE_AGAINST_TITLE}`, "", text(against.summary), "", ...list(against.points), "", `_${text(against.searched)}_`, ""] : [],
    landscape: landscape ? [
      `## ${LANDSCAPE_TITLE}`,
      "",
      landscapeSummary(landscape),
      "",
      ...landscape.competitors.flatMap((c) => [`### ${text(c.name)} (${[foundAsLabel(c.foundAs), ...competitorTags(c)].join(", ")})`, "", `<${c.url}>`, "", ...list(c.evidence), ""]),
      ...(landscape.unverified.length ? [`${UNVERIFIED_TITLE}: ${landscape.unverified.map(text).join(", ")}.`, ""] : []),
      `_${text(landscape.searched)}_`,
      "",
    ] : [],
  };
}

/** A report as Markdown for the command line: every figure and every source, nothing added. */
export function renderReportMarkdown({ title, report, model }: { title: string; report: ReportBody; model: string }): string {
  const { revenuePotential: revenue, executionDifficulty: execution, goToMarketSignals: gtm, methodology, qualityAssessment: quality } = report;
  const usage = methodology.usage;
  const sections = sectionsMarkdown(report);
  // In the founder's currency; rule-of-thumb figures as rough ranges, as on the screen and in the PDF.
  const money = (amount: number) => formatReportMoney({ amount, currency: report.currency, roughRange: report.moneyFigures === "rule-of-thumb" });
  const lines = [
    `# ${text(title)}`,
    "",
    `**${LABEL[report.recommendation]}**, overall score ${report.overallScore}/10, confidence ${pct(methodology.confidenceLevel)}.${report.targetMarket ? ` Target market: ${text(report.targetMarket)}.` : ""}`,
    "",
    "## Scores",
    "",
    ...scoreSection("Opportunity", report.opportunityScore),
    ...scoreSection("Problem", report.problemScore),
    ...scoreSection("Feasibility", report.feasibilityScore),
    ...scoreSection("Timing", report.timingScore),
    ...sections.against,
    ...(report.riskiestAssumptions?.length
      ? [`## ${ASSUMPTIONS_TITLE}`, "", PLAN_INTRO, "", ...experimentPlanMarkdown({ assumptions: report.riskiestAssumptions, currency: report.currency })]
      : []),
    "## Business fit",
    "",
    `### Revenue potential: ${revenue.score}/10`,
    "",
    text(revenue.description),
    "",
    `Market: ${money(revenue.marketSize.total)} total, ${money(revenue.marketSize.addressable)} addressable, ${money(revenue.marketSize.serviceable)} serviceable.`,
    `Revenue: ${money(revenue.revenueProjections.year1)} in year 1, ${money(revenue.revenueProjections.year2)} in year 2, ${money(revenue.revenueProjections.year3)} in year 3.`,
    `Pricing: ${text(revenue.pricingStrategy.model)} at ${writeReportPrice(revenue.pricingStrategy, report.currency ?? "USD")}: ${text(revenue.pricingStrategy.reasoning)}`,
    "",
    "Assumptions:",
    ...list(revenue.revenueProjections.assumptions),
    "",
    `### Execution difficulty: ${execution.score}/10`,
    "",
    text(execution.description),
    "",
    `Team ${text(execution.resourceRequirements.teamSize)}; budget ${text(execution.resourceRequirements.budget)}; timeline ${text(execution.resourceRequirements.timeline)}.`,
    ...execution.riskFactors.map((r) => `- Risk: ${text(r.risk)} (probability ${r.probability}, impact ${r.impact})`),
    ...execution.technicalChallenges.map((c) => `- Challenge: ${text(c)}`),
    "",
    `### Go-to-market: ${gtm.score}/10`,
    "",
    text(gtm.description),
    "",
    `Acquisition cost ${money(gtm.customerAcquisition.cost)}, lifetime value ${money(gtm.customerAcquisition.lifetimeValue)}, payback ${gtm.customerAcquisition.paybackPeriod} months.`,
    ...gtm.channels.map((c) => `- ${text(c.channel)}: effectiveness ${c.effectiveness}/10, cost ${text(c.cost)}`),
    `Entry: ${text(gtm.marketEntry.strategy)} (${text(gtm.marketEntry.timeline)})`,
    "",
    ...sections.landscape,
    `## Sources (${report.sources.length})`,
    "",
    `${sourceCountText(report)}.`,
    "",
    ...(report.sources.length
      ? report.sources.map((s, i) => `${i + 1}. [S${i + 1}] ${text(s.title)} (${s.platform}, ${s.type}, ${s.date.slice(0, 10) || "undated"}, relevance ${s.relevance}/10) <${s.url}>`)
      : ["No sources were consulted."]),
    "",
    ...(report.founderEvidence?.length
      ? [
        `## ${FOUNDER_EVIDENCE_TITLE} (${report.founderEvidence.length})`,
        "",
        text(FOUNDER_EVIDENCE_EXPLAINER),
        "",
        ...report.founderEvidence.map((item, i) => `${i + 1}. ${text(founderSourceLine(item))}${item.note ? ` - ${text(item.note)}` : ""}`),
        "",
      ]
      : []),
    "## Methodology",
    "",
    text(methodology.researchProcess),
    "",
    text(methodology.dataCollection),
    "",
    text(methodology.analysisApproach),
    "",
    "Limitations:",
    ...list(methodology.limitations),
    "",
    `## Research quality: ${quality.metrics.overallScore}/10`,
    "",
    `Diversity ${quality.metrics.sourceDiversity}, recency ${quality.metrics.recency}, specificity ${quality.metrics.specificity}, sentiment consistency ${quality.metrics.sentimentConsistency}, volume ${quality.metrics.volume}, authority ${quality.metrics.authority}.`,
    ...list(quality.strengths.map((s) => `Strength: ${s}`)),
    ...list(quality.weaknesses.map((w) => `Weakness: ${w}`)),
    "",
    `_Analyst: ${text(analystName(model))}${usage ? `; ${usage.inputTokens + usage.outputTokens} tokens${usage.estimatedCostUsd !== null ? `, about $${usage.estimatedCostUsd.toFixed(4)}` : ""}` : ""}._`,
    "",
  ];
  return lines.join("\n");
}
