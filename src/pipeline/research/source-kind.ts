import type { SourceKind } from "../contracts/vocabulary.ts";
import { hostOf } from "./research-depth.ts";

/**
 * What a source can show: a person's own experience (a discussion, a Q&A answer, an issue), what a
 * vendor or an open-source project offers and charges, or events an article or an encyclopedia
 * reports. Pain is read only from people; vendor copy about pain shows what a competitor sells.
 */
export type { SourceKind };

export interface KindableSource {
  url: string;
  title: string;
  platform?: string | undefined;
  connectors?: readonly string[] | undefined;
  excerpt?: string | undefined;
  reading?: { kind?: string | undefined; text: string } | undefined;
}

const DISCUSSION_CONNECTORS = new Set(["hackernews", "reddit", "lobsters", "discourse", "mastodon"]);
const QA_CONNECTORS = new Set(["stackexchange", "stackoverflow"]);
const FORUM_ADDRESS = /(^|\.)(community|forum|forums|discuss|discourse|lemmy)\.|\/(t|thread|threads|comments?|discussion|questions)\/|news\.ycombinator\.com|reddit\.com/i;
/** What only a seller's page says: its plans, a trial, a way to sign up or buy. */
const COMMERCE = /\b(?:pricing|free trial|\d+-day trial|sign up|get started|start (?:for )?free|try (?:it )?(?:for )?free|book a demo|request a demo|add to cart|buy now|no credit card|per month|\/mo(?:nth)?\b|plans? start)/gi;

/** A company speaking of what it sells ("our network of labs", "our tests"): a seller's page, wherever it is published. */
const OWN_OFFER = /\bour (?:products?|platform|app|services?|tests?|kits?|tool|software|plans?|pricing|network|labs?|solution)\b/i;
/** A dated post on a personal blog host: one person's own account, as a forum post is (elsewhere, when its writer speaks of themself). */
const PERSONAL_POST = /(?:\.blogspot\.[a-z.]+|\.wordpress\.com|\.substack\.com)\/\d{4}\/\d{2}\//i;

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The site's own name ("nudgebilling" of nudgebilling.com, "clickandgrow" of ca.clickandgrow.com). */
export function siteName(url: string): string {
  const labels = hostOf(url).split(".");
  return squash(labels.length >= 2 ? labels[labels.length - 2]! : labels[0] ?? "");
}

/** Whether the page names the site's own product as a name (capitalised), as a seller's page does. */
function namesItsOwnProduct({ url, text }: { url: string; text: string }): boolean {
  const name = siteName(url);
  if (name.length < 4) return false;
  const names = text.match(/\b[A-Z][A-Za-z0-9]*(?:(?:\s|\s?&\s?|-)[A-Z][A-Za-z0-9]*){0,2}/g) ?? [];
  return names.some((n) => squash(n.replace(/&/g, "and")) === name || squash(n) === name);
}

/** The kind of a retrieved source, from the connector that found it and what the page says of itself. */
export function sourceKindOf(source: KindableSource): SourceKind {
  const connectors = (source.connectors ?? []).map((c) => c.toLowerCase().replace(/[^a-z]/g, ""));
  const host = hostOf(source.url);
  const platform = (source.platform ?? "").toLowerCase();
  if (/wikipedia|encyclop/.test(`${host} ${platform}`) || connectors.includes("wikipedia")) return "encyclopedia";
  if (/github\.com|gitlab\.com/.test(host) || connectors.includes("github")) {
    return /\/(issues|pull|discussions)\/\d+/.test(source.url) ? "issue" : "open-source";
  }
  if (connectors.some((c) => QA_CONNECTORS.has(c)) || /stackexchange|stackoverflow|superuser|serverfault/.test(host)) return "qa";
  if (connectors.some((c) => DISCUSSION_CONNECTORS.has(c)) || FORUM_ADDRESS.test(source.url) || PERSONAL_POST.test(source.url)) return "discussion";
  if (connectors.includes("producthunt")) return "vendor";
  const text = `${source.title}\n${source.reading?.text ?? source.excerpt ?? ""}`;
  if ((text.match(COMMERCE) ?? []).length >= 2 || OWN_OFFER.test(text) || namesItsOwnProduct({ url: source.url, text })) return "vendor";
  return DATED_POST.test(source.url) && speaksOfItself(text) ? "discussion" : "article";
}

/** A post filed under its date ("/2018/02/24/spring-renewal-gardening/", "/blog/2023/5/25/why-i-cancelled") or as a post ("/posts/never-ending-search…"), as blogs file them. */
const DATED_POST = /\/(?:19|20)\d{2}\/[01]?\d\/(?:[0-3]?\d\/)?[^/]|\/posts?\/[a-z0-9]+(?:-[a-z0-9]+){2,}\/?$/;
/** The writer's own "I", "my", "me": quoted speech ("“I was shocked,” she said") is someone else's. */
const OWN_VOICE = /\b(?:I|I'm|I've|I'd|my|me)\b/g;
const QUOTED_SPEECH = /“[^”]*”|"[^"]*"/g;

/** Whether a page's writer tells of their own experience throughout, as a person posting does: in their own voice three times or more, once in every hundred words. */
function speaksOfItself(text: string): boolean {
  const own = text.replace(QUOTED_SPEECH, " ");
  const voice = (own.match(OWN_VOICE) ?? []).length;
  return voice >= 3 && voice * 100 >= own.split(/\s+/).filter(Boolean).length;
}

/** Kinds whose sentences are a person's own experience: the only place pain and demand are read from. */
export const PEOPLE_KINDS: ReadonlySet<SourceKind> = new Set(["discussion", "qa", "issue"]);
/** Kinds whose every sentence is about a product on offer. */
export const OFFER_KINDS: ReadonlySet<SourceKind> = new Set(["vendor", "open-source"]);
