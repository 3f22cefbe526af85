import type { ChargedPer, PricePeriod } from "../../../shared/contracts/price.ts";
import type { MoneyMention } from "./money.ts";
import type { PriceToken } from "./parse.ts";
import { singularOf } from "../word-forms.ts";
import { everyFew } from "./terms.ts";
import { chargeKind, periodNoun, periodWord } from "./units.ts";

/** Verbs of charging that stand before an amount ("charge $30", "it costs $7 each", "pays 20%"). */
export const CHARGING_VERBS: ReadonlySet<string> = new Set(["charge", "charges", "pay", "pays", "cost", "costs", "bill", "bills"]);

const CLAUSE_ENDS = new Set([",", ";", ".", ":", "!", "?", "(", ")", "—"]);
const LOOK_BACK = 8;

/** The tokens before an amount in its own clause, nearest last. */
export function clauseBefore(tokens: readonly PriceToken[], start: number): PriceToken[] {
  const before: PriceToken[] = [];
  for (let i = start - 1; i >= 0 && before.length < LOOK_BACK; i -= 1) {
    const token = tokens[i];
    // The clause about this amount starts after the one before it ("costs $249 and refills are $19").
    if (!token || CLAUSE_ENDS.has(token.value) || token.type === "currency" || token.type === "number") break;
    before.unshift(token);
  }
  return before;
}

/** Money customers lose, spend or pay someone else today, money raised, or a market's size is not the founder's price. */
const NOT_OURS_BEFORE = new Set([
  "lose", "lost", "waste", "spend", "spent", "raise", "raised", "fund", "funding", "budget", "revenue", "save", "worth",
  "earn", "salary", "currently", "competitor", "competitors", "incumbent", "incumbents", "rival", "rivals", "instead", "compare", "compared", "versus", "vs",
  "than", "mrr", "arr", "valuation", "fine", "penalty", "capped", "cap", "max", "maximum",
]);
const NOT_OURS_AFTER = new Set(["market", "industry", "arr", "mrr", "revenue", "funding", "valuation", "salary", "today", "currently", "losses", "sales"]);
const THRESHOLDS = new Set(["over", "above", "under", "below", "exceeding", "beyond"]);
const LOOK_AHEAD = 6;

/** The tokens after an amount in its own clause, up to `limit`. */
function clauseAfter(tokens: readonly PriceToken[], end: number, limit: number): PriceToken[] {
  const after: PriceToken[] = [];
  for (let i = end; i < limit && after.length < LOOK_AHEAD; i += 1) {
    const token = tokens[i];
    if (!token || CLAUSE_ENDS.has(token.value)) break;
    after.push(token);
  }
  return after;
}

export function isNotOurPrice(tokens: readonly PriceToken[], mention: MoneyMention, limit: number): boolean {
  const before = clauseBefore(tokens, mention.start);
  if (before.some((token) => NOT_OURS_BEFORE.has(token.normal) || NOT_OURS_BEFORE.has(token.lemma))) return true;
  // "8% on bookings over $100": an amount things are counted above or below, not a price ("Plans start under $10" is one).
  if (THRESHOLDS.has(tokens[mention.start - 1]?.normal ?? "") && tokens[mention.start - 2]?.pos === "NOUN") return true;
  // "cost clinics $200": something that costs someone, not a price asked.
  const cost = before.findIndex((token) => token.lemma === "cost" || token.normal === "costs");
  if (cost !== -1 && before.slice(cost + 1).some((token) => token.pos === "NOUN" || token.pos === "PRON" || token.pos === "PROPN")) return true;
  return clauseAfter(tokens, mention.end, limit).some((token) => NOT_OURS_AFTER.has(token.normal));
}

const AVERAGE = new Set(["average", "averages", "averaging", "avg", "typical", "typically"]);

/** An amount said to be an average order ("walks average $25") is what a cut is taken from. */
export function isOrderValue(tokens: readonly PriceToken[], mention: MoneyMention): boolean {
  return clauseBefore(tokens, mention.start).slice(-3).some((token) => AVERAGE.has(token.normal));
}

/** "Boxes ship every 4 weeks for $14.99": how often the amount is charged, said before it. */
export function everyBefore(tokens: readonly PriceToken[], start: number): { period: PricePeriod; every?: number } | null {
  // The count may be a figure ("every 4 weeks"), which ends `clauseBefore`'s clause; only the clause's marks end this one.
  for (let i = start - 1; i >= Math.max(0, start - LOOK_BACK); i -= 1) {
    const token = tokens[i]!;
    if (CLAUSE_ENDS.has(token.value) || token.type === "currency") break;
    const found = everyFew(tokens, i);
    if (found) return found;
    // "we reconcile your payouts every month for $25", "Each week we deliver a box for $30".
    const each = ["every", "each"].includes(token.normal) ? periodNoun(tokens[i + 1]?.normal ?? "") : null;
    if (each && each !== "one-off" && each !== "use") return { period: each };
  }
  return null;
}

/** "a monthly fee of $10", "annual plan: £99": a period written before the amount. */
export function periodBefore(tokens: readonly PriceToken[], start: number): PricePeriod | null {
  const clause = clauseBefore(tokens, start);
  // "Monthly: $15", "Annual plan: £99": a label before a colon names the amount's period.
  const label = clause.length === 0 && tokens[start - 1]?.value === ":" ? clauseBefore(tokens, start - 1) : [];
  for (const token of [...clause.slice(-5), ...label.slice(-3)].reverse()) {
    const period = periodWord(token.normal);
    if (period) return period;
  }
  return null;
}

/**
 * What the amount is charged per, when written before it: "each class costs $20" (a unit of use),
 * "packs of 10 sessions for £90" (a pack).
 */
export function perBefore(tokens: readonly PriceToken[], start: number): ChargedPer | null {
  const clause = clauseBefore(tokens, start);
  // "We charge per session: £25": the unit named before a colon.
  const label = clause.length === 0 && tokens[start - 1]?.value === ":" ? clauseBefore(tokens, start - 1) : [];
  const per = label.findIndex((t) => t.normal === "per");
  const unit = per !== -1 ? label.slice(per + 1).find((t) => ["NOUN", "PROPN", "VERB"].includes(t.pos)) : undefined;
  if (unit) return { noun: unit.lemma, kind: chargeKind(unit.lemma) };
  const each = clause.findIndex((t) => t.normal === "each" || t.normal === "every");
  if (each !== -1 && LINKS.has(clause[clause.length - 1]?.normal ?? "")) {
    const noun = clause.slice(each + 1, -1).filter((t) => ["NOUN", "PROPN", "VERB"].includes(t.pos)).at(-1);
    if (noun) return { noun: noun.lemma, kind: chargeKind(noun.lemma) };
  }
  // The clause reader stops at figures; a pack names its count ("packs of 10 sessions for £90").
  const words: PriceToken[] = [];
  for (let i = start - 1; i >= 0 && words.length < LOOK_BACK && !CLAUSE_ENDS.has(tokens[i]!.value) && tokens[i]!.type !== "currency"; i -= 1) words.unshift(tokens[i]!);
  const pack = words.findIndex((t, i) => words[i + 1]?.normal === "of" && words[i + 2]?.pos === "NUM" && chargeKind(t.normal.replace(/s$/, "")) === "pack");
  if (pack !== -1 && words[words.length - 1]?.normal === "for") return { noun: words[pack]!.normal.replace(/s$/, ""), kind: "pack" };
  return null;
}

const LINKS = new Set(["is", "are", "costs", "cost", "=", "-", "–"]);
const PLAN_LINKS = new Set(["at", "for", "from", "of"]);
const PLAN_NOUNS = new Set(["plan", "tier", "version", "edition", "package", "subscription", "licence", "license", "membership", "option", "level", "bundle", "upgrade", "unlock", "add-on", "addon", "pro", "premium", "plus", "basic", "starter", "standard", "business", "enterprise", "family", "team", "solo", "personal", "lite", "max"]);
/** Words that name the price itself, not what it buys ("the price is $10"). */
const PRICE_NOUNS = new Set(["price", "pricing", "cost", "fee", "subscription", "rate", "charge", "it", "ticket"]);
const SOFTENERS = new Set(["just", "only", "now", "then", "will", "be", "starting", "starts"]);

/** What an amount buys, when named just before it ("updates are $99", "a pro plan at $12"). */
/** "pods at $0.60 each", "refills are $5 each": what "each" after the amount counts is the plural just before it. */
export function eachBefore(tokens: readonly PriceToken[], mention: MoneyMention): ChargedPer | null {
  if (tokens[mention.end]?.normal !== "each") return null;
  // "packs $7 each": the plural may stand right before the amount, with no word between.
  const linked = ["at", "are", "cost", "for"].includes(tokens[mention.start - 1]?.normal ?? "");
  const [link, noun] = linked ? [tokens[mention.start - 1], tokens[mention.start - 2]] : [null, tokens[mention.start - 1]];
  // A plural opening the sentence is tagged a name ("Refills are $5 each").
  // Right before an amount and "each" the tagger may read the plural as a verb ("packs $7 each").
  const plural = noun !== undefined && (noun.pos === "NOUN" || (noun.pos === "VERB" && !link) || (noun.pos === "PROPN" && mention.start === (link ? 2 : 1))) && /[^s]s$/.test(noun.normal);
  if (!noun || !plural || (!link && CHARGING_VERBS.has(noun.normal))) return null;
  const lemma = noun.lemma !== noun.normal ? noun.lemma : singularOf(noun.normal);
  return { noun: lemma, kind: chargeKind(lemma) };
}

export function itemBefore(tokens: readonly PriceToken[], start: number): string | null {
  const before = clauseBefore(tokens, start);
  while (before.length > 0 && SOFTENERS.has(before[before.length - 1]?.normal ?? "")) before.pop();
  // "Starter $19, Growth $49": a tier's name alone before its amount names what it buys.
  const [named] = before;
  if (before.length === 1 && /^[A-Z][a-z]+$/.test(named!.value) && (["NOUN", "PROPN", "ADJ"].includes(named!.pos) || PLAN_NOUNS.has(named!.normal)) && !LINKS.has(named!.normal)
    && !PRICE_NOUNS.has(named!.lemma.replace(/s$/, "")) && !periodWord(named!.normal) && !periodNoun(named!.normal)) return named!.normal;
  const link = before.pop();
  if (!link || (!LINKS.has(link.normal) && !PLAN_LINKS.has(link.normal))) return null;
  const words: PriceToken[] = [];
  while (before.length > 0 && words.length < 3) {
    const token = before[before.length - 1];
    // The tagger reads the head of a compound as a verb now and then ("desk hire", "car wash").
    const compoundHead = words.length === 0 && token?.pos === "VERB" && ["NOUN", "PROPN"].includes(before[before.length - 2]?.pos ?? "");
    if (!token || (!compoundHead && !["NOUN", "PROPN", "X", "ADJ"].includes(token.pos))) break;
    words.unshift(token);
    before.pop();
  }
  const head = words[words.length - 1];
  if (!head || PRICE_NOUNS.has(head.lemma.replace(/s$/, ""))) return null;
  if (PLAN_LINKS.has(link.normal) && !PLAN_NOUNS.has(head.lemma.toLowerCase())) return null;
  return words.map((token) => (token.value.length > 1 && token.value === token.value.toUpperCase() ? token.value : token.normal)).join(" ");
}
