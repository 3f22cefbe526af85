import { z } from "zod";

/** Every secret starts so: secret scanners (and people) can tell a leaked Greenlight token at sight. */
export const API_TOKEN_PREFIX = "gl_";

/** read: every read of the founder's own data. validate: that, plus validating, re-validating and recording results. */
export const apiTokenScopeSchema = z.enum(["read", "validate"]);
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;

export const API_TOKEN_SCOPE_LABELS: Readonly<Record<ApiTokenScope, string>> = {
  read: "Read only",
  validate: "Read and validate",
};

/** The expiries Settings offers, in days; null never expires. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;

export const MAX_API_TOKENS = 20;

export const createApiTokenSchema = z.strictObject({
  name: z.string({ error: "name is required" }).trim()
    .min(1, { error: "name must not be empty" })
    .max(80, { error: "name must be at most 80 characters" }),
  scope: apiTokenScopeSchema,
  expiresInDays: z.number().int().min(1, { error: "expiresInDays must be at least 1" })
    .max(365, { error: "expiresInDays must be at most 365" }).nullable().default(null),
});
export type CreateApiToken = z.input<typeof createApiTokenSchema>;

export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The secret is in this answer only: it is stored as a keyed hash and can never be shown again. */
export const createdApiTokenSchema = z.object({ token: apiTokenSchema, secret: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/** A token's requests of one kind (method, route, status) within one minute: the founder sees every use, counted. */
export const apiTokenUseSchema = z.object({
  id: z.uuid(),
  tokenName: z.string(),
  method: z.string(),
  route: z.string(),
  statusCode: z.number().int(),
  /** How many such requests the token made in that minute. */
  requestCount: z.number().int().min(1),
  /** The start of that minute. */
  minute: z.string(),
  /** The last of those requests. */
  occurredAt: z.string(),
});
export type ApiTokenUse = z.infer<typeof apiTokenUseSchema>;

export const RECENT_TOKEN_USES = 20;

export const apiTokenListSchema = z.object({
  tokens: z.array(apiTokenSchema),
  /** The newest minutes of use of any token, at most RECENT_TOKEN_USES. */
  recentUses: z.array(apiTokenUseSchema),
});
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

export const apiTokenParamsSchema = z.object({ tokenId: z.uuid({ error: "Token not found" }) });
