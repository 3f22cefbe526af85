import type { IdeaReading, IdeaReadingRequest } from "../../shared/contracts/idea-reading.ts";
import { writePricing } from "../../shared/display/write-price.ts";
import { profileFromText } from "../analysts/text-analyst/profile.ts";
import { readCorrectedPrice } from "../text/founder-corrections.ts";
import { founderCurrency } from "../text/price/founder-price.ts";

/**
 * The product as the analysts search for it (the subject's named phrase, which a corrected product
 * replaces word for word: text/founder-corrections.ts), each word in the founder's own casing
 * ("iPhone app", "GPS tracker"). The founder's opening noun phrase (text/product-phrase.ts) is no
 * better here: for "A marketplace app that connects…" or "Software that files them…" it names only
 * the kind, where the subject names what the product is about ("dog walker marketplace app").
 */
function asWritten(named: string, description: string): string {
  const written = new Map<string, string>();
  // Each word with what stands between it and the word before (spaces, punctuation).
  for (const match of description.matchAll(/([^A-Za-z0-9]*)([A-Za-z0-9][A-Za-z0-9+#-]*)/g)) {
    const [, gap = "", word = ""] = match;
    const titleCase = word === word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() && /[A-Z]/.test(word);
    // A word capitalised only because it opens a sentence says nothing of how it is written ("Software" is "software");
    // capitalised inside a sentence it is a name ("a Chrome extension", "Terms of Service").
    const opensSentence = (match.index === 0 && !/\S/.test(gap)) || /[.!?:]\s*$/.test(gap);
    if (titleCase && opensSentence) continue;
    if (!written.has(word.toLowerCase())) written.set(word.toLowerCase(), word);
  }
  return named.split(" ").map((word) => written.get(word) ?? word).join(" ");
}

/**
 * "Here is how we read your idea": the profile the analysts start from, read from the founder's
 * words in code (the text analyst's own profile: the same reading the planning-profile stage makes),
 * so the founder sees it before research starts without waiting for a model. Deterministic.
 */
export function readIdea({ description, country }: IdeaReadingRequest): IdeaReading {
  const profile = profileFromText({ id: "reading", title: null, description, country, validationMode: "deep" });
  const price = profile.price ?? { prices: [], main: null, takeRate: null, freeTier: false, ads: false, billing: null };
  const subject = profile.reading.subject;
  return {
    product: subject ? asWritten(subject.named, description) : null,
    customer: profile.customer,
    problem: profile.problem,
    price: writePricing(price),
    currency: founderCurrency({ price, country }),
    currencyStated: price.prices.length > 0,
  };
}

/** Whether the founder's corrected price states a way of charging the pipeline can read ("$9 a month", "free with ads"). */
export function canReadCorrectedPrice(text: string): boolean {
  return readCorrectedPrice(text) !== null;
}
