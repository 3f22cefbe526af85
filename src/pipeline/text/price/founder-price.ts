import type { Country } from "../../../shared/contracts/idea.ts";
import { mainPrice, type PriceCurrency, type PriceReading } from "../../../shared/contracts/price.ts";
import type { IdeaProfile } from "../../contracts/checkpoints.ts";
import { readPrice } from "./read-price.ts";

/** When the founder writes no price, their country's currency. */
const COUNTRY_CURRENCY: Readonly<Record<Country, PriceCurrency>> = { US: "USD", CA: "CAD", AU: "AUD", GB: "GBP", DE: "EUR", FR: "EUR" };

/** The founder's prices from the profile; a checkpoint stored before the profile kept them is read once from the description. */
export function founderPrice({ profile, description }: { profile: Pick<IdeaProfile, "price">; description: string }): PriceReading {
  return profile.price ?? readPrice(description);
}

/** The currency every money figure of the report is given in: the one the founder chose, else the one they priced in, else their country's. */
export function founderCurrency({ price, country, chosen }: { price: PriceReading; country: Country; chosen?: PriceCurrency | undefined }): PriceCurrency {
  return chosen ?? mainPrice(price)?.currency ?? price.prices[0]?.currency ?? COUNTRY_CURRENCY[country];
}

/** Whether the founder says anything about charging: a price, a cut, ads or billing in words. */
export function saysHowTheyCharge(price: PriceReading): boolean {
  return price.prices.length > 0 || price.takeRate !== null || price.ads || price.billing !== null;
}
