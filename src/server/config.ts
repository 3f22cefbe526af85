import { z } from "zod";
import { buildResearchConfig, researchEnvShape } from "./config-research.ts";
import type { OutboundConfig, ResearchConfig, TrendsConfig } from "./config-research.ts";
import { buildLlmConfig, llmEnvShape } from "./config-llm.ts";
import type { LlmConfig } from "./config-llm.ts";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const booleanText = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().trim().min(1).default("./.data"),
  DATABASE_URL: optionalText.pipe(z.url({ error: "must be a postgres:// connection URL" }).optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
  OIDC_ISSUER_URL: optionalText.pipe(z.url().optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_SCOPES: z.string().trim().default("openid email profile"),
  OIDC_ALLOW_HTTP: booleanText,
  OIDC_ACCOUNT_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(2),
  STAGE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  QUEUE_MONITOR_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  SUPPORT_EMAIL: z.email().default("support@greenlight.example"),
  PRIVACY_EMAIL: optionalText.pipe(z.email().optional()),
  DATA_PROTECTION_EMAIL: optionalText.pipe(z.email().optional()),
  ...researchEnvShape,
  ...llmEnvShape,
});

export const ROLES = ["web", "worker", "all"] as const;
export type Role = (typeof ROLES)[number];

export interface Config {
  env: "development" | "production" | "test";
  role: Role;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  sessionTtlMs: number;
  sessionCacheMs: number;
  oidc: {
    issuerUrl: string; clientId: string; clientSecret: string | undefined; scopes: string; allowHttp: boolean;
    /** The provider's account page, where founders change their password; Settings links to it. */
    accountUrl: string | null;
  } | null;
  worker: { concurrency: number; jobTimeoutSeconds: number; retryLimit: number; stageDelayMs: number; monitorSeconds: number };
  rateLimitPerMinute: number;
  supportEmail: string;
  research: ResearchConfig;
  /** The model provider and models; null when none is configured and the offline analyst works alone. */
  llm: LlmConfig | null;
  /** Time a validation may take before its report is built from what was gathered. */
  validationTimeBudgetSeconds: number;
  trends: TrendsConfig;
  outbound: OutboundConfig;
  /** Privacy requests; SUPPORT_EMAIL when unset. */
  privacyEmail: string;
  /** Data-protection requests; PRIVACY_EMAIL (then SUPPORT_EMAIL) when unset. */
  dataProtectionEmail: string;
}

export class ConfigError extends Error {}

function parseRole(argv: readonly string[]): Role {
  const index = argv.indexOf("--role");
  const inline = argv.find((arg) => arg.startsWith("--role="))?.slice("--role=".length);
  const value = inline ?? (index >= 0 ? argv[index + 1] : undefined) ?? "all";
  if (!(ROLES as readonly string[]).includes(value)) {
    throw new ConfigError(`--role must be one of ${ROLES.join(", ")} (got "${value}")`);
  }
  return value as Role;
}

/** Reads the whole configuration once; a bad value throws a ConfigError naming the variable. */
export function loadConfig({ env = process.env, argv = process.argv.slice(2) }: {
  env?: Record<string, string | undefined>;
  argv?: readonly string[];
} = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const oidcSet = [e.OIDC_ISSUER_URL, e.OIDC_CLIENT_ID].filter(Boolean).length;
  if (oidcSet === 1) {
    throw new ConfigError("Invalid configuration:\n  OIDC_ISSUER_URL and OIDC_CLIENT_ID must be set together");
  }
  const oidc = e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID
    ? { issuerUrl: e.OIDC_ISSUER_URL, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET, scopes: e.OIDC_SCOPES, allowHttp: e.OIDC_ALLOW_HTTP, accountUrl: e.OIDC_ACCOUNT_URL ?? null }
    : null;
  const researchParts = buildResearchConfig(e);
  if ("problems" in researchParts) {
    throw new ConfigError(`Invalid configuration:\n${researchParts.problems.map((problem) => `  ${problem}`).join("\n")}`);
  }
  const llmParts = buildLlmConfig(e);
  if ("problems" in llmParts) {
    throw new ConfigError(`Invalid configuration:\n${llmParts.problems.map((problem) => `  ${problem}`).join("\n")}`);
  }
  // Local sign-in trusts whoever reaches the page, so by default it only listens on this machine.
  const host = e.HOST ?? (oidc ? "0.0.0.0" : "127.0.0.1");
  return {
    env: e.NODE_ENV,
    role: parseRole(argv),
    port: e.PORT,
    host,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    oidc,
    worker: {
      concurrency: e.WORKER_CONCURRENCY,
      jobTimeoutSeconds: e.JOB_TIMEOUT_SECONDS,
      retryLimit: e.JOB_RETRY_LIMIT,
      stageDelayMs: e.STAGE_DELAY_MS,
      monitorSeconds: e.QUEUE_MONITOR_SECONDS,
    },
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    supportEmail: e.SUPPORT_EMAIL,
    ...researchParts,
    ...llmParts,
    // One address set by an operator serves every purpose rather than showing placeholder ones.
    privacyEmail: e.PRIVACY_EMAIL ?? e.SUPPORT_EMAIL,
    dataProtectionEmail: e.DATA_PROTECTION_EMAIL ?? e.PRIVACY_EMAIL ?? e.SUPPORT_EMAIL,
  };
}
