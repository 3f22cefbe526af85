import { SCORE_LABELS } from "../../../shared/display/score-types.ts";
import type { ReportBody, ReportSource } from "../../../shared/contracts/report.ts";
import type { CompetitorLandscape } from "../../../shared/contracts/report-sections.ts";
import type { AnalysisResult, IdeaProfile, ResearchResult } from "../../contracts/checkpoints.ts";
import { buildCaseAgainst } from "./case-against.ts";
import { buildCompetitorLandscape } from "./competitor-landscape.ts";
import { DIMENSIONS } from "../../contracts/vocabulary.ts";
import { candidateFromSource } from "./competitor-candidates.ts";
import { DEFUNCT, namesWorkedThrough, productNames } from "../../text/product-mentions.ts";
import { sourceSentences, type SectionInput } from "./source-facts.ts";
import { topicOf } from "../../research/relevance-gate.ts";
import { sourceKindOf } from "../../research/source-kind.ts";
import { namesAProduct } from "../../research/sentence-reading.ts";
import { readText } from "../../text/nlp.ts";
import { asReportSource } from "../sources.ts";

/** What the sections read: the listed sources, what research kept of them, each source's kind and the idea's subject. */
function sectionInputOf({ sources, research, analysis, profile }: {
  sources: readonly ReportSource[]; research: ResearchResult; analysis: AnalysisResult; profile: IdeaProfile;
}): SectionInput {
  const kinds = new Map((analysis.sourceAnalysis?.sources ?? []).flatMap((s) => (s.kind ? [[s.sourceId, s.kind] as const] : [])));
  const channels = profile.reading.sentences.flatMap(namesWorkedThrough);
  return { sources, retrieved: research.sources, evidence: analysis.sourceAnalysis?.evidence ?? [], research, kinds, topic: topicOf(profile), channels };
}

/**
 * Retrieved sources the landscape and the case against need listed whatever their relevance score:
 * a competitor's own page, a page saying a named product shut down (the strongest evidence
 * against a same-kind idea), and the page each product of the landscape read over everything
 * retrieved is named on ("choose something like Podia or Kajabi" on a page nobody quoted).
 */
export function sourcesTheSectionsCite({ research, analysis, profile }: { research: ResearchResult; analysis: AnalysisResult; profile: IdeaProfile }): Set<string> {
  const retrieved = research.sources;
  const keywords = [profile.title, ...profile.keywords];
  const stems = [...new Set(keywords.flatMap((k) => k.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => w.length >= 4).map((w) => w.replace(/s$/, "")))];
  const ids = new Set<string>();
  const everything = sectionInputOf({ sources: retrieved.map((s) => asReportSource(s)), research, analysis, profile });
  const idOf = new Map(retrieved.map((s) => [s.url, s.id]));
  for (const competitor of buildCompetitorLandscape({ input: everything }).competitors) {
    const id = idOf.get(competitor.url);
    if (id) ids.add(id);
  }
  for (const source of retrieved) {
    const entry = { number: 0, source, retrieved: source, kind: sourceKindOf(source) };
    const text = [source.title, ...sourceSentences(entry)];
    // A page reporting that something named shut down or failed: listed so the case against can cite it.
    const failure = text.some((s) => DEFUNCT.test(s) && (productNames(s).length > 0 || namesAProduct(readText(s).tokens)));
    // A product page is listed for the landscape only when it is about the idea's subject.
    const onSubject = stems.some((stem) => text.slice(0, 20).some((s) => s.toLowerCase().includes(stem)));
    if (onSubject && (failure || candidateFromSource(entry))) ids.add(source.id);
  }
  return ids;
}


/** The competitor landscape over the listed sources, each product citing its `[S<n>]` among them. */
export function landscapeOf({ sources, research, analysis, profile }: {
  sources: readonly ReportSource[]; research: ResearchResult; analysis: AnalysisResult; profile: IdeaProfile;
}): CompetitorLandscape {
  return buildCompetitorLandscape({ input: sectionInputOf({ sources, research, analysis, profile }), knownNames: profile.likelyCompetitors ?? [] });
}

/**
 * Adds the competitor landscape and the case against to a finished report, for either analyst.
 * The landscape is the one built over the same listed sources (`landscapeOf`), or built here when
 * none is given, so every `[S<n>]` the sections write cites a listed source.
 */
export function withReportSections({ report, research, analysis, profile, landscape }: {
  report: ReportBody; research: ResearchResult; analysis: AnalysisResult; profile: IdeaProfile; landscape?: CompetitorLandscape;
}): ReportBody {
  const input = sectionInputOf({ sources: report.sources, research, analysis, profile });
  const competitorLandscape = landscape ?? buildCompetitorLandscape({ input, knownNames: profile.likelyCompetitors ?? [] });
  const weakest = DIMENSIONS
    .map((dimension) => ({ label: SCORE_LABELS[dimension], value: report[`${dimension}Score`].value }))
    .reduce((low, score) => (score.value < low.value ? score : low));
  const caseAgainst = buildCaseAgainst({ input, landscape: competitorLandscape, concerns: analysis.redFlags, weakest });
  return { ...report, competitorLandscape, caseAgainst };
}
