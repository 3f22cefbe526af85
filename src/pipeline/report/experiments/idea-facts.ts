import type { Currency, ReportBody } from "../../../shared/contracts/report.ts";
import { mainPrice, type PriceReading } from "../../../shared/contracts/price.ts";
import { writeMoney } from "../../../shared/display/write-money.ts";
import { writeCharge, writePricing, writeTakeRate } from "../../../shared/display/write-price.ts";
import type { IdeaProfile } from "../../contracts/checkpoints.ts";
import { spokenName } from "../../text/product-mentions.ts";
import { KIND_NOUNS } from "../../text/lexicon-subject.ts";
import { ideaWords, type IdeaWords } from "./idea-words.ts";

/** A founder's sentence is quoted whole: a shortened one is found again among the sentences they wrote, never shown cut with "…". */
function wholeSentence(text: string, sentences: readonly string[]): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (!clean.endsWith("…")) return clean;
  const start = clean.slice(0, -1).trim();
  return sentences.find((s) => s.replace(/\s+/g, " ").startsWith(start)) ?? start;
}

export type Segment = "businesses" | "professionals" | "consumers";

/** What the assumptions and experiments are written from: the founder's words, their price and the report. */
export interface IdeaFacts {
  /** The product mid-sentence ("your camera feeder", "Paydar"). */
  product: string;
  /** The smoke-test page's headline. */
  headline: string;
  pitch: string;
  customer: string;
  segment: Segment;
  /** The founder's statement of the problem, in their words, when they gave one. */
  problem: string | null;
  /** A short topic for interview questions ("invoice chasing"). */
  topic: string;
  currency: Currency;
  marketplace: boolean;
  /**
   * The price to test: `phrase` as people read it (every price the founder gave), `labelled` the same
   * marked "(estimate)" when the report worked it out, `amount` and `per` the main price's.
   */
  price: { amount: number; per: string; phrase: string; labelled: string; from: "stated" | "estimate"; oneOff: boolean } | null;
  channel: string | null;
  competitors: string[];
  /** The founder's words that make the premise impossible today ("on the Moon"); empty when none do. */
  premise: string[];
}

const SEGMENT_CUSTOMERS: Readonly<Record<Segment, string>> = {
  businesses: "the businesses you have in mind", professionals: "the professionals you have in mind", consumers: "the people you have in mind",
};

/** The founder's stated prices as they wrote them ("$1,299 once, then $29 a week for refills", "a 15% fee on each walk"). */
function statedPrice(price: PriceReading, currency: Currency): IdeaFacts["price"] {
  const phrase = writePricing(price);
  const main = mainPrice(price);
  if (main && phrase) return { amount: main.amount, per: writeCharge(main), phrase, labelled: phrase, from: "stated", oneOff: main.period === "one-off" };
  if (price.takeRate) {
    const phrase = writeTakeRate(price.takeRate, currency);
    return { amount: price.takeRate.percent, per: "of each transaction", phrase, labelled: phrase, from: "stated", oneOff: false };
  }
  return null;
}

function estimatedPrice(report: ReportBody): IdeaFacts["price"] {
  const { suggestedPrice, per } = report.revenuePotential.pricingStrategy;
  if (!(suggestedPrice > 0)) return null;
  const unit = per ?? "per month";
  const oneOff = unit === "once" || unit === "one-off";
  const phrase = `${writeMoney(suggestedPrice, report.currency ?? "USD")} ${unit}`;
  return { amount: suggestedPrice, per: unit, phrase, labelled: `about ${phrase} (estimate)`, from: "estimate", oneOff };
}

function withCustomerPhrase(channel: string | null, written: string | null, phrase: string | null): string | null {
  if (!channel || !written || !phrase) return channel;
  return channel.replace(written, phrase).replace(written.toLowerCase(), phrase);
}

/**
 * The product as the founder corrected it ("camera bird feeder", or a name: "Paydar") replaces the one
 * read from the title: "your camera bird feeder" mid-sentence, a name as written.
 */
function withCorrectedProduct(words: IdeaWords, product: string | undefined): IdeaWords {
  if (!product) return words;
  const bare = product.replace(/^(?:a|an|the|our|my|your)\s+/i, "");
  const name = bare.split(/\s+/).every((word) => /^[A-Z0-9]/.test(word));
  if (name) return { ...words, product: bare, headline: bare, topic: bare };
  const lower = /^[A-Z][a-z]/.test(bare) ? bare.charAt(0).toLowerCase() + bare.slice(1) : bare;
  return { ...words, product: `your ${lower}`, headline: lower.charAt(0).toUpperCase() + lower.slice(1), topic: lower };
}

/**
 * What people do the job with, for questions about it ("What do you use today for payment reminders?"): the
 * product's noun phrase, unless that is its name ("Paydar") or only a kind of product ("app"); then the subject research searched for.
 */
function jobTopic(words: IdeaWords, profile: IdeaProfile): string {
  const named = !words.product.startsWith("your ");
  const kindOnly = words.topic !== null && words.topic.split(/\s+/).every((w) => KIND_NOUNS.has(w.toLowerCase()));
  const usable = words.topic !== null && !named && !kindOnly ? words.topic : null;
  return usable ?? profile.reading.subject?.phrase ?? profile.keywords[0] ?? profile.category.label;
}

export function ideaFacts({ profile, report, price, description, title }: { profile: IdeaProfile; report: ReportBody; price: PriceReading; description: string; title: string | null }): IdeaFacts {
  const segment = profile.customerSegment ?? "consumers";
  const named = report.competitorLandscape?.competitors.map((c) => c.name) ?? [];
  const words = withCorrectedProduct(ideaWords({ title: profile.title, customer: profile.customer, description, solution: profile.reading.solutionSentence, named: Boolean(title) }), profile.corrections?.product);
  return {
    product: words.product,
    headline: words.headline,
    pitch: wholeSentence(profile.pitch, profile.reading.sentences),
    customer: words.customer ?? SEGMENT_CUSTOMERS[segment],
    segment,
    problem: profile.problem ? wholeSentence(profile.problem, profile.reading.sentences) : null,
    topic: jobTopic(words, profile),
    currency: report.currency ?? mainPrice(price)?.currency ?? "USD",
    // A take rate alone is not a marketplace (a payments fee is one too); the profile's reading of the model decides.
    marketplace: profile.businessModel.model === "marketplace",
    price: statedPrice(price, report.currency ?? "USD") ?? estimatedPrice(report),
    // The channel names the customer as the profile wrote it; mid-sentence it takes the customer phrase's casing.
    channel: withCustomerPhrase(report.goToMarketSignals.channels[0]?.channel ?? null, profile.customer, words.customer),
    competitors: named.slice(0, 3).map(spokenName),
    premise: profile.reading.redFlags.find((f) => f.id === "impossible-premise")?.matches.slice(0, 2) ?? [],
  };
}
