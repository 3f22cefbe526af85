import type { SourceKind } from "../contracts/vocabulary.ts";
import { isKnownWord } from "../text/nlp.ts";
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
/** A forum, a thread, or a Hacker News item wherever it is mirrored ("/item?id=10691462", "/item/10691462", "/story/44446916"). */
const FORUM_ADDRESS = /(^|\.)(community|forum|forums|discuss|discourse|lemmy)\.|\/(t|thread|threads|comments?|discussion|questions)\/|\/item(?:\?id=|\/)\d+|\/story\/\d{6,}|news\.ycombinator\.com|reddit\.com/i;
/**
 * What a seller's page asks of its reader: a trial, or a button's way to sign up or buy, capitalised as
 * buttons are ("Get started", "Sign up"; "people who want to get started" asks nothing).
 */
const CALL_TO_ACTION = /\b(?:[Ff]ree trial|\d+-day trial|Sign up|Get started|Start (?:for )?free|Try (?:it )?(?:for )?free|Book a demo|Request a demo|Add to cart|Buy now|No credit card)/g;
/** Prices by the month or a pricing page: a seller's plans, or an article comparing sellers' plans, so they count once. */
const PLAN_PRICES = /\b(?:pricing|per month|\/mo(?:nth)?\b|plans? start)/i;
/** An entry of a plan table ("Pro: $9 per month", "Free – up to 5 invoices"): a seller's own plans, set out as only its page sets them. */
const PLAN_ENTRY = /(?<![\w,])(?:Free|Basic|Starter|Pro|Plus|Premium|Business|Team|Enterprise|Personal|Family|Standard)(?: [Pp]lan)?\s*[:–—]\s*(?:[$€£]\s?\d|[Ff]ree\b|[Uu]p to\b)/g;

/**
 * A company speaking of what it sells ("our network of labs", "our tests") or of the people who do the
 * work it sells ("our providers", "our clinicians"): a seller's page, wherever it is published.
 */
const OWN_OFFER = /\bour (?:products?|platform|app|services?|tests?|kits?|tool|software|plans?|pricing|network|labs?|solution|free tier|providers?|clinicians?|physicians?|therapists?|care team|cleaners|walkers|drivers)\b/i;
/**
 * A company's help centre, documentation, FAQ or pricing page ("help.speak.com/…", "litter-robot.com/support/article/…",
 * "kaiyo.com/faq", "developers.cloudflare.com/pages/functions/pricing"): the seller's own page, whoever wrote it.
 */
export const SELLER_ADDRESS = /^https?:\/\/(?:help|support|developers?)\.|\/(?:support|help|faq|faqs|docs|pricing|help-center|hc)(?:[/?#-]|$)|\/pages\/[a-z-]*(?:faq|pricing)/i;
/** A dated post on a personal blog host: one person's own account, as a forum post is (elsewhere, when its writer speaks of themself). */
const PERSONAL_POST = /(?:\.blogspot\.[a-z.]+|\.wordpress\.com|\.substack\.com)\/\d{4}\/\d{2}\//i;

/** A post filed under its date ("/2018/02/24/spring-renewal-gardening/", "/blog/2023/5/25/why-i-cancelled") or as a post ("/posts/never-ending-search…"), as blogs file them. */
const DATED_POST = /\/(?:19|20)\d{2}\/[01]?\d\/(?:[0-3]?\d\/)?[^/]|\/posts?\/[a-z0-9]+(?:-[a-z0-9]+){2,}\/?$/;
/** The writer's own "I", "my", "me", also as a writer who types in lower case ("went with it. i'd like…"); not "i.e.". */
const OWN_VOICE = /\b(?:I|I'm|I've|I'd|I’m|I’ve|I’d|my|me|My)\b|(?<![\w.])i(?:['’](?:m|ve|d|ll))?(?=[\s,;:!?])/g;
const QUOTED_SPEECH = /“[^”]*”|"[^"]*"/g;

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The site's own name ("nudgebilling" of nudgebilling.com, "clickandgrow" of ca.clickandgrow.com). */
export function siteName(url: string): string {
  const labels = hostOf(url).split(".");
  return squash(labels.length >= 2 ? labels[labels.length - 2]! : labels[0] ?? "");
}

/** Capitalised words in a row ("About ADHD Online", "Texas Standard"). */
const CAPITALISED_RUN = /\b[A-Z][A-Za-z0-9]*(?:(?:\s|\s?&\s?|-)[A-Z][A-Za-z0-9]*){0,3}/g;

/** A capitalised run and each of its ends, squashed ("About ADHD Online": "aboutadhdonline", "adhdonline", "online"), "&" read as "and". */
function namesEnding(run: string): string[] {
  const words = run.replace(/&/g, " and ").split(/[\s-]+/).filter(Boolean);
  return words.map((_, from) => squash(words.slice(from).join("")));
}

/** A publication's name for itself in a story: "she told ADDitude", "said in a statement to Brewbound", "spoke with the Texas Standard", "Inhabitat has been reporting". */
const BEFORE_PUBLICATION = /\b(?:told|to|with|by)\s+(?:the\s+)?$/i;
const AFTER_PUBLICATION = /^\s*(?:has been reporting|reported|reports|has reported|asked|surveyed|contacted|reached out)\b/i;
/** What a site's name may add to the name of what a publication is called ("sandpointreader", "vegnews"): such a site is a publication, not a seller. */
const MEDIA_SUFFIX = /(?:reader|news|times|post|daily|journal|tribune|herald|gazette|reviews?|magazine|mag|weekly|today|press|standard|observer|chronicle|insider|report|blog)$/;

/**
 * Whether the page names the site's own name, as a seller's page does ("ADHD Online" on adhdonline.com,
 * or "Wattway" on wattwaybycolas.com: a name the site's name starts with and is at least half of, that
 * the page never writes in lower case as a common word, as it would "privacy" on privacycanada.net),
 * not where a publication names itself in a story ("she told ADDitude").
 */
function namesItsOwnProduct({ url, text }: { url: string; text: string }): boolean {
  const site = siteName(url);
  if (site.length < 4) return false;
  const lowerCaseWords = new Set(text.match(/\b[a-z][a-z0-9]*\b/g) ?? []);
  const isOwn = (name: string) => name === site
    || (name.length >= 5 && site.startsWith(name) && name.length * 2 >= site.length && !MEDIA_SUFFIX.test(site.slice(name.length)) && !lowerCaseWords.has(name));
  // "beehiiv offers…" on blog.beehiiv.com: the site's whole name in lower case, a word the language does not know, is a brand.
  if (site.length >= 5 && lowerCaseWords.has(site) && !isKnownWord(site)) return true;
  return [...text.matchAll(CAPITALISED_RUN)].some((match) => namesEnding(match[0]).some(isOwn)
    && !BEFORE_PUBLICATION.test(text.slice(Math.max(0, match.index - 30), match.index))
    && !AFTER_PUBLICATION.test(text.slice(match.index + match[0].length, match.index + match[0].length + 30)));
}

/** A company speaking of what it offers ("our providers", "our platform"), outside quoted speech. */
export const speaksOfItsOffer = (text: string): boolean => OWN_OFFER.test(text.replace(QUOTED_SPEECH, " "));

/** A seller's asks and plans: two calls to action or plan-table lines, or one and a monthly price. */
function sells(text: string): boolean {
  const asks = (text.match(CALL_TO_ACTION) ?? []).length + (text.match(PLAN_ENTRY) ?? []).length;
  return asks + (PLAN_PRICES.test(text) ? 1 : 0) >= 2;
}

/** The kind of a retrieved source, from the connector that found it and what the page says of itself. */
export function sourceKindOf(source: KindableSource): SourceKind {
  const connectors = (source.connectors ?? []).map((c) => c.toLowerCase().replace(/[^a-z]/g, ""));
  const host = hostOf(source.url);
  const platform = (source.platform ?? "").toLowerCase();
  if (/wikipedia|encyclop/.test(`${host} ${platform}`) || connectors.includes("wikipedia")) return "encyclopedia";
  // (Not "docs.github.com": the company's own documentation of what it sells, read below as a seller's page.)
  if (/^(?:github|gitlab)\.com$/.test(host) || connectors.includes("github")) {
    return /\/(issues|pull|discussions)\/\d+/.test(source.url) ? "issue" : "open-source";
  }
  if (connectors.some((c) => QA_CONNECTORS.has(c)) || /stackexchange|stackoverflow|superuser|serverfault/.test(host)) return "qa";
  if (connectors.some((c) => DISCUSSION_CONNECTORS.has(c)) || FORUM_ADDRESS.test(source.url) || PERSONAL_POST.test(source.url)) return "discussion";
  if (connectors.includes("producthunt") || SELLER_ADDRESS.test(source.url)) return "vendor";
  const text = `${source.title}\n${source.reading?.text ?? source.excerpt ?? ""}`;
  if (speaksOfItsOffer(text) || namesItsOwnProduct({ url: source.url, text })) return "vendor";
  // A writer telling of their own experience throughout ("signed up, added the script tag, done") is a person, whatever prices they compare.
  if (speaksOfItself(text, { dated: DATED_POST.test(source.url) })) return "discussion";
  return sells(text) ? "vendor" : "article";
}

/**
 * Whether a page's writer tells of their own experience throughout, as a person posting does: in their
 * own voice three times or more, once in every hundred words, on a post filed under its date; on any
 * other page five times or more, twice in every hundred words, since a reviewer or a journalist says
 * "I" now and then too.
 */
function speaksOfItself(text: string, { dated }: { dated: boolean }): boolean {
  const own = text.replace(QUOTED_SPEECH, " ");
  const voice = (own.match(OWN_VOICE) ?? []).length;
  const words = own.split(/\s+/).filter(Boolean).length;
  return dated ? voice >= 3 && voice * 100 >= words : voice >= 5 && voice * 50 >= words;
}

/** Kinds whose sentences are a person's own experience: the only place pain and demand are read from. */
export const PEOPLE_KINDS: ReadonlySet<SourceKind> = new Set(["discussion", "qa", "issue"]);
/** Kinds whose every sentence is about a product on offer. */
export const OFFER_KINDS: ReadonlySet<SourceKind> = new Set(["vendor", "open-source"]);
