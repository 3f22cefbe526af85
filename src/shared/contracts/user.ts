import { z } from "zod";

export const currentUserSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const localLoginSchema = z.object({
  email: z.email({ error: "Enter a valid email address" }).max(254).transform((value) => value.trim().toLowerCase()),
  name: z.string().trim().max(100, { error: "Name must be 100 characters or fewer" }).optional().default(""),
  returnTo: z.string().max(2000).optional(),
});
export type LocalLogin = z.infer<typeof localLoginSchema>;
