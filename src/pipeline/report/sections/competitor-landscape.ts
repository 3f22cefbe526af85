import type { Competitor, CompetitorLandscape } from "../../../shared/contracts/report-sections.ts";
import { plainName } from "../../llm/untrusted.ts";
import { PRICE_TERMS } from "../../text/lexicon-cues.ts";
import { hasAny, type Term } from "../../text/match.ts";
import { candidateFromSource, findMention, mentions, namesInText, sameName, type Candidate } from "./competitor-candidates.ts";
import { citableEvidence, citableSources, cite, describeSearch, countOf, quoted, sourceSentences, tractionOf, type CitableSource, type SectionInput } from "./source-facts.ts";

const MAX_COMPETITORS = 10;
const MAX_COMPLAINTS = 2;

/** A page stating a price or a free offer. */
const PRICING_TERMS: readonly Term[] = [...PRICE_TERMS, "free plan*", "free tier*", "free trial*", /\bper (?:month|user|seat|year)\b/, /\/(?:mo|month|user|seat|yr|year)\b/];

/** What users complain about in a product: cost, breakage, missing pieces, neglect. */
const COMPLAINT_TERMS: readonly Term[] = [
  "too expensive", "expensive", "overpriced", "pricey", "buggy", "broken", "crash*", "frustrat*", "annoy*", "hate*",
  "clunky", "confusing", "doesn't work", "does not work", "stopped working", "unreliable", "slow", "missing",
  "lacks", "no longer maintained", "unmaintained", "abandoned", "deprecated", "gave up on", "switched away",
];

const day = (iso: string) => iso.slice(0, 10);

function tractionLine(candidate: Candidate): string | null {
  const { home } = candidate;
  const engagement = home.retrieved?.engagement ?? {};
  const facts = home.retrieved?.facts ?? {};
  const date = day(facts.lastActivity ?? home.source.date);
  const n = cite(home.number);
  if (candidate.foundAs === "repository") {
    const stars = facts.stars ?? engagement.score;
    const issues = facts.openIssues ?? engagement.comments;
    const shown = [
      stars !== undefined ? countOf(stars, "star") : null,
      facts.forks !== undefined ? countOf(facts.forks, "fork") : null,
      issues !== undefined ? countOf(issues, "open issue") : null,
      date ? `last activity ${date}` : null,
      facts.archived ? "archived" : null,
    ].filter(Boolean);
    return shown.length ? `GitHub: ${shown.join(", ")} ${n}` : null;
  }
  if (candidate.foundAs === "launch") {
    const votes = facts.votes ?? engagement.score;
    const shown = [
      votes !== undefined ? countOf(votes, "vote") : null,
      engagement.comments !== undefined ? countOf(engagement.comments, "comment") : null,
      date ? `launched ${date}` : null,
    ].filter(Boolean);
    return shown.length ? `Product Hunt: ${shown.join(", ")} ${n}` : null;
  }
  if (candidate.foundAs === "named-in-discussion" && candidate.mention) {
    return `Named in “${home.source.title}”: ${quoted(candidate.mention)} ${n}`;
  }
  const first = sourceSentences(home)[0];
  return first ? `${quoted(first)} ${n}` : null;
}

/** A sentence stating a price, from the competitor's own page or from a page that names it. */
function pricingLine({ candidate, entries }: { candidate: Candidate; entries: readonly CitableSource[] }): string | null {
  const ownPage = candidate.foundAs === "named-in-discussion" ? null : candidate.home;
  const own = ownPage ? sourceSentences(ownPage).map((sentence) => ({ sentence, entry: ownPage })) : [];
  const named = entries.flatMap((entry) => sourceSentences(entry)
    .filter((sentence) => entry !== ownPage && mentions(sentence, candidate.name))
    .map((sentence) => ({ sentence, entry })));
  const found = [...own, ...named].find(({ sentence }) => hasAny({ text: sentence, terms: PRICING_TERMS }));
  return found ? `Pricing: ${quoted(found.sentence)} ${cite(found.entry.number)}` : null;
}

/** What users complain about: challenging quotes from its page or naming it, then complaint sentences. */
function complaintLines({ candidate, input, entries }: { candidate: Candidate; input: SectionInput; entries: readonly CitableSource[] }): string[] {
  const ownId = candidate.foundAs === "named-in-discussion" ? null : candidate.home.source.id;
  const fromQuotes = citableEvidence(input)
    .filter((e) => e.stance === "challenges" && (e.sourceId === ownId || mentions(e.quote, candidate.name)))
    .map((e) => ({ sentence: e.quote, number: e.number }));
  const fromText = entries.flatMap((entry) => sourceSentences(entry)
    .filter((sentence) => (entry.source.id === ownId || mentions(sentence, candidate.name)) && hasAny({ text: sentence, terms: COMPLAINT_TERMS }))
    .map((sentence) => ({ sentence, number: entry.number })));
  const lines: string[] = [];
  for (const { sentence, number } of [...fromQuotes, ...fromText]) {
    const line = `Complaint: ${quoted(sentence)} ${cite(number)}`;
    if (!lines.includes(line)) lines.push(line);
    if (lines.length === MAX_COMPLAINTS) break;
  }
  return lines;
}

const FOUND_AS_ORDER: Readonly<Record<Candidate["foundAs"], number>> = { repository: 0, launch: 0, "web-result": 1, "named-in-discussion": 2 };

/** Products with measured traction first (most stars or votes), then web results, then names from discussions. */
function byTraction(a: Candidate, b: Candidate): number {
  const score = (c: Candidate) => (c.foundAs === "named-in-discussion" ? 0 : tractionOf(c.home.retrieved)?.count ?? 0);
  return FOUND_AS_ORDER[a.foundAs] - FOUND_AS_ORDER[b.foundAs] || score(b) - score(a) || a.home.number - b.home.number;
}

/**
 * The competitor landscape from the sources this run retrieved: repositories and launches with their
 * numbers, product pages from web search, and products that discussions name. Names the model knows
 * of count only when a retrieved source names them too; the rest are listed apart as unverified.
 */
export function buildCompetitorLandscape({ input, knownNames: given = [] }: { input: SectionInput; knownNames?: readonly string[] }): CompetitorLandscape {
  // Checkpoints written before names were held to plainName may still hold sentences.
  const knownNames = given.map(plainName).filter((name) => name !== null);
  const entries = citableSources(input);
  const candidates: Candidate[] = [];
  const add = (candidate: Candidate) => {
    if (!candidates.some((c) => sameName(c.name, candidate.name))) candidates.push(candidate);
  };
  for (const entry of entries) {
    const candidate = candidateFromSource(entry);
    if (candidate) add(candidate);
  }
  const discussed = [
    ...entries.filter((e) => e.source.type === "discussion").flatMap((e) => sourceSentences(e).flatMap(namesInText)),
    ...citableEvidence(input).filter((e) => e.dimension === "competition").flatMap((e) => namesInText(e.quote)),
  ];
  const unverified: string[] = [];
  for (const name of [...knownNames, ...discussed]) {
    if (candidates.some((c) => sameName(c.name, name))) continue;
    const mention = findMention({ name, entries });
    if (mention) add({ name, url: mention.entry.source.url, foundAs: "named-in-discussion", home: mention.entry, mention: mention.sentence });
    else if (knownNames.includes(name) && !unverified.some((u) => sameName(u, name))) unverified.push(name);
  }
  const competitors = candidates.sort(byTraction).slice(0, MAX_COMPETITORS).map((candidate): Competitor => ({
    name: candidate.name,
    url: candidate.url,
    foundAs: candidate.foundAs,
    evidence: [tractionLine(candidate), pricingLine({ candidate, entries }), ...complaintLines({ candidate, input, entries })]
      .filter((line): line is string => line !== null),
  }));
  return { competitors, unverified, searched: describeSearch(input.research) };
}
