import { createHash } from "node:crypto";
import type { z } from "zod";
import { OutboundError } from "../http/errors.ts";
import type { HttpResponse } from "../http/client.ts";
import type { RetrievedSource } from "../types.ts";

type Platform = RetrievedSource["platform"];
type SourceType = RetrievedSource["type"];

const EXCERPT_CHARS = 800;

/** A stable id from the URL: same page, same id, whichever query or connector found it. */
export function sourceIdOf(url: string): string {
  let canonical = url.trim();
  try {
    const parsed = new URL(canonical);
    parsed.hash = "";
    for (const key of [...parsed.searchParams.keys()]) if (/^utm_/i.test(key)) parsed.searchParams.delete(key);
    parsed.hostname = parsed.hostname.toLowerCase().replace(/^www\./, "");
    canonical = parsed.toString().replace(/\/$/, "");
  } catch {
    // Not a URL: hash it as given.
  }
  return `src_${createHash("sha256").update(canonical).digest("hex").slice(0, 16)}`;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: "\"", apos: "'", nbsp: " ", hellip: "…", mdash: "—", ndash: "–", rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Web text as plain text: tags dropped (block tags become spaces), entities decoded, whitespace collapsed. */
export function plainText(html: string | null | undefined): string {
  if (!html) return "";
  const withoutTags = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<(br|p|div|li|pre|h\d)[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(withoutTags).replace(/\s+/g, " ").trim();
}

/**
 * A page's or a comment's body as plain text that keeps its blocks apart: each paragraph, heading,
 * list item or line break on a line of its own, so a heading or a list item without a full stop is
 * never read as one sentence with the text after it ("How It Works Juicero is a juicing machine…").
 * A table's row is a line, its cells apart ("Clerk — Newer, developer-first…", never "ClerkNewer").
 */
export function blockText(html: string | null | undefined): string {
  if (!html) return "";
  const withoutTags = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<\/t[dh]>\s*(?=<t[dh]\b)/gi, " — ")
    .replace(/<\/?(br|p|div|li|ul|ol|pre|h\d|blockquote|tr|table|section|article|header|footer|dd|dt|figcaption)\b[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(withoutTags).split(/\n/).map((line) => line.replace(/\s+/g, " ").trim()).filter(Boolean).join("\n");
}

export function clipText(text: string, max = EXCERPT_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An ISO date from epoch seconds or a date string; "" when there is none (never a made-up date). */
export function isoDate(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = typeof value === "number" ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

const PLATFORM_HOSTS: Array<[RegExp, Platform, SourceType]> = [
  [/(^|\.)reddit\.com$/, "reddit", "discussion"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "youtube", "video"],
  [/(^|\.)facebook\.com$/, "facebook", "discussion"],
  [/(^|\.)(twitter\.com|x\.com)$/, "twitter", "discussion"],
  [/(^|\.)linkedin\.com$/, "linkedin", "article"],
  [/(^|\.)(discord\.com|discord\.gg)$/, "discord", "discussion"],
  [/(^|\.)github\.com$/, "github", "other"],
  [/(^|\.)(stackoverflow\.com|stackexchange\.com|superuser\.com|serverfault\.com)$/, "stackoverflow", "discussion"],
  [/(^|\.)medium\.com$/, "medium", "article"],
  [/(^|\.)news\.ycombinator\.com$/, "other", "discussion"],
  [/(^|\.)(g2\.com|capterra\.com|trustpilot\.com|getapp\.com|producthunt\.com|softwareadvice\.com)$/, "other", "review"],
  [/(^|\.)(statista\.com|data\.worldbank\.org|census\.gov|ourworldindata\.org)$/, "other", "data"],
];

/** Platform and type of a web page from its host, for general web search results. */
export function classifyUrl(url: string): { platform: Platform; type: SourceType } {
  let host = "";
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return { platform: "other", type: "other" };
  }
  const match = PLATFORM_HOSTS.find(([pattern]) => pattern.test(host));
  return match ? { platform: match[1], type: match[2] } : { platform: "other", type: "article" };
}

export function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

/** Parses an API's JSON answer against the part of its documented shape we rely on. */
export function parseAnswer<Schema extends z.ZodType>({ response, schema, api }: { response: HttpResponse; schema: Schema; api: string }): z.output<Schema> {
  const parsed = schema.safeParse(response.json());
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join(".") || "(root)";
    throw new OutboundError({ kind: "invalid", host: new URL(response.url).host, message: `${api} sent an answer we do not understand (at ${where})` });
  }
  return parsed.data;
}

/** Search APIs choke on very long queries (GitHub allows 256 characters): keep whole words. */
export function shortQuery(query: string, max = 200): string {
  return clipText(query.replace(/\s+/g, " ").trim(), max).replace(/…$/, "");
}

/** Engagement with only the figures the API gave (a missing count is not a zero). */
export function engagementOf(figures: { score?: number | null; comments?: number | null; views?: number | null }): RetrievedSource["engagement"] {
  const engagement: RetrievedSource["engagement"] = {};
  for (const key of ["score", "comments", "views"] as const) {
    const value = figures[key];
    if (typeof value === "number" && Number.isFinite(value)) engagement[key] = value;
  }
  return engagement;
}
