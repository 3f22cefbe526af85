import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ResearchedSource } from "../../src/pipeline/contracts/checkpoints.ts";

// The recorded research world (tests/fixtures/research-world): ten ideas, the real public text a
// founder would meet about each, and every sentence of it labelled by hand. See its README.

const SETS = {
  world: fileURLToPath(new URL("../fixtures/research-world/", import.meta.url)),
  // Markets the world does not hold, labelled by others than the rules' authors (tests/fixtures/research-outside/README.md).
  outside: fileURLToPath(new URL("../fixtures/research-outside/", import.meta.url)),
  // Markets gathered after this session's rules, read once before any rule is made on them (tests/fixtures/research-fresh/README.md).
  fresh: fileURLToPath(new URL("../fixtures/research-fresh/", import.meta.url)),
  // Markets gathered after the twenty-first session's rules, read once before any rule is made on them (tests/fixtures/research-later/README.md).
  later: fileURLToPath(new URL("../fixtures/research-later/", import.meta.url)),
  // Markets gathered after the twenty-second session's rules, read once before any rule is made on them (tests/fixtures/research-recent/README.md).
  recent: fileURLToPath(new URL("../fixtures/research-recent/", import.meta.url)),
  // Markets gathered after the twenty-second session's last rules, read once before any rule is made on them (tests/fixtures/research-latest/README.md).
  latest: fileURLToPath(new URL("../fixtures/research-latest/", import.meta.url)),
  // Markets gathered after the twenty-third session's first rules, read once before any rule is made on them (tests/fixtures/research-newest/README.md).
  newest: fileURLToPath(new URL("../fixtures/research-newest/", import.meta.url)),
  // Markets gathered at the start of the twenty-fourth session, read once before any rule is made on them (tests/fixtures/research-further/README.md).
  further: fileURLToPath(new URL("../fixtures/research-further/", import.meta.url)),
  // Markets gathered later in the twenty-fourth session, read once before any rule is made on them (tests/fixtures/research-beyond/README.md).
  beyond: fileURLToPath(new URL("../fixtures/research-beyond/", import.meta.url)),
  // Markets gathered last in the twenty-fourth session, read once before any rule is made on them (tests/fixtures/research-onward/README.md).
  onward: fileURLToPath(new URL("../fixtures/research-onward/", import.meta.url)),
} as const;
export type WorldSet = keyof typeof SETS;

export type WorldSplit = "train" | "test" | "outside" | "fresh" | "later" | "recent" | "latest" | "newest" | "further" | "beyond" | "onward";
export type WorldSourceType = "discussion" | "issue" | "qa" | "vendor" | "open-source" | "article" | "encyclopedia";
export type WorldServer = "hackernews" | "github" | "wikipedia" | "web";
export type WorldStance = "supports" | "challenges" | "neutral";

export interface WorldProduct { name: string; free: boolean; openSource: boolean; defunct: boolean }

export interface WorldIdea {
  slug: string;
  kind: string;
  split: WorldSplit;
  title: string;
  description: string;
  /** Words that name the idea's subject; a query naming none of them has lost the subject. */
  subjectTerms: string[];
  competitors: WorldProduct[];
  precedents: Array<{ name: string; sameKind: boolean; event: string }>;
}

export interface WorldComment { author: string; text: string }
export interface WorldIssue { number: number; title: string; url: string; author: string; text: string }

export interface WorldSource {
  id: string;
  server: WorldServer;
  sourceType: WorldSourceType;
  /** The page the text was copied from. */
  url: string;
  title: string;
  /** True when the page showed no title and this one is ours: searches do not match it. */
  titleOurs?: boolean;
  date: string;
  licence: string;
  text: string;
  offTopic?: boolean;
  /** Hacker News item id and the link the story pointed at. */
  hnId?: number;
  storyUrl?: string;
  comments?: WorldComment[];
  /** GitHub owner/name, its description and issues. */
  repo?: string;
  description?: string;
  issues?: WorldIssue[];
}

export interface WorldLabel {
  split: WorldSplit;
  sourceId: string;
  part: string;
  sentence: string;
  relevant: boolean;
  /** Evidence dimensions (pain, demand, competition, pricing, timing, channels) plus feasibility. */
  dimensions: string[];
  stance: WorldStance;
  sourceType: WorldSourceType;
}

export interface WorldEntry { idea: WorldIdea; sources: WorldSource[]; labels: WorldLabel[] }

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, "utf8")) as T;

/** Every idea of the world (or of the outside set) with its sources and labels, in a fixed order. */
export function loadResearchWorld({ set = "world" }: { set?: WorldSet } = {}): WorldEntry[] {
  const dir = SETS[set];
  return readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort().map((slug) => ({
    idea: readJson<WorldIdea>(`${dir}${slug}/idea.json`),
    sources: readJson<WorldSource[]>(`${dir}${slug}/sources.json`),
    labels: readFileSync(`${dir}${slug}/labels.jsonl`, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as WorldLabel),
  }));
}

/** Where research finds a page of the world: a thread at Hacker News (the world copied some from mirrors), a repository at GitHub. */
const addressOf = (source: WorldSource) => (source.repo ? `https://github.com/${source.repo}`
  : source.server === "hackernews" && source.hnId ? `https://news.ycombinator.com/item?id=${source.hnId}` : source.url);

/** A page of the world as research keeps it once read whole (its comments and issues as the reading's comments). */
export function retrievedFromWorld(source: WorldSource): ResearchedSource {
  // An issue is read as the GitHub connector reads it: its title, then its text.
  const comments = [...(source.comments ?? []), ...(source.issues ?? []).map((i) => ({ ...i, text: `${i.title}: ${i.text}` }))]
    .map((c) => ({ url: addressOf(source), author: c.author, date: source.date, text: c.text }));
  return {
    id: source.id, title: source.titleOurs ? "" : source.title, url: addressOf(source), ...(source.description ? { excerpt: source.description } : {}),
    type: source.sourceType === "discussion" || source.sourceType === "issue" ? "discussion" : "article", platform: "other",
    relevance: 7, date: source.date || "2026-01-01T00:00:00.000Z", connectors: [source.server === "web" ? "brave" : source.server],
    reading: { kind: source.server === "github" ? "repository" : source.server === "hackernews" ? "thread" : "page", text: source.text, comments },
  };
}

/**
 * Whether a search query matches a text as the real search APIs do: every word of the query must be
 * in the text (case-insensitive; a trailing "s" is tolerated either way, as their stemming does).
 * Qualifiers such as GitHub's `stars:>10` and search operators are not words and are ignored.
 */
export function matchesEveryWord(query: string, text: string): boolean {
  const words = queryWords(query);
  if (words.length === 0) return false;
  const tokens = new Set(wordsOf(text));
  return words.every((word) => wordForms(word).some((form) => tokens.has(form)));
}

/** A query word and the forms a search's stemming takes for it: its plural ("passes" of "pass" too), or its singular. */
const wordForms = (word: string) => [word, `${word}s`, `${word}es`, ...(word.endsWith("s") ? [word.slice(0, -1)] : []), ...(word.endsWith("es") ? [word.slice(0, -2)] : [])];

/**
 * Pages in the order a search engine ranks them for a query: BM25 over each page's text (a word used
 * often in a short page counts for more than in a long one), a query word in the title worth more
 * still; ties keep the given order.
 */
export function rankedByQuery<T>(query: string, pages: readonly T[], textOf: (page: T) => { title: string; text: string }): T[] {
  const words = [...new Set(queryWords(query))];
  const read = pages.map((page) => {
    const { title, text } = textOf(page);
    const counts = new Map<string, number>();
    const all = wordsOf(text);
    for (const word of all) counts.set(word, (counts.get(word) ?? 0) + 1);
    return { page, titleWords: new Set(wordsOf(title)), counts, length: all.length };
  });
  const averageLength = read.reduce((sum, r) => sum + r.length, 0) / Math.max(1, read.length) || 1;
  const score = (r: (typeof read)[number]) => words.reduce((total, word) => {
    const tf = wordForms(word).reduce((n, form) => n + (r.counts.get(form) ?? 0), 0);
    const bm25 = (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * r.length) / averageLength));
    return total + bm25 + (wordForms(word).some((form) => r.titleWords.has(form)) ? TITLE_WEIGHT : 0);
  }, 0);
  return read.map((r, order) => ({ page: r.page, order, score: score(r) })).sort((x, y) => y.score - x.score || x.order - y.order).map((x) => x.page);
}

const K1 = 1.2;
const B = 0.75;
const TITLE_WEIGHT = 1.5;

function queryWords(query: string): string[] {
  return query.split(/\s+/).filter((token) => !token.includes(":") && !/^(AND|OR|NOT)$/.test(token)).flatMap(wordsOf);
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? [];
}
