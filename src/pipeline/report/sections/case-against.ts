import { pluralWord } from "../../../shared/display/count-text.ts";
import type { CaseAgainst, CompetitorLandscape } from "../../../shared/contracts/report-sections.ts";
import { citableEvidence, citableSources, cite, describeSearch, countOf, quoted, tractionOf, type SectionInput } from "./source-facts.ts";
import type { EvidenceDimension } from "../../contracts/vocabulary.ts";

const MAX_QUOTES = 4;
/** From this many products with a page or numbers of their own, the market reads as crowded. */
const CROWDED_FROM = 3;
/** Traction from which a single product is an established incumbent: its stars or its launch votes. */
const ESTABLISHED_FROM = { star: 1000, vote: 200 } as const;

/** The order in which challenges weigh: doubts about the need outweigh doubts about channels. */
const WEIGHT: readonly EvidenceDimension[] = ["pain", "demand", "pricing", "competition", "timing", "channels"];
const WHAT_IS_CHALLENGED: Readonly<Record<EvidenceDimension, string>> = {
  pain: "the problem", demand: "demand", pricing: "willingness to pay", competition: "room in the market", timing: "the timing", channels: "reaching customers",
};

export interface DescriptionConcern {
  label: string;
  matches: readonly string[];
}

const joinWords = (words: readonly string[]) => (words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`);

const sameWords = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * Challenging quotes, strongest dimension first, one per source before any source gives a second.
 * The same words quoted from several sources are one quote citing each of them.
 */
function challengingQuotes(input: SectionInput) {
  const challenges = citableEvidence(input)
    .filter((e) => e.stance === "challenges")
    .sort((a, b) => WEIGHT.indexOf(a.dimension) - WEIGHT.indexOf(b.dimension) || a.number - b.number);
  const grouped: Array<(typeof challenges)[number] & { numbers: number[] }> = [];
  for (const quote of challenges) {
    const same = grouped.find((g) => sameWords(g.quote) === sameWords(quote.quote));
    if (same) {
      if (!same.numbers.includes(quote.number)) same.numbers.push(quote.number);
    } else {
      grouped.push({ ...quote, numbers: [quote.number] });
    }
  }
  const firstPerSource = grouped.filter((e, i) => grouped.findIndex((o) => o.number === e.number) === i);
  const rest = grouped.filter((e) => !firstPerSource.includes(e));
  return { all: challenges, shown: [...firstPerSource, ...rest].slice(0, MAX_QUOTES) };
}

const citeAll = (numbers: readonly number[]) => numbers.map(cite).join(" ");

const citationOf = (line: string | undefined) => /\[S\d+\]/.exec(line ?? "")?.[0] ?? "";

/** Competitors with a page of their own whose stars or votes mark them as established, most first. */
function incumbents({ input, landscape }: { input: SectionInput; landscape: CompetitorLandscape }) {
  const entries = citableSources(input);
  return landscape.competitors.flatMap((competitor) => {
    if (competitor.foundAs === "named-in-discussion") return [];
    const entry = entries.find((e) => e.source.url === competitor.url);
    const traction = tractionOf(entry?.retrieved);
    if (!entry || !traction || traction.count < ESTABLISHED_FROM[traction.unit]) return [];
    return [{ text: `${competitor.name} (${countOf(traction.count, traction.unit)}) ${cite(entry.number)}`, count: traction.count }];
  }).sort((a, b) => b.count - a.count).map((i) => i.text);
}

/**
 * The strongest case against the idea that this run's evidence supports: challenging quotes (doubts
 * about the need first), crowded competition, falling interest, and red flags in the description.
 * It always says something against the idea; when nothing challenging turned up it says so, and
 * what was searched, rather than leaving only encouragement.
 */
export function buildCaseAgainst({ input, landscape, concerns, weakest }: {
  input: SectionInput;
  landscape: CompetitorLandscape;
  /** Red flags the analysis found in the founder's own description. */
  concerns: readonly DescriptionConcern[];
  /** The report's lowest score, named for the case when nothing else argues against the idea. */
  weakest: { label: string; value: number };
}): CaseAgainst {
  const searched = describeSearch(input.research);
  const quotes = challengingQuotes(input);
  const established = landscape.competitors.filter((c) => c.foundAs !== "named-in-discussion");
  const crowded = established.length >= CROWDED_FROM || (established.length > 0 && landscape.competitors.length >= CROWDED_FROM + 1);
  const leaders = landscape.competitors.slice(0, 3).map((c) => `${c.name} ${citationOf(c.evidence[0])}`.trim());
  const strong = crowded ? [] : incumbents({ input, landscape }).slice(0, 3);

  const points = [
    ...quotes.shown.map((q) => `Against ${WHAT_IS_CHALLENGED[q.dimension]}: ${quoted(q.quote)} ${citeAll(q.numbers)}`),
    ...(crowded ? [`Crowded market: ${countOf(landscape.competitors.length, "product")} already turned up in this research, among them ${joinWords(leaders)}.`] : []),
    ...(strong.length ? [`Established ${pluralWord(strong.length, "competitor")}: ${joinWords(strong)}.`] : []),
    ...concerns.map((c) => `From your description: the idea ${c.label}${c.matches.length ? ` (“${c.matches.slice(0, 2).join("”, “")}”)` : ""}.`),
  ];
  const evidenceFound = quotes.all.length > 0 || crowded || strong.length > 0;

  let summary: string;
  const top = quotes.shown[0];
  if (top && (top.dimension === "pain" || top.dimension === "demand" || top.dimension === "pricing" || (!crowded && !strong.length))) {
    const sources = new Set(quotes.all.map((q) => q.number)).size;
    const challenged = joinWords([...new Set(quotes.all.map((q) => WHAT_IS_CHALLENGED[q.dimension]))]);
    summary = `${countOf(quotes.all.length, "quote")} from ${countOf(sources, "source")} ${pluralWord(quotes.all.length, "challenges", "challenge")} ${challenged}; the strongest: ${quoted(top.quote)} ${citeAll(top.numbers)}.`;
  } else if (crowded) {
    summary = `The market is crowded: ${countOf(landscape.competitors.length, "product")} serving this need turned up, led by ${joinWords(leaders)}. A newcomer needs a reason to switch that these do not offer.`;
  } else if (strong.length) {
    summary = `Established products already serve this need: ${joinWords(strong)}. A newcomer needs a reason to switch that they do not offer.`;
  } else if (input.sources.length === 0) {
    summary = "Nothing was researched, so no evidence argues against the idea, and none argues for it either.";
  } else {
    summary = `No challenging evidence turned up in ${countOf(input.sources.length, "source")}. That is not proof of demand: these searches found nobody arguing against the idea, not people who would pay for it.`;
  }
  if (!evidenceFound) {
    points.push(`The weakest score is ${weakest.label} at ${weakest.value}/10.`);
  }
  return { summary, points, evidenceFound, searched };
}
