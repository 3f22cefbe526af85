import type { FounderSource } from "../contracts/founder-evidence.ts";
import { joinWords } from "./count-text.ts";
import { formatScore } from "./format-score.ts";
import { diffReports, type DiffableReport, type ScoreChange } from "./report-diff.ts";

/** The parts of a version the sentence reads: its scores, sources and the founder's results it weighed. */
export type MovedReport = DiffableReport & { founderEvidence?: readonly FounderSource[] };

const resultKey = (item: FounderSource) => `${item.kind}|${item.summary}|${item.recordedAt}`;

/** The founder's results this version weighed that the one before did not. */
function newResults(before: MovedReport, after: MovedReport): FounderSource[] {
  const earlier = new Set((before.founderEvidence ?? []).map(resultKey));
  return (after.founderEvidence ?? []).filter((item) => item.kind !== "note" && !earlier.has(resultKey(item)));
}

const move = (score: ScoreChange) =>
  `${score.direction === "down" ? "cut" : "raised"} ${score.label} from ${formatScore(score.before)} to ${formatScore(score.after)}`;

/**
 * The one sentence that says what moved the scores from one version to the next: the founder's new
 * results when there are any (they are what a re-validation weighs first), else the change in the
 * retrieved sources, and the two scores that moved most: "Your results (8 interviews: 2 confirmed the
 * pain, 6 denied it, 2 would pay) cut Opportunity from 6.3 to 3.2."
 */
export function whatMovedSentence(before: MovedReport, after: MovedReport): string {
  const diff = diffReports(before, after);
  const moved = diff.scores
    .filter((score) => score.label !== "Overall" && score.direction !== "same")
    .sort((a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before))
    .slice(0, 2);
  const results = newResults(before, after);
  const sourceChange = diff.sources.added.length + diff.sources.gone.length > 0
    ? `Today's sources (${diff.sources.added.length} new, ${diff.sources.gone.length} gone)`
    : null;
  const cause = results.length > 0
    ? `Your results (${results.map((item) => item.summary.charAt(0).toLowerCase() + item.summary.slice(1)).join("; ")})`
    : sourceChange ?? "The same evidence, weighed again,";
  if (moved.length === 0) return `${cause.replace(/, weighed again,$/, "")} left every score where it was.`;
  return `${cause} ${joinWords(moved.map(move))}.`;
}
