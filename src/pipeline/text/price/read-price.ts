import type { PricePeriod, PriceReading, StatedPrice, TakeRate } from "../../../shared/contracts/price.ts";
import { clauseBefore, eachBefore, everyBefore, isNotOurPrice, isOrderValue, itemBefore, perBefore, periodBefore } from "./context.ts";
import { findMoney, type MoneyMention } from "./money.ts";
import { saysAds, saysFreeTier, saysOneOff, saysRecurring } from "./offer-words.ts";
import { parseSentences, type PriceSentence } from "./parse.ts";
import { readCut } from "./take-rate.ts";
import { readTerms, type PriceTerms } from "./terms.ts";
import { tierNamesIn } from "./tiers.ts";

/** Words before an amount that add it to the one before ("plus $5/month", "then $29 a week"). */
const ADDING = new Set(["plus", "+", "then"]);
/** What a paid tier is called ("premium", "pro plan", "the plus tier"). */
const PAID_TIER = /^(?:the |a )?(?:premium|pro|plus|paid)(?: (?:tier|plan|version|account|level|edition))?$/i;
const TIME_PERIODS: ReadonlySet<PricePeriod> = new Set(["day", "week", "fortnight", "month", "quarter", "term", "year"]);

/** The words between the amounts either side of this one: where "a one-off purchase" or "subscription" about it is written. */
function segment(sentence: PriceSentence, mentions: readonly MoneyMention[], index: number): string {
  const from = index === 0 ? 0 : mentions[index - 1]?.end ?? 0;
  const next = mentions[index + 1];
  // The words just before the next amount name that one ("Printer €150, toner subscription €9.99/month").
  const to = next ? next.start - clauseBefore(sentence.tokens, next.start).length : sentence.tokens.length;
  return sentence.tokens.slice(from, Math.max(from, to)).map((token) => token.value).join(" ");
}

const LIST_GAP = new Set([",", "and", "or", "/"]);
const noTerms = (terms: PriceTerms) => terms.period === null && terms.per === null && terms.item === null && !terms.oneOff;

/** "$9, $19 and $49 a month": amounts listed with nothing after them share the terms written after the last. */
function sharedTerms(tokens: PriceSentence["tokens"], mentions: readonly MoneyMention[], terms: PriceTerms[], tiers: ReadonlySet<number>): PriceTerms[] {
  const shared = [...terms];
  for (let i = mentions.length - 2; i >= 0; i -= 1) {
    const from = mentions[i]!.end;
    const gap = tokens.slice(from, mentions[i + 1]!.start);
    // "Starter $19, Growth $49, Scale $149 per month": a tier's name may stand in the gap ("Printer €150, Toner €9.99/month" names products).
    const listed = gap.every((token, k) => LIST_GAP.has(token.normal) || (k === gap.length - 1 && tiers.has(from + k)));
    if (noTerms(shared[i]!) && gap.length > 0 && listed) shared[i] = shared[i + 1]!;
  }
  return shared;
}

function billingOf(terms: PriceTerms, stated: PricePeriod | null, words: string, tier: boolean): { period: PricePeriod | null; recurring: boolean } {
  const period = stated ?? terms.period;
  if (period) return { period, recurring: TIME_PERIODS.has(period) };
  if (terms.oneOff) return { period: "one-off", recurring: false };
  const kind = terms.per?.kind;
  if (kind === "use" || kind === "pack") return { period: "use", recurring: false };
  if (saysOneOff(words)) return { period: "one-off", recurring: false };
  // A per-person or per-account price without a period, or one said to be a subscription, recurs; its period is not invented.
  if (kind === "person" || kind === "account" || saysRecurring(words)) return { period: null, recurring: true };
  // "a $4.99 premium": a paid tier beside a free one is kept paying for; how often is not invented.
  // So is one of the named tiers a founder lists ("Basic $9, Pro $29").
  if (tier || (terms.item !== null && PAID_TIER.test(terms.item))) return { period: null, recurring: true };
  return { period: "one-off", recurring: false };
}

function readTakeRate(sentences: readonly PriceSentence[]): TakeRate | null {
  for (const sentence of sentences) {
    const cut = readCut(sentence.tokens);
    if (cut) return { percent: cut.percent, per: cut.per, orderValue: null, words: sentence.text };
  }
  return null;
}

/**
 * Every price in the founder's text as components, read from wink's parse: each amount with its
 * currency, what follows it ("per developer per month", "/practice/mo", "a bag", "one-off"), what
 * it buys; the founder's cut; a free tier; ads. Deterministic and in-process.
 */
export function readPrice(text: string): PriceReading {
  const sentences = parseSentences(text);
  const takeRate = readTakeRate(sentences);
  const prices: StatedPrice[] = [];
  let freeFigure = false;
  for (const sentence of sentences) {
    const { tokens } = sentence;
    const mentions = findMoney(tokens);
    const tiers = tierNamesIn(tokens);
    const allTerms = sharedTerms(tokens, mentions, mentions.map((mention, index) => readTerms(tokens, mention.end, mentions[index + 1]?.start ?? tokens.length)), tiers);
    mentions.forEach((mention, index) => {
      const limit = mentions[index + 1]?.start ?? tokens.length;
      // "Twenty pounds? No: 20 pounds per week.": an amount asked about is not one stated.
      if (isNotOurPrice(tokens, mention, limit) || tokens[mention.end]?.value === "?") return;
      if (takeRate && isOrderValue(tokens, mention)) {
        takeRate.orderValue ??= mention.amount > 0 ? mention.amount : null;
        return;
      }
      if (mention.amount === 0) {
        freeFigure = true;
        return;
      }
      const before = allTerms[index]!.per ? null : eachBefore(tokens, mention) ?? perBefore(tokens, mention.start);
      const terms = before ? { ...allTerms[index]!, per: before } : allTerms[index]!;
      const words = segment(sentence, mentions, index);
      // "Boxes ship every 4 weeks for $14.99": how often, said before the amount, when nothing after it says.
      const everyBeforeIt = mention.period || terms.period ? null : everyBefore(tokens, mention.start);
      const every = terms.every ?? everyBeforeIt?.every;
      // "$99 per sensor plus $5/month": a price added to the one before it is charged as well; "$49 one-time or $5/month" is offered instead.
      const lead = index > 0 ? tokens.slice(Math.max(mentions[index - 1]!.end, mention.start - 3), mention.start).map((t) => t.normal) : [];
      const tier = tiers.has(mention.start - 1);
      // "Basic $9, Pro $29": a founder's named tiers are offered one instead of another.
      const joined = lead.some((word) => ADDING.has(word)) ? "plus" : lead.includes("or") || (tier && index > 0) ? "or" : null;
      const { period, recurring } = billingOf(terms, mention.period ?? everyBeforeIt?.period ?? (terms.period ? null : periodBefore(tokens, mention.start)), words, tier);
      prices.push({
        amount: mention.amount,
        upTo: mention.upTo,
        currency: mention.currency,
        period,
        ...(every && period !== null && TIME_PERIODS.has(period) ? { every } : {}),
        ...(terms.perUse && period === "use" ? { perUse: terms.perUse } : {}),
        per: terms.per,
        recurring,
        item: (before ? null : itemBefore(tokens, mention.start)) ?? terms.item,
        words: sentence.text,
        ...(joined ? { joined } : {}),
      });
    });
  }
  const main = prices.length > 0 ? 0 : null;
  const billing = saysRecurring(text) ? "recurring" : saysOneOff(text) ? "one-off" : null;
  return { prices, main, takeRate, freeTier: freeFigure || saysFreeTier(text), ads: saysAds(text), billing };
}
