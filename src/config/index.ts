import { z } from "zod";
import { buildLlmConfig, llmEnvShape } from "./llm.ts";
import type { LlmSection } from "./llm.ts";
import { buildMailConfig, mailEnvShape } from "./mail.ts";
import type { MailSection } from "./mail.ts";
import { buildPipelineConfig, pipelineEnvShape } from "./pipeline.ts";
import type { PipelineConfig } from "./pipeline.ts";
import { buildResearchConfig, researchEnvShape } from "./research.ts";
import type { ResearchSections } from "./research.ts";
import { buildServerConfig, serverEnvShape } from "./server.ts";
import type { ServerConfig } from "./server.ts";

// The whole configuration, read from the environment once at start-up by every role and script.
// Each section lives in its own file; this one merges them so every bad value is named at once.

export type { LlmConfig, LlmProviderName } from "./llm.ts";
export type { MailConfig } from "./mail.ts";
export type { PipelineConfig } from "./pipeline.ts";
export type { CacheKind, OutboundConfig, ResearchConfig, SourceName, TrendsConfig, TrendsProviderName } from "./research.ts";
export type { OidcConfig, ServerConfig } from "./server.ts";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  DATA_DIR: z.string().trim().min(1).default("./.data"),
  DATABASE_URL: z.url({ error: "must be a postgres:// connection URL" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ...serverEnvShape,
  ...pipelineEnvShape,
  ...researchEnvShape,
  ...llmEnvShape,
  ...mailEnvShape,
});

export const ROLES = ["web", "worker", "all"] as const;
export type Role = (typeof ROLES)[number];

/** What every role needs: which role this process plays, where the data lives and how much to log. */
export interface CoreConfig {
  env: "development" | "production" | "test";
  role: Role;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
}

export type Config = CoreConfig & ServerConfig & PipelineConfig & ResearchSections & LlmSection & MailSection;

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

/** An empty or blank variable is unset, as docker-compose and .env files write one. */
function withoutEmptyValues(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== ""));
}

/** Reads the whole configuration once; a bad value throws a ConfigError naming the variable. */
export function loadConfig({ env = process.env, argv = process.argv.slice(2) }: {
  env?: Record<string, string | undefined>;
  argv?: readonly string[];
} = {}): Config {
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const server = buildServerConfig(e);
  const research = buildResearchConfig(e);
  const llm = buildLlmConfig(e);
  if ("problems" in server || "problems" in research || "problems" in llm) {
    const problems = [server, research, llm].flatMap((section) => ("problems" in section ? section.problems : []));
    throw new ConfigError(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
  }
  return {
    env: e.NODE_ENV,
    role: parseRole(argv),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    ...server,
    ...buildPipelineConfig(e),
    ...research,
    ...llm,
    ...buildMailConfig(e, { supportEmail: server.supportEmail }),
  };
}
