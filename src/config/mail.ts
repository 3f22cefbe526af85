import { z } from "zod";
import { intSetting, optionalText } from "./env-values.ts";

// The mail section: where the waitlist's report emails go out (SMTP_URL) and from whom. Unset, no
// mail is sent and a waitlist report waits in the library of whoever signs in with its email.

export const mailEnvShape = {
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587" }).optional(),
  MAIL_FROM: optionalText,
  MAIL_MAX_ATTEMPTS: intSetting({ min: 1, max: 20, fallback: 6 }),
  MAIL_RETRY_SECONDS: intSetting({ min: 1, max: 3600, fallback: 60 }),
  MAIL_POLL_SECONDS: intSetting({ min: 1, max: 600, fallback: 10 }),
};

type MailEnv = z.output<z.ZodObject<typeof mailEnvShape>>;

export interface MailConfig {
  smtpUrl: string;
  from: string;
  /** Deliveries tried before the entry is marked failed. */
  maxAttempts: number;
  /** Wait before the first retry; each further retry waits twice as long. */
  retryBaseMs: number;
  /** How often the worker looks for reports ready to send. */
  pollMs: number;
}

export interface MailSection {
  mail: MailConfig | null;
}

export function buildMailConfig(e: MailEnv, { supportEmail }: { supportEmail: string }): MailSection {
  if (!e.SMTP_URL) return { mail: null };
  return {
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Greenlight <${supportEmail}>`,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      retryBaseMs: e.MAIL_RETRY_SECONDS * 1000,
      pollMs: e.MAIL_POLL_SECONDS * 1000,
    },
  };
}
