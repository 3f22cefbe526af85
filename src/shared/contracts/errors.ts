import { z } from "zod";

/** Every error the API answers has this shape: a sentence for people and a code for programs. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
