import { noCorrections, type IdeaCorrections } from "../../shared/contracts/idea-corrections.ts";
import type { PriceCurrency, PriceReading } from "../../shared/contracts/price.ts";
import type { IdeaProfile } from "../contracts/checkpoints.ts";
import { MAX_KEYWORDS } from "../contracts/vocabulary.ts";
import { findCustomers } from "./customer.ts";
import { readText } from "./nlp.ts";
import { saysHowTheyCharge } from "./price/founder-price.ts";
import { readPrice } from "./price/read-price.ts";
import { readSubject, stem, type SubjectReading } from "./subject.ts";

/**
 * The founder's corrections of "Here is how we read your idea" (docs/decisions/023), applied to the
 * profile whichever analyst wrote it: what the founder wrote replaces the reading, word for word.
 */

/** The founder's corrected price read as a description's price is; null when it states no way of charging. */
export function readCorrectedPrice(text: string): PriceReading | null {
  const reading = readPrice(text);
  return saysHowTheyCharge(reading) || reading.freeTier ? reading : null;
}

/** Every stated price in the currency the founder chose: amounts are never converted, only named. */
function inCurrency(price: PriceReading, currency: PriceCurrency): PriceReading {
  return { ...price, prices: price.prices.map((stated) => ({ ...stated, currency })) };
}

/** The product as the subject research searches for: read from the founder's phrase as an opening sentence is. */
function productSubject(product: string, before: SubjectReading | null): SubjectReading {
  const tokens = readText(`${product}.`).tokens;
  const read = readSubject({ tokens, customer: null, customers: [], productSentence: null });
  const words = product.toLowerCase().split(/[^a-z0-9+#-]+/).filter(Boolean);
  const phrase = read?.phrase ?? words.slice(-2).join(" ");
  return {
    phrase,
    named: product.toLowerCase(),
    alternates: [],
    problem: before?.problem ?? null,
    setting: read?.setting ?? before?.setting ?? null,
    terms: read?.terms.length ? read.terms : [...new Set(words.map(stem))],
  };
}

function withKeyword(keywords: readonly string[], keyword: string): string[] {
  if (keywords.includes(keyword)) return [...keywords];
  return [keyword, ...keywords].slice(0, MAX_KEYWORDS);
}

export function applyCorrections(profile: IdeaProfile, corrections: IdeaCorrections | null | undefined): IdeaProfile {
  if (!corrections || noCorrections(corrections)) return profile;
  const next: IdeaProfile = { ...profile, reading: { ...profile.reading }, corrections };
  const { product, customer, problem, price, currency } = corrections;
  if (product) {
    const subject = productSubject(product, profile.reading.subject);
    next.reading.subject = subject;
    next.keywords = withKeyword(profile.keywords, subject.named.length <= 60 ? subject.named : subject.phrase);
  }
  if (customer) {
    // Who the customer is (a business, a professional, a consumer) is read from the founder's phrase; else the reading's stands.
    const segment = findCustomers(readText(customer).tokens)[0]?.segment ?? profile.customerSegment ?? profile.reading.customer?.segment ?? "consumers";
    const mention = { phrase: customer, segment, specific: true, triggered: true, index: 0, sentence: 0 };
    next.customer = customer;
    next.customerSegment = segment;
    next.reading.customer = mention;
    next.reading.customers = [mention, ...profile.reading.customers.filter((c) => c.phrase.toLowerCase() !== customer.toLowerCase())];
  }
  if (problem) {
    next.problem = problem;
    next.reading.problemSentence = problem;
  }
  if (price || currency) {
    const read = price ? readCorrectedPrice(price) : null;
    const base = read ?? profile.price ?? readPrice("");
    next.price = currency ? inCurrency(base, currency) : base;
  }
  return next;
}
