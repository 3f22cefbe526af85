import { z } from "zod";

/** A share token: 32 random bytes in base64url (256 bits), the only secret of a shared link. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const shareLinkParamsSchema = z.object({ id: z.uuid(), linkId: z.uuid() });
// Loose on purpose: a malformed token answers the same 404 as a revoked one, revealing nothing.
export const sharedTokenParamsSchema = z.object({ token: z.string().max(200) });

/** The answer to creating a link. `path` carries the token; it is shown once and never stored. */
export const shareLinkCreatedSchema = z.object({
  id: z.uuid(),
  path: z.string(),
  createdAt: z.string(),
  /** Links to this report that still work, this one included. */
  activeLinks: z.number().int().min(1),
});
export type ShareLinkCreated = z.infer<typeof shareLinkCreatedSchema>;

export const shareLinksRevokedSchema = z.object({ revokedCount: z.number().int().min(0) });
export type ShareLinksRevoked = z.infer<typeof shareLinksRevokedSchema>;
