import { sql } from "drizzle-orm";
import {
  bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid,
} from "drizzle-orm/pg-core";
import { createdAt, users } from "./schema-users.ts";

// The tables live in three files (this one, schema-users.ts and schema-api-tokens.ts); drizzle-kit and
// the queries read them all through this module.
export * from "./schema-users.ts";
export * from "./schema-api-tokens.ts";

export const sessions = pgTable("sessions", {
  /** SHA-256 of the cookie value: a database leak does not hand out live sessions. */
  idHash: text("id_hash").primaryKey(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  idToken: text("id_token"),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
}, (table) => [index("sessions_user_idx").on(table.userId)]);

/** Short-lived state of an OpenID Connect sign-in between the redirect and the callback. */
export const loginAttempts = pgTable("login_attempts", {
  state: text("state").primaryKey(),
  nonce: text("nonce").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  returnTo: text("return_to").notNull(),
  createdAt: createdAt(),
});

export const ideas = pgTable("ideas", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  description: text("description").notNull(),
  country: text("country").notNull(),
  validationMode: text("validation_mode").notNull(),
  status: text("status").notNull().default("pending"),
  currentStage: text("current_stage"),
  recommendation: text("recommendation"),
  overallScore: real("overall_score"),
  targetMarket: text("target_market"),
  /** The keywords planning-profile found, kept here for keyword trends; empty until it has run. */
  keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
  /** The report version the latest validation writes; a re-validation moves it on by one. */
  version: integer("version").notNull().default(1),
  error: text("error"),
  idempotencyKey: text("idempotency_key"),
  /** SHA-256 of the request body that used the key: the same key with another body is refused. */
  idempotencyFingerprint: text("idempotency_fingerprint"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }),
  completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
  reviewedAt: timestamp("reviewed_at", { withTimezone: true, mode: "date" }),
}, (table) => [
  index("ideas_user_created_idx").on(table.userId, table.createdAt),
  uniqueIndex("ideas_user_idempotency_idx").on(table.userId, table.idempotencyKey).where(sql`${table.idempotencyKey} is not null`),
]);

/** One row per attempt at a stage: the checkpoint (output) and the timings behind estimates. */
export const stageRuns = pgTable("stage_runs", {
  id: uuid("id").primaryKey().defaultRandom(),
  ideaId: uuid("idea_id").notNull().references(() => ideas.id, { onDelete: "cascade" }),
  /** The report version this attempt works towards: a re-validation's checkpoints are its own. */
  version: integer("version").notNull().default(1),
  stage: text("stage").notNull(),
  attempt: integer("attempt").notNull(),
  analyst: text("analyst").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  durationMs: integer("duration_ms"),
  output: jsonb("output"),
  error: text("error"),
  /** Model tokens this attempt used, kept so a resumed job stays within the idea's token budget. */
  inputTokens: integer("input_tokens").notNull().default(0),
  outputTokens: integer("output_tokens").notNull().default(0),
  /** Estimated USD cost of those tokens; null when a model used has no known price. */
  estimatedCostUsd: real("estimated_cost_usd"),
  /** The models this attempt called, comma-separated; null when it called none. */
  models: text("models"),
}, (table) => [
  uniqueIndex("stage_runs_attempt_idx").on(table.ideaId, table.version, table.stage, table.attempt),
  index("stage_runs_finished_idx").on(table.stage, table.analyst, table.finishedAt),
]);

/** Every version of an idea's report: a re-validation adds one and keeps the earlier ones. */
export const reports = pgTable("reports", {
  ideaId: uuid("idea_id").notNull().references(() => ideas.id, { onDelete: "cascade" }),
  version: integer("version").notNull().default(1),
  body: jsonb("body").notNull(),
  model: text("model").notNull(),
  inputTokens: integer("input_tokens").notNull().default(0),
  outputTokens: integer("output_tokens").notNull().default(0),
  generatedAt: timestamp("generated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  /** The title and description this report analysed; a later edit changes the idea, not the report. */
  title: text("title"),
  description: text("description"),
}, (table) => [primaryKey({ columns: [table.ideaId, table.version] })]);

/**
 * What the founder learned testing the idea themselves (interviews, a smoke test, pre-sales, notes):
 * first-party evidence the next validation reads, apart from web sources. Goes with the idea.
 */
export const founderEvidence = pgTable("founder_evidence", {
  id: uuid("id").primaryKey().defaultRandom(),
  ideaId: uuid("idea_id").notNull().references(() => ideas.id, { onDelete: "cascade" }),
  kind: text("kind").notNull(),
  /** The riskiest assumption this result tests, when the founder tied it to one. */
  assumptionId: text("assumption_id"),
  interviewsHeld: integer("interviews_held"),
  painConfirmed: integer("pain_confirmed"),
  painDenied: integer("pain_denied"),
  wouldPay: integer("would_pay"),
  visitors: integer("visitors"),
  signups: integer("signups"),
  presales: integer("presales"),
  note: text("note").notNull().default(""),
  createdAt: createdAt(),
}, (table) => [index("founder_evidence_idea_idx").on(table.ideaId, table.createdAt)]);

/**
 * The founder's corrections of "Here is how we read your idea" (product, customer, problem, price,
 * currency), kept with the version they were made for: the validation of that version applies them
 * to the profile, and a re-validation carries them on unless the founder changes them (decision 023).
 */
export const ideaCorrections = pgTable("idea_corrections", {
  ideaId: uuid("idea_id").notNull().references(() => ideas.id, { onDelete: "cascade" }),
  version: integer("version").notNull(),
  corrections: jsonb("corrections").notNull(),
  createdAt: createdAt(),
}, (table) => [primaryKey({ columns: [table.ideaId, table.version] })]);

/**
 * What each founder used per UTC day: validations submitted and model tokens (in plus out). Keyed by
 * a keyed hash of the sign-in subject, not the user, so deleting the account (or its ideas) gives no
 * usage back and a re-created account finds the same day's count; the row holds no personal data.
 * Validations are counted by triggers on ideas (migrations 0006 and 0010), tokens as each model call
 * settles its reservation.
 */
export const dailyUsage = pgTable("daily_usage", {
  identityHash: text("identity_hash").notNull(),
  day: date("day", { mode: "string" }).notNull(),
  validations: integer("validations").notNull().default(0),
  tokens: bigint("tokens", { mode: "number" }).notNull().default(0),
}, (table) => [primaryKey({ columns: [table.identityHash, table.day] })]);

/**
 * Tokens held for model calls in flight, so validations running side by side cannot spend past the
 * founder's daily budget together. A call settles its row; a row whose process died expires.
 */
export const tokenReservations = pgTable("token_reservations", {
  id: uuid("id").primaryKey().defaultRandom(),
  identityHash: text("identity_hash").notNull(),
  day: date("day", { mode: "string" }).notNull(),
  tokens: bigint("tokens", { mode: "number" }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
}, (table) => [index("token_reservations_identity_idx").on(table.identityHash, table.day)]);

/** The random key behind daily_usage's identity hashes (one row, made by migration 0010). */
export const usageIdentityKey = pgTable("usage_identity_key", {
  id: integer("id").primaryKey().default(1),
  key: text("key").notNull(),
});

export const keywordTrends = pgTable("keyword_trends", {
  ideaId: uuid("idea_id").notNull().references(() => ideas.id, { onDelete: "cascade" }),
  keyword: text("keyword").notNull(),
  source: text("source").notNull(),
  metric: text("metric").notNull(),
  data: jsonb("data").notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
}, (table) => [primaryKey({ columns: [table.ideaId, table.keyword] })]);

export const httpCache = pgTable("http_cache", {
  key: text("key").primaryKey(),
  status: integer("status").notNull(),
  body: text("body").notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
});

export const waitlist = pgTable("waitlist", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull(),
  ideaText: text("idea_text").notNull(),
  confirmed: boolean("confirmed").notNull().default(false),
  /** The idea validated for this entry; it belongs to whoever signs in with the entry's email. */
  ideaId: uuid("idea_id").references(() => ideas.id, { onDelete: "set null" }),
  /** "not-configured" (no SMTP: the report waits in the library), "pending", "sent" or "failed". */
  mailStatus: text("mail_status").notNull().default("not-configured"),
  /** Why the report email could not be delivered, when mailStatus is "failed". */
  mailError: text("mail_error"),
  createdAt: createdAt(),
}, (table) => [uniqueIndex("waitlist_email_idea_idx").on(table.email, table.ideaText)]);

/**
 * Emails waiting to go out. A row is written with the waitlist entry and sent by a worker once
 * the idea's validation ends; failures are retried with backoff, so a mail server that is down
 * (or a restart) loses nothing.
 */
export const mailOutbox = pgTable("mail_outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  waitlistId: uuid("waitlist_id").notNull().references(() => waitlist.id, { onDelete: "cascade" }),
  toEmail: text("to_email").notNull(),
  /** "pending", "sent" or "failed". */
  status: text("status").notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  lastError: text("last_error"),
  createdAt: createdAt(),
  sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
}, (table) => [index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt)]);

/**
 * Read-only links to one report. Only the SHA-256 of the token is stored, so a database leak does
 * not hand out readable links; revoking stamps revokedAt and the link stops resolving.
 */
export const shareLinks = pgTable("share_links", {
  id: uuid("id").primaryKey().defaultRandom(),
  ideaId: uuid("idea_id").notNull().references(() => ideas.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  /** The report version the link was made for: a later re-validation does not change what it shows. */
  version: integer("version").notNull().default(1),
  createdAt: createdAt(),
  revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
}, (table) => [index("share_links_idea_idx").on(table.ideaId)]);

/**
 * What happened to a founder's ideas (created, validated, failed, reviewed, deleted), written by
 * triggers on ideas (migration 0004) so every writer is covered. The title is copied in so an event
 * outlives its idea; the user's deletion takes the events with it.
 */
export const activityEvents = pgTable("activity_events", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  /** No foreign key: a "deleted" event names an idea that no longer exists. */
  ideaId: uuid("idea_id").notNull(),
  kind: text("kind").notNull(),
  ideaTitle: text("idea_title").notNull(),
  recommendation: text("recommendation"),
  overallScore: real("overall_score"),
  /** Submit to finish, for validated and failed events. */
  durationMs: integer("duration_ms"),
  detail: text("detail"),
  occurredAt: timestamp("occurred_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
}, (table) => [index("activity_events_user_occurred_idx").on(table.userId, table.occurredAt)]);

/** The founder's own settings; a missing row means every default. */
export const userSettings = pgTable("user_settings", {
  userId: uuid("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  firstName: text("first_name"),
  lastName: text("last_name"),
  company: text("company"),
  emailNotifications: boolean("email_notifications").notNull().default(true),
  weeklyReports: boolean("weekly_reports").notNull().default(true),
  theme: text("theme").notNull().default("system"),
  language: text("language").notNull().default("en"),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
