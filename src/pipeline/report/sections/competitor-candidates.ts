import { mentionAt, mentions, productNames, vendorKey } from "../../text/product-mentions.ts";
import { PEOPLE_KINDS, SELLER_ADDRESS, speaksOfItsOffer } from "../../research/source-kind.ts";
import { escapeRegExp } from "../../text/match.ts";
import type { Candidate } from "./candidate.ts";
import { repositoryCandidate } from "./repository-candidate.ts";
import { sourceSentences, type CitableSource } from "./source-facts.ts";

/** Hosts where anyone publishes: the site's name is the platform's, never the product's. */
const PLATFORM_HOST = /(?:^|\.)(?:blogspot|wordpress|medium|substack|dev|linkedin|lemmy|tumblr|ghost|hashnode|github|gitlab|wikipedia|wikimedia|youtube|reddit|ycombinator|stackexchange|stackoverflow|producthunt|twitter|x|facebook|ipfs|quora|issuu|scribd|slideshare)\.[a-z.]+$/;
/** Hosts that serve other companies' help centres under their own names ("smartcitykitchens.zendesk.com"): the company is the first label. */
const HELP_DESK_HOST = /^(?!(?:www|help|support|docs|developers?|app|api)\.)([a-z0-9-]+)\.(?:zendesk|freshdesk|helpscoutdocs|intercom|gitbook|readme)\.[a-z.]+$/;
/** What only a seller's page says: its plans, a trial, a way to buy. */
const COMMERCE = /\b(?:pricing|free trial|\d+-day (?:free )?trial|start (?:your )?free|try (?:it )?(?:for )?free|book a demo|request a demo|add to cart|buy now|no credit card|per month|\/mo(?:nth)?\b|plans? start|every plan|free plan)/i;

export function hostOf(url: string): string {
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

/** The site's own name, as a vendor key ("nudgebilling" of nudgebilling.com, "clickandgrow" of ca.clickandgrow.com). */
export function siteKey(url: string): string {
  const host = hostOf(url);
  if (PLATFORM_HOST.test(host)) return "";
  const helpDesk = HELP_DESK_HOST.exec(host)?.[1];
  if (helpDesk) return vendorKey(helpDesk);
  const labels = host.split(".");
  return vendorKey(labels.length >= 2 ? labels[labels.length - 2]! : "");
}

/** A product's name from a page title: the part before the site's tagline ("Acme - Scheduling made easy"). */
export function productNameFromTitle(title: string): string {
  const head = title.split(/\s+[|–—:-]\s+/)[0] ?? title;
  return head.replace(/\s+(?:reviews?|pricing|features)\b.*$/i, "").trim();
}

const CAPITALISED = /\b[A-Z][A-Za-z0-9]*(?:-[A-Z][A-Za-z0-9]*)*(?:(?:\s&\s|\s)[A-Z][A-Za-z0-9]*(?:-[A-Z][A-Za-z0-9]*)*){0,2}!?/g;

/** A site's name that is the product's, or starts with it ("nudgebilling" of Nudge), or asks for it ("askzeta" of Zeta, "getdrip", "trynotion"). */
const ownDomainOf = (product: string, site: string) => site.startsWith(product) || /^(?:get|try|use|ask|join|go|hey|hello|meet|my)$/.test(site.slice(0, site.length - product.length)) && site.endsWith(product);

/** The name a page gives the site's own product ("Nudge" on nudgebilling.com), if it names one. */
function ownName({ entry, key, selling }: { entry: CitableSource; key: string; selling: boolean }): string | null {
  if (key.length < 4) return null;
  const texts = [entry.source.title, ...sourceSentences(entry)];
  for (const text of texts) {
    for (const match of text.matchAll(CAPITALISED)) {
      const run = match[0].split(" ");
      // The longest run of words that spells the site's name, or its first part ("Nudge" of nudgebilling), from any of the run's words ("About ADHD Online").
      for (let from = 0; from < run.length; from += 1) {
        const words = run.slice(from);
        for (let n = words.length; n >= 1; n -= 1) {
          const name = words.slice(0, n).join(" ").replace(/\s&$/, "");
          const k = vendorKey(name);
          // (A first part of the site's name is the product's only as a name of its own: "Family" of "Family Finder" on familytreedna.com is not.)
          if (k === key || (k.length >= 4 && n === words.length && ownDomainOf(k, key) && (selling || texts.filter((t) => t.includes(name)).length >= 2))) return name;
        }
      }
    }
  }
  // "beehiiv offers a much stronger alternative" on blog.beehiiv.com: a brand written in lower case is its site's name, on its own site.
  const lowerCase = texts.join(" ").match(new RegExp(String.raw`(?<![\w.-])${escapeRegExp(key)}(?![\w.-])`));
  return lowerCase && key.length >= 5 ? lowerCase[0] : null;
}

/**
 * The product a seller's page is titled with, where its site's name is not the product's ("Feeder-Robot: Should I schedule my pet's
 * meals…" on litter-robot.com): the capitalised words opening the title, which its text writes the same way.
 */
function titledProduct(entry: CitableSource): string | null {
  const head = entry.source.title.split(/\s*[:|–—]\s*|\s+-\s+/)[0]!.trim();
  if (!/^[A-Z][\w-]*(?:\s[A-Z][\w-]*){0,2}$/.test(head)) return null;
  return sourceSentences(entry).some((sentence) => sentence.includes(head)) ? head : null;
}

/**
 * A page about another product than its site's: a review site's page titled "Gorgias pricing 2026: …" on botapolis.com opens its
 * title with Gorgias and names it in two sentences or more, and its own name in one at most.
 */
function aboutAnotherProduct(entry: CitableSource, own: string | null): boolean {
  const sentences = sourceSentences(entry);
  const ownCount = own ? sentences.filter((s) => mentions(s, own)).length : 0;
  if (ownCount > 1) return false;
  const others = new Set(sentences.flatMap(productNames).filter((name) => (own === null || vendorKey(name) !== vendorKey(own)) && mentionAt(entry.source.title, name) === 0));
  return [...others].some((name) => {
    const count = sentences.filter((s) => mentions(s, name)).length;
    return count >= 2 && count > ownCount;
  });
}

/** A seller's page: the site names its own product and shows plans, a trial or a way to buy. */
function vendorCandidate(entry: CitableSource): Candidate | null {
  const key = siteKey(entry.source.url);
  // A writer's blog or a news site that mentions a price or a trial sells nothing of its own: only a page read as a seller's is one.
  if (!key || entry.kind !== "vendor") return null;
  const text = [entry.source.title, ...sourceSentences(entry)].join(" ");
  // A help centre, FAQ or pricing page is only ever a seller's ("help.stashbee.com/…", "mobypark.com/en/faq/…").
  const selling = COMMERCE.test(text) || speaksOfItsOffer(text) || SELLER_ADDRESS.test(entry.source.url);
  const name = ownName({ entry, key, selling });
  const titled = name ?? titledProduct(entry);
  if (aboutAnotherProduct(entry, titled)) return null;
  const describedAsProduct = name !== null && sourceSentences(entry).some((s) => productNames(s).includes(name));
  if (name && (selling || describedAsProduct)) return { name, url: entry.source.url, foundAs: "web-result", home: entry };
  if (!name && selling && key.length >= 4) return { name: titled ?? key[0]!.toUpperCase() + key.slice(1), url: entry.source.url, foundAs: "web-result", home: entry };
  return null;
}

const isEncyclopedia = (entry: CitableSource) => connectorsOf(entry).includes("wikipedia") || /wikipedia\./.test(hostOf(entry.source.url)) || /\/wiki\//.test(entry.source.url);

/** An encyclopedia article about one company or product: its title is a name and its opening says what the name is. */
function encyclopediaCandidate(entry: CitableSource): Candidate | null {
  if (!isEncyclopedia(entry)) return null;
  // "Wag (company)": the encyclopedia's own note of which Wag it means is no part of the name.
  const title = entry.source.title.replace(/\s*\([^)]*\)\s*$/, "").trim();
  const words = title.split(/\s+/);
  if (words.length > 3 || !words.every((w) => /^[A-Z0-9]/.test(w))) return null;
  const opening = sourceSentences(entry).slice(0, 3);
  // An article's first words are its title, then what it is ("Google URL Shortener, also known as goo.gl, is a URL shortening service…").
  const definesTitle = new RegExp(String.raw`^${escapeRegExp(title)}(?:,[^,]+,)?\s+(?:is|was)\s+(?:an?|the)\s`).test(opening[0] ?? "");
  const name = definesTitle ? title : opening.flatMap(productNames).find((n) => vendorKey(n) === vendorKey(title));
  return name ? { name, url: entry.source.url, foundAs: "encyclopedia", home: entry } : null;
}

/** A source that is itself a competitor: a repository, a product launch, a seller's page or an encyclopedia article about it. */
export function candidateFromSource(entry: CitableSource): Candidate | null {
  const { source } = entry;
  const host = hostOf(source.url);
  const parts = pathParts(source.url);
  if (host === "github.com" && parts.length === 2) return repositoryCandidate({ entry, owner: parts[0]!, name: parts[1]!, fromPeople: isFromPeople(entry) });
  if (connectorsOf(entry).includes("producthunt") || (host === "producthunt.com" && parts[0] === "posts")) {
    return { name: productNameFromTitle(source.title), url: source.url, foundAs: "launch", home: entry };
  }
  return encyclopediaCandidate(entry) ?? vendorCandidate(entry);
}

/** A source where people write of their own experience (a discussion, a Q&A, an issue), not a seller's or a writer's page. */
export const isFromPeople = (entry: CitableSource): boolean => PEOPLE_KINDS.has(entry.kind);

/** The first listed source (other than the competitor's own page) whose retrieved text names it, and the sentence. */
export function findMention({ name, entries, except }: { name: string; entries: readonly CitableSource[]; except?: CitableSource }): { entry: CitableSource; sentence: string } | null {
  for (const entry of entries) {
    if (entry === except) continue;
    const sentence = [entry.source.title, ...sourceSentences(entry)].find((s) => mentions(s, name));
    if (sentence) return { entry, sentence };
  }
  return null;
}
