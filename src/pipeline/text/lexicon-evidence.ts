import { PAIN_TERMS, PRICE_TERMS, PROBLEM_TERMS, TIMING_TERMS } from "./lexicon-cues.ts";
import type { Term } from "./match.ts";
import type { EvidenceDimension } from "../contracts/vocabulary.ts";

/**
 * Cue lexicons for sentences written by other people (forum threads, answers, READMEs, articles),
 * as opposed to the founder's description: what a sentence is about (its dimension) and whether it
 * makes the idea more promising (supports) or less (challenges).
 */

const PAY_TERMS: readonly Term[] = [
  "pay", "pays", "paid", "paying", "buy", "buys", "bought", "purchas*", "spend*", "spent", "subscrib*", "customers",
];

/** Words per evidence dimension. The founder-description cue lists are reused where they fit. */
export const DIMENSION_TERMS: Readonly<Record<EvidenceDimension, readonly Term[]>> = {
  pain: [...PROBLEM_TERMS, ...PAIN_TERMS],
  demand: [
    ...PAY_TERMS, "need*", "looking for", "is there a tool", "is there an app", "is there a service", "any recommendation*",
    "recommend*", "wish there was", "wish there were", "would love", "would use", "i'd use", "demand", "waitlist*",
    "sign* up", "signups", "users", "asked for", "asking for",
  ],
  pricing: [
    ...PRICE_TERMS, "price*", "pricing", "per month", "a month", "/month", "/mo", "per year", "per seat", "per user",
    "subscription*", "fee*", "cost*", "free tier*", "free plan*", "cheap*", "expensive", "overpriced", "charg*",
  ],
  competition: [
    "alternative*", "competitor*", "already use", "i use", "we use", "switched to", "switched from", "tools like",
    "existing tool*", "existing solution*", "open source", "open-source", "self-hosted", "there are already",
    "plenty of", "dozens of", "crowded", "saturated", "incumbent*", "market leader*", "just use", "good enough",
  ],
  timing: [
    ...TIMING_TERMS, "declin*", "dying", "fad", "peaked", "shrink*", "fell", "falling", "grew", "growth",
  ],
  channels: [
    "communit*", "forum*", "subreddit*", "newsletter*", "word of mouth", "marketing", "advertis*", "seo", "cold email*",
    "outreach", "referral*", "app store", "linkedin", "twitter", "facebook group*", "slack group*", "discord server*",
  ],
};

/** When two dimensions match equally often, the earlier one here wins. */
export const DIMENSION_ORDER: readonly EvidenceDimension[] = ["pain", "demand", "pricing", "competition", "timing", "channels"];

/** Cues that make the idea more promising: pain felt, money offered, people asking, interest rising. */
export const SUPPORT_TERMS: readonly Term[] = [
  "would pay", "willing to pay", "i'd pay", "i would pay", "happily pay", "gladly pay", "happy to pay", "would gladly",
  "take my money", "paid for itself", "worth every", "worth it", "need this", "needed this", "wish there was",
  "wish there were", "looking for", "is there a tool", "is there an app", "would love", "would use", "i'd use",
  "growing", "grew", "more and more", "every day", "every week", "every month", "hours", "so much time",
  "nightmare*", "hate*", "painful", "frustrat*", "struggl*", "stress*", "headache*", "biggest problem",
  "paying customer*", "signed up", "signups", "sign-ups", "sold out", "switched away",
];

/** Cues that make the idea less promising: a rare or solved problem, nobody paying, interest falling. */
export const CHALLENGE_TERMS: readonly Term[] = [
  "rare", "rarely", "seldom", "hardly ever", "not a problem", "not really a problem", "not an issue", "non-issue",
  /\bnever (?:been|had|was|is)\b(?: \w+){0,2} (?:problem|issue)/, "not a big deal", "no big deal",
  /\b(?:nobody|no one|no-one)\b/, "wouldn't pay", "would not pay", "won't pay", "will not pay", "never pay",
  "not worth", "waste of money", "don't need", "do not need",
  "doesn't need", "didn't need", "no need", "no demand", "no market", "overkill", "already solved", "solved problem",
  "just use", "good enough", "free alternative*", "shut down", "shutting down", "went under", "gave up", "failed",
  "declin*", "dying", "fad", "peaked", "saturated", "crowded", "there are already", "plenty of", "dozens of",
  /\b(?:doubt|don't think|do not think)\b.*\b(?:would|will) (?:pay|use)\b/,
];

/**
 * A support cue right after one of these words, in the same clause, says the opposite: "nobody I know
 * would pay", "no one would use it", "never had this problem".
 */
export const NEGATED_BEFORE = /\b(?:nobody|no one|no-one|none of|never|not|\w+n't)\b(?:(?!\b(?:and|but|so)\b)[^.,;:!?]){0,40}$/i;
