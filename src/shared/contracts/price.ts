import { z } from "zod";

/** Currencies a founder's price may be written in (symbol, code or word). */
export const priceCurrencySchema = z.enum(["USD", "GBP", "EUR", "CAD", "AUD", "NZD", "JPY", "INR", "CHF"]);
export type PriceCurrency = z.infer<typeof priceCurrencySchema>;

/** How often a price is charged; "use" is each time the unit it is charged per is used or bought. */
export const pricePeriodSchema = z.enum(["one-off", "day", "week", "fortnight", "month", "quarter", "term", "year", "use"]);
export type PricePeriod = z.infer<typeof pricePeriodSchema>;

/** What a price is charged per: a person (seat, developer), an account (shop, family), a unit of use (walk, API call) or a pack (bag, box). */
export const chargeKindSchema = z.enum(["person", "account", "use", "pack"]);
export type ChargeKind = z.infer<typeof chargeKindSchema>;

export const chargedPerSchema = z.object({
  /** The noun as the founder wrote it, singular ("developer", "API call", "bag"). */
  noun: z.string().min(1),
  kind: chargeKindSchema,
});
export type ChargedPer = z.infer<typeof chargedPerSchema>;

export const statedPriceSchema = z.object({
  /** In the currency's main unit with its cents kept (4.99). */
  amount: z.number().nonnegative(),
  /** The top of a range the founder gave ("$20–$30 an hour"), else null. */
  upTo: z.number().nonnegative().nullable(),
  currency: priceCurrencySchema,
  /** Null when the founder gave no period and nothing says it is one-off. */
  period: pricePeriodSchema.nullable(),
  /** Charged once every this many periods ("every 4 weeks", "every 6 months"); absent for every period. */
  every: z.number().int().min(2).max(60).optional(),
  per: chargedPerSchema.nullable(),
  /** The unit of use a price per person or account is also charged per ("per child per session"); absent otherwise. */
  perUse: z.string().min(1).optional(),
  /** Charged again every period (or said to be a subscription), not once. */
  recurring: z.boolean(),
  /** What this price buys when the founder says ("refills", "updates", "pro plan"). */
  item: z.string().nullable(),
  /** The founder's sentence it was read from. */
  words: z.string(),
  /** How the founder joined it to the price before: "plus" (charged as well: "$99 per sensor plus $5/month") or "or" (offered instead: "$49 one-time or $5/month"); absent when they said neither. */
  joined: z.enum(["plus", "or"]).optional(),
});
export type StatedPrice = z.infer<typeof statedPriceSchema>;

export const takeRateSchema = z.object({
  percent: z.number().positive().max(100),
  /** What the cut is taken of ("walk", "booking"), when said. */
  per: chargedPerSchema.nullable(),
  /** The typical order the cut is taken from, when the founder gives one. */
  orderValue: z.number().positive().nullable(),
  words: z.string(),
});
export type TakeRate = z.infer<typeof takeRateSchema>;

/** Every way the founder's own words say they will charge. */
export const priceReadingSchema = z.object({
  /** Every price stated, in the order written. */
  prices: z.array(statedPriceSchema),
  /** Index in `prices` of the main price: the first paid price the founder names. */
  main: z.number().int().nonnegative().nullable(),
  takeRate: takeRateSchema.nullable(),
  freeTier: z.boolean(),
  ads: z.boolean(),
  /** Billing said in words without a figure ("a subscription box", "a one-off purchase"). */
  billing: z.enum(["recurring", "one-off"]).nullable(),
});
export type PriceReading = z.infer<typeof priceReadingSchema>;

export function mainPrice(reading: PriceReading | null | undefined): StatedPrice | null {
  if (reading?.main === null || reading?.main === undefined) return null;
  return reading.prices[reading.main] ?? null;
}
