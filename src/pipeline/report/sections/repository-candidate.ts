import { mentions, vendorKey } from "../../text/product-mentions.ts";
import { escapeRegExp } from "../../text/match.ts";
import { isKnownWord, readText } from "../../text/nlp.ts";
import type { Candidate } from "./candidate.ts";
import { pageTextSentences, type CitableSource } from "./source-facts.ts";

// A GitHub repository read as a competitor: the project itself, the product it is an add-on of or tracks, or none when it
// lists others' products.

/** What a repository says it is: the first sentence of its description, then its README's opening. */
function repositoryOpening(entry: CitableSource): string[] {
  const description = readText(entry.retrieved?.excerpt ?? entry.source.excerpt ?? "").sentences[0];
  return [...(description ? [description] : []), ...pageTextSentences(entry).slice(0, 2)];
}

/**
 * A list of others' products, no product itself: "awesome-selfhosted" by its name, or by its words ("A list of SaaS, PaaS and IaaS
 * offerings that have free tiers…", "Awesome Self-Hosted AI Gateways A curated list of…", a heading's words before it).
 */
const LIST_NAME = /(?:^|[-_.])awesome(?:[-_.]|$)/i;
const LIST_OPENING = /^(?:[A-Z][\w-]*\s+){0,6}?(?:this is\s+)?(?:an?\s+|the\s+)?(?:(?:curated|awesome|community[- ]\w+|hand-?picked|comprehensive)\s+)*(?:list|directory|catalog(?:ue)?)\s+of\b|^(?:[A-Z][\w-]*\s+){0,6}?(?:an?\s+)?(?:curated|awesome)\s+collection\s+of\b/i;
const listsOthers = (name: string, opening: readonly string[]) => LIST_NAME.test(name) || opening.some((sentence) => LIST_OPENING.test(sentence));

/** Words that say a repository works with another product: its plugin, integration, bridge, client… */
const ADD_ON = /\b(?:plug-?ins?|integration|bridge|add-?ons?|extension|client(?!-side)|wrapper|connector|exporter|scraper|scanner|sdk|unofficial)\b/i;
/** "PETLIBRO integration", "Stripe API client": the name, then the add-on it has. */
const addOnOf = (sentence: string, name: string) => new RegExp(String.raw`(?:^|\s)${escapeRegExp(name)}\s+(?:[\w-]+\s+)?${ADD_ON.source}`, "i").test(sentence);
const CAPITAL_RUN = /\b[A-Z][A-Za-z0-9]*(?:\s[A-Z][A-Za-z0-9]*){0,3}/g;

/**
 * The product a repository is an add-on of, which its opening names and its own name spells: "PETLIBRO integration for Home Assistant"
 * (jjjonesjr33/petlibro), "This homebridge plugin allows you to add the PetSafe Smart Feed to HomeKit" (dgreif/homebridge-petsafe-smart-feed).
 * A repository named for nothing its opening names, or saying nothing of working with another, is a product of its own.
 */
function productItServes(name: string, opening: readonly string[]): string | null {
  const nameWords = name.split(/[-_.]+/);
  if (!nameWords.some((word) => ADD_ON.test(word)) && !opening.some((sentence) => ADD_ON.test(sentence.split(/\s+/).slice(0, 8).join(" ")))) return null;
  const key = vendorKey(name);
  let served: string | null = null;
  for (const sentence of opening) {
    for (const match of sentence.matchAll(CAPITAL_RUN)) {
      const words = match[0].split(" ");
      // The longest part of the run that the repository's name spells ("TGTG" of "TGTG Scanner"), the add-on word being the repository's own.
      for (let from = 0; from < words.length; from += 1) {
        for (let to = words.length; to > from; to -= 1) {
          const part = words.slice(from, to).join(" ");
          const k = vendorKey(part);
          // A repository named for the product alone is its add-on where its opening says so ("PETLIBRO integration for Home Assistant").
          const spelled = k === key ? addOnOf(sentence, part) : key.includes(k);
          // Not a common word the name holds ("Budget" of "You Need A Budget").
          const commonWord = !part.includes(" ") && isKnownWord(part.toLowerCase());
          if (k.length >= 4 && spelled && !commonWord && !ADD_ON.test(part) && vendorKey(served ?? "").length < k.length) served = part;
        }
      }
    }
  }
  return served;
}

/** Names of a company's repositories that hold its users' reports, not code ("Shippable/support", "acme/feedback", "acme/roadmap"). */
const TRACKER_NAME = /^(?:support|feedback|issues|issue-tracker|bugs|roadmap|community|discussions|public)$/i;

/**
 * The product whose bugs and requests a repository tracks: "This repository tracks bugs and feature requests for Shippable's … platform"
 * (Shippable/support), by its words or by a tracker's name, under the name its owner gives it where the opening writes it.
 */
function productItTracks(owner: string, name: string, opening: readonly string[]): string | null {
  const tracked = /\btracks?\s+(?:bugs|issues|feature requests)(?:\s+and\s+(?:bugs|issues|feature requests))?\s+(?:for|of)\s+([A-Z][\w.-]*)/.exec(opening.join(" "))?.[1];
  if (tracked) return tracked.replace(/[’']s$/, "");
  if (!TRACKER_NAME.test(name)) return null;
  const written = opening.join(" ").match(new RegExp(String.raw`\b${escapeRegExp(owner)}\b`, "i"))?.[0];
  return written ?? owner;
}

/**
 * A repository as a competitor: the project itself, or the product it is an add-on of, named in its opening; none when it lists
 * others' products (their names are read where it names them, as any page's are).
 */
export function repositoryCandidate({ entry, owner, name, fromPeople }: { entry: CitableSource; owner: string; name: string; fromPeople: boolean }): Candidate | null {
  const opening = repositoryOpening(entry);
  if (listsOthers(name, opening)) return null;
  const served = productItServes(name, opening) ?? productItTracks(owner, name, opening);
  if (served) return { name: served, url: entry.source.url, foundAs: fromPeople ? "named-in-discussion" : "named-in-source", home: entry, mention: opening.find((s) => mentions(s, served)) ?? opening[0]! };
  return { name: `${owner}/${name}`, url: entry.source.url, foundAs: "repository", home: entry };
}
