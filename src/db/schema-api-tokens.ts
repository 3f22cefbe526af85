import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, users } from "./schema-users.ts";

/**
 * Personal API tokens (Settings → API tokens). Only an HMAC-SHA-256 of the secret is stored, keyed
 * with API_TOKEN_SECRET or api_token_key; revoking deletes the row. Tokens go with their user.
 */
export const apiTokens = pgTable("api_tokens", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  /** "read", or "validate" (read, validate, re-validate, record results). */
  scope: text("scope").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }),
  /** Null never expires. */
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }),
}, (table) => [index("api_tokens_user_idx").on(table.userId)]);

/**
 * What each token did, one row per token, request (method, route pattern, status) and minute: a
 * request adds one to `request_count` of its minute's row, so an agent polling every second keeps
 * one row a minute, not sixty. Rows older than API_TOKEN_USE_RETENTION_DAYS are purged. The token's
 * name is copied in and the token id has no foreign key, so the record outlives a revoked token; it
 * goes with the user.
 */
export const apiTokenUses = pgTable("api_token_uses", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  tokenId: uuid("token_id").notNull(),
  tokenName: text("token_name").notNull(),
  method: text("method").notNull(),
  /** The route's pattern (/api/ideas/:id/report), not the URL. */
  route: text("route").notNull(),
  statusCode: integer("status_code").notNull(),
  /** The minute the requests fell in (truncated). */
  minute: timestamp("minute", { withTimezone: true, mode: "date" }).notNull(),
  requestCount: integer("request_count").notNull().default(1),
  /** The last of the minute's requests. */
  occurredAt: timestamp("occurred_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
}, (table) => [
  index("api_token_uses_user_occurred_idx").on(table.userId, table.occurredAt),
  uniqueIndex("api_token_uses_minute_idx").on(table.tokenId, table.method, table.route, table.statusCode, table.minute),
  index("api_token_uses_minute_purge_idx").on(table.minute),
]);

/** The random key API tokens are hashed with when API_TOKEN_SECRET is unset (one row, made by migration 0011). */
export const apiTokenKey = pgTable("api_token_key", {
  id: integer("id").primaryKey().default(1),
  key: text("key").notNull(),
});
