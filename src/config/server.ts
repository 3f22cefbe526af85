import { z } from "zod";
import { booleanText, httpUrl, intSetting, optionalText } from "./env-values.ts";

// The web role's section: where it listens, how founders sign in, sessions, request limits and
// the addresses shown on public pages.

export const serverEnvShape = {
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  SESSION_TTL_DAYS: intSetting({ min: 1, max: 365, fallback: 30 }),
  SESSION_CACHE_SECONDS: intSetting({ min: 0, max: 3600, fallback: 300 }),
  OIDC_ISSUER_URL: optionalText.pipe(z.url().optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_SCOPES: z.string().trim().default("openid email profile"),
  OIDC_ALLOW_HTTP: booleanText,
  OIDC_ACCOUNT_URL: optionalText.pipe(httpUrl.optional()),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  SUPPORT_EMAIL: z.email().default("support@greenlight.example"),
  PRIVACY_EMAIL: optionalText.pipe(z.email().optional()),
  DATA_PROTECTION_EMAIL: optionalText.pipe(z.email().optional()),
};

type ServerEnv = z.output<z.ZodObject<typeof serverEnvShape>>;

export interface OidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string | undefined;
  scopes: string;
  allowHttp: boolean;
  /** The provider's account page, where founders change their password; Settings links to it. */
  accountUrl: string | null;
}

export interface ServerConfig {
  port: number;
  host: string;
  publicUrl: string;
  sessionTtlMs: number;
  sessionCacheMs: number;
  oidc: OidcConfig | null;
  rateLimitPerMinute: number;
  supportEmail: string;
  /** Privacy requests; SUPPORT_EMAIL when unset. */
  privacyEmail: string;
  /** Data-protection requests; PRIVACY_EMAIL (then SUPPORT_EMAIL) when unset. */
  dataProtectionEmail: string;
}

/** Builds the server section; returns the problems instead of throwing so index.ts reports them with the rest. */
export function buildServerConfig(e: ServerEnv): ServerConfig | { problems: string[] } {
  if (Boolean(e.OIDC_ISSUER_URL) !== Boolean(e.OIDC_CLIENT_ID)) {
    return { problems: ["OIDC_ISSUER_URL and OIDC_CLIENT_ID must be set together"] };
  }
  const oidc = e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID
    ? { issuerUrl: e.OIDC_ISSUER_URL, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET, scopes: e.OIDC_SCOPES, allowHttp: e.OIDC_ALLOW_HTTP, accountUrl: e.OIDC_ACCOUNT_URL ?? null }
    : null;
  return {
    port: e.PORT,
    // Local sign-in trusts whoever reaches the page, so by default it only listens on this machine.
    host: e.HOST ?? (oidc ? "0.0.0.0" : "127.0.0.1"),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    oidc,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    supportEmail: e.SUPPORT_EMAIL,
    // One address set by an operator serves every purpose rather than showing placeholder ones.
    privacyEmail: e.PRIVACY_EMAIL ?? e.SUPPORT_EMAIL,
    dataProtectionEmail: e.DATA_PROTECTION_EMAIL ?? e.PRIVACY_EMAIL ?? e.SUPPORT_EMAIL,
  };
}
