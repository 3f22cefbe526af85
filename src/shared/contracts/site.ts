import { z } from "zod";

/**
 * What the public pages need to know about this installation: where people write to (the
 * support, privacy and data-protection addresses come from configuration) and how sign-in works,
 * so the privacy pages describe what this installation really collects.
 */
export const siteInfoSchema = z.object({
  supportEmail: z.email(),
  privacyEmail: z.email(),
  dataProtectionEmail: z.email(),
  signIn: z.enum(["local", "oidc"]),
  /** Whether the landing dialog's reports are emailed (SMTP configured) or wait in the library. */
  mail: z.boolean(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
