import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import {
  countApiTokens, deleteApiToken, insertApiToken, listApiTokens, listApiTokenUses, newApiTokenSecret,
} from "../../db/queries/api-tokens.ts";
import type { ApiTokenHasher } from "../../db/queries/api-tokens.ts";
import {
  apiTokenListSchema, apiTokenParamsSchema, createApiTokenSchema, createdApiTokenSchema, MAX_API_TOKENS, RECENT_TOKEN_USES,
} from "../../shared/contracts/api-tokens.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import type { UserRow } from "../../db/queries/users.ts";
import { HttpError } from "../http-error.ts";
import { requireUser } from "../plugins/auth.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const DAY_MS = 24 * 60 * 60 * 1000;

/** Token management belongs to the signed-in founder: a token can neither list nor mint tokens. */
function requireSession(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (request.apiToken) throw new HttpError({ statusCode: 403, code: "insufficient_scope", message: "API tokens are managed from a signed-in session." });
  return user;
}

/** Settings' API tokens: create (the secret answered once), list with their uses, revoke. */
export function registerApiTokenRoutes(app: FastifyInstance, { db, hasher }: { db: Db; hasher: ApiTokenHasher }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/tokens", {
    schema: { tags: ["tokens"], response: { 200: apiTokenListSchema, ...errors } },
  }, async (request) => {
    const user = requireSession(request);
    const [tokens, recentUses] = await Promise.all([
      listApiTokens({ db, userId: user.id }),
      listApiTokenUses({ db, userId: user.id, limit: RECENT_TOKEN_USES }),
    ]);
    return { tokens, recentUses };
  });

  api.post("/api/tokens", {
    config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    schema: { tags: ["tokens"], body: createApiTokenSchema, response: { 201: createdApiTokenSchema, ...errors } },
  }, async (request, reply) => {
    const user = requireSession(request);
    if (await countApiTokens({ db, userId: user.id }) >= MAX_API_TOKENS) {
      throw new HttpError({ statusCode: 409, code: "invalid_state", message: `You already have ${MAX_API_TOKENS} API tokens, the most an account keeps. Revoke one you no longer use first.` });
    }
    const { name, scope, expiresInDays } = request.body;
    const secret = newApiTokenSecret();
    const token = await insertApiToken({
      db, userId: user.id, name, scope, tokenHash: hasher.hash(secret),
      expiresAt: expiresInDays === null ? null : new Date(Date.now() + expiresInDays * DAY_MS),
    });
    return reply.status(201).header("cache-control", "no-store").send({ token, secret });
  });

  api.delete("/api/tokens/:tokenId", {
    schema: { tags: ["tokens"], params: apiTokenParamsSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    const user = requireSession(request);
    const deleted = await deleteApiToken({ db, userId: user.id, tokenId: request.params.tokenId });
    if (!deleted) throw new HttpError({ statusCode: 404, code: "not_found", message: "Token not found" });
    return reply.status(204).send(null);
  });
}
