import { z } from "zod";
import { priceCurrencySchema } from "./price.ts";

/**
 * The founder's corrections of "Here is how we read your idea" (docs/decisions/023): sent with a new
 * idea or a re-validation, kept with the idea's version, applied to the profile the analysts use.
 */

export const MAX_PRODUCT_LENGTH = 120;
export const MAX_CUSTOMER_LENGTH = 120;
export const MAX_PROBLEM_LENGTH = 500;
export const MAX_PRICE_LENGTH = 120;

/** The fields a founder may correct, in the order the panel shows them. */
export const READING_FIELDS = ["product", "customer", "problem", "price", "currency"] as const;
export type ReadingField = (typeof READING_FIELDS)[number];

const correctionText = (field: string, max: number) =>
  z
    .string({ error: `corrections.${field} must be text` })
    .trim()
    .min(1, { error: `corrections.${field} must not be empty: leave it out to keep our reading` })
    .max(max, { error: `corrections.${field} must be at most ${max} characters` });

/**
 * What the founder changed of the reading. Each field is kept exactly as written (only the spaces
 * around it are dropped); a field left out keeps the reading. Unknown fields are refused.
 */
export const ideaCorrectionsSchema = z.strictObject({
  /** What the product is, as a short noun phrase ("camera bird feeder"). */
  product: correctionText("product", MAX_PRODUCT_LENGTH).optional(),
  /** Who it is for ("multi-cat households"). */
  customer: correctionText("customer", MAX_CUSTOMER_LENGTH).optional(),
  /** The problem it solves, in a sentence. */
  problem: correctionText("problem", MAX_PROBLEM_LENGTH).optional(),
  /** The price as the founder states it ("$9 a month"); the server reads it as the description's price is read. */
  price: correctionText("price", MAX_PRICE_LENGTH).optional(),
  /** The currency every money figure of the report is given in. */
  currency: priceCurrencySchema.optional(),
});
export type IdeaCorrections = z.infer<typeof ideaCorrectionsSchema>;

/** True when the corrections change nothing. */
export function noCorrections(corrections: IdeaCorrections | null | undefined): boolean {
  return !corrections || READING_FIELDS.every((field) => corrections[field] === undefined);
}

/** POST /api/ideas/:id/revalidate may carry new corrections; without them the version keeps those of the one it starts from. */
export const revalidateRequestSchema = z.strictObject({
  /** The corrections of the new version; `{}` drops them all. */
  corrections: ideaCorrectionsSchema.optional(),
});
