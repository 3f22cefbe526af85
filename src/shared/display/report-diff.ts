import type { ReportBody, ReportRecommendation } from "../contracts/report.ts";
import { getReportRecommendation } from "./recommendation.ts";
import { SCORE_TYPES } from "./score-types.ts";

export type Direction = "up" | "down" | "same";

export interface ScoreChange {
  label: string;
  before: number;
  after: number;
  direction: Direction;
}

export interface AssumptionChange {
  id: string;
  statement: string;
  /** "settled" when the evidence now leans one way, "open" when it is still untested or contested. */
  state: "settled" | "open" | "new" | "dropped";
  before: string | null;
  after: string | null;
}

export interface ReportDiff {
  verdict: { before: string; after: string; direction: Direction };
  scores: ScoreChange[];
  sources: { added: DiffItem[]; gone: DiffItem[] };
  competitors: { added: DiffItem[]; gone: DiffItem[] };
  assumptions: AssumptionChange[];
}

export interface DiffItem {
  title: string;
  url: string;
}

/** The parts of a report the comparison reads; reports stored before a part existed lack it. */
export type DiffableReport = Pick<ReportBody, "recommendation" | "overallScore" | "opportunityScore" | "problemScore" | "feasibilityScore" | "timingScore" | "sources" | "competitorLandscape"> & {
  riskiestAssumptions?: ReadonlyArray<{ id: string; statement: string; settled: string }>;
};

const VERDICT_RANK: Record<ReportRecommendation, number> = { "no-go": 0, caution: 1, go: 2, "strong-go": 3 };
// Scores are shown to one decimal: a change smaller than that is no change to the reader.
const SCORE_STEP = 0.05;

function direction(before: number, after: number): Direction {
  if (after - before >= SCORE_STEP) return "up";
  if (before - after >= SCORE_STEP) return "down";
  return "same";
}

/** Sources are the same source when they point to the same page, whatever number they were given. */
function addedAndGone(before: DiffItem[], after: DiffItem[]): { added: DiffItem[]; gone: DiffItem[] } {
  const key = (item: DiffItem) => item.url.trim().toLowerCase().replace(/\/+$/, "") || item.title.trim().toLowerCase();
  const beforeKeys = new Set(before.map(key));
  const afterKeys = new Set(after.map(key));
  return { added: after.filter((item) => !beforeKeys.has(key(item))), gone: before.filter((item) => !afterKeys.has(key(item))) };
}

const OPEN_STATES = new Set(["untested", "contested"]);

function assumptionChanges(before: DiffableReport, after: DiffableReport): AssumptionChange[] {
  const earlier = new Map((before.riskiestAssumptions ?? []).map((item) => [item.id, item]));
  const later = after.riskiestAssumptions ?? [];
  const changes: AssumptionChange[] = later.map((item) => {
    const previous = earlier.get(item.id);
    const state = previous ? (OPEN_STATES.has(item.settled) ? "open" : "settled") : "new";
    return { id: item.id, statement: item.statement, state, before: previous?.settled ?? null, after: item.settled };
  });
  const laterIds = new Set(later.map((item) => item.id));
  for (const item of before.riskiestAssumptions ?? []) {
    if (!laterIds.has(item.id)) changes.push({ id: item.id, statement: item.statement, state: "dropped", before: item.settled, after: null });
  }
  return changes;
}

/** What changed from one version of a report to the next: verdict and scores with their direction, sources, competitors and assumptions. */
export function diffReports(before: DiffableReport, after: DiffableReport): ReportDiff {
  const verdictMove = VERDICT_RANK[after.recommendation] - VERDICT_RANK[before.recommendation];
  const scores: ScoreChange[] = [
    { label: "Overall", before: before.overallScore, after: after.overallScore, direction: direction(before.overallScore, after.overallScore) },
    ...SCORE_TYPES.map(({ key, label }) => ({
      label, before: before[key].value, after: after[key].value, direction: direction(before[key].value, after[key].value),
    })),
  ];
  const competitors = (report: DiffableReport) => (report.competitorLandscape?.competitors ?? []).map(({ name, url }) => ({ title: name, url }));
  return {
    verdict: {
      before: getReportRecommendation(before.recommendation).label,
      after: getReportRecommendation(after.recommendation).label,
      direction: verdictMove > 0 ? "up" : verdictMove < 0 ? "down" : "same",
    },
    scores,
    sources: addedAndGone(before.sources.map(({ title, url }) => ({ title, url })), after.sources.map(({ title, url }) => ({ title, url }))),
    competitors: addedAndGone(competitors(before), competitors(after)),
    assumptions: assumptionChanges(before, after),
  };
}

export const DIRECTION_ARROWS: Record<Direction, string> = { up: "↑", down: "↓", same: "→" };
