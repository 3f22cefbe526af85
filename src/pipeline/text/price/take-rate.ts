import type { ChargedPer } from "../../../shared/contracts/price.ts";
import { chargedPer, nounPhrase } from "./noun-phrase.ts";
import { personaOf } from "../lexicon-personas.ts";
import type { PriceToken } from "./parse.ts";

export interface PercentMention {
  percent: number;
  start: number;
  end: number;
}

/** Words near a percentage that make it the founder's cut. */
const CUT_WORDS = new Set(["take", "keep", "commission", "cut", "fee", "charge", "skim", "share", "rake", "levy", "pay"]);
/** Words right after a percentage that make it something else ("20% off", "30% cheaper"). */
const NOT_A_CUT = new Set(["off", "discount", "cheaper", "faster", "more", "less", "fewer", "growth", "increase", "decrease", "reduction", "saving", "savings", "churn", "conversion", "uplift"]);
const WINDOW = 5;

function percentAt(tokens: readonly PriceToken[], at: number): PercentMention | null {
  const token = tokens[at];
  if (token?.type !== "number") return null;
  const next = tokens[at + 1]?.normal;
  const end = next === "%" || next === "percent" ? at + 2 : next === "per" && tokens[at + 2]?.normal === "cent" ? at + 3 : null;
  const percent = Number(token.value.replace(",", "."));
  return end !== null && percent > 0 && percent <= 100 ? { percent, start: at, end } : null;
}

/** Someone else's cut ("Rover takes a 20% cut", "competitors charge 30%") is not the founder's. */
const OTHERS = new Set(["competitors", "competitor", "rivals", "incumbents", "they", "platforms", "apps", "agencies"]);

function isCut(tokens: readonly PriceToken[], mention: PercentMention): boolean {
  if (NOT_A_CUT.has(tokens[mention.end]?.normal ?? "")) return false;
  // "$20/hour, 25% to us", "10% goes to the platform": a share said to come to the founder is their cut.
  const after = tokens.slice(mention.end, mention.end + 4).map((t) => t.normal);
  if (after[0] === "to" || (after[0] === "goes" && after[1] === "to")) {
    const to = after[0] === "to" ? after.slice(1) : after.slice(2);
    if (to[0] === "us" || (to[0] === "the" && ["platform", "marketplace", "house"].includes(to[1] ?? ""))) return true;
  }
  // "$19/month plus 2% of recovered revenue": a share of something added to a price is the founder's cut too.
  if (["plus", "+"].includes(tokens[mention.start - 1]?.normal ?? "") && ["of", "on"].includes(tokens[mention.end]?.normal ?? "")) return true;
  const from = Math.max(0, mention.start - WINDOW);
  const to = Math.min(tokens.length, mention.end + WINDOW);
  for (let i = from; i < to; i += 1) {
    const token = tokens[i];
    if (!token || !CUT_WORDS.has(token.lemma)) continue;
    const subject = tokens[i - 1];
    // "Bakeries pay 20% per sale", "Users pay 5% of each transaction": customers paying a share is the founder's cut; anyone else paying one decides nothing.
    if (token.lemma === "pay") {
      if (subject !== undefined && personaOf(subject.normal) !== undefined) return true;
      // "We pay 20% to affiliates": what the founder pays out is no cut of theirs.
      if (subject !== undefined && ["we", "i"].includes(subject.normal)) return false;
      continue;
    }
    const someoneElse = subject !== undefined && (OTHERS.has(subject.normal) || (token.pos === "VERB" && subject.pos === "PROPN"));
    return !someoneElse;
  }
  return false;
}

const OF_WORDS = new Set(["of", "on", "per", "from"]);
const DETERMINERS = new Set(["each", "every", "the", "a", "an", "all", "any"]);

/** What the cut is taken of: the first "of/on/per (each) <noun>" within a few words after it. */
function cutPer(tokens: readonly PriceToken[], mention: PercentMention): ChargedPer | null {
  for (let i = mention.end; i < Math.min(tokens.length, mention.end + WINDOW); i += 1) {
    if (!OF_WORDS.has(tokens[i]?.normal ?? "")) continue;
    let next = i + 1;
    while (DETERMINERS.has(tokens[next]?.normal ?? "") || tokens[next]?.type === "currency" || tokens[next]?.type === "number") next += 1;
    const phrase = nounPhrase(tokens, next, true);
    return phrase ? chargedPer(phrase) : null;
  }
  return null;
}

/** The founder's cut in a sentence ("15% take rate", "we keep 10% of every sale"), if any. */
export function readCut(tokens: readonly PriceToken[]): { percent: number; per: ChargedPer | null; end: number } | null {
  for (let at = 0; at < tokens.length; at += 1) {
    const mention = percentAt(tokens, at);
    if (mention && isCut(tokens, mention)) return { percent: mention.percent, per: cutPer(tokens, mention), end: mention.end };
  }
  return null;
}
