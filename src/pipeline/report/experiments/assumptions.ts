import { assumptionId, type AssumptionKind, type AssumptionSettled, type RiskiestAssumption } from "../../../shared/contracts/report-experiments.ts";
import type { ReportBody } from "../../../shared/contracts/report.ts";
import { pluralWord } from "../../../shared/display/count-text.ts";
import { getReportRecommendation } from "../../../shared/display/recommendation.ts";
import { citableEvidence, cite, countOf, quoted, type SectionInput } from "../sections/source-facts.ts";
import type { IdeaFacts } from "./idea-facts.ts";
import type { EvidenceDimension } from "../../contracts/vocabulary.ts";

export type AssumptionDraft = Omit<RiskiestAssumption, "experiment">;

/** The report names this many assumptions. */
export const ASSUMPTION_COUNT = 3;
const MAX_LINES = 3;

/**
 * How much the verdict leans on each assumption (1 = everything rests on it), before evidence. People
 * paying is what a business needs most; that they have the problem comes next.
 */
const IMPORTANCE: Readonly<Record<AssumptionKind, number>> = {
  "willingness-to-pay": 1, pain: 0.9, supply: 0.85, switching: 0.5, reach: 0.6, timing: 0.4, premise: 2,
};
const DIMENSIONS: Readonly<Record<AssumptionKind, readonly EvidenceDimension[]>> = {
  "willingness-to-pay": ["pricing", "demand"], pain: ["pain"], supply: [], switching: ["competition"], reach: ["channels"], timing: ["timing"], premise: [],
};

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "Direct outreach to UK accounting firms" mid-sentence: only the opening word loses its capital, never a name inside. */
const firstWordInSentence = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

function statementOf(kind: AssumptionKind, idea: IdeaFacts): string {
  const customer = idea.customer;
  switch (kind) {
    case "pain": return idea.problem
      ? `${cap(customer)} have this problem often enough to act on it: “${idea.problem}”`
      : `${cap(customer)} have the problem ${idea.product} solves often enough that they already spend time or money on it.`;
    case "willingness-to-pay": return idea.price
      ? `${cap(customer)} will pay ${idea.price.labelled} for ${idea.product}.`
      : `${cap(customer)} will pay for ${idea.product}; no price is stated yet.`;
    case "supply": return `Enough sellers or providers will join ${idea.product} for buyers to find what they want on it.`;
    case "switching": return idea.competitors.length
      ? `${cap(customer)} will switch to ${idea.product} from what they use today, such as ${idea.competitors.join(", ")}.`
      : `${cap(customer)} will switch to ${idea.product} from whatever they do about ${idea.topic} today.`;
    case "reach": return `You can reach ${customer} in numbers at a cost the price can carry${idea.channel ? `, starting with the report's first channel: ${firstWordInSentence(idea.channel)}` : ""}.`;
    case "timing": return `${cap(customer)} want this solved now, not in a few years.`;
    case "premise": return `What ${idea.product} needs exists today and can reach ${customer}: your description rests on ${idea.premise.map((w) => `“${w}”`).join(" and ")}.`;
  }
}

function whyOf(kind: AssumptionKind, report: ReportBody, idea: IdeaFacts): string {
  const verdict = `The ${getReportRecommendation(report.recommendation).label} verdict`;
  switch (kind) {
    case "pain": return `${verdict} and the Problem score (${report.problemScore.value}/10) assume the problem is real and frequent; if it is not, nobody looks for a fix.`;
    case "willingness-to-pay": return `${verdict} and every revenue figure assume people pay ${idea.price ? idea.price.labelled : "a price"}; if they will not, the business fit does not hold.`;
    case "supply": return `A marketplace earns nothing until both sides are there; ${verdict.toLowerCase()} assumes the supply side comes first.`;
    case "switching": return `${verdict} assumes room in the market${idea.competitors.length ? ` beside ${countOf(idea.competitors.length, "product")} already found` : ""}; people rarely move for something only a little better.`;
    case "reach": return `The Go-To-Market score (${report.goToMarketSignals.score}/10) and the acquisition cost assume customers can be found cheaply; if each one costs more than it pays, growth stalls.`;
    case "timing": return `The Timing score (${report.timingScore.value}/10) assumes the need is current; too early means paying to educate the market.`;
    case "premise": return "Every other assumption depends on this one: if what the idea needs cannot be had today, there is nothing to sell, whatever the demand.";
  }
}

/** Quotes on one side, one per source before any source gives a second, the same words once. */
function linesOf(quotes: ReturnType<typeof citableEvidence>): string[] {
  const seen = new Set<string>();
  const unique = quotes.filter((q) => {
    const key = q.quote.toLowerCase().replace(/\s+/g, " ").trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const first = unique.filter((q, i) => unique.findIndex((o) => o.number === q.number) === i);
  return [...first, ...unique.filter((q) => !first.includes(q))].slice(0, MAX_LINES).map((q) => `${quoted(q.quote)} ${cite(q.number)}`);
}

interface Weighed {
  draft: AssumptionDraft;
  risk: number;
  order: number;
}

function weigh({ kind, order, input, report, idea }: { kind: AssumptionKind; order: number; input: SectionInput; report: ReportBody; idea: IdeaFacts }): Weighed {
  const dimensions = DIMENSIONS[kind];
  const quotes = citableEvidence(input).filter((q) => dimensions.includes(q.dimension));
  const forQuotes = quotes.filter((q) => q.stance === "supports");
  const againstQuotes = quotes.filter((q) => q.stance === "challenges");
  const forSources = new Set(forQuotes.map((q) => q.number)).size;
  let settled: AssumptionSettled;
  let settledNote: string;
  // How far the evidence takes the risk off: support from several sources a little (talk is not a
  // sale, so never past 0.6), a split very little; evidence against makes it riskier than untested.
  let relief: number;
  if (forQuotes.length && againstQuotes.length) {
    settled = "contested";
    relief = 0.1;
    settledNote = `Split: ${countOf(forQuotes.length, "quote")} ${pluralWord(forQuotes.length, "supports", "support")} it and ${countOf(againstQuotes.length, "quote")} ${pluralWord(againstQuotes.length, "challenges", "challenge")} it.`;
  } else if (forQuotes.length) {
    settled = "leaning-for";
    relief = Math.min(0.6, 0.15 * forSources);
    settledNote = `${countOf(forQuotes.length, "quote")} from ${countOf(forSources, "source")} ${pluralWord(forQuotes.length, "supports", "support")} it and none challenge it, but what people say in public is not what they do: only the experiment settles it.`;
  } else if (againstQuotes.length) {
    settled = "leaning-against";
    relief = -0.2;
    settledNote = `${countOf(againstQuotes.length, "quote")} ${pluralWord(againstQuotes.length, "challenges", "challenge")} it and none support it.`;
  } else {
    settled = "untested";
    relief = 0;
    settledNote = input.sources.length
      ? `None of the ${countOf(input.sources.length, "source")} listed in this report bears on it: it is untested.`
      : input.retrieved.length
        ? `None of the ${countOf(input.retrieved.length, "source")} retrieved bears on it: it is untested.`
        : "Nothing was researched for this report, so no evidence bears on it: it is untested.";
  }
  let importance = IMPORTANCE[kind];
  if (kind === "switching") importance += Math.min(0.3, 0.1 * idea.competitors.length);
  if (kind === "reach" && idea.segment !== "consumers") importance += 0.1;
  const draft: AssumptionDraft = {
    id: assumptionId(kind),
    kind,
    statement: statementOf(kind, idea),
    whyItMatters: whyOf(kind, report, idea),
    evidenceFor: linesOf(forQuotes),
    evidenceAgainst: linesOf(againstQuotes),
    settled,
    settledNote,
  };
  return { draft, risk: importance * (1 - relief), order };
}

/**
 * The assumptions the verdict rests on most and the evidence has least settled: each candidate's
 * importance to the verdict, lowered by support from retrieved sources and raised by evidence
 * against it. Ties keep a fixed order, so the same report gives the same three.
 */
export function rankAssumptions({ input, report, idea }: { input: SectionInput; report: ReportBody; idea: IdeaFacts }): AssumptionDraft[] {
  const kinds: AssumptionKind[] = [...(idea.premise.length ? ["premise" as const] : []), "willingness-to-pay", "pain", ...(idea.marketplace ? ["supply" as const] : []), "switching", "reach", "timing"];
  return kinds
    .map((kind, order) => weigh({ kind, order, input, report, idea }))
    .sort((a, b) => b.risk - a.risk || a.order - b.order)
    .slice(0, ASSUMPTION_COUNT)
    .map((w) => w.draft);
}
