import { createHmac, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { API_TOKEN_PREFIX } from "../../shared/contracts/api-tokens.ts";
import type { ApiToken, ApiTokenScope, ApiTokenUse } from "../../shared/contracts/api-tokens.ts";
import type { TokenActivity } from "../../shared/contracts/dashboard.ts";
import type { Db } from "../client.ts";
import { preparedQuery } from "../prepared.ts";
import { apiTokenKey, apiTokens, apiTokenUses, users } from "../schema.ts";
import type { UserRow } from "./users.ts";

export interface ApiTokenHasher {
  hash(secret: string): string;
}

async function readStoredKey(db: Db): Promise<string> {
  const [row] = await db.select({ key: apiTokenKey.key }).from(apiTokenKey).where(eq(apiTokenKey.id, 1));
  if (!row) throw new Error("api_token_key has no key: the database migrations did not run");
  return row.key;
}

/**
 * HMAC-SHA-256 under the server's key: a 256-bit random secret needs no slow hash, and the key keeps
 * a copy of the table alone from being checked against guesses. API_TOKEN_SECRET when set, else the
 * random key migration 0011 stored in the database (so every web process shares it).
 */
export async function createApiTokenHasher({ db, configuredSecret }: { db: Db; configuredSecret: string | null }): Promise<ApiTokenHasher> {
  const key = configuredSecret ?? await readStoredKey(db);
  return { hash: (secret) => createHmac("sha256", key).update(secret).digest("base64url") };
}

export function newApiTokenSecret(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
}

type TokenRow = typeof apiTokens.$inferSelect;

export function toApiToken(row: TokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as ApiTokenScope,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export async function insertApiToken({ db, userId, name, scope, expiresAt, tokenHash }: {
  db: Db; userId: string; name: string; scope: ApiTokenScope; expiresAt: Date | null; tokenHash: string;
}): Promise<ApiToken> {
  const [row] = await db.insert(apiTokens).values({ userId, name, scope, expiresAt, tokenHash }).returning();
  if (!row) throw new Error("api token insert returned no row");
  return toApiToken(row);
}

export async function countApiTokens({ db, userId }: { db: Db; userId: string }): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(apiTokens).where(eq(apiTokens.userId, userId));
  return row?.n ?? 0;
}

export async function listApiTokens({ db, userId }: { db: Db; userId: string }): Promise<ApiToken[]> {
  const rows = await db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt));
  return rows.map(toApiToken);
}

/** Revoking deletes the row: the next request with the secret finds nothing, in every process. */
export async function deleteApiToken({ db, userId, tokenId }: { db: Db; userId: string; tokenId: string }): Promise<boolean> {
  const gone = await db.delete(apiTokens).where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId))).returning({ id: apiTokens.id });
  return gone.length > 0;
}

const tokenUserQuery = preparedQuery((db) => db
  .select({ token: apiTokens, user: users })
  .from(apiTokens)
  .innerJoin(users, eq(users.id, apiTokens.userId))
  .where(and(
    eq(apiTokens.tokenHash, sql.placeholder("tokenHash")),
    or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
  ))
  .limit(1)
  .prepare("find_api_token_user"));

/** Read on every bearer request, never cached: a revoked or expired token is refused at once everywhere. */
export async function findApiTokenUser({ db, tokenHash }: { db: Db; tokenHash: string }): Promise<{ token: ApiToken; user: UserRow } | null> {
  const [row] = await tokenUserQuery(db).execute({ tokenHash });
  return row ? { token: toApiToken(row.token), user: row.user } : null;
}

/** How long the founder's token activity is kept; the periodic purge deletes older minutes. */
export const API_TOKEN_USE_RETENTION_DAYS = 90;

/**
 * Stamps the token's last use and counts the request in its minute's row (one row per token,
 * method, route pattern, status and minute, updated in place), so polling adds a row a minute.
 * `at` is for tests; requests use the database's clock, the same for every web process.
 */
export async function recordApiTokenUse({ db, userId, token, method, route, statusCode, at }: {
  db: Db; userId: string; token: Pick<ApiToken, "id" | "name">; method: string; route: string; statusCode: number; at?: Date;
}): Promise<void> {
  const when = at === undefined ? sql`now()` : sql`${at.toISOString()}::timestamptz`;
  await db.transaction(async (tx) => {
    await tx.update(apiTokens).set({ lastUsedAt: when }).where(eq(apiTokens.id, token.id));
    await tx.insert(apiTokenUses)
      .values({ userId, tokenId: token.id, tokenName: token.name, method, route, statusCode, minute: sql`date_trunc('minute', ${when})`, occurredAt: when })
      .onConflictDoUpdate({
        target: [apiTokenUses.tokenId, apiTokenUses.method, apiTokenUses.route, apiTokenUses.statusCode, apiTokenUses.minute],
        set: {
          requestCount: sql`${apiTokenUses.requestCount} + 1`,
          occurredAt: sql`greatest(${apiTokenUses.occurredAt}, excluded.occurred_at)`,
          tokenName: sql`excluded.token_name`,
        },
      });
  });
}

/** Newest minute first; each item says how many requests that minute made. */
export async function listApiTokenUses({ db, userId, limit }: { db: Db; userId: string; limit?: number }): Promise<ApiTokenUse[]> {
  const query = db.select().from(apiTokenUses).where(eq(apiTokenUses.userId, userId)).orderBy(desc(apiTokenUses.occurredAt), desc(apiTokenUses.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => ({
    id: row.id, tokenName: row.tokenName, method: row.method, route: row.route, statusCode: row.statusCode,
    requestCount: row.requestCount, minute: row.minute.toISOString(), occurredAt: row.occurredAt.toISOString(),
  }));
}

/** Each token used over the last `days` days (revoked ones too, by the name they had): its requests and last use. */
export async function listRecentTokenActivity({ db, userId, days, limit }: { db: Db; userId: string; days: number; limit: number }): Promise<TokenActivity[]> {
  const rows = await db
    .select({
      tokenName: sql<string>`(array_agg(${apiTokenUses.tokenName} order by ${apiTokenUses.occurredAt} desc))[1]`,
      requestCount: sql<number>`sum(${apiTokenUses.requestCount})::int`,
      lastUsedAt: sql<Date>`max(${apiTokenUses.occurredAt})`.mapWith(apiTokenUses.occurredAt),
    })
    .from(apiTokenUses)
    .where(and(eq(apiTokenUses.userId, userId), gt(apiTokenUses.minute, sql`now() - make_interval(days => ${days})`)))
    .groupBy(apiTokenUses.tokenId)
    .orderBy(desc(sql`max(${apiTokenUses.occurredAt})`))
    .limit(limit);
  return rows.map((row) => ({ tokenName: row.tokenName, requestCount: Number(row.requestCount), lastUsedAt: row.lastUsedAt.toISOString() }));
}

/** Deletes token activity older than the retention period; `now` is for tests. */
export async function deleteOldApiTokenUses({ db, now }: { db: Db; now?: Date }): Promise<number> {
  const cutoff = now === undefined ? sql`now()` : sql`${now.toISOString()}::timestamptz`;
  const gone = await db.delete(apiTokenUses)
    .where(lt(apiTokenUses.minute, sql`${cutoff} - make_interval(days => ${API_TOKEN_USE_RETENTION_DAYS})`))
    .returning({ id: apiTokenUses.id });
  return gone.length;
}
