import type { ValidationReport } from "../../shared/contracts/report.ts";
import { formatScore } from "../../shared/display/format-score.ts";
import { getReportRecommendation } from "../../shared/display/recommendation.ts";
import { SCORE_TYPES } from "../../shared/display/score-types.ts";
import { pdfFileName } from "../routes/report-pdf.ts";
import { escapeHtml } from "../escape-html.ts";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** Sign-in first, then the report: the link works for whoever signs in with the email it went to. */
export function reportLink({ publicUrl, ideaId }: { publicUrl: string; ideaId: string }): string {
  return `${publicUrl.replace(/\/$/, "")}/api/login?returnTo=${encodeURIComponent(`/report/${ideaId}`)}`;
}

/** The report email: the verdict, the four scores, a link to the full report and the PDF attached. */
export function buildReportEmail({ to, report, pdf, publicUrl }: { to: string; report: ValidationReport; pdf: Buffer; publicUrl: string }): EmailMessage {
  const verdict = getReportRecommendation(report.recommendation).label;
  const scores = SCORE_TYPES.map(({ key, label }) => [label, report[key].value] as const);
  const link = reportLink({ publicUrl, ideaId: report.ideaId });
  const text = [
    `Your Greenlight report for "${report.title}" is ready.`,
    "",
    `Verdict: ${verdict} (overall ${formatScore(report.overallScore)}/10)`,
    ...scores.map(([name, value]) => `${name}: ${formatScore(value)}/10`),
    "",
    `Read the full report, with its evidence and sources, after signing in with ${to}:`,
    link,
    "",
    "The report is attached as a PDF.",
  ].join("\n");
  const html = `<p>Your Greenlight report for <strong>${escapeHtml(report.title)}</strong> is ready.</p>
<p><strong>Verdict: ${escapeHtml(verdict)}</strong> (overall ${formatScore(report.overallScore)}/10)</p>
<ul>${scores.map(([name, value]) => `<li>${name}: ${formatScore(value)}/10</li>`).join("")}</ul>
<p><a href="${escapeHtml(link)}">Read the full report</a> with its evidence and sources, after signing in with ${escapeHtml(to)}.</p>
<p>The report is attached as a PDF.</p>`;
  return {
    to,
    // Only our own words: the title is text whoever filled in the landing page chose.
    subject: `Your Greenlight report is ready: ${verdict}`,
    text,
    html,
    attachments: [{ filename: pdfFileName(report.title), content: pdf, contentType: "application/pdf" }],
  };
}
