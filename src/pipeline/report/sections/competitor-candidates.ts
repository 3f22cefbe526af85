import type { CompetitorFoundAs } from "../../../shared/contracts/report-sections.ts";
import { sourceSentences, type CitableSource } from "./source-facts.ts";

/** A product or project found in one listed source, before its evidence lines are written. */
export interface Candidate {
  name: string;
  url: string;
  foundAs: CompetitorFoundAs;
  /** The listed source it was found in. */
  home: CitableSource;
  /** The sentence that names it, when it was found named in someone else's page. */
  mention?: string;
}

// Web search connectors: their results are pages of products and articles, not discussions.
const WEB_CONNECTORS = new Set(["brave", "tavily"]);

/** Titles of articles about many products or of questions, which are not themselves a product. */
const NOT_A_PRODUCT = /^\s*(?:\d+\s|top\s|best\s|how\b|why\b|what\b|when\b|is\b|are\b|should\b|the\s+\d+)|\?|\b(?:alternatives?|vs\.?|versus|comparison|compared|review(?:s|ed)?\s+of|list of)\b/i;

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return "";
  }
}

function pathParts(url: string): string[] {
  try {
    return new URL(url).pathname.split("/").filter(Boolean);
  } catch {
    return [];
  }
}

const connectorsOf = (entry: CitableSource) => entry.retrieved?.connectors ?? [];

/** A product's name from a page title: the part before the site's tagline ("Acme - Scheduling made easy"). */
export function productNameFromTitle(title: string): string {
  const head = title.split(/\s+[|–—:-]\s+/)[0] ?? title;
  return head.replace(/\s+(?:reviews?|pricing|features)\b.*$/i, "").trim();
}

/** A source that is itself a competitor: a repository, a product launch, or a product's page from web search. */
export function candidateFromSource(entry: CitableSource): Candidate | null {
  const { source } = entry;
  const host = hostOf(source.url);
  const parts = pathParts(source.url);
  if (host === "github.com" && parts.length === 2) {
    return { name: `${parts[0]}/${parts[1]}`, url: source.url, foundAs: "repository", home: entry };
  }
  if (connectorsOf(entry).includes("producthunt") || (host === "producthunt.com" && parts[0] === "posts")) {
    return { name: productNameFromTitle(source.title), url: source.url, foundAs: "launch", home: entry };
  }
  const fromWeb = connectorsOf(entry).some((c) => WEB_CONNECTORS.has(c));
  const aboutCompetitors = entry.retrieved?.dimensions?.includes("competitors") ?? false;
  if (fromWeb && aboutCompetitors && source.type !== "discussion" && !NOT_A_PRODUCT.test(source.title)) {
    const name = productNameFromTitle(source.title);
    if (name.length >= 2 && name.split(/\s+/).length <= 4) return { name, url: source.url, foundAs: "web-result", home: entry };
  }
  return null;
}

/** Words that introduce a product someone uses or compares against ("we switched to Acme"). */
const NAMING = /\b(?:use|uses|using|used|tried|trying|switched (?:to|from)|moved (?:to|from)|alternatives? to|instead of|such as|compared to|vs\.?|pay for|paying for)\s+((?:[A-Z][\w.+-]*[\w+])(?:\s[A-Z][\w.+-]*[\w+]){0,2})/g;
const NOT_A_NAME = new Set(["I", "It", "The", "This", "That", "These", "Those", "We", "They", "You", "My", "Our", "Your", "Their", "A", "An", "And", "But", "Or", "If", "So", "Then", "There", "He", "She", "His", "Her"]);

/** Product names that discussions mention by a naming phrase, in the order first seen. */
export function namesInText(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(NAMING)) {
    const words = (match[1] ?? "").split(" ");
    while (words.length && NOT_A_NAME.has(words[0]!)) words.shift();
    const name = words.join(" ");
    if (name.length >= 2 && !names.includes(name)) names.push(name);
  }
  return names;
}

function mentionPattern(name: string): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  return new RegExp(`(?<![\\w])${escaped}(?![\\w])`, "i");
}

/** The first listed source (other than the competitor's own page) whose retrieved text names it, and the sentence. */
export function findMention({ name, entries, except }: { name: string; entries: readonly CitableSource[]; except?: CitableSource }): { entry: CitableSource; sentence: string } | null {
  const pattern = mentionPattern(name);
  for (const entry of entries) {
    if (entry === except) continue;
    const sentence = [entry.source.title, ...sourceSentences(entry)].find((s) => pattern.test(s));
    if (sentence) return { entry, sentence };
  }
  return null;
}

export const sameName = (a: string, b: string) => {
  const short = (name: string) => name.toLowerCase().split("/").pop()!.replace(/[^a-z0-9]+/g, "");
  return short(a) === short(b);
};

export const mentions = (text: string, name: string) => mentionPattern(name).test(text);
