import { z } from "zod";
import { countrySchema, MAX_DESCRIPTION_LENGTH } from "./idea.ts";
import { priceCurrencySchema } from "./price.ts";

/**
 * "Here is how we read your idea": the profile the analysts use, read from the founder's words
 * before research starts (docs/decisions/023). The corrections are in idea-corrections.ts.
 */

export const ideaReadingRequestSchema = z.strictObject({
  description: z
    .string({ error: "description is required" })
    .trim()
    .min(1, { error: "description must not be empty" })
    .max(MAX_DESCRIPTION_LENGTH, { error: `description must be at most ${MAX_DESCRIPTION_LENGTH} characters` }),
  country: countrySchema,
});
export type IdeaReadingRequest = z.infer<typeof ideaReadingRequestSchema>;

/** The reading of a description: each field null where the words do not say it. */
export const ideaReadingSchema = z.object({
  product: z.string().nullable(),
  customer: z.string().nullable(),
  problem: z.string().nullable(),
  /** Everything the founder said about charging, written from the price reader's components ("$129 once, then $9 a month"). */
  price: z.string().nullable(),
  currency: priceCurrencySchema,
  /** False when no price names a currency and the market's currency stands in. */
  currencyStated: z.boolean(),
});
export type IdeaReading = z.infer<typeof ideaReadingSchema>;
