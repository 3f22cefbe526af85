import { z } from "zod";
import { EMAIL_PATTERN } from "../email-pattern.ts";

export const waitlistRequestSchema = z.strictObject({
  email: z
    .string({ error: "email is required" })
    .trim()
    .max(254, { error: "email must be at most 254 characters" })
    .regex(EMAIL_PATTERN, { error: "Enter a valid email address" })
    .transform((value) => value.toLowerCase()),
  ideaText: z
    .string({ error: "ideaText is required" })
    .trim()
    .min(1, { error: "ideaText must not be empty" })
    .max(5000, { error: "ideaText must be at most 5000 characters" }),
});
export const waitlistResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
