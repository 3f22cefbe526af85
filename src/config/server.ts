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
  API_TOKEN_SECRET: optionalText.pipe(z.string().min(32, { error: "must be at least 32 characters" }).optional()),
  OIDC_ISSUER_URL: optionalText.pipe(z.url().optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_SCOPES: z.string().trim().default("openid email profile"),
  OIDC_ALLOW_HTTP: booleanText,
  OIDC_ACCOUNT_URL: optionalText.pipe(httpUrl.optional()),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: optionalText,
  LOCAL_SIGNIN_ALLOW_REMOTE: booleanText,
  USER_ACTIVE_VALIDATIONS: intSetting({ min: 1, max: 1000, fallback: 3 }),
  USER_DAILY_VALIDATIONS: intSetting({ min: 1, max: 100_000, fallback: 20 }),
  USER_DAILY_TOKENS: intSetting({ min: 1, max: 1_000_000_000, fallback: 1_000_000 }),
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

/** What one founder may use; refusals are 429s saying which limit and when it frees up. */
export interface UserLimits {
  /** Validations pending or running at once. */
  activeValidations: number;
  /** Validations submitted per UTC day. */
  dailyValidations: number;
  /** Model tokens (in plus out) per UTC day, across all their validations. */
  dailyTokens: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  publicUrl: string;
  sessionTtlMs: number;
  sessionCacheMs: number;
  /** The key API tokens are hashed with; null uses the random key kept in the database. */
  apiTokenSecret: string | null;
  oidc: OidcConfig | null;
  rateLimitPerMinute: number;
  /**
   * Whose X-Forwarded-For to believe for the client address: nobody (false), every peer (true), or
   * these proxy addresses / CIDR ranges. Believing everyone lets any client pick its IP.
   */
  trustProxy: boolean | string[];
  /** Local sign-in listens beyond this machine, as LOCAL_SIGNIN_ALLOW_REMOTE allowed (start-up warns). */
  localSignInAllowRemote: boolean;
  userLimits: UserLimits;
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
  // Local sign-in trusts whoever reaches the page, so by default it only listens on this machine.
  const host = e.HOST ?? (oidc ? "0.0.0.0" : "127.0.0.1");
  if (!oidc && !isLoopbackHost(host) && !e.LOCAL_SIGNIN_ALLOW_REMOTE) {
    return { problems: [
      `HOST=${host} would let anyone who reaches this machine sign in as anyone with local sign-in; `
      + "use OIDC_ISSUER_URL, or set LOCAL_SIGNIN_ALLOW_REMOTE=true to allow it",
    ] };
  }
  return {
    port: e.PORT,
    host,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    apiTokenSecret: e.API_TOKEN_SECRET ?? null,
    oidc,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    localSignInAllowRemote: !oidc && !isLoopbackHost(host),
    userLimits: {
      activeValidations: e.USER_ACTIVE_VALIDATIONS,
      dailyValidations: e.USER_DAILY_VALIDATIONS,
      dailyTokens: e.USER_DAILY_TOKENS,
    },
    supportEmail: e.SUPPORT_EMAIL,
    // One address set by an operator serves every purpose rather than showing placeholder ones.
    privacyEmail: e.PRIVACY_EMAIL ?? e.SUPPORT_EMAIL,
    dataProtectionEmail: e.DATA_PROTECTION_EMAIL ?? e.PRIVACY_EMAIL ?? e.SUPPORT_EMAIL,
  };
}

function isLoopbackHost(host: string): boolean {
  return host === "localhost" || host === "::1" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === "false" || value === "0") return false;
  if (value === "true" || value === "1") return true;
  return value.split(",").map((entry) => entry.trim()).filter(Boolean);
}
