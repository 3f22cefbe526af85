import type { ReportBody } from "../../shared/contracts/report.ts";
import { plural } from "../../shared/display/count-text.ts";
import type { MethodologySentences } from "../analysts/analyst.ts";
import type { ResearchResult } from "../contracts/checkpoints.ts";
import type { UsageSummary } from "../llm/usage.ts";
import { MIN_CONFIDENCE_FOR_GO, RECOMMENDATION_THRESHOLDS } from "../scoring/recommendation.ts";
import {
  CONFIDENCE_WITHOUT_RESEARCH, confidenceCeiling, DECISIVE_NO_GO_CONFIDENCE, describeDepth, FULL_DEPTH, isThin, MAX_CONFIDENCE,
  MAX_CONFIDENCE_WHEN_THIN, type ResearchDepth,
} from "../scoring/research-weight.ts";

type Methodology = ReportBody["methodology"];

const RECOMMENDATION_RULE = `The recommendation follows from the overall score: strong go from ${RECOMMENDATION_THRESHOLDS["strong-go"]}, go from ${RECOMMENDATION_THRESHOLDS.go}, caution from ${RECOMMENDATION_THRESHOLDS.caution}; go verdicts also need a confidence of at least ${MIN_CONFIDENCE_FOR_GO}.`;

const pct = (value: number) => `${Math.round(value * 100)}%`;

const CONFIDENCE_RULE = `Confidence follows the depth of the research: at most ${pct(CONFIDENCE_WITHOUT_RESEARCH)} with nothing read or quoted, at most ${pct(MAX_CONFIDENCE_WHEN_THIN)} while research is thin (fewer than ${FULL_DEPTH.sourcesRead} sources read, a search snippet counting half, from fewer than ${FULL_DEPTH.sites} sites, or fewer than ${FULL_DEPTH.quotes} quotes cited in the scores), and up to ${pct(MAX_CONFIDENCE)} beyond; a No Go that a retrieved account of a same-kind product's failure backs is held at ${pct(DECISIVE_NO_GO_CONFIDENCE)} (${pct(MAX_CONFIDENCE_WHEN_THIN)} on thin research).`;

/** Where research happened but was thin: how deep it went and the confidence that allows. */
function thinResearch(depth: ResearchDepth): string[] {
  if (depth.readInFull + depth.snippetsOnly === 0 || !isThin(depth)) return [];
  return [`The research behind this report is thin (${describeDepth(depth)}), so its confidence is held at ${pct(confidenceCeiling(depth))} at most.`];
}

function searched(research: ResearchResult): string {
  const consulted = research.consulted.map((c) => `${c.name} (${plural(c.queries, "search", "searches")}, ${plural(c.results, "result")}${c.failures ? `, ${c.failures} failed` : ""})`);
  return consulted.length ? `Searched: ${consulted.join("; ")}.` : "No source returned results.";
}

function thinEvidence(thin: readonly string[]): string[] {
  if (thin.length === 0) return [];
  const one = thin.length === 1;
  return [`Evidence is thin for ${thin.join(", ")}: fewer than two sources back ${one ? "that score" : "those scores"}, so ${one ? "it leans" : "they lean"} on your description and confidence is lower.`];
}

/**
 * The report's methodology, written in code from what this run did: the analyst's own sentences set
 * around the ones every report states alike (what was searched, what could not be reached, where
 * evidence is thin, how the recommendation follows from the score and confidence from the research).
 */
export function writeMethodology({ own, research, thin, depth, confidence, assumptions, usage }: {
  own: MethodologySentences;
  research: ResearchResult;
  thin: readonly string[];
  /** How deep the research went, which bounds the confidence. */
  depth: ResearchDepth;
  confidence: number;
  assumptions: readonly string[];
  usage: UsageSummary | undefined;
}): Methodology {
  const unreachable = (research.failed ?? []).map((f) => `${f.name} could not be reached (${f.reason}), so nothing from it is included.`);
  return {
    researchProcess: own.researchProcess.join(" "),
    dataCollection: [research.note, searched(research), ...own.dataCollection].join(" "),
    analysisApproach: [...own.approach, RECOMMENDATION_RULE, CONFIDENCE_RULE, ...own.approachAfter].join(" "),
    confidenceLevel: confidence,
    limitations: [...own.cutShort, ...unreachable, ...own.retrieval, ...thinEvidence(thin), ...thinResearch(depth), ...own.caveats],
    assumptions: [...assumptions],
    ...(usage ? { usage } : {}),
  };
}
