import type { IdeaReading, IdeaReadingRequest } from "../../shared/contracts/idea-reading.ts";
import { writePricing } from "../../shared/display/write-price.ts";
import { profileFromText } from "../analysts/text-analyst/profile.ts";
import { readCorrectedPrice } from "../text/founder-corrections.ts";
import { founderCurrency } from "../text/price/founder-price.ts";

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
    product: subject ? subject.named : null,
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
