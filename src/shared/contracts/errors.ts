import { z } from "zod";
import { ERROR_CODES } from "../error-codes.ts";

/** Every error the API answers has this shape: a sentence for people and a code for programs. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
