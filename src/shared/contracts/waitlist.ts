import { z } from "zod";
import { EMAIL_PATTERN } from "../email-pattern.ts";
import { ideaCorrectionsSchema } from "./idea-corrections.ts";

/**
 * Exactly one plain mailbox: a dot-atom local part, @, and a dotted domain of letters, digits and
 * hyphens. Display names, lists (comma, semicolon), angle brackets, quotes, spaces and control
 * characters are all refused, so one entry can only ever mail one address.
 */
const PLAIN_MAILBOX = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

const ideaTextField = z
  .string({ error: "ideaText is required" })
  .trim()
  .min(1, { error: "ideaText must not be empty" })
  .max(5000, { error: "ideaText must be at most 5000 characters" });

export const waitlistRequestSchema = z.strictObject({
  email: z
    .string({ error: "email is required" })
    .trim()
    .max(254, { error: "email must be at most 254 characters" })
    .regex(EMAIL_PATTERN, { error: "Enter a valid email address" })
    .regex(PLAIN_MAILBOX, { error: "Enter one email address on its own, like name@example.com: no name, spaces, commas, semicolons or angle brackets" })
    .transform((value) => value.toLowerCase()),
  ideaText: ideaTextField,
  /** What the visitor corrected of "Here is how we read your idea" in the dialog; left out, the reading stands (decision 023). */
  corrections: ideaCorrectionsSchema.optional(),
});
/** The landing dialog's reading request: the idea text alone (the dialog asks for no market). */
export const waitlistReadingRequestSchema = z.strictObject({
  ideaText: ideaTextField,
});
/** `ideaId` is the idea being validated for the entry (null when it was deleted since): signing in with the email leads to it. */
export const waitlistResponseSchema = z.object({ ok: z.literal(true), message: z.string(), ideaId: z.uuid().nullable() });
export type WaitlistResponse = z.infer<typeof waitlistResponseSchema>;
