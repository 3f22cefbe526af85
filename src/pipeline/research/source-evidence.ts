import type { EvidenceItem } from "../contracts/checkpoints.ts";
import type { SourceKind } from "../contracts/vocabulary.ts";
import { readText, type TextToken } from "../text/nlp.ts";
import { namesOnlyTheSubject, pageIsOnTopic, topicHits, type Topic } from "./relevance-gate.ts";
import { readSentence, speaksToTheReader, type SentenceReading } from "./sentence-reading.ts";
import { PEOPLE_KINDS, siteName, sourceKindOf } from "./source-kind.ts";
import { analogyNames, brandOf, capitalOnlyAtOpening, makerOf, mentions, productNames, vendorKey } from "../text/product-mentions.ts";

/** What a source offers to be quoted: its title, its snippet and, when it was read in full, its text and comments. */
export interface QuotableSource {
  id: string;
  title: string;
  url?: string | undefined;
  platform?: string | undefined;
  connectors?: readonly string[] | undefined;
  excerpt?: string | undefined;
  reading?: { kind?: string; text: string; comments: readonly { text: string }[] } | undefined;
}

export type EvidenceCandidate = Omit<EvidenceItem, "id"> & { weight: number };

const MIN_CHARS = 25;
const MAX_CHARS = 320;
const MIN_WORDS = 5;
/** A whole thread can run to tens of thousands of words; the first part of it is read for quotes. */
const MAX_CHARS_READ = 20_000;

interface ReadSentence { sentence: string; tokens: TextToken[]; kind: SourceKind; position: number; pitchPage: boolean }

const usable = (clean: string) => clean.length >= MIN_CHARS && clean.length <= MAX_CHARS && !/(?:…|\.\.\.)$/.test(clean)
  && clean.split(" ").length >= MIN_WORDS && /[a-z]/i.test(clean);

/** The kind of a source's own text, and of its comments: a repository's comments are its issues, a thread's are people's. */
function kindsOf(source: QuotableSource): { own: SourceKind; comments: SourceKind } {
  const own = source.url ? sourceKindOf({ ...source, url: source.url }) : "discussion";
  const comments: SourceKind = source.reading?.kind === "repository" ? "issue" : PEOPLE_KINDS.has(own) ? own : "discussion";
  return { own, comments };
}

/** A search snippet without the words after its last full stop: a snippet cut mid-sentence ends in no sentence. */
function cutEndDropped(snippet: string): string {
  const trimmed = snippet.trim();
  if (/[.!?…"”')\]]$/.test(trimmed)) return trimmed;
  const lastStop = Math.max(trimmed.lastIndexOf(". "), trimmed.lastIndexOf("! "), trimmed.lastIndexOf("? "));
  return lastStop > 0 ? trimmed.slice(0, lastStop + 1) : trimmed;
}

/** Whole sentences of a source's text with their parse, as written; clipped snippet ends ("…") are not whole sentences. */
function readSource(source: QuotableSource): { sentences: ReadSentence[]; title: TextToken[]; all: TextToken[]; kind: SourceKind } {
  const { own, comments } = kindsOf(source);
  // A search snippet may be cut mid-word ("…, surface o"), and its cut end is no sentence. Title, snippet and text
  // are read apart so no sentence runs from one into the next; a sentence both hold is read once.
  const snippet = cutEndDropped(source.excerpt ?? "");
  const parts: Array<{ text: string; kind: SourceKind; own: boolean }> = [
    ...[source.title, snippet, source.reading?.text ?? ""].filter((p) => p.trim()).map((text) => ({ text, kind: own, own: true })),
    ...(source.reading?.comments.map((c) => ({ text: c.text, kind: comments, own: false })) ?? []),
  ];
  // The title is parsed once: as a part of the page and as what the relevance gate reads first.
  const title = readText(source.title);
  const reads: Array<{ part: (typeof parts)[number]; read: ReturnType<typeof readText>; bySentence: TextToken[][] }> = [];
  let budget = MAX_CHARS_READ;
  for (const part of parts) {
    if (budget <= 0) break;
    const text = part.text.slice(0, budget);
    budget -= text.length;
    const read = text === source.title ? title : readText(text);
    const bySentence: TextToken[][] = read.sentences.map(() => []);
    for (const token of read.tokens) bySentence[token.sentence]?.push(token);
    reads.push({ part, read, bySentence });
  }
  // Only a page's own text can pitch (its title, snippet and text together); comments are people's words.
  const pitchPage = !PEOPLE_KINDS.has(own) && speaksToTheReader(reads.filter((r) => r.part.own).flatMap((r) => r.bySentence));
  const seen = new Set<string>();
  const sentences: ReadSentence[] = [];
  for (const { part, read, bySentence } of reads) {
    read.sentences.forEach((sentence, index) => {
      const clean = sentence.replace(/\s+/g, " ").trim();
      const key = clean.toLowerCase();
      if (seen.has(key) || !usable(clean)) return;
      seen.add(key);
      sentences.push({ sentence: clean, tokens: bySentence[index]!, kind: part.kind, position: sentences.length, pitchPage: part.own && pitchPage });
    });
  }
  const all = reads.flatMap((r) => r.read.tokens);
  return { sentences, title: title.tokens, all, kind: own };
}

/** The words of a page's address, host and path ("ente.photos/help/photos" → "ente photos help photos"); none for a thread's item number. */
export function addressText(url: string | undefined): string {
  if (!url) return "";
  try {
    const { hostname, pathname } = new URL(url);
    return `${hostname.replace(/^www\./, "")} ${pathname}`.split(/[^a-z]+/i).filter((w) => w.length > 2 && !/^(?:com|org|net|html?|php|www|index)$/i.test(w)).join(" ");
  } catch {
    return "";
  }
}

const addressWords = (url: string | undefined): TextToken[] => readText(addressText(url)).tokens;

/** Whole sentences of a source's text, as written. */
export function sentencesOf(source: QuotableSource): string[] {
  return readSource(source).sentences.map((s) => s.sentence);
}

/** One sentence read on its own, as a person's words by default (tests and callers without a page). */
export function classifySentence(sentence: string, sourceKind: SourceKind = "discussion"): SentenceReading | null {
  return readSentence({ tokens: readText(sentence).tokens, sourceKind });
}

/**
 * Candidate evidence from each source that is about the idea's subject (the relevance gate): its
 * sentences that show something, read by source kind, the most decisive first (a failure event,
 * then doubts, offers and prices, then pain and demand; more of the subject's words first, then
 * reading order), at most `perSource` of them. A page off the subject gives none, so more off-topic
 * pages can never move a score, unless it is about a product the on-subject pages name as one of
 * the subject's ("AeroGarden is shutting down" for a countertop herb garden). The caller still
 * checks every quote word for word against the source.
 */
export function extractEvidence({ sources, perSource, topic }: { sources: readonly QuotableSource[]; perSource: number; topic: Topic }): EvidenceCandidate[] {
  const read = sources.map((source) => ({ source, ...readSource(source) }));
  // A page's address names what it is about as its title does ("ente.photos/help/…/family-plans", "…/aerogarden-…-shutting-down").
  const onSubject = read.map(({ source, title, all }) => pageIsOnTopic({ title: [...title, ...addressWords(source.url)], tokens: all, topic }));
  const market = marketProducts({ sentences: read.filter((_, i) => onSubject[i]).flatMap((r) => r.sentences), topic, sellers: read.filter((r, i) => onSubject[i] && r.kind === "vendor").map((r) => r.source.url) });
  const candidates: EvidenceCandidate[] = [];
  read.forEach(({ source, sentences }, i) => {
    if (!onSubject[i] && !aboutAProduct({ title: source.title, sentences, names: market })) return;
    const shown = sentences
      .map((s) => ({ ...s, reading: readSentence({ tokens: s.tokens, sourceKind: s.kind, pitchPage: s.pitchPage }), hits: topicHits({ tokens: s.tokens, topic }) }))
      .filter((s): s is typeof s & { reading: SentenceReading } => s.reading !== null)
      .sort((a, b) => b.reading.weight - a.reading.weight || b.hits.subject - a.hits.subject || a.position - b.position)
      .slice(0, perSource)
      .sort((a, b) => a.position - b.position);
    for (const { sentence, reading } of shown) {
      candidates.push({
        sourceId: source.id, quote: sentence, dimension: reading.dimension, stance: reading.stance,
        ...(reading.also.length > 0 ? { also: reading.also } : {}), kind: reading.kind, weight: reading.weight,
      });
    }
  });
  return candidates;
}

/**
 * Products the pages about the subject name as products in a sentence that uses the subject's words
 * ("One popular example was AeroGarden, an indoor hydroponic garden setup…"); a name held up as an
 * analogy anywhere ("an Uber for dogs") is none.
 */
function marketProducts({ sentences, topic, sellers }: { sentences: readonly ReadSentence[]; topic: Topic; sellers: ReadonlyArray<string | undefined> }): string[] {
  const analogies = new Set(sentences.flatMap((s) => analogyNames(s.sentence)).map(vendorKey));
  const names = sentences.filter((s) => topicHits({ tokens: s.tokens, topic }).subject > 0).flatMap((s) => productNames(s.sentence));
  // A seller's own page on the subject names its product by its site ("hellofresh" of hellofresh.com).
  const sites = sellers.map((url) => (url ? siteName(url) : "")).filter((site) => site.length >= 5);
  return [...new Set([...names.map(brandOf), ...sites])].filter((name) => !analogies.has(vendorKey(name)));
}

/**
 * Products the pages about the subject name, the most widely named first (by how many pages name
 * them, then by first mention): what a person researching the market looks up next. A name that is
 * only the subject's own words ("Meal Kits") is the market, not a product in it.
 */
export function productsNamed({ sources, topic }: { sources: readonly QuotableSource[]; topic: Topic }): string[] {
  const pages = sources.map((source) => ({ source, ...readSource(source) }))
    .filter(({ source, title, all }) => pageIsOnTopic({ title: [...title, ...addressWords(source.url)], tokens: all, topic }));
  const counts = new Map<string, { name: string; pages: number }>();
  for (const page of pages) {
    // Names as the text writes them: a seller's site name ("nudgebilling") is no word a page about it uses.
    const names = marketProducts({ sentences: page.sentences, topic, sellers: [] });
    for (const name of new Set(names.map(vendorKey))) {
      const known = counts.get(name);
      counts.set(name, { name: known?.name ?? names.find((n) => vendorKey(n) === name)!, pages: (known?.pages ?? 0) + 1 });
    }
  }
  const sentences = pages.flatMap((page) => page.sentences.map((s) => s.sentence));
  const ranked = [...counts.values()].filter((c) => vendorKey(c.name).length >= 3 && !namesOnlyTheSubject(c.name, topic) && !capitalOnlyAtOpening(c.name, sentences))
    .sort((a, b) => b.pages - a.pages).map((c) => c.name);
  // One maker's names once ("Thinkific Start" and "Thinkific"): by the first word of each.
  const makers = new Set<string>();
  return ranked.filter((name) => {
    const maker = makerOf(name);
    if (makers.has(maker)) return false;
    makers.add(maker);
    return true;
  });
}

/** A page about one of those products: its title names it (however spaced: "Hello Fresh" of hellofresh), or three of its sentences do. */
function aboutAProduct({ title, sentences, names }: { title: string; sentences: readonly ReadSentence[]; names: readonly string[] }): boolean {
  const titleKey = vendorKey(title);
  return names.some((name) => mentions(title, name) || (vendorKey(name).length >= 5 && titleKey.includes(vendorKey(name)))
    || sentences.filter((s) => mentions(s.sentence, name)).length >= 3);
}
